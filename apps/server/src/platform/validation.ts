import { type FieldMessageKey, fieldMessage, type LanguageCode } from '@portal/contracts';
import type { z } from 'zod';
import { validationError } from './app-error.ts';

type Issue = z.core.$ZodIssue;

/** A zod issue as one of the shared, localised field messages (spec section 5). */
function describe(issue: Issue, input: unknown, language: LanguageCode): string {
  let key: FieldMessageKey = 'invalid';
  let params: { min?: number; max?: number } = {};
  const value = issue.path.reduce<unknown>(
    (node, part) =>
      node && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[part as PropertyKey]
        : undefined,
    input,
  );
  if (issue.code === 'invalid_type' && value === undefined) key = 'required';
  else if (issue.code === 'too_small' && issue.origin === 'string') {
    const min = Number(issue.minimum);
    key = min <= 1 && value === '' ? 'required' : 'length';
    params = { min, max: 255 };
  } else if (issue.code === 'too_big' && issue.origin === 'string') {
    key = 'length';
    params = { min: 0, max: Number(issue.maximum) };
  }
  return fieldMessage(language, key, params);
}

/**
 * Parses client input with a contract schema. Unknown keys of strict objects are reported as
 * UNKNOWN_FIELD (mass assignment is refused, not ignored); every other problem as VALIDATION_ERROR,
 * one localised message per field.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  language: LanguageCode = 'en',
): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const unknown = result.error.issues.filter((issue) => issue.code === 'unrecognized_keys');
  if (unknown.length > 0) {
    const fields = unknown.flatMap((issue) =>
      (issue as { keys: string[] }).keys.map((key) => ({
        field: [...issue.path, key].join('.'),
        message: fieldMessage(language, 'invalid'),
      })),
    );
    throw validationError(fields, 'UNKNOWN_FIELD');
  }
  throw validationError(
    result.error.issues.slice(0, 50).map((issue) => ({
      field: issue.path.join('.') || '(body)',
      message: describe(issue, input, language),
    })),
  );
}
