import { ERROR_STATUS, type ErrorCode, type TFieldProblem } from '@portal/contracts';

/**
 * The one error type routes and services throw. The error handler turns it into the envelope with
 * the code's HTTP status and a message localised for the request.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Values for the message template, such as {min} and {max}. */
  readonly params: Record<string, string | number>;
  /** Extra data for the client, sent as the envelope's value. */
  readonly value: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      status?: number;
      params?: Record<string, string | number>;
      value?: unknown;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.params = options.params ?? {};
    this.value = options.value ?? null;
    this.headers = options.headers ?? {};
  }
}

export function validationError(
  fields: TFieldProblem[],
  code: 'VALIDATION_ERROR' | 'UNKNOWN_FIELD' = 'VALIDATION_ERROR',
) {
  return new AppError(code, { value: { fields } });
}
