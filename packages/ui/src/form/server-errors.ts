import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api-client.ts';
import { fieldOf } from './use-zod-form.ts';

/** The field errors a refused write carries (the envelope's VALIDATION_ERROR value). */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const list = (error.value as { fields?: unknown } | null)?.fields;
  return Array.isArray(list)
    ? list.filter(
        (item): item is { field: string; message: string } =>
          typeof item?.field === 'string' && typeof item?.message === 'string',
      )
    : [];
}

/**
 * Puts a refused write on the form: each of the server's field errors on its field (setError),
 * and the refusal's message, with the messages of fields the form does not show, as the form's
 * own error (`root.server`, shown by FormAlert).
 */
export function applyServerErrors<V extends FieldValues, T>(
  form: UseFormReturn<V, unknown, T>,
  error: unknown,
): void {
  const message = error instanceof Error ? error.message : String(error);
  const elsewhere: string[] = [];
  let first: string | null = null;
  for (const item of serverFieldErrors(error)) {
    const name = fieldOf(form.getValues(), form.control._fields, item.field.split('.'));
    if (name === null) elsewhere.push(`${item.field}: ${item.message}`);
    else {
      form.setError(name as Path<V>, { type: 'server', message: item.message });
      first ??= name;
    }
  }
  form.setError('root.server', { type: 'server', message: [message, ...elsewhere].join(' ') });
  if (first) form.setFocus(first as Path<V>);
}
