import { OPERATOR_SESSION_ROUTES } from '@portal/contracts';
import { Button, type Column, Field, QueryView } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { problemsOf, when } from '../lib/forms';
import { ScrollTable } from '../lib/scroll-table';
import { IDLE_MINUTES } from '../lib/session';
import '../styles/content.css';

type Session = Awaited<ReturnType<typeof call<typeof OPERATOR_SESSION_ROUTES.sessions>>>[number];
const KEY = ['operator', 'sessions'] as const;

/** A user agent in a few words: browser and system, as far as they can be told. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  const words = [browser, system].filter(Boolean);
  return words.length > 0 ? words.join(' · ') : userAgent.slice(0, 60);
}

/** The operator's own sessions: where, since when, last active; sign out one or all the others. */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(OPERATOR_SESSION_ROUTES.sessions, { signal }),
  });
  const revoke = useMutation({
    mutationFn: (session: Session) =>
      call(OPERATOR_SESSION_ROUTES.revokeSession, { params: { id: session.id } }),
    onSuccess: () => {
      setNotice(t('security.revoked'));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const revokeOthers = useMutation({
    mutationFn: () => call(OPERATOR_SESSION_ROUTES.revokeOtherSessions, {}),
    onSuccess: (result) => {
      setNotice(t('security.revokedOthers', { count: result.revoked }));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const device = (session: Session) => deviceOf(session.userAgent) ?? t('security.unknownDevice');
  const columns: Column<Session>[] = [
    {
      id: 'device',
      header: t('security.device'),
      rowHeader: true,
      cell: (session) => (
        <>
          {device(session)}
          {session.current ? <span className="pill pill--ok">{t('security.current')}</span> : null}
        </>
      ),
    },
    {
      id: 'ip',
      header: t('security.address'),
      cell: (session) => (
        <>
          <CellLabel>{t('security.address')}</CellLabel>
          {session.ip ?? '—'}
        </>
      ),
    },
    {
      id: 'started',
      header: t('security.started'),
      cell: (session) => (
        <>
          <CellLabel>{t('security.started')}</CellLabel>
          {when(session.createdAt, i18n.language)}
        </>
      ),
    },
    {
      id: 'seen',
      header: t('security.lastSeen'),
      cell: (session) => (
        <>
          <CellLabel>{t('security.lastSeen')}</CellLabel>
          {when(session.lastSeenAt, i18n.language)}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      className: 'actions',
      cell: (session) =>
        session.current ? null : (
          <span className="row-actions">
            <Button
              size="sm"
              variant="secondary"
              busy={revoke.isPending && revoke.variables?.id === session.id}
              onClick={() => revoke.mutate(session)}
              aria-label={t('security.revokeOf', { device: device(session) })}
            >
              {t('security.revoke')}
            </Button>
          </span>
        ),
    },
  ];
  const others = (list.data ?? []).filter((session) => !session.current).length;
  return (
    <section className="card" aria-labelledby="sessions-title">
      <div className="card-head">
        <h2 id="sessions-title">{t('security.sessions')}</h2>
        {others > 0 ? (
          <Button
            size="sm"
            variant="danger"
            busy={revokeOthers.isPending}
            onClick={() => revokeOthers.mutate()}
          >
            {t('security.revokeOthers')}
          </Button>
        ) : null}
      </div>
      <p className="muted">
        {t('security.sessionsIntro')} {t('security.idle', { minutes: IDLE_MINUTES })}
      </p>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {revoke.isError || revokeOthers.isError ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(revoke.error ?? revokeOthers.error).message}
        </p>
      ) : null}
      <QueryView query={list}>
        {(rows) => (
          <ScrollTable
            caption={t('security.sessions')}
            columns={columns}
            rows={rows}
            rowKey={(session) => session.id}
          />
        )}
      </QueryView>
    </section>
  );
}

/** New recovery codes, proven with an authenticator code; shown once. */
export function RecoveryCodesCard() {
  const { t } = useTranslation();
  const formId = useId();
  const regenerate = useMutation({
    mutationFn: (code: string) => call(OPERATOR_SESSION_ROUTES.recoveryCodes, { body: { code } }),
  });
  const problems = regenerate.isError ? problemsOf(regenerate.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    regenerate.mutate(String(new FormData(form).get('code') ?? ''), { onSuccess: () => form.reset() });
  };
  return (
    <section className="card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t('security.recovery')}</h2>
      <p className="muted">{t('security.recoveryIntro')}</p>
      {regenerate.data ? (
        <div role="status">
          <p className="notice notice--ok">{t('security.newCodes')}</p>
          <ul className="recovery-codes" data-testid="recovery-codes">
            {regenerate.data.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form id={formId} className="inline-form" onSubmit={onSubmit} noValidate>
        {problems && !problems.fields.code ? (
          <p className="notice notice--error" role="alert">
            {problems.message}
          </p>
        ) : null}
        <Field
          label={t('security.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          error={problems?.fields.code}
        />
        <Button type="submit" variant="secondary" busy={regenerate.isPending}>
          {t('security.regenerate')}
        </Button>
      </form>
    </section>
  );
}
