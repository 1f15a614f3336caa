import { SETTINGS_ROUTES } from '@portal/contracts';
import { ApiError, QueryView } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { useOperator } from '../../lib/session';

export const SETTINGS_KEY = ['admin', 'settings'] as const;
export type SettingsView = Awaited<ReturnType<typeof call<typeof SETTINGS_ROUTES.settings>>>;

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => call(SETTINGS_ROUTES.settings, { signal }),
  });
}

/** Whether the operator's role may change settings (the server checks it again). */
export function useCanWrite(): boolean {
  return useOperator().data?.permissions.includes('settings.write') ?? false;
}

/** Field errors of a refused write, by field, and its message. */
export function problemsOf(error: unknown) {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    const list = (error.value as { fields?: { field: string; message: string }[] } | null)?.fields;
    for (const item of list ?? []) fields[item.field] = item.message;
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

/** A change answered with the whole settings: the screen shows the answer at once. */
export function useSettingsChange<I>(change: (input: I) => Promise<SettingsView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (view) => queryClient.setQueryData(SETTINGS_KEY, view),
  });
}

/** The settings once loaded; a spinner or a retry before. */
export function Loaded({ children }: { children: (view: SettingsView) => ReactNode }) {
  return <QueryView query={useSettings()}>{children}</QueryView>;
}

/** What came of the last save: the server's message on a refusal, a confirmation on success. */
export function SaveOutcome({
  mutation,
  saved,
  fieldsShown = true,
}: {
  mutation: { isError: boolean; isSuccess: boolean; error: unknown };
  saved?: string;
  /** The field messages are shown on the fields; otherwise here. */
  fieldsShown?: boolean;
}) {
  const { t } = useTranslation();
  if (mutation.isError) {
    const problems = problemsOf(mutation.error);
    const fields = Object.values(problems.fields);
    return (
      <p className="notice notice--error" role="alert">
        {fields.length === 0 ? problems.message : fieldsShown ? t('settings.fixProblems') : fields.join(' ')}
      </p>
    );
  }
  if (mutation.isSuccess)
    return (
      <p className="notice notice--ok" role="status">
        {saved ?? t('settings.saved')}
      </p>
    );
  return null;
}

/** An instant as a datetime-local value in the operator's local time ('' for none). */
export function localInputOf(value: string | null): string {
  if (!value) return '';
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the operator's local time) as an instant, or null when empty. */
export function instantOf(value: string): string | null {
  const text = value.trim();
  return text ? new Date(text).toISOString() : null;
}
