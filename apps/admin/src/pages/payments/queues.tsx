import {
  ADMIN_PAYMENTS_ROUTES,
  DEPOSIT_STATUSES,
  type DepositStatus,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@portal/contracts';
import { Button, type Column, Dialog, Field, QueryView, SelectField } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../lib/client';
import { ScrollTable } from '../../lib/scroll-table';
import { useOperator } from '../../lib/session';
import { RequestDetail } from './detail';
import {
  decidable,
  Flags,
  type Kind,
  problemsOf,
  QueuePager,
  StatusBadge,
  useFormat,
  Wagering,
} from './shared';
import './payments.css';

export type DepositRow = Awaited<
  ReturnType<typeof call<typeof ADMIN_PAYMENTS_ROUTES.depositQueue>>
>['list'][number];
export type WithdrawalRow = Awaited<
  ReturnType<typeof call<typeof ADMIN_PAYMENTS_ROUTES.withdrawalQueue>>
>['list'][number];

const PAGE_SIZE = 20;
const FILTER_KEYS = [
  'status',
  'from',
  'to',
  'account',
  'minAmount',
  'maxAmount',
  'methodId',
  'bank',
  'sort',
  'order',
];

/** A local calendar day (yyyy-mm-dd) as the instant it starts, in the operator's time zone. */
const dayStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y as number, (m as number) - 1, (d as number) + plusDays).toISOString();
};

export function DepositsPage() {
  return <QueuePage kind="deposit" />;
}

export function WithdrawalsPage() {
  return <QueuePage kind="withdrawal" />;
}

/** A payment queue: filters in the address, a paged table, bulk decisions, and the detail dialog. */
function QueuePage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const formId = useId();
  const queryClient = useQueryClient();
  const me = useOperator().data;
  const canDecide =
    me?.permissions.includes(kind === 'deposit' ? 'deposits.decide' : 'withdrawals.decide') ?? false;
  const [params, setParams] = useSearchParams();
  const statuses: readonly string[] = kind === 'deposit' ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES;
  const defaultStatus = kind === 'deposit' ? 'AWAITING_REVIEW' : 'PENDING';
  const rawStatus = params.get('status');
  const status =
    rawStatus === 'all' ? null : rawStatus && statuses.includes(rawStatus) ? rawStatus : defaultStatus;
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const sort = params.get('sort') === 'amount' ? 'amount' : 'createdAt';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const from = text('from');
  const to = text('to');
  const common = {
    ...(from ? { from: dayStart(from) } : {}),
    ...(to ? { to: dayStart(to, 1) } : {}),
    ...(text('account') ? { account: text('account') } : {}),
    ...(text('minAmount') ? { minAmount: text('minAmount') } : {}),
    ...(text('maxAmount') ? { maxAmount: text('maxAmount') } : {}),
    sort,
    order,
    pageNo,
    pageSize: PAGE_SIZE,
  } as const;
  const depositQuery = {
    ...common,
    ...(status ? { status: status as DepositStatus } : {}),
    ...(text('methodId') ? { methodId: text('methodId') } : {}),
  };
  const withdrawalQuery = {
    ...common,
    ...(status ? { status: status as WithdrawalStatus } : {}),
    ...(text('bank') ? { bank: text('bank') } : {}),
  };
  const queueKey = ['admin', 'payments', kind] as const;
  const list = useQuery({
    queryKey: [...queueKey, kind === 'deposit' ? depositQuery : withdrawalQuery],
    queryFn: async ({ signal }) =>
      kind === 'deposit'
        ? { kind, page: await call(ADMIN_PAYMENTS_ROUTES.depositQueue, { query: depositQuery, signal }) }
        : {
            kind,
            page: await call(ADMIN_PAYMENTS_ROUTES.withdrawalQueue, { query: withdrawalQuery, signal }),
          },
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [bulk, setBulk] = useState<'approve' | 'reject' | 'pay' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queueKey });

  const problems = list.isError ? problemsOf(list.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSelected(new Set());
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setSelected(new Set());
    setParams(next);
  };
  const quick =
    kind === 'deposit'
      ? ([
          ['review', 'AWAITING_REVIEW'],
          ['all', 'all'],
        ] as const)
      : ([
          ['pending', 'PENDING'],
          ['disputes', 'DISPUTED'],
          ['paid', 'PAID'],
          ['all', 'all'],
        ] as const);
  const currentQuick = status ?? 'all';

  type AnyRow = DepositRow | WithdrawalRow;
  const rows: AnyRow[] = list.data?.page.list ?? [];
  const selectable = rows.filter((r) => decidable(kind, r.status) && !(r.claim && !r.claim.mine));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = selectable.length > 0 && selectable.every((r) => selected.has(r.id));

  const columns: Column<AnyRow>[] = [
    ...(canDecide
      ? [
          {
            id: 'select',
            header: (
              <input
                type="checkbox"
                aria-label={t('payments.selectAll')}
                checked={allSelected}
                disabled={selectable.length === 0}
                onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((r) => r.id)))}
              />
            ),
            className: 'pay-select',
            cell: (row: AnyRow) =>
              decidable(kind, row.status) ? (
                <input
                  type="checkbox"
                  aria-label={t('payments.selectRow', { id: row.id })}
                  checked={selected.has(row.id)}
                  disabled={Boolean(row.claim && !row.claim.mine)}
                  onChange={() => toggle(row.id)}
                />
              ) : null,
          } satisfies Column<AnyRow>,
        ]
      : []),
    {
      id: 'request',
      header: t('payments.col.request'),
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="mono">#{row.id}</span>
          <span className="muted pay-sub">{fmt.when(row.createdAt)}</span>
        </>
      ),
    },
    {
      id: 'member',
      header: t('payments.col.member'),
      cell: (row) => (
        <>
          <Link to={`/members/${row.player.memberId}`}>{row.player.account}</Link>
          <Flags flags={row.flags} />
        </>
      ),
    },
    {
      id: 'amount',
      header: t('payments.col.amount'),
      className: 'num',
      cell: (row) => <strong>{fmt.money(row.amount)}</strong>,
    },
    kind === 'deposit'
      ? {
          id: 'method',
          header: t('payments.col.method'),
          cell: (row) => {
            const d = row as DepositRow;
            return (
              <>
                {d.method}
                {d.reference ? <span className="muted pay-sub">{d.reference}</span> : null}
              </>
            );
          },
        }
      : {
          id: 'bank',
          header: t('payments.col.bank'),
          cell: (row) => {
            const w = row as WithdrawalRow;
            return (
              <>
                {w.bank}
                <span className="muted pay-sub">{w.accountName}</span>
              </>
            );
          },
        },
    {
      id: 'status',
      header: t('payments.col.status'),
      cell: (row) => <StatusBadge kind={kind} row={row} />,
    },
    {
      id: 'player',
      header: t('payments.col.player'),
      cell: (row) => (
        <span className="pay-player">
          <span>{t('payments.balance', { amount: fmt.money(row.player.balance) })}</span>
          <Wagering wagered={row.player.turnoverWagered} required={row.player.turnoverRequired} />
          <span className="muted">
            {t('payments.history', {
              deposits: row.player.depositsCredited,
              withdrawals: row.player.withdrawalsPaid,
            })}
          </span>
        </span>
      ),
    },
    {
      id: 'claim',
      header: t('payments.col.claim'),
      cell: (row) =>
        row.claim ? (
          <span className={`pay-claim${row.claim.mine ? ' pay-claim--mine' : ''}`}>
            {row.claim.mine
              ? t('payments.claimedByMe', { time: fmt.time(row.claim.expiresAt) })
              : t('payments.claimedBy', {
                  operator: row.claim.operator,
                  time: fmt.time(row.claim.expiresAt),
                })}
          </span>
        ) : (
          <span className="muted">{t('payments.unclaimed')}</span>
        ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      className: 'actions',
      cell: (row) => (
        <span className="row-actions">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpenId(row.id)}
            aria-label={t('payments.openOf', { id: row.id })}
          >
            {t('payments.open')}
          </Button>
        </span>
      ),
    },
  ];

  const title = kind === 'deposit' ? t('payments.deposits') : t('payments.withdrawals');
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
      </div>
      <nav className="pay-quick" aria-label={t('payments.quick')}>
        {quick.map(([key, value]) => (
          <Link
            key={key}
            className="pay-quick__link"
            aria-current={currentQuick === value || (value === 'all' && status === null) ? 'page' : undefined}
            to={value === defaultStatus ? '' : `?status=${value}`}
          >
            {kind === 'deposit'
              ? t(`payments.quickDeposits.${key as 'review' | 'all'}`)
              : t(`payments.quickWithdrawals.${key as 'pending' | 'disputes' | 'paid' | 'all'}`)}
          </Link>
        ))}
      </nav>
      <section className="card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="visually-hidden">
          {t('payments.filters')}
        </h2>
        <form
          className="pay-filters"
          aria-labelledby={`${formId}-title`}
          onSubmit={onSubmit}
          key={params.toString()}
        >
          <SelectField label={t('payments.status')} name="status" defaultValue={status ?? 'all'}>
            <option value="all">{t('payments.anyStatus')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {kind === 'deposit'
                  ? t(`payments.depositStatuses.${s as DepositStatus}`)
                  : t(`payments.withdrawalStatuses.${s as WithdrawalStatus}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('payments.from')}
            name="from"
            type="date"
            defaultValue={from ?? ''}
            error={problems?.fields.from}
          />
          <Field
            label={t('payments.to')}
            name="to"
            type="date"
            defaultValue={to ?? ''}
            error={problems?.fields.to}
          />
          <Field
            label={t('payments.account')}
            name="account"
            type="search"
            maxLength={32}
            defaultValue={text('account') ?? ''}
            error={problems?.fields.account}
          />
          <Field
            label={t('payments.minAmount')}
            name="minAmount"
            inputMode="decimal"
            defaultValue={text('minAmount') ?? ''}
            error={problems?.fields.minAmount}
          />
          <Field
            label={t('payments.maxAmount')}
            name="maxAmount"
            inputMode="decimal"
            defaultValue={text('maxAmount') ?? ''}
            error={problems?.fields.maxAmount}
          />
          {list.data?.kind === 'deposit' ? (
            <SelectField label={t('payments.method')} name="methodId" defaultValue={text('methodId') ?? ''}>
              <option value="">{t('payments.anyMethod')}</option>
              {list.data.page.methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </SelectField>
          ) : list.data?.kind === 'withdrawal' ? (
            <SelectField label={t('payments.bank')} name="bank" defaultValue={text('bank') ?? ''}>
              <option value="">{t('payments.anyBank')}</option>
              {list.data.page.banks.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SelectField label={t('payments.sort')} name="sort" defaultValue={sort}>
            <option value="createdAt">{t('payments.sorts.createdAt')}</option>
            <option value="amount">{t('payments.sorts.amount')}</option>
          </SelectField>
          <SelectField label={t('payments.order')} name="order" defaultValue={order}>
            <option value="desc">{t('payments.orders.desc')}</option>
            <option value="asc">{t('payments.orders.asc')}</option>
          </SelectField>
          <div className="pay-filters__submit">
            <Button type="submit" icon="search">
              {t('payments.apply')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              {t('payments.reset')}
            </Button>
          </div>
        </form>
      </section>
      {!canDecide && me ? <p className="muted">{t('payments.cannotDecide')}</p> : null}
      {selected.size > 0 ? (
        <section className="pay-bulk" aria-label={t('payments.selected', { count: selected.size })}>
          <strong>{t('payments.selected', { count: selected.size })}</strong>
          {kind === 'deposit' ? (
            <Button size="sm" onClick={() => setBulk('approve')}>
              {t('payments.bulkApprove')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => setBulk('pay')}>
              {t('payments.bulkPay')}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => setBulk('reject')}>
            {t('payments.bulkReject')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setSelected(new Set())}>
            {t('payments.clearSelection')}
          </Button>
        </section>
      ) : null}
      <section className="card card--flush" aria-live="polite" aria-busy={list.isFetching}>
        {list.isError && problems && Object.keys(problems.fields).length > 0 ? (
          <p className="notice notice--error" role="alert">
            {problems.message}
          </p>
        ) : (
          <QueryView
            query={list}
            empty={{ icon: kind === 'deposit' ? 'wallet' : 'download', title: t('payments.none') }}
            isEmpty={(data) => data.page.total === 0}
          >
            {(data) => (
              <>
                <p className="pay-count muted">{t('payments.results', { count: data.page.total })}</p>
                <ScrollTable
                  className="table pay-table"
                  caption={title}
                  columns={columns}
                  rows={rows}
                  rowKey={(row) => row.id}
                  rowClassName={(row) => (selected.has(row.id) ? 'pay-row--selected' : undefined)}
                />
                <QueuePager page={data.page} onChange={goTo} label={t('payments.pages')} />
              </>
            )}
          </QueryView>
        )}
      </section>
      {openId ? (
        <RequestDetail
          kind={kind}
          id={openId}
          canDecide={canDecide}
          isOwner={me?.role === 'owner'}
          onClose={() => setOpenId(null)}
          onChanged={refresh}
        />
      ) : null}
      {bulk ? (
        <BulkDialog
          kind={kind}
          action={bulk}
          ids={[...selected]}
          onClose={(done) => {
            setBulk(null);
            if (done) {
              setSelected(new Set());
              void refresh();
            }
          }}
        />
      ) : null}
    </>
  );
}

/** Approve, pay or reject the selected rows; each row's outcome listed afterwards. */
function BulkDialog({
  kind,
  action,
  ids,
  onClose,
}: {
  kind: Kind;
  action: 'approve' | 'reject' | 'pay';
  ids: string[];
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const run = useMutation({
    mutationFn: (input: { reason?: string; reference?: string }) =>
      kind === 'deposit'
        ? call(ADMIN_PAYMENTS_ROUTES.bulkDeposits, {
            body: {
              action: action === 'reject' ? 'reject' : 'approve',
              ids,
              ...(input.reason ? { reason: input.reason } : {}),
            },
          })
        : call(ADMIN_PAYMENTS_ROUTES.bulkWithdrawals, {
            body: {
              action: action === 'reject' ? 'reject' : 'pay',
              ids,
              ...(input.reason ? { reason: input.reason } : {}),
              ...(input.reference ? { reference: input.reference } : {}),
            },
          }),
  });
  const title =
    action === 'approve'
      ? t('payments.bulkTitleApprove', { count: ids.length })
      : action === 'pay'
        ? t('payments.bulkTitlePay', { count: ids.length })
        : t('payments.bulkTitleReject', { count: ids.length });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    const reference = String(form.get('reference') ?? '').trim();
    run.mutate({ ...(reason ? { reason } : {}), ...(reference ? { reference } : {}) });
  };
  const results = run.data?.results;
  const problems = run.isError ? problemsOf(run.error) : null;
  return (
    <Dialog
      title={title}
      closeLabel={t('common.close')}
      onClose={() => onClose(Boolean(results))}
      size="md"
      footer={
        results ? (
          <Button onClick={() => onClose(true)}>{t('common.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onClose(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant={action === 'reject' ? 'danger' : 'primary'}
              busy={run.isPending}
            >
              {t('payments.confirm')}
            </Button>
          </>
        )
      }
    >
      {results ? (
        <>
          <p role="status" className="notice notice--ok">
            {t('payments.bulkDone', {
              ok: results.filter((r) => r.ok).length,
              failed: results.filter((r) => !r.ok).length,
            })}
          </p>
          <ul className="pay-results">
            {results.map((r) => (
              <li key={r.id} className={r.ok ? 'pay-results__ok' : 'pay-results__failed'}>
                <span className="mono">#{r.id}</span>{' '}
                {r.ok ? t('payments.bulkOk') : t('payments.bulkFailed', { message: r.message ?? r.code })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <form id={formId} onSubmit={onSubmit} className="pay-form">
          <p>{t('payments.bulkIntro')}</p>
          {action === 'reject' ? (
            <Field
              label={t('payments.reason')}
              name="reason"
              maxLength={200}
              error={problems?.fields.reason}
            />
          ) : null}
          {action === 'pay' ? (
            <Field
              label={t('payments.referenceInput')}
              name="reference"
              maxLength={100}
              error={problems?.fields.reference}
            />
          ) : null}
          {problems ? (
            <p className="notice notice--error" role="alert">
              {problems.message}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
