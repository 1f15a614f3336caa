import { type FieldMessageKey, fieldMessage, type LanguageCode, type RuleProblem } from '@portal/contracts';
import { ApiError } from '@/lib/api-client';

/** Field messages from a VALIDATION_ERROR (or UNKNOWN_FIELD) answer, by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || (error.code !== 'VALIDATION_ERROR' && error.code !== 'UNKNOWN_FIELD'))
    return {};
  const fields = (error.value as { fields?: { field: string; message: string }[] } | null)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.field, f.message]));
}

/** The shared, localised message of a rule problem (the same words the server uses). */
export function ruleMessage(language: string, problem: RuleProblem | null): string | undefined {
  if (!problem) return undefined;
  const key: FieldMessageKey = problem.kind === 'pattern' ? `pattern.${problem.patternId}` : problem.kind;
  return fieldMessage(language as LanguageCode, key, problem.kind === 'required' ? {} : problem);
}

export function messageOf(
  language: string,
  key: FieldMessageKey,
  params?: { min?: number; max?: number },
): string {
  return fieldMessage(language as LanguageCode, key, params);
}
