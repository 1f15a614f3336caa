import { ApiError } from '@portal/ui';

/** Field errors of a refused write, by field, and its message. */
export function problemsOf(error: unknown) {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    const list = (error.value as { fields?: { field: string; message: string }[] } | null)?.fields;
    for (const item of list ?? []) fields[item.field] = item.message;
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

/** A datetime-local value (the operator's local time) as an instant, or null when empty. */
export function instantOf(value: FormDataEntryValue | null): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? new Date(text).toISOString() : null;
}

/** An instant as a datetime-local value in the operator's local time ('' for none). */
export function localInputOf(value: string | null): string {
  if (!value) return '';
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An instant in the console's language ('—' for none). */
export function when(value: string | null, language: string): string {
  return value ? new Date(value).toLocaleString(language === 'bn' ? 'bn-BD' : 'en-GB') : '—';
}

/** The text of a form field, trimmed; null when empty. */
export function textOrNull(value: FormDataEntryValue | null): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}
