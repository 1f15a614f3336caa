import type { z } from 'zod';
import { validationError } from './app-error.ts';

/**
 * Parses client input with a contract schema. Unknown keys of strict objects are reported as
 * UNKNOWN_FIELD (mass assignment is refused, not ignored); every other problem as VALIDATION_ERROR,
 * one entry per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const unknown = result.error.issues.filter((issue) => issue.code === 'unrecognized_keys');
  if (unknown.length > 0) {
    const fields = unknown.flatMap((issue) =>
      (issue as { keys: string[] }).keys.map((key) => ({
        field: [...issue.path, key].join('.'),
        message: 'unknown field',
      })),
    );
    throw validationError(fields, 'UNKNOWN_FIELD');
  }
  throw validationError(
    result.error.issues.slice(0, 50).map((issue) => ({
      field: issue.path.join('.') || '(body)',
      message: issue.message,
    })),
  );
}
