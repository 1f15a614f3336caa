import type { TRaffleDraw } from '@portal/contracts/endpoints';
import { type Column, DataTable, Pager, QueryView } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../lib/cell-label';
import { call } from '../../lib/client';
import { when } from '../../lib/forms';
import { FilterForm, money, PromotionFilter, R, StateBadge, stateKind, useFilters } from './shared';

type Draw = TRaffleDraw & { promotionId: string; promotionTitle: string };
const PAGE_SIZE = 20;
const FILTERS = ['promotionId'] as const;

/** Raffle draws, newest first: the committed seed hash, the revealed seed and the winners. */
export function DrawsPanel() {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const { values, pageNo, apply, goTo, key } = useFilters(FILTERS);
  const query = {
    ...(values.promotionId ? { promotionId: values.promotionId } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['admin', 'raffle-draws', query],
    queryFn: ({ signal }) => call(R.draws, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const at = (value: string) => when(value, i18n.language);
  const columns: Column<Draw>[] = [
    {
      id: 'promotion',
      header: t('promotions.col.promotion'),
      rowHeader: true,
      cell: (d) => (
        <>
          <CellLabel>{t('promotions.col.promotion')}</CellLabel>
          {d.promotionTitle}
        </>
      ),
    },
    {
      id: 'period',
      header: t('promotions.draws.period'),
      cell: (d) => (
        <span className="pr-dates">
          <CellLabel>{t('promotions.draws.period')}</CellLabel>
          <span className="pr-mono">{d.period}</span>
          <span className="pr-sub">
            {t('promotions.schedule.between', { from: at(d.opensAt), to: at(d.drawsAt) })}
          </span>
        </span>
      ),
    },
    {
      id: 'state',
      header: t('promotions.col.state'),
      cell: (d) => (
        <>
          <CellLabel>{t('promotions.col.state')}</CellLabel>
          <StateBadge kind={stateKind(d.state)} label={t(`promotions.drawStates.${d.state}`)} />
        </>
      ),
    },
    {
      id: 'tickets',
      header: t('promotions.draws.tickets'),
      className: 'num',
      cell: (d) => (
        <>
          <CellLabel>{t('promotions.draws.tickets')}</CellLabel>
          {d.tickets}
        </>
      ),
    },
    {
      id: 'seeds',
      header: t('promotions.draws.seeds'),
      cell: (d) => (
        <dl className="pr-seeds">
          <dt>{t('promotions.draws.seedHash')}</dt>
          <dd className="pr-mono">{d.seedHash}</dd>
          <dt>{t('promotions.draws.serverSeed')}</dt>
          <dd className="pr-mono">{d.serverSeed ?? t('promotions.draws.notRevealed')}</dd>
          {d.clientSeed ? (
            <>
              <dt>{t('promotions.draws.clientSeed')}</dt>
              <dd className="pr-mono">{d.clientSeed}</dd>
            </>
          ) : null}
        </dl>
      ),
    },
    {
      id: 'winners',
      header: t('promotions.draws.winners'),
      cell: (d) => (
        <>
          <CellLabel>{t('promotions.draws.winners')}</CellLabel>
          {d.winners.length === 0 ? (
            <span className="muted">{d.state === 'DRAWN' ? t('promotions.draws.noWinners') : '—'}</span>
          ) : (
            <ol className="pr-winners">
              {d.winners.map((w) => (
                <li key={w.rank}>
                  {t('promotions.draws.winner', {
                    rank: w.rank,
                    name: w.name,
                    ticket: w.ticket,
                    prize: money(w.prize),
                  })}
                </li>
              ))}
            </ol>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <section className="card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="pr-panel-title">
          {t('promotions.filters')}
        </h2>
        <p className="muted">{t('promotions.draws.intro')}</p>
        <FilterForm filters={{ apply, key }} keys={FILTERS} noReset>
          <PromotionFilter value={values.promotionId} />
        </FilterForm>
      </section>
      <section className="card card--flush">
        <QueryView
          query={list}
          empty={{ icon: 'lottery', title: t('promotions.draws.none') }}
          isEmpty={(page) => page.total === 0}
        >
          {(page) => (
            <>
              <div className="table-scroll">
                <DataTable
                  className="table pr-table"
                  caption={t('promotions.tabs.draws')}
                  columns={columns}
                  rows={page.list}
                  rowKey={(d) => d.id}
                />
              </div>
              <div className="pr-pager">
                <Pager
                  current={page.pageNum}
                  totalPages={page.totalPages}
                  onChange={goTo}
                  label={t('promotions.pages')}
                />
              </div>
            </>
          )}
        </QueryView>
      </section>
    </>
  );
}
