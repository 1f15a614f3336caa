import { CONTRACT_STATES } from '@portal/contracts';
import type { TAdminContract } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Field, Pager, QueryView, SelectField } from '@portal/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellLabel } from '../../lib/cell-label';
import { call } from '../../lib/client';
import { problemsOf, when } from '../../lib/forms';
import { ContractDetailDialog, OfferDialog, TerminateDialog } from './contract-dialogs';
import { formValues, useFilters } from './contracts-page';
import { percent, R, StateBadge, stateKind, TypeFilter, useCan } from './shared';

const PAGE_SIZE = 20;
const FILTERS = ['type', 'state', 'account'] as const;
export const CONTRACTS_KEY = ['admin', 'agent-contracts'] as const;

/** The highest rate of a contract's tiers ("up to 35 %"). */
const topRate = (c: TAdminContract) => Math.max(0, ...c.tiers.map((tier) => tier.rateBps));

/** All contracts of the brand, filtered by type, state and account (the agent or its upline), paged. */
export function ContractsPanel() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const canManage = useCan('contracts.manage');
  const { values, pageNo, apply, goTo, key } = useFilters(FILTERS);
  const [open, setOpen] = useState<TAdminContract | null>(null);
  const [ending, setEnding] = useState<TAdminContract | null>(null);
  const [offering, setOffering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const query = {
    ...(values.type ? { type: values.type as TAdminContract['type'] } : {}),
    ...(values.state ? { state: values.state as TAdminContract['state'] } : {}),
    ...(values.account ? { account: values.account } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...CONTRACTS_KEY, query],
    queryFn: ({ signal }) => call(R.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const problems = list.isError ? problemsOf(list.error) : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
  const party = (p: { id: string; account: string } | null) =>
    p ? <Link to={`/members/${p.id}`}>{p.account}</Link> : <span>{t('contracts.theBrand')}</span>;

  const columns: Column<TAdminContract>[] = [
    {
      id: 'agent',
      header: t('contracts.col.agent'),
      rowHeader: true,
      cell: (c) => (
        <>
          <CellLabel>{t('contracts.col.agent')}</CellLabel>
          {party(c.agent)}
        </>
      ),
    },
    {
      id: 'payer',
      header: t('contracts.col.payer'),
      cell: (c) => (
        <>
          <CellLabel>{t('contracts.col.payer')}</CellLabel>
          {party(c.upline)}
        </>
      ),
    },
    {
      id: 'type',
      header: t('contracts.col.type'),
      cell: (c) => (
        <>
          <CellLabel>{t('contracts.col.type')}</CellLabel>
          {t(`contracts.types.${c.type}`)} · {t(`contracts.periods.${c.period}`)}
        </>
      ),
    },
    {
      id: 'rate',
      header: t('contracts.col.rate'),
      className: 'num',
      cell: (c) => (
        <>
          <CellLabel>{t('contracts.col.rate')}</CellLabel>
          {t('contracts.upTo', { rate: percent(topRate(c)), count: c.tiers.length })}
        </>
      ),
    },
    {
      id: 'state',
      header: t('contracts.col.state'),
      cell: (c) => (
        <>
          <CellLabel>{t('contracts.col.state')}</CellLabel>
          <StateBadge kind={stateKind(c.state)} label={t(`contracts.states.${c.state}`)} />
          {c.endReason ? <span className="ct-reason">{t(`contracts.endReasons.${c.endReason}`)}</span> : null}
        </>
      ),
    },
    {
      id: 'dates',
      header: t('contracts.col.dates'),
      cell: (c) => (
        <span className="ct-dates">
          <CellLabel>{t('contracts.col.dates')}</CellLabel>
          {c.effectiveFrom
            ? t('contracts.since', { at: when(c.effectiveFrom, i18n.language) })
            : t('contracts.offeredOn', { at: when(c.offeredAt, i18n.language) })}
          {c.endedAt ? ` · ${t('contracts.endedOn', { at: when(c.endedAt, i18n.language) })}` : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('contracts.col.actions')}</span>,
      cell: (c) => (
        <div className="row-actions">
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('contracts.detailsOf', {
              account: c.agent.account,
              type: t(`contracts.types.${c.type}`),
            })}
            onClick={() => setOpen(c)}
          >
            {t('contracts.details')}
          </Button>
          {canManage && (c.state === 'VALID' || c.state === 'OFFERED') ? (
            <Button
              size="sm"
              variant="danger"
              aria-label={t('contracts.terminate.buttonOf', {
                account: c.agent.account,
                type: t(`contracts.types.${c.type}`),
              })}
              onClick={() => setEnding(c)}
            >
              {t('contracts.terminate.button')}
            </Button>
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
        <div className="ct-panel-head">
          <h2 id={`${formId}-title`} className="ct-panel-title">
            {t('contracts.filters')}
          </h2>
          {canManage ? (
            <Button
              icon="star"
              onClick={() => {
                setNotice(null);
                setOffering(true);
              }}
            >
              {t('contracts.offer.button')}
            </Button>
          ) : null}
        </div>
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
            {CONTRACT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`contracts.states.${state}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('contracts.account')}
            name="account"
            type="search"
            maxLength={64}
            defaultValue={values.account ?? ''}
            error={problems?.fields.account}
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
          empty={{ icon: 'star', title: t('contracts.none') }}
          isEmpty={(page) => page.total === 0}
        >
          {(page) => (
            <>
              <p className="ct-summary" role="status">
                {t('contracts.count', { count: page.total })}
              </p>
              <div className="table-scroll">
                <DataTable
                  className="table ct-table"
                  caption={t('contracts.tabs.contracts')}
                  columns={columns}
                  rows={page.list}
                  rowKey={(c) => c.id}
                />
              </div>
              <div className="ct-pager">
                <Pager
                  current={page.pageNum}
                  totalPages={page.totalPages}
                  onChange={goTo}
                  label={t('contracts.pages')}
                />
              </div>
            </>
          )}
        </QueryView>
      </section>
      {open ? <ContractDetailDialog contract={open} onClose={() => setOpen(null)} /> : null}
      {ending ? (
        <TerminateDialog
          contract={ending}
          onClose={() => setEnding(null)}
          onDone={(ended) => {
            setEnding(null);
            setNotice(t('contracts.terminate.done', { account: ended.agent.account }));
            void refresh();
          }}
        />
      ) : null}
      {offering ? (
        <OfferDialog
          onClose={() => setOffering(false)}
          onDone={(made) => {
            setOffering(false);
            setNotice(
              t('contracts.offer.done', {
                account: made.agent.account,
                type: t(`contracts.types.${made.type}`),
              }),
            );
            void refresh();
          }}
        />
      ) : null}
    </>
  );
}
