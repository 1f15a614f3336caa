import { BILL_STATES } from '@portal/contracts';
import { type TBill, type TBillDetail, ZBillDecision } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Dialog, Field, Pager, QueryView, SelectField } from '@portal/ui';
import { FormTextarea, useZodForm } from '@portal/ui/form';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellLabel } from '../../lib/cell-label';
import { call } from '../../lib/client';
import { FormDialog } from '../../lib/form-dialog';
import { problemsOf, when } from '../../lib/forms';
import { TiersTable } from './contract-dialogs';
import { formValues, useFilters } from './contracts-page';
import { money, percent, R, StateBadge, stateKind, TypeFilter, useCan, useContractSettings } from './shared';

const PAGE_SIZE = 20;
const FILTERS = ['type', 'state', 'flagged', 'account', 'period'] as const;
const BILLS_KEY = ['admin', 'agent-contract-bills'] as const;
type Decision = 'APPROVE' | 'DENY';

/** The brand's bills: filtered, with totals, state badges and abuse flags in words; approve or deny. */
export function BillsPanel() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const canManage = useCan('contracts.manage');
  const currency = useContractSettings().data?.currency ?? '';
  const { values, pageNo, apply, goTo, key } = useFilters(FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ bill: TBill; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = {
    ...(values.type ? { type: values.type as TBill['type'] } : {}),
    ...(values.state ? { state: values.state as TBill['state'] } : {}),
    ...(values.flagged === 'true' || values.flagged === 'false' ? { flagged: values.flagged } : {}),
    ...(values.account ? { account: values.account } : {}),
    ...(values.period ? { period: values.period } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...BILLS_KEY, query],
    // The query's `flagged` is the text of the address ('true'/'false'), as the schema reads it.
    queryFn: ({ signal }) => call(R.bills, { query: query as never, signal }),
    placeholderData: keepPreviousData,
  });
  const problems = list.isError ? problemsOf(list.error) : null;
  const decide = (bill: TBill, decision: Decision) => {
    setNotice(null);
    setDeciding({ bill, decision });
  };

  const columns: Column<TBill>[] = [
    {
      id: 'period',
      header: t('contracts.bills.col.period'),
      cell: (b) => (
        <>
          <CellLabel>{t('contracts.bills.col.period')}</CellLabel>
          <span className="ct-period">{b.period}</span>
          {b.revision > 0 ? (
            <span className="ct-reason">{t('contracts.bills.correction', { n: b.revision })}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'agent',
      header: t('contracts.col.agent'),
      rowHeader: true,
      cell: (b) => (
        <>
          <CellLabel>{t('contracts.col.agent')}</CellLabel>
          <Link to={`/members/${b.agent.id}`}>{b.agent.account}</Link>
          <span className="ct-reason">{t(`contracts.types.${b.type}`)}</span>
        </>
      ),
    },
    {
      id: 'payer',
      header: t('contracts.col.payer'),
      cell: (b) => (
        <>
          <CellLabel>{t('contracts.col.payer')}</CellLabel>
          {b.payer ? <Link to={`/members/${b.payer.id}`}>{b.payer.account}</Link> : t('contracts.theBrand')}
        </>
      ),
    },
    {
      id: 'tier',
      header: t('contracts.bills.col.tier'),
      cell: (b) => (
        <>
          <CellLabel>{t('contracts.bills.col.tier')}</CellLabel>
          {b.tier === null || b.rateBps === null
            ? t('contracts.bills.noTier')
            : t('contracts.bills.tierRate', { tier: b.tier + 1, rate: percent(b.rateBps) })}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('contracts.bills.col.amount'),
      className: 'num',
      cell: (b) => (
        <>
          <CellLabel>{t('contracts.bills.col.amount')}</CellLabel>
          <strong>{money(b.amount)}</strong>
          {b.paid !== b.amount && b.paid !== '0' && !/^0(\.0+)?$/.test(b.paid) ? (
            <span className="ct-reason">{t('contracts.bills.paidSoFar', { paid: money(b.paid) })}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'state',
      header: t('contracts.col.state'),
      cell: (b) => (
        <>
          <CellLabel>{t('contracts.col.state')}</CellLabel>
          <StateBadge kind={stateKind(b.state)} label={t(`contracts.billStates.${b.state}`)} />
          {b.flags.map((flag) => (
            <span key={flag} className="ct-badge ct-badge--flag" title={t(`contracts.flagsLong.${flag}`)}>
              {t(`contracts.flags.${flag}`)}
            </span>
          ))}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('contracts.col.actions')}</span>,
      cell: (b) => (
        <div className="row-actions">
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('contracts.bills.openOf', { account: b.agent.account, period: b.period })}
            onClick={() => setOpen(b.id)}
          >
            {t('contracts.bills.open')}
          </Button>
          {canManage && b.state === 'PENDING_APPROVAL' ? (
            <>
              <Button
                size="sm"
                aria-label={t('contracts.bills.approveOf', { account: b.agent.account, period: b.period })}
                onClick={() => decide(b, 'APPROVE')}
              >
                {t('contracts.bills.approve')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={t('contracts.bills.denyOf', { account: b.agent.account, period: b.period })}
                onClick={() => decide(b, 'DENY')}
              >
                {t('contracts.bills.deny')}
              </Button>
            </>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      <section className="card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="ct-panel-title">
          {t('contracts.filters')}
        </h2>
        <form
          className="ct-filters"
          key={key}
          onSubmit={(event) => {
            event.preventDefault();
            apply(formValues(event.currentTarget, FILTERS));
          }}
        >
          <TypeFilter value={values.type} />
          <SelectField label={t('contracts.col.state')} name="state" defaultValue={values.state ?? ''}>
            <option value="">{t('contracts.all')}</option>
            {BILL_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`contracts.billStates.${state}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('contracts.bills.flagged')}
            name="flagged"
            defaultValue={values.flagged ?? ''}
          >
            <option value="">{t('contracts.all')}</option>
            <option value="true">{t('contracts.bills.flaggedOnly')}</option>
            <option value="false">{t('contracts.bills.notFlagged')}</option>
          </SelectField>
          <Field
            label={t('contracts.bills.account')}
            name="account"
            type="search"
            maxLength={64}
            defaultValue={values.account ?? ''}
            error={problems?.fields.account}
          />
          <Field
            label={t('contracts.bills.period')}
            hint={t('contracts.bills.periodHint')}
            name="period"
            maxLength={20}
            defaultValue={values.period ?? ''}
            error={problems?.fields.period}
          />
          <div className="ct-filters__buttons">
            <Button type="submit" icon="search">
              {t('contracts.apply')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => apply({})}>
              {t('contracts.reset')}
            </Button>
          </div>
        </form>
      </section>
      <section className="card card--flush">
        <QueryView
          query={list}
          empty={{ icon: 'wallet', title: t('contracts.bills.none') }}
          isEmpty={(page) => page.total === 0}
        >
          {(page) => (
            <>
              <p className="ct-summary" role="status">
                {t('contracts.bills.totals', {
                  count: page.totals.count,
                  amount: money(page.totals.amount),
                  paid: money(page.totals.paid),
                  currency,
                })}
              </p>
              <div className="table-scroll">
                <DataTable
                  className="table ct-table"
                  caption={t('contracts.tabs.bills')}
                  columns={columns}
                  rows={page.list}
                  rowKey={(b) => b.id}
                />
              </div>
              <div className="ct-pager">
                <Pager
                  current={page.pageNum}
                  totalPages={page.totalPages}
                  onChange={goTo}
                  label={t('contracts.bills.pages')}
                />
              </div>
            </>
          )}
        </QueryView>
      </section>
      {open ? (
        <BillDialog
          id={open}
          currency={currency}
          canManage={canManage}
          onDecide={(bill, decision) => {
            setOpen(null);
            decide(bill, decision);
          }}
          onClose={() => setOpen(null)}
          language={i18n.language}
        />
      ) : null}
      {deciding ? (
        <DecisionDialog
          bill={deciding.bill}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDone={(bill) => {
            setDeciding(null);
            setNotice(
              t(`contracts.bills.decided.${bill.state === 'DENIED' ? 'DENY' : 'APPROVE'}`, {
                account: bill.agent.account,
                period: bill.period,
                state: t(`contracts.billStates.${bill.state}`),
              }),
            );
            void queryClient.invalidateQueries({ queryKey: BILLS_KEY });
          }}
        />
      ) : null}
    </>
  );
}

/** One bill in full: figures, reached tier, slices, payments and the downline bills (level difference). */
function BillDialog({
  id,
  currency,
  canManage,
  onDecide,
  onClose,
  language,
}: {
  id: string;
  currency: string;
  canManage: boolean;
  onDecide: (bill: TBill, decision: Decision) => void;
  onClose: () => void;
  language: string;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...BILLS_KEY, 'one', id],
    queryFn: ({ signal }) => call(R.bill, { params: { id }, signal }),
  });
  const bill = detail.data?.bill;
  return (
    <Dialog
      title={
        bill
          ? t('contracts.bills.title', { account: bill.agent.account, period: bill.period })
          : t('contracts.bills.titleLoading')
      }
      closeLabel={t('common.close')}
      onClose={onClose}
      size="lg"
      footer={
        bill && canManage && bill.state === 'PENDING_APPROVAL' ? (
          <>
            <Button variant="danger" onClick={() => onDecide(bill, 'DENY')}>
              {t('contracts.bills.denyShort')}
            </Button>
            <Button onClick={() => onDecide(bill, 'APPROVE')}>{t('contracts.bills.approveShort')}</Button>
          </>
        ) : undefined
      }
    >
      <QueryView query={detail}>
        {(d) => <BillBody detail={d} currency={currency} language={language} />}
      </QueryView>
    </Dialog>
  );
}

function BillBody({
  detail,
  currency,
  language,
}: {
  detail: TBillDetail;
  currency: string;
  language: string;
}) {
  const { t } = useTranslation();
  const b = detail.bill;
  const rest = detail;
  const f = b.figures;
  const m = (value: string) => `${money(value)} ${currency}`.trim();
  return (
    <div className="stack">
      <p>
        <StateBadge kind={stateKind(b.state)} label={t(`contracts.billStates.${b.state}`)} />{' '}
        <span className="muted">{t(`contracts.billStatesLong.${b.state}`)}</span>
      </p>
      {b.flags.length > 0 ? (
        <div className="notice" role="note">
          <strong>{t('contracts.bills.flagsTitle')}</strong>
          <ul className="ct-flags">
            {b.flags.map((flag) => (
              <li key={flag}>
                <strong>{t(`contracts.flags.${flag}`)}</strong>: {t(`contracts.flagsLong.${flag}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="facts ct-facts">
        <dt>{t('contracts.col.type')}</dt>
        <dd>
          {t(`contracts.types.${b.type}`)} · {t(`contracts.modes.${rest.mode}`)}
        </dd>
        <dt>{t('contracts.bills.col.period')}</dt>
        <dd>
          {b.period} ({when(b.periodStart, language)} – {when(b.periodEnd, language)})
          {b.revision > 0 ? ` · ${t('contracts.bills.correction', { n: b.revision })}` : ''}
        </dd>
        <dt>{t('contracts.col.payer')}</dt>
        <dd>{b.payer ? b.payer.account : t('contracts.detail.paidByBrand')}</dd>
        <dt>{t('contracts.bills.f.basis')}</dt>
        <dd>{m(f.basis)}</dd>
        <dt>{t('contracts.bills.f.validBet')}</dt>
        <dd>{m(f.validBet)}</dd>
        <dt>{t('contracts.bills.f.activeMembers')}</dt>
        <dd>{f.activeMembers}</dd>
        <dt>{t('contracts.bills.f.teamProfitLoss')}</dt>
        <dd>{m(f.teamProfitLoss)}</dd>
        {b.type === 'DIVIDEND' ? (
          <>
            <dt>{t('contracts.bills.f.carriedIn')}</dt>
            <dd>{m(f.carriedIn)}</dd>
            <dt>{t('contracts.bills.f.carryOut')}</dt>
            <dd>{m(f.carryOut)}</dd>
          </>
        ) : null}
        <dt>{t('contracts.bills.col.tier')}</dt>
        <dd>
          {b.tier === null || b.rateBps === null
            ? t('contracts.bills.noTier')
            : t('contracts.bills.tierRate', { tier: b.tier + 1, rate: percent(b.rateBps) })}
        </dd>
        <dt>{t('contracts.bills.f.gross')}</dt>
        <dd>{m(b.gross)}</dd>
        <dt>{t('contracts.bills.f.downlinePaid')}</dt>
        <dd>{m(b.downlinePaid)}</dd>
        <dt>{t('contracts.bills.f.levelDifference')}</dt>
        <dd>
          <strong>{m(b.levelDifference)}</strong>
        </dd>
        <dt>{t('contracts.bills.col.amount')}</dt>
        <dd>{m(b.amount)}</dd>
        <dt>{t('contracts.bills.f.paid')}</dt>
        <dd>
          {m(b.paid)}
          {b.paidAt ? ` · ${when(b.paidAt, language)}` : ''}
        </dd>
        <dt>{t('contracts.bills.f.createdAt')}</dt>
        <dd>{when(b.createdAt, language)}</dd>
        {b.decisionNote ? (
          <>
            <dt>{t('contracts.bills.f.decisionNote')}</dt>
            <dd>{b.decisionNote}</dd>
          </>
        ) : null}
      </dl>
      <TiersTable tiers={rest.tiers} caption={t('contracts.detail.tiers')} reached={b.tier} />
      {rest.slices.length > 0 ? (
        <div className="table-scroll">
          <table className="table ct-tiers-view">
            <caption className="ct-caption">{t('contracts.bills.slices')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('contracts.tiers.tier')}</th>
                <th scope="col">{t('contracts.bills.sliceBase')}</th>
                <th scope="col">{t('contracts.tiers.rateShort')}</th>
                <th scope="col">{t('contracts.bills.col.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rest.slices.map((s) => (
                <tr key={s.tier}>
                  <th scope="row">{t('contracts.tiers.tierNo', { tier: s.tier + 1 })}</th>
                  <td>{money(s.base)}</td>
                  <td>{percent(s.rateBps)}</td>
                  <td>{money(s.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <h3 className="ct-subtitle">{t('contracts.bills.payments')}</h3>
      {rest.payments.length === 0 ? (
        <p className="muted">{t('contracts.bills.noPayments')}</p>
      ) : (
        <ul className="ct-list">
          {rest.payments.map((p) => (
            <li key={`${p.at}-${p.amount}`}>
              {when(p.at, language)} · <strong>{m(p.amount)}</strong>
            </li>
          ))}
        </ul>
      )}
      <h3 className="ct-subtitle">{t('contracts.bills.downline')}</h3>
      {rest.downline.length === 0 ? (
        <p className="muted">{t('contracts.bills.noDownline')}</p>
      ) : (
        <ul className="ct-list">
          {rest.downline.map((d) => (
            <li key={d.billId}>
              {d.account} · {m(d.amount)} · {t(`contracts.billStates.${d.state}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Approve (then it is paid) or deny a bill waiting for approval, with a required note. */
function DecisionDialog({
  bill,
  decision,
  onClose,
  onDone,
}: {
  bill: TBill;
  decision: Decision;
  onClose: () => void;
  onDone: (bill: TBill) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ZBillDecision, { decision, note: '' });
  return (
    <FormDialog
      title={t(`contracts.bills.decideTitle.${decision}`, {
        account: bill.agent.account,
        period: bill.period,
      })}
      size="md"
      submitLabel={t(decision === 'APPROVE' ? 'contracts.bills.approveShort' : 'contracts.bills.denyShort')}
      form={form}
      formClassName="stack"
      onClose={onClose}
      onSubmit={async (body) => onDone(await call(R.decide, { params: { id: bill.id }, body }))}
    >
      <p className="notice" role="note">
        {t(`contracts.bills.decideText.${decision}`, { amount: money(bill.amount) })}
      </p>
      {bill.flags.length > 0 ? (
        <ul className="ct-flags">
          {bill.flags.map((flag) => (
            <li key={flag}>{t(`contracts.flagsLong.${flag}`)}</li>
          ))}
        </ul>
      ) : null}
      <FormTextarea name="note" label={t('contracts.bills.note')} rows={3} maxLength={500} required />
    </FormDialog>
  );
}
