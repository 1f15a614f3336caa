import type { ErrorCode } from './errors.ts';

/** Every API response has this shape; `code` is 'OK' on success and a stable machine code otherwise. */
export interface Envelope<T> {
  success: boolean;
  code: 'OK' | ErrorCode;
  message: string;
  value: T;
}

/** A field-level problem reported with VALIDATION_ERROR and UNKNOWN_FIELD. */
export interface TFieldProblem {
  field: string;
  message: string;
}
