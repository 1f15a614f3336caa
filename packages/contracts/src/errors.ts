/**
 * Stable machine codes of every failure the API reports, with the HTTP status each maps to.
 * The status tells the class; the code tells the case; messages are localised by the server.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNKNOWN_FIELD: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_LANGUAGE: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NEED_REAL_ACCOUNT: 403,
  REGION_BLOCKED: 403,
  MERCHANT_SUSPENDED: 403,
  NOT_FOUND: 404,
  UNKNOWN_MERCHANT: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  NOT_READY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}
