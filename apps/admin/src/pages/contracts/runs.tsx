import type { TContractRun } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Dialog, Pager, QueryView } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../lib/cell-label';
import { call } from '../../lib/client';
import { problemsOf, when } from '../../lib/forms';
import { formValues, useFilters } from './contracts-page';
import { R, StateBadge, TypeFilter, useCan } from './shared';

const PAGE_SIZE = 20;
const FILTERS = ['type'] as const;
const RUNS_KEY = ['admin', 'agent-contract-runs'] as const;

const runKind = (state: TContractRun['state']) =>
  state === 'done' ? 'ok' : state === 'running' ? 'wait' : 'bad';

/** The brand's settlement runs by type, newest first; "Settle this period again" (rerun). */
export function RunsPanel() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const canManage = useCan('contracts.manage');
  const { values, pageNo, apply, goTo, key } = useFilters(FILTERS);
  const [again, setAgain] = useState<TContractRun | null>(null);
  const query = {
    ...(values.type ? { type: values.type as TContractRun['type'] } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...RUNS_KEY, query],
    queryFn: ({ signal }) => call(R.runs, { query, signal }),
    placeholderData: keepPreviousData,
  });

  const columns: Column<TContractRun>[] = [
    {
      id: 'period',
      header: t('contracts.runs.col.period'),
      rowHeader: true,
      cell: (r) => (
        <>
          <CellLabel>{t('contracts.runs.col.period')}</CellLabel>
          <span className="ct-period">{r.period}</span>
          <span className="ct-reason">{t(`contracts.types.${r.type}`)}</span>
        </>
      ),
    },
    {
      id: 'state',
      header: t('contracts.col.state'),
      cell: (r) => (
        <>
          <CellLabel>{t('contracts.col.state')}</CellLabel>
          <StateBadge kind={runKind(r.state)} label={t(`contracts.runs.states.${r.state}`)} />
        </>
      ),
    },
    {
      id: 'attempts',
      header: t('contracts.runs.col.attempts'),
      className: 'num',
      cell: (r) => (
        <>
          <CellLabel>{t('contracts.runs.col.attempts')}</CellLabel>
          {r.attempts}
        </>
      ),
    },
    {
      id: 'times',
      header: t('contracts.runs.col.times'),
      cell: (r) => (
        <span className="ct-dates">
          <CellLabel>{t('contracts.runs.col.times')}</CellLabel>
          {r.startedAt ? `${when(r.startedAt, i18n.language)} – ` : ''}
          {when(r.finishedAt, i18n.language)}
        </span>
      ),
    },
    {
      id: 'counts',
      header: t('contracts.runs.col.counts'),
      cell: (r) => (
        <>
          <CellLabel>{t('contracts.runs.col.counts')}</CellLabel>
          {Object.keys(r.counts).length === 0 ? (
            '—'
          ) : (
            <span className="ct-counts">
              {Object.entries(r.counts)
                .map(([name, n]) => `${t(`contracts.runs.counts.${name}`, { defaultValue: name })}: ${n}`)
                .join(' · ')}
            </span>
          )}
          {r.error ? <span className="ct-error">{r.error}</span> : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('contracts.col.actions')}</span>,
      cell: (r) =>
        canManage ? (
          <div className="row-actions">
            <Button
              size="sm"
              variant="secondary"
              icon="refresh"
              aria-label={t('contracts.runs.againOf', {
                period: r.period,
                type: t(`contracts.types.${r.type}`),
              })}
              onClick={() => setAgain(r)}
            >
              {t('contracts.runs.again')}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <>
      <section className="card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="ct-panel-title">
          {t('contracts.filters')}
        </h2>
        <p className="muted">{t('contracts.runs.intro')}</p>
        <form
          className="ct-filters"
          key={key}
          onSubmit={(event) => {
            event.preventDefault();
            apply(formValues(event.currentTarget, FILTERS));
          }}
        >
          <TypeFilter value={values.type} />
          <div className="ct-filters__buttons">
            <Button type="submit" icon="search">
              {t('contracts.apply')}
            </Button>
          </div>
        </form>
      </section>
      <section className="card card--flush">
        <QueryView
          query={list}
          empty={{ icon: 'clock', title: t('contracts.runs.none') }}
          isEmpty={(page) => page.total === 0}
        >
          {(page) => (
            <>
              <div className="table-scroll">
                <DataTable
                  className="table ct-table"
                  caption={t('contracts.tabs.runs')}
                  columns={columns}
                  rows={page.list}
                  rowKey={(r) => `${r.job}|${r.period}`}
                />
              </div>
              <div className="ct-pager">
                <Pager
                  current={page.pageNum}
                  totalPages={page.totalPages}
                  onChange={goTo}
                  label={t('contracts.runs.pages')}
                />
              </div>
            </>
          )}
        </QueryView>
      </section>
      {again ? <RerunDialog run={again} onClose={() => setAgain(null)} /> : null}
    </>
  );
}

/**
 * Settle a period again: the confirmation says what will happen (only a difference is paid, as a
 * correction bill; a second rerun pays nothing); then what the rerun did.
 */
function RerunDialog({ run, onClose }: { run: TContractRun; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rerun = useMutation({
    mutationFn: () => call(R.rerun, { body: { type: run.type, period: run.period } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'agent-contract-bills'] });
    },
  });
  const type = t(`contracts.types.${run.type}`);
  return (
    <Dialog
      title={t('contracts.runs.confirmTitle', { period: run.period, type })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="md"
      footer={
        rerun.isSuccess ? (
          <Button onClick={onClose}>{t('common.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button icon="refresh" busy={rerun.isPending} onClick={() => rerun.mutate()}>
              {t('contracts.runs.confirm')}
            </Button>
          </>
        )
      }
    >
      <p>{t('contracts.runs.confirmText', { period: run.period, type })}</p>
      <ul className="ct-list">
        <li>{t('contracts.runs.ruleDifference')}</li>
        <li>{t('contracts.runs.ruleOffset')}</li>
        <li>{t('contracts.runs.ruleTwice')}</li>
      </ul>
      {rerun.isSuccess ? (
        <p className="notice notice--ok" role="status">
          {rerun.data.corrections === 0
            ? t('contracts.runs.resultNone', { count: rerun.data.bills })
            : t('contracts.runs.result', { count: rerun.data.bills, corrections: rerun.data.corrections })}
        </p>
      ) : null}
      {rerun.isError ? (
        <p className="notice notice--error" role="alert">
          {problemsOf(rerun.error).message}
        </p>
      ) : null}
    </Dialog>
  );
}
