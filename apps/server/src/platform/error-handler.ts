import { type ErrorCode, isErrorCode } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { translate } from './i18n/messages.ts';
import { MethodIndex } from './method-index.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
};

/**
 * PostgreSQL's "data exception" codes that only unchecked client input can cause: text with
 * U+0000 or bytes outside the encoding, text that is no number, a string longer than its column.
 * (Out-of-range numbers are left out on purpose: our own arithmetic can overflow too, and that is
 * our bug, not the client's.)
 */
const DATABASE_INPUT_ERRORS = new Set(['22P05', '22021', '22P02', '22001']);

export function isDatabaseInputError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DATABASE_INPUT_ERRORS.has(code);
}

/** Maps anything thrown to an AppError; unknown errors become INTERNAL_ERROR and keep their details to the log. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError> & { status?: number };
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return new AppError(mapped, { cause: error });
  // The JSON body parser reports syntax errors (and prototype poisoning) as a 400 SyntaxError.
  if (error instanceof SyntaxError && fastifyError.statusCode === 400)
    return new AppError('MALFORMED_JSON', { cause: error });
  // Last line of defence behind the schemas and the input guard: input the database itself refuses
  // is the client's error. It is logged as a warning (see the handler) so the schema gets fixed.
  if (isDatabaseInputError(error)) return new AppError('VALIDATION_ERROR', { cause: error });
  const status = fastifyError.statusCode ?? fastifyError.status;
  if (status === 429) return new AppError('RATE_LIMITED', { cause: error });
  if (status && status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR';
    return new AppError(code, { cause: error });
  }
  return new AppError('INTERNAL_ERROR', { cause: error });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const code: ErrorCode = isErrorCode(error.code) ? error.code : 'INTERNAL_ERROR';
  return reply
    .status(error.status)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      code,
      message: translate(request.language, code, error.params),
      value: error.value,
    });
}

export interface ErrorHandlingOptions {
  /** Answers GET requests for paths that no route serves (the web app's not-found page). */
  htmlFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  isApiPath: (url: string) => boolean;
}

/** One error handler for the whole app, a not-found handler, and 405 for known paths. */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  const methods = new MethodIndex();
  app.addHook('onRoute', (route) => methods.add(route.method, route.url));

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (isDatabaseInputError(error)) {
      request.log.warn({ err: error }, 'input reached the database unchecked');
    } else {
      request.log.info({ code: appError.code, reason: (error as Error).message }, 'request refused');
    }
    return sendError(request, reply, appError);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = methods.allowedMethods(path);
    if (allowed.length > 0) {
      return sendError(
        request,
        reply,
        new AppError('METHOD_NOT_ALLOWED', { headers: { allow: allowed.join(', ') } }),
      );
    }
    if (
      options.htmlFallback &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !options.isApiPath(path)
    ) {
      return options.htmlFallback(request, reply);
    }
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });
}
