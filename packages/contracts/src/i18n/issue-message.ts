import type { LanguageCode } from '../languages.ts';
import { FIELD_MESSAGES, type FieldMessageKey, fieldMessage } from './field-messages.ts';
import { isSettingsMessageKey, settingsMessage } from './settings-messages.ts';

/** What of a zod issue the message depends on (zod's own issue type fits it). */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly params?: unknown;
}

/** The value an issue's path points at inside the input (undefined when there is none). */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, part) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[part] : undefined,
    input,
  );
}

/**
 * A zod issue as one of the shared, localised field messages (spec section 5). The server answers
 * a refused body with these (platform/validation.ts) and the console's forms show the same words
 * before sending (packages/ui form), so the two never disagree. The schema's own English message
 * is never shown.
 */
export function issueMessage(issue: IssueLike, input: unknown, language: LanguageCode): string {
  let key: FieldMessageKey = 'invalid';
  let params: { min?: number; max?: number } = {};
  const value = valueAt(input, issue.path);
  // A rule that names its own shared message (the stored-URL rule does) is answered with it.
  const named =
    issue.code === 'custom'
      ? (issue.params as { fieldMessage?: unknown } | undefined)?.fieldMessage
      : undefined;
  // The console's settings name messages of their own (settings-messages.ts).
  if (isSettingsMessageKey(named)) return settingsMessage(language, named);
  if (typeof named === 'string' && named in FIELD_MESSAGES.en) key = named as FieldMessageKey;
  else if (issue.code === 'invalid_type' && value === undefined) key = 'required';
  else if (issue.code === 'too_small' && issue.origin === 'string') {
    const min = Number(issue.minimum);
    key = min <= 1 && typeof value === 'string' && value.trim() === '' ? 'required' : 'length';
    params = { min, max: 255 };
  } else if (issue.code === 'too_big' && issue.origin === 'string') {
    key = 'length';
    params = { min: 0, max: Number(issue.maximum) };
  }
  return fieldMessage(language, key, params);
}
