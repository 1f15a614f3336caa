import { isAgentType } from '@portal/contracts';
import type { Endpoint, EndpointResult, UploadInfo } from '@portal/contracts/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { requireSession } from './auth.ts';
import { brandOf } from './context.ts';
import { ok } from './envelope.ts';
import type { OperatorPrincipal, OperatorReader } from './operator-access.ts';
import { type PayloadKey, readSealedBody } from './payload-crypto.ts';
import { ZNoQuery } from './route-schemas.ts';
import { parseInput } from './validation.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Session = NonNullable<FastifyRequest['session']>;

export interface EndpointCall<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The file of an endpoint that declares an upload: its media type and bytes. */
  upload: E['upload'] extends UploadInfo ? UploadedFile : undefined;
  /** The caller's member session: always there when the declared access asks for one. */
  session: E['access'] extends 'public' | 'operator' ? Session | null : Session;
  /** The signed-in operator holding the declared permission: there exactly for operator access. */
  operator: E['access'] extends 'operator' ? OperatorPrincipal : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface UploadedFile {
  /** The Content-Type header as sent (one of the declared types, perhaps with parameters). */
  contentType: string;
  bytes: Buffer;
}

export interface ServeOptions {
  /** Check every answer against the declared response schema (tests): drift fails loudly. */
  checkResponses: boolean;
  /**
   * Route config: rate limits. The media types a body may come in are the declaration's
   * (`accepts`), not set here.
   */
  config?: RouteShorthandOptions['config'];
  /** Opens the bodies of sealed endpoints (ADR 0010); required to serve one. */
  sealing?: { key: PayloadKey; now: () => Date };
  /** Finds the operator of a request; required to serve an endpoint with operator access. */
  operators?: OperatorReader;
}

/**
 * Registers a route from its declaration in the contracts (issue 14): the method and path come
 * from there, the declared parts of the request are parsed (anything undeclared is refused), the
 * declared access is enforced before the handler runs, a sealed body is opened (plaintext refused
 * when the brand requires encryption), an uploaded file is taken as it is, and the value is
 * wrapped in the envelope (or sent as it is, for a declared media type).
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ServeOptions,
  handler: (call: EndpointCall<E>) => Promise<EndpointResult<E>>,
): void {
  if (endpoint.access === 'operator' && !options.operators) {
    throw new Error(`${endpoint.id}: an operator endpoint needs the operator reader`);
  }
  if (endpoint.permission && endpoint.access !== 'operator') {
    throw new Error(`${endpoint.id}: a permission needs operator access`);
  }
  const operators = endpoint.access === 'operator' ? options.operators : undefined;
  if (endpoint.sealed && !(endpoint.body && options.sealing)) {
    throw new Error(`${endpoint.id}: a sealed endpoint needs a body schema and the payload key`);
  }
  if (endpoint.allowPasswordChange && endpoint.access === 'public') {
    throw new Error(`${endpoint.id}: allowPasswordChange only loosens a signed-in access`);
  }
  if (options.config?.acceptBodies) {
    throw new Error(`${endpoint.id}: the media types of a body are declared in the contract (accepts)`);
  }
  const upload = endpoint.upload;
  const accepted = upload ? upload.types : endpoint.accepts;
  const config = {
    ...options.config,
    ...(accepted ? { acceptBodies: accepted } : {}),
  };
  const sealing = endpoint.sealed ? options.sealing : undefined;
  const register = (scope: FastifyInstance) =>
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(Object.keys(config).length > 0 ? { config } : {}),
      ...(upload ? { bodyLimit: upload.maxBytes } : {}),
      handler: answer,
    });
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    // An operator endpoint: a full operator session (NOT_LOGGED_IN) whose role holds the
    // declared permission (FORBIDDEN), checked before any part of the request is read.
    let operator: OperatorPrincipal | null = null;
    if (operators) {
      operator = await operators.resolve(request);
      if (!operator) throw new AppError('NOT_LOGGED_IN');
      if (endpoint.permission && !operator.permissions.has(endpoint.permission))
        throw new AppError('FORBIDDEN');
    }
    const session =
      endpoint.access === 'public' || endpoint.access === 'operator'
        ? request.session
        : requireSession(request, {
            // An agent endpoint refuses trial accounts with the agent refusal, not the trial one.
            allowTrial: endpoint.access === 'session' || endpoint.access === 'agent',
            allowPasswordChange: endpoint.allowPasswordChange === true,
          });
    // An agent endpoint: a signed-in agent of this brand (types 1, 2, 41, 42); members and trial
    // accounts get the spec's refusal (403 NOT_AGENT). The type is read with the session, so a
    // demoted agent loses access at once.
    if (endpoint.access === 'agent' && !isAgentType(session?.type ?? -1)) throw new AppError('NOT_AGENT');
    const part = (schema: z.ZodType | undefined, value: unknown, name: string) => {
      if (schema) return parseInput(schema, value ?? {}, request.language);
      // An endpoint that declares no query takes none (UNKNOWN_FIELD, not silently ignored).
      if (name === 'query') parseInput(ZNoQuery, value ?? {}, request.language);
      return undefined;
    };
    const params = part(endpoint.params, request.params, 'params');
    const query = part(endpoint.query, request.query, 'query');
    const body =
      sealing && endpoint.body
        ? readSealedBody(request, sealing.key, endpoint.body, {
            required: brandOf(request).settings.security.encryptPayloads,
            now: sealing.now(),
            language: request.language,
          })
        : part(endpoint.body, request.body, 'body');
    const file = upload ? uploadedFile(request) : undefined;
    const value = await handler({
      params,
      query,
      body,
      upload: file,
      session,
      operator,
      request,
      reply,
    } as EndpointCall<E>);
    if (options.checkResponses) {
      const checked = endpoint.response.safeParse(value);
      if (!checked.success) {
        throw new AppError('INTERNAL_ERROR', {
          cause: new Error(`${endpoint.id} answered outside its contract: ${checked.error.message}`),
        });
      }
    }
    // A link the browser follows (a social login's start): the value is where it goes.
    if (endpoint.redirect) return reply.redirect(value as string, 302);
    // An image or a document: the value is the answer.
    if (endpoint.produces) {
      // A family of types (image/*): the handler names the exact one (image/png) on the reply.
      if (endpoint.produces.endsWith('/*') && reply.getHeader('content-type')) return reply.send(value);
      return reply.type(endpoint.produces).send(value);
    }
    return ok(value);
  };
  if (!upload) {
    register(app);
    return;
  }
  // The file arrives as the raw body: only this route parses its media types, as bytes.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      [...upload.types],
      { parseAs: 'buffer', bodyLimit: upload.maxBytes },
      (_request, body, done) => done(null, body),
    );
    register(scope);
  });
}

/** The raw file an upload endpoint took; any other body (JSON, none) is not an upload. */
function uploadedFile(request: FastifyRequest): UploadedFile {
  if (!Buffer.isBuffer(request.body)) throw new AppError('UPLOAD_INVALID');
  return { contentType: request.headers['content-type'] ?? '', bytes: request.body };
}
