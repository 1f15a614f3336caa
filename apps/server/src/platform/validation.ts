import { fieldMessage, issueMessage, type LanguageCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { validationError } from './app-error.ts';

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
      message: issueMessage(issue, input, language),
    })),
  );
}

/** How deep a body is searched for NUL characters; deeper bodies are refused outright. */
const MAX_INPUT_DEPTH = 32;

/** The path of the first string holding U+0000 (PostgreSQL cannot store it in text), or null. */
export function findNulByte(value: unknown, path = '', depth = 0): string | null {
  if (depth > MAX_INPUT_DEPTH) return path || 'body';
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNulByte(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '')}` : 'key';
      const found = findNulByte(inner, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in the path parameters, the query or the body, for every
 * route, before any handler or database sees it (issue 13: they used to end as HTTP 500).
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Provider and payment callbacks answer in their own protocols (ADR 0014, 0015).
    if (request.url.startsWith('/pw/') || request.url.startsWith('/hooks/')) return;
    const field =
      findNulByte(request.params) ?? findNulByte(request.query) ?? findNulByte(request.body ?? null);
    if (field) {
      const language = (request as { language?: LanguageCode }).language ?? 'en';
      throw validationError([{ field, message: fieldMessage(language, 'invalid') }]);
    }
  });
}
