import {
  type DepositStatus,
  MEMBER_OPS_ROUTES,
  type MemberStatus,
  type RecordType,
  type WithdrawalStatus,
} from '@portal/contracts';
import { Button, type Column, Dialog, Field, QueryFallback, Tabs } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { call } from '../../lib/client';
import { useOperator } from '../../lib/session';
import { AgentTreeLink } from '../agents-link';
import { AdjustDialog } from './adjust-dialog';
import { PagedList } from './paged-list';
import { problemsOf, useWhen } from './shared';
import './members.css';

const R = MEMBER_OPS_ROUTES;
type Profile = Awaited<ReturnType<typeof call<typeof R.member>>>;
const PAGE_SIZE = 20;

const TABS = [
  'profile',
  'balances',
  'ledger',
  'bets',
  'deposits',
  'withdrawals',
  'sessions',
  'notes',
  'upline',
  'adjustments',
] as const;
type Tab = (typeof TABS)[number];

type Action = 'lock' | 'unlock' | 'logout' | 'resetPassword' | 'clear2fa' | 'adjust';

/** /admin/members/:id: the member 360 page, its tabs and the operator's actions on the account. */
export function Member360Page() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'profile';
  const permissions = useOperator().data?.permissions ?? [];
  const can = (p: string) => permissions.includes(p as never);
  const profile = useQuery({
    queryKey: ['admin', 'member', id],
    queryFn: ({ signal }) => call(R.member, { params: { id }, signal }),
  });
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const tabsId = useId();
  const when = useWhen();

  if (!profile.isSuccess) return <QueryFallback query={profile} spinnerSize="lg" />;
  const m = profile.data;
  const locked = m.status === 'disabled';

  return (
    <>
      <p className="members-back">
        <Link to="/members">← {t('members.back')}</Link>
      </p>
      <div className="page-head">
        <h1 className="page-title">
          {m.account}{' '}
          <span className={`badge badge--${m.status}`}>
            {t(`members.statuses.${m.status as MemberStatus}`)}
          </span>
        </h1>
      </div>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {m.lock ? (
        <p className="notice notice--error">
          {t('members.profile.lockedBy', {
            name: m.lock.by.name,
            when: when(m.lock.at),
            reason: m.lock.reason,
          })}
        </p>
      ) : null}
      <section className="card member-actions" aria-label={t('members.actions.heading')}>
        {can('members.lock') ? (
          <Button
            variant={locked ? 'secondary' : 'danger'}
            icon="ban"
            onClick={() => setAction(locked ? 'unlock' : 'lock')}
          >
            {locked ? t('members.actions.unlock') : t('members.actions.lock')}
          </Button>
        ) : null}
        {can('members.logout') ? (
          <Button variant="secondary" icon="login" onClick={() => setAction('logout')}>
            {t('members.actions.logout')}
          </Button>
        ) : null}
        {can('members.resetPassword') ? (
          <Button variant="secondary" icon="refresh" onClick={() => setAction('resetPassword')}>
            {t('members.actions.resetPassword')}
          </Button>
        ) : null}
        {can('members.clear2fa') && m.twoFactor.enabled ? (
          <Button variant="secondary" icon="shield" onClick={() => setAction('clear2fa')}>
            {t('members.actions.clear2fa')}
          </Button>
        ) : null}
        {can('members.adjust.propose') ? (
          <Button icon="briefcase" onClick={() => setAction('adjust')}>
            {t('members.actions.adjust')}
          </Button>
        ) : null}
      </section>

      <div className="page-tabs member-tabs">
        <Tabs
          label={t('members.tabs.label')}
          tabs={TABS.map((id) => ({
            id,
            label: t(`members.tabs.${id}`),
            tabId: `${tabsId}-${id}`,
            panelId: `${tabsId}-panel`,
          }))}
          selected={tab}
          onSelect={(next) => {
            const p = new URLSearchParams(params);
            p.set('tab', next);
            setParams(p, { replace: true });
          }}
        />
      </div>
      <section
        className="card card--flush member-panel"
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
      >
        <TabPanel tab={tab} member={m} canNote={can('members.notes')} />
      </section>

      {action === 'lock' || action === 'unlock' ? (
        <ReasonDialog
          member={m}
          lock={action === 'lock'}
          onClose={() => setAction(null)}
          onDone={(text) => {
            setAction(null);
            setNotice(text);
          }}
        />
      ) : null}
      {action === 'logout' || action === 'clear2fa' ? (
        <ConfirmDialog
          member={m}
          action={action}
          onClose={() => setAction(null)}
          onDone={(text) => {
            setAction(null);
            setNotice(text);
          }}
        />
      ) : null}
      {action === 'resetPassword' ? <ResetPasswordDialog member={m} onClose={() => setAction(null)} /> : null}
      {action === 'adjust' ? (
        <AdjustDialog
          memberId={m.id}
          account={m.account}
          onClose={() => setAction(null)}
          onDone={(text) => {
            setAction(null);
            setNotice(text);
          }}
        />
      ) : null}
    </>
  );
}

function useRefreshMember(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'member', id] });
}

function ReasonDialog({
  member,
  lock,
  onClose,
  onDone,
}: {
  member: Profile;
  lock: boolean;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const refresh = useRefreshMember(member.id);
  const run = useMutation({
    mutationFn: (reason: string) =>
      call(lock ? R.lock : R.unlock, { params: { id: member.id }, body: { reason } }),
    onSuccess: async () => {
      await refresh();
      onDone(lock ? t('members.actions.locked') : t('members.actions.unlocked'));
    },
  });
  const problems = run.isError ? problemsOf(run.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run.mutate(String(new FormData(event.currentTarget).get('reason') ?? ''));
  };
  return (
    <Dialog
      title={t(lock ? 'members.actions.lockTitle' : 'members.actions.unlockTitle', {
        account: member.account,
      })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={lock ? 'danger' : 'primary'} busy={run.isPending}>
            {lock ? t('members.actions.lock') : t('members.actions.unlock')}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={onSubmit}>
        <p>{t(lock ? 'members.actions.lockText' : 'members.actions.unlockText')}</p>
        {problems ? (
          <p className="notice notice--error" role="alert">
            {problems.message}
          </p>
        ) : null}
        <Field
          label={t('members.actions.reason')}
          name="reason"
          required
          minLength={3}
          maxLength={500}
          hint={t('members.actions.reasonHint')}
          error={problems?.fields.reason}
        />
      </form>
    </Dialog>
  );
}

function ConfirmDialog({
  member,
  action,
  onClose,
  onDone,
}: {
  member: Profile;
  action: 'logout' | 'clear2fa';
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshMember(member.id);
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async () => {
      if (action === 'logout') {
        const result = await call(R.logout, { params: { id: member.id } });
        return t('members.actions.loggedOut', { count: result.sessionsEnded });
      }
      await call(R.clear2fa, { params: { id: member.id } });
      return t('members.actions.cleared');
    },
    onSuccess: async (text) => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'member-tab', member.id] });
      onDone(text);
    },
  });
  const title = action === 'logout' ? 'members.actions.logoutTitle' : 'members.actions.clearTitle';
  const text = action === 'logout' ? 'members.actions.logoutText' : 'members.actions.clearText';
  return (
    <Dialog
      title={t(title, { account: member.account })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={run.isPending} onClick={() => run.mutate()}>
            {t('members.actions.confirm')}
          </Button>
        </>
      }
    >
      <p>{t(text)}</p>
      {run.isError ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(run.error).message}
        </p>
      ) : null}
    </Dialog>
  );
}

function ResetPasswordDialog({ member, onClose }: { member: Profile; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshMember(member.id);
  const [copied, setCopied] = useState(false);
  const run = useMutation({
    mutationFn: () => call(R.resetPassword, { params: { id: member.id } }),
    onSuccess: () => refresh(),
  });
  if (run.isSuccess) {
    return (
      <Dialog
        title={t('members.actions.newPassword')}
        closeLabel={t('common.close')}
        onClose={onClose}
        size="sm"
        footer={<Button onClick={onClose}>{t('members.actions.done')}</Button>}
      >
        <p>{t('members.actions.newPasswordText')}</p>
        <p className="one-time-password">
          <code data-testid="one-time-password">{run.data.password}</code>{' '}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(run.data.password).then(() => setCopied(true));
            }}
          >
            {copied ? t('members.actions.copied') : t('members.actions.copy')}
          </Button>
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t('members.actions.resetTitle', { account: member.account })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={run.isPending} onClick={() => run.mutate()}>
            {t('members.actions.resetPassword')}
          </Button>
        </>
      }
    >
      <p>{t('members.actions.resetText')}</p>
      {run.isError ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(run.error).message}
        </p>
      ) : null}
    </Dialog>
  );
}

function TabPanel({ tab, member, canNote }: { tab: Tab; member: Profile; canNote: boolean }) {
  const { t } = useTranslation();
  const when = useWhen();
  const id = member.id;
  const key = (name: string) => ['admin', 'member-tab', id, name] as const;
  const page = { pageSize: PAGE_SIZE };
  switch (tab) {
    case 'profile':
      return <ProfilePanel member={member} />;
    case 'balances':
      return <BalancesPanel id={id} />;
    case 'ledger':
      return (
        <PagedList
          queryKey={key('ledger')}
          fetch={(pageNo, signal) => call(R.ledger, { params: { id }, query: { ...page, pageNo }, signal })}
          caption={t('members.tabs.ledger')}
          empty={t('members.ledger.none')}
          rowKey={(r) => r.id}
          columns={[
            { id: 'when', header: t('members.ledger.when'), cell: (r) => when(r.createdAt) },
            {
              id: 'type',
              header: t('members.ledger.type'),
              rowHeader: true,
              cell: (r) => t(`members.recordTypes.${r.type as RecordType}`),
            },
            { id: 'amount', header: t('members.ledger.amount'), className: 'num', cell: (r) => r.amount },
            { id: 'after', header: t('members.ledger.after'), className: 'num', cell: (r) => r.balanceAfter },
            { id: 'wallet', header: t('members.ledger.wallet'), cell: (r) => r.wallet },
            { id: 'ref', header: t('members.ledger.reference'), cell: (r) => r.reference ?? '—' },
          ]}
        />
      );
    case 'bets':
      return (
        <PagedList
          queryKey={key('bets')}
          fetch={(pageNo, signal) => call(R.bets, { params: { id }, query: { ...page, pageNo }, signal })}
          caption={t('members.tabs.bets')}
          empty={t('members.bets.none')}
          icon="slots"
          rowKey={(r) => r.id}
          columns={[
            { id: 'when', header: t('members.bets.when'), cell: (r) => when(r.placedAt) },
            {
              id: 'game',
              header: t('members.bets.game'),
              rowHeader: true,
              cell: (r) => `${r.gameName} (${r.vendorCode})`,
            },
            { id: 'stake', header: t('members.bets.stake'), className: 'num', cell: (r) => r.stake },
            { id: 'payout', header: t('members.bets.payout'), className: 'num', cell: (r) => r.payout },
            { id: 'profit', header: t('members.bets.profit'), className: 'num', cell: (r) => r.profit },
            {
              id: 'status',
              header: t('members.bets.status'),
              cell: (r) => t(`members.betStatuses.${r.status}`),
            },
          ]}
        />
      );
    case 'deposits':
      return (
        <PagedList
          queryKey={key('deposits')}
          fetch={(pageNo, signal) => call(R.deposits, { params: { id }, query: { ...page, pageNo }, signal })}
          caption={t('members.tabs.deposits')}
          empty={t('members.payments.noDeposits')}
          rowKey={(r) => r.id}
          columns={[
            { id: 'when', header: t('members.payments.when'), cell: (r) => when(r.createdAt) },
            {
              id: 'method',
              header: t('members.payments.method'),
              rowHeader: true,
              cell: (r) => r.methodName,
            },
            { id: 'amount', header: t('members.payments.amount'), className: 'num', cell: (r) => r.amount },
            {
              id: 'status',
              header: t('members.payments.status'),
              cell: (r) => t(`members.depositStatuses.${r.status as DepositStatus}`),
            },
            { id: 'reason', header: t('members.payments.reason'), cell: (r) => r.reason ?? '—' },
          ]}
        />
      );
    case 'withdrawals':
      return (
        <PagedList
          queryKey={key('withdrawals')}
          fetch={(pageNo, signal) =>
            call(R.withdrawals, { params: { id }, query: { ...page, pageNo }, signal })
          }
          caption={t('members.tabs.withdrawals')}
          empty={t('members.payments.noWithdrawals')}
          rowKey={(r) => r.id}
          columns={[
            { id: 'when', header: t('members.payments.when'), cell: (r) => when(r.createdAt) },
            {
              id: 'bank',
              header: t('members.payments.bank'),
              rowHeader: true,
              cell: (r) => `${r.bankName} ${r.accountNumberMasked}`,
            },
            { id: 'amount', header: t('members.payments.amount'), className: 'num', cell: (r) => r.amount },
            {
              id: 'status',
              header: t('members.payments.status'),
              cell: (r) => t(`members.withdrawalStatuses.${r.status as WithdrawalStatus}`),
            },
            { id: 'reason', header: t('members.payments.reason'), cell: (r) => r.reason ?? '—' },
          ]}
        />
      );
    case 'sessions':
      return <SessionsPanel id={id} />;
    case 'notes':
      return <NotesPanel member={member} canNote={canNote} />;
    case 'upline':
      return (
        <>
          <AgentTreeLink id={member.id} />
          {member.upline.length === 0 ? (
            <p className="member-panel__text muted">{t('members.upline.none')}</p>
          ) : (
            <ol className="upline">
              {member.upline.map((u) => (
                <li key={u.id}>
                  <span className="muted">
                    {t('members.upline.level')} {u.level}
                  </span>{' '}
                  <Link to={`/members/${u.id}`}>{u.account}</Link>{' '}
                  <span className="badge">
                    {t(`members.typeOf.${u.type}`, { defaultValue: String(u.type) })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      );
    case 'adjustments':
      return (
        <PagedList
          queryKey={['admin', 'adjustments', 'member', id]}
          fetch={(pageNo, signal) =>
            call(R.memberAdjustments, { params: { id }, query: { ...page, pageNo }, signal })
          }
          caption={t('members.adjust.history')}
          empty={t('members.adjust.none')}
          icon="briefcase"
          rowKey={(r) => r.id}
          columns={[
            { id: 'when', header: t('members.queue.proposedAt'), cell: (r) => when(r.proposedAt) },
            {
              id: 'amount',
              header: t('members.queue.amount'),
              rowHeader: true,
              className: 'num',
              cell: (r) => `${t(`members.direction.${r.direction}`)} ${r.amount}`,
            },
            {
              id: 'reason',
              header: t('members.queue.reason'),
              cell: (r) => `${t(`members.adjust.reasons.${r.reasonCode}`)}: ${r.note}`,
            },
            {
              id: 'status',
              header: t('members.status'),
              cell: (r) => t(`members.queue.statuses.${r.status}`),
            },
            { id: 'by', header: t('members.queue.proposedBy'), cell: (r) => r.proposedBy.name },
            { id: 'decided', header: t('members.queue.decidedBy'), cell: (r) => r.decidedBy?.name ?? '—' },
          ]}
        />
      );
  }
}

function ProfilePanel({ member: m }: { member: Profile }) {
  const { t } = useTranslation();
  const when = useWhen();
  const verified = (at: string | null, value: string | null) =>
    value === null
      ? t('members.profile.notSet')
      : at
        ? `${value} · ${t('members.profile.verified', { when: when(at) })}`
        : `${value} · ${t('members.profile.notVerified')}`;
  const facts: [string, string][] = [
    [t('members.profile.account'), m.account],
    [t('members.col.id'), m.id],
    [t('members.profile.nickname'), m.nickname ?? '—'],
    [t('members.profile.type'), t(`members.typeOf.${m.type}`, { defaultValue: String(m.type) })],
    [t('members.profile.status'), t(`members.statuses.${m.status as MemberStatus}`)],
    [t('members.profile.created'), when(m.createdAt)],
    [t('members.profile.registerIp'), m.registerIp ?? '—'],
    [t('members.profile.registerDomain'), m.registerDomain ?? '—'],
    [t('members.profile.lastLogin'), when(m.lastLoginAt)],
    [t('members.profile.lastLoginIp'), m.lastLoginIp ?? '—'],
    [t('members.profile.language'), m.language ?? '—'],
    [t('members.profile.referralCode'), m.referralCode],
  ];
  const checks: [string, string][] = [
    [t('members.profile.mobile'), verified(m.verification.mobileVerifiedAt, m.mobile)],
    [t('members.profile.email'), verified(m.verification.emailVerifiedAt, m.email)],
    [t('members.profile.bankName'), m.verification.bankName ?? t('members.profile.notSet')],
    [
      t('members.profile.twoFactor'),
      m.twoFactor.enabled
        ? t('members.profile.twoFactorOn', { when: when(m.twoFactor.since) })
        : t('members.profile.twoFactorOff'),
    ],
  ];
  return (
    <div className="member-profile">
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="member-panel__heading">{t('members.profile.verification')}</h2>
      <dl className="facts">
        {checks.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {m.mustChangePassword ? <p className="notice">{t('members.profile.mustChange')}</p> : null}
      {m.tags.length > 0 ? (
        <ul className="tags" aria-label={t('members.notes.tags')}>
          {m.tags.map((tag) => (
            <li key={tag} className="badge">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <h2 className="member-panel__heading">{t('members.profile.addresses')}</h2>
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">{t('members.profile.addresses')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('members.sessions.ip')}</th>
              <th scope="col">{t('members.profile.firstSeen')}</th>
              <th scope="col">{t('members.profile.lastSeen')}</th>
            </tr>
          </thead>
          <tbody>
            {m.knownAddresses.map((a) => (
              <tr key={a.ip}>
                <th scope="row" className="mono">
                  {a.ip}
                </th>
                <td>
                  <span className="cell-label" aria-hidden="true">
                    {t('members.profile.firstSeen')}
                  </span>
                  {when(a.firstSeenAt)}
                </td>
                <td>
                  <span className="cell-label" aria-hidden="true">
                    {t('members.profile.lastSeen')}
                  </span>
                  {when(a.lastSeenAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function BalancesPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const funds = useQuery({
    queryKey: ['admin', 'member-tab', id, 'balances'],
    queryFn: ({ signal }) => call(R.balances, { params: { id }, signal }),
  });
  if (!funds.isSuccess) return <QueryFallback query={funds} />;
  const f = funds.data;
  const figures: [string, string][] = [
    [t('members.balances.main'), f.main],
    [t('members.balances.bonus'), f.bonus],
    [t('members.balances.pending'), f.pendingWithdrawal],
    [t('members.balances.total'), f.total],
  ];
  const vendorColumns: Column<(typeof f.vendors)[number]>[] = [
    { id: 'vendor', header: t('members.balances.vendor'), rowHeader: true, cell: (v) => v.name },
    { id: 'balance', header: t('members.balances.balance'), className: 'num', cell: (v) => v.balance },
    {
      id: 'status',
      header: t('members.status'),
      cell: (v) => (v.status === 'OK' ? '✓' : t('members.balances.unavailable')),
    },
  ];
  return (
    <div className="member-profile">
      <ul className="figures">
        {figures.map(([label, value]) => (
          <li key={label} className="figure">
            <span className="figure__label">{label}</span>
            <span className="figure__value">
              {value} <span className="muted">{f.currency}</span>
            </span>
          </li>
        ))}
      </ul>
      <h2 className="member-panel__heading">{t('members.balances.vendors')}</h2>
      {f.vendors.length === 0 ? (
        <p className="muted">{t('members.balances.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{t('members.balances.vendors')}</caption>
            <thead>
              <tr>
                {vendorColumns.map((c) => (
                  <th key={c.id} scope="col" className={c.className}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {f.vendors.map((v) => (
                <tr key={v.vendorCode}>
                  <th scope="row">{v.name}</th>
                  <td className="num">
                    <span className="cell-label" aria-hidden="true">
                      {t('members.balances.balance')}
                    </span>
                    {v.balance}
                  </td>
                  <td>{v.status === 'OK' ? '✓' : t('members.balances.unavailable')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function SessionsPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const when = useWhen();
  const [open, setOpen] = useState(true);
  const fieldId = useId();
  type S = Awaited<ReturnType<typeof call<typeof R.sessions>>>['list'][number];
  const columns: Column<S>[] = [
    { id: 'started', header: t('members.sessions.started'), rowHeader: true, cell: (s) => when(s.startedAt) },
    { id: 'lastSeen', header: t('members.sessions.lastSeen'), cell: (s) => when(s.lastSeenAt) },
    { id: 'ip', header: t('members.sessions.ip'), cell: (s) => <span className="mono">{s.ip ?? '—'}</span> },
    {
      id: 'device',
      header: t('members.sessions.device'),
      cell: (s) => <span className="ua">{s.userAgent ?? '—'}</span>,
    },
    {
      id: 'state',
      header: t('members.sessions.state'),
      cell: (s) =>
        `${t(`members.sessions.states.${s.state}`)}${s.endedAt ? ` · ${when(s.endedAt)}` : ''}${s.endReason ? ` (${s.endReason})` : ''}`,
    },
  ];
  return (
    <>
      <div className="member-panel__bar" role="radiogroup" aria-labelledby={`${fieldId}-label`}>
        <span id={`${fieldId}-label`} className="visually-hidden">
          {t('members.tabs.sessions')}
        </span>
        <label>
          <input type="radio" name={`${fieldId}-open`} checked={open} onChange={() => setOpen(true)} />{' '}
          {t('members.sessions.open')}
        </label>
        <label>
          <input type="radio" name={`${fieldId}-open`} checked={!open} onChange={() => setOpen(false)} />{' '}
          {t('members.sessions.history')}
        </label>
      </div>
      <PagedList
        key={open ? 'open' : 'all'}
        queryKey={['admin', 'member-tab', id, 'sessions', open]}
        fetch={(pageNo, signal) =>
          call(R.sessions, {
            params: { id },
            query: { open: open ? '1' : '0', pageNo, pageSize: PAGE_SIZE },
            signal,
          })
        }
        caption={open ? t('members.sessions.open') : t('members.sessions.history')}
        empty={t('members.sessions.none')}
        icon="login"
        rowKey={(s) => s.id}
        columns={columns}
      />
    </>
  );
}

function NotesPanel({ member, canNote }: { member: Profile; canNote: boolean }) {
  const { t } = useTranslation();
  const when = useWhen();
  const queryClient = useQueryClient();
  const formId = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const notesKey = ['admin', 'member-tab', member.id, 'notes'] as const;
  const add = useMutation({
    mutationFn: (body: string) => call(R.addNote, { params: { id: member.id }, body: { body } }),
    onSuccess: async () => {
      setSaved(t('members.notes.saved'));
      await queryClient.invalidateQueries({ queryKey: notesKey });
    },
  });
  const tags = useMutation({
    mutationFn: (list: string[]) => call(R.setTags, { params: { id: member.id }, body: { tags: list } }),
    onSuccess: async () => {
      setSaved(t('members.notes.tagsSaved'));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'member', member.id] });
    },
  });
  const onNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    add.mutate(String(new FormData(form).get('body') ?? ''), { onSuccess: () => form.reset() });
  };
  const onTags = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('tags') ?? '');
    tags.mutate(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    );
  };
  type N = Awaited<ReturnType<typeof call<typeof R.notes>>>['list'][number];
  const columns: Column<N>[] = [
    {
      id: 'kind',
      header: t('members.notes.note'),
      rowHeader: true,
      cell: (n) => (
        <>
          <span className={`badge badge--${n.kind.toLowerCase()}`}>{t(`members.notes.kinds.${n.kind}`)}</span>{' '}
          {n.body}
        </>
      ),
    },
    {
      id: 'by',
      header: t('members.queue.proposedBy'),
      cell: (n) => t('members.notes.by', { name: n.by.name, when: when(n.createdAt) }),
    },
  ];
  return (
    <div className="member-profile">
      {saved ? (
        <p className="notice notice--ok" role="status">
          {saved}
        </p>
      ) : null}
      {canNote ? (
        <div className="notes-forms">
          <form className="stack" onSubmit={onNote} aria-labelledby={`${formId}-note`}>
            <h2 id={`${formId}-note`} className="member-panel__heading">
              {t('members.notes.add')}
            </h2>
            <div className="field">
              <label className="field__label" htmlFor={`${formId}-body`}>
                {t('members.notes.note')}
              </label>
              <textarea id={`${formId}-body`} name="body" rows={3} maxLength={2000} required />
            </div>
            {add.isError ? (
              <p className="notice notice--error" role="alert">
                {problemsOf(add.error).message}
              </p>
            ) : null}
            <div>
              <Button type="submit" busy={add.isPending}>
                {t('members.notes.save')}
              </Button>
            </div>
          </form>
          <form className="stack" onSubmit={onTags} aria-labelledby={`${formId}-tags`}>
            <h2 id={`${formId}-tags`} className="member-panel__heading">
              {t('members.notes.tags')}
            </h2>
            <Field
              label={t('members.notes.tags')}
              name="tags"
              defaultValue={member.tags.join(', ')}
              hint={t('members.notes.tagsHint')}
              error={tags.isError ? problemsOf(tags.error).message : undefined}
            />
            <div>
              <Button type="submit" variant="secondary" busy={tags.isPending}>
                {t('members.notes.saveTags')}
              </Button>
            </div>
          </form>
        </div>
      ) : (
        <p className="muted">
          {t('members.notes.tags')}:{' '}
          {member.tags.length > 0 ? member.tags.join(', ') : t('members.notes.noTags')}
        </p>
      )}
      <PagedList
        queryKey={notesKey}
        fetch={(pageNo, signal) =>
          call(R.notes, { params: { id: member.id }, query: { pageNo, pageSize: PAGE_SIZE }, signal })
        }
        caption={t('members.tabs.notes')}
        empty={t('members.notes.none')}
        icon="feedback"
        rowKey={(n) => n.id}
        columns={columns}
      />
    </div>
  );
}
