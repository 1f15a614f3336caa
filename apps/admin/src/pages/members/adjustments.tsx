import {
  ADJUSTMENT_STATUSES,
  type AdjustmentStatus,
  BUILT_IN_ROLE_KEYS,
  BUILT_IN_ROLES,
  isBuiltInRole,
  MEMBER_OPS_ROUTES,
} from '@portal/contracts';
import { Button, type Column, Dialog, Field, QueryView, SelectField } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../lib/client';
import { ScrollTable } from '../../lib/scroll-table';
import { useOperator } from '../../lib/session';
import { ListPager, problemsOf, useWhen, withCardLabels } from './shared';
import './members.css';

const R = MEMBER_OPS_ROUTES;
type Row = Awaited<ReturnType<typeof call<typeof R.adjustments>>>['list'][number];
const PAGE_SIZE = 20;

/**
 * /admin/adjustments: the four-eyes queue (ADR 0026). Pending proposals oldest first, each
 * approved or rejected by an operator other than its proposer; the other statuses as history;
 * the brand's limits for operators who may change settings.
 */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const when = useWhen();
  const me = useOperator().data;
  const canDecide = me?.permissions.includes('members.adjust.approve') ?? false;
  const canSetPolicy = me?.permissions.includes('settings.write') ?? false;
  const [status, setStatus] = useState<AdjustmentStatus>('PENDING');
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<{ row: Row; approve: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'adjustments', status, pageNo],
    queryFn: ({ signal }) => call(R.adjustments, { query: { status, pageNo, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const policy = useQuery({
    queryKey: ['admin', 'adjustment-policy'],
    queryFn: ({ signal }) => call(R.adjustmentPolicy, { signal }),
  });

  const label = (row: Row) => ({
    direction: t(`members.direction.${row.direction}`),
    amount: row.amount,
    account: row.account,
  });
  const columns: Column<Row>[] = [
    {
      id: 'member',
      header: t('members.queue.member'),
      rowHeader: true,
      cell: (row) => <Link to={`/members/${row.memberId}?tab=adjustments`}>{row.account}</Link>,
    },
    {
      id: 'amount',
      header: t('members.queue.amount'),
      className: 'num',
      cell: (row) => (
        <span className={row.direction === 'DEBIT' ? 'amount--debit' : 'amount--credit'}>
          {t(`members.direction.${row.direction}`)} {row.amount} {row.currency}
        </span>
      ),
    },
    {
      id: 'reason',
      header: t('members.queue.reason'),
      cell: (row) => (
        <>
          <strong>{t(`members.adjust.reasons.${row.reasonCode}`)}</strong>: {row.note}
        </>
      ),
    },
    {
      id: 'proposed',
      header: t('members.queue.proposedBy'),
      cell: (row) => `${row.proposedBy.name} · ${when(row.proposedAt)}`,
    },
    status === 'PENDING'
      ? { id: 'expires', header: t('members.queue.expires'), cell: (row) => when(row.expiresAt) }
      : {
          id: 'decided',
          header: t('members.queue.decidedBy'),
          cell: (row) =>
            `${row.decidedBy?.name ?? '—'}${row.decidedAt ? ` · ${when(row.decidedAt)}` : ''}${row.decisionNote ? ` — ${row.decisionNote}` : ''}`,
        },
  ];
  if (status === 'PENDING' && canDecide) {
    columns.push({
      id: 'actions',
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      className: 'actions',
      cell: (row) =>
        row.proposedBy.id === me?.id ? (
          <span className="muted">{t('members.queue.own')}</span>
        ) : (
          <span className="row-actions">
            <Button
              size="sm"
              onClick={() => setDeciding({ row, approve: true })}
              aria-label={t('members.queue.approveOf', label(row))}
            >
              {t('members.queue.approve')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setDeciding({ row, approve: false })}
              aria-label={t('members.queue.rejectOf', label(row))}
            >
              {t('members.queue.reject')}
            </Button>
          </span>
        ),
    });
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('members.queue.heading')}</h1>
      </div>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {policy.data ? (
        <p className="muted">
          {t('members.queue.ownLimit', { limit: policy.data.ownLimit, currency: policy.data.currency })}
        </p>
      ) : null}
      <div className="members-toolbar">
        <SelectField
          label={t('members.queue.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AdjustmentStatus);
            setPageNo(1);
          }}
        >
          {ADJUSTMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`members.queue.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <section className="card card--flush">
        <QueryView query={list} empty={{ icon: 'briefcase', title: t('members.queue.none') }}>
          {(page) => (
            <>
              <ScrollTable
                caption={t(`members.queue.statuses.${status}`)}
                columns={withCardLabels(columns)}
                rows={page.list}
                rowKey={(row) => row.id}
              />
              <ListPager page={page} onChange={setPageNo} label={t('members.pages')} />
            </>
          )}
        </QueryView>
      </section>
      {canSetPolicy && policy.data ? <PolicyForm policy={policy.data} onSaved={setNotice} /> : null}
      {deciding ? (
        <DecisionDialog
          row={deciding.row}
          approve={deciding.approve}
          onClose={() => setDeciding(null)}
          onDone={(text) => {
            setDeciding(null);
            setNotice(text);
          }}
        />
      ) : null}
    </>
  );
}

function DecisionDialog({
  row,
  approve,
  onClose,
  onDone,
}: {
  row: Row;
  approve: boolean;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (note: string) =>
      approve
        ? call(R.approveAdjustment, { params: { id: row.id }, body: note ? { note } : {} })
        : call(R.rejectAdjustment, { params: { id: row.id }, body: { note } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'adjustments'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'member-tab', row.memberId] });
      onDone(approve ? t('members.queue.approved') : t('members.queue.rejected'));
    },
  });
  const problems = decide.isError ? problemsOf(decide.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    decide.mutate(String(new FormData(event.currentTarget).get('note') ?? '').trim());
  };
  return (
    <Dialog
      title={approve ? t('members.queue.approveTitle') : t('members.queue.rejectTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={approve ? 'primary' : 'danger'}
            busy={decide.isPending}
          >
            {approve ? t('members.queue.approve') : t('members.queue.reject')}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={onSubmit}>
        <p>
          {t('members.queue.approveText', {
            direction: t(`members.direction.${row.direction}`),
            amount: row.amount,
            currency: row.currency,
            account: row.account,
            reason: t(`members.adjust.reasons.${row.reasonCode}`),
            note: row.note,
          })}
        </p>
        {problems ? (
          <p className="notice notice--error" role="alert">
            {problems.message}
          </p>
        ) : null}
        <Field
          label={approve ? t('members.queue.decisionNote') : t('members.queue.rejectNote')}
          name="note"
          required={!approve}
          minLength={approve ? undefined : 3}
          maxLength={500}
          error={problems?.fields.note}
        />
      </form>
    </Dialog>
  );
}

function PolicyForm({
  policy,
  onSaved,
}: {
  policy: Awaited<ReturnType<typeof call<typeof R.adjustmentPolicy>>>;
  onSaved: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const roleName = (role: string) =>
    isBuiltInRole(role) ? BUILT_IN_ROLES[role].name[i18n.language === 'bn' ? 'bn' : 'en'] : role;
  const save = useMutation({
    mutationFn: (body: {
      fourEyesThreshold: string;
      proposalTtlHours: number;
      roleLimits: Record<string, string>;
    }) => call(R.setAdjustmentPolicy, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'adjustment-policy'] });
      onSaved(t('members.queue.policySaved'));
    },
  });
  const problems = save.isError ? problemsOf(save.error) : null;
  const roles = [...new Set([...BUILT_IN_ROLE_KEYS, ...Object.keys(policy.roleLimits)])];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const roleLimits: Record<string, string> = {};
    for (const role of roles) {
      const value = String(form.get(`limit-${role}`) ?? '').trim();
      if (value && value !== '0') roleLimits[role] = value;
    }
    save.mutate({
      fourEyesThreshold: String(form.get('threshold') ?? '').trim(),
      proposalTtlHours: Number(form.get('ttl')),
      roleLimits,
    });
  };
  return (
    <section className="card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="member-panel__heading">
        {t('members.queue.policy')}
      </h2>
      <form id={formId} className="form-grid member-policy" onSubmit={onSubmit}>
        {problems ? (
          <p className="notice notice--error wide" role="alert">
            {problems.message}
          </p>
        ) : null}
        <Field
          label={t('members.queue.threshold', { currency: policy.currency })}
          name="threshold"
          inputMode="decimal"
          defaultValue={policy.fourEyesThreshold}
          hint={t('members.queue.thresholdHint')}
          required
          error={problems?.fields.fourEyesThreshold}
        />
        <Field
          label={t('members.queue.ttl')}
          name="ttl"
          type="number"
          min={1}
          max={720}
          defaultValue={policy.proposalTtlHours}
          required
          error={problems?.fields.proposalTtlHours}
        />
        {roles.map((role) => (
          <Field
            key={role}
            label={t('members.queue.roleLimit', { currency: policy.currency, role: roleName(role) })}
            name={`limit-${role}`}
            inputMode="decimal"
            defaultValue={policy.roleLimits[role] ?? '0'}
          />
        ))}
        <div className="wide">
          <Button type="submit" busy={save.isPending}>
            {t('members.queue.savePolicy')}
          </Button>
        </div>
      </form>
    </section>
  );
}
