import { REPORT_MAX_DAYS, REPORT_ROUTES } from '@portal/contracts';
import { Chart, type DateRange, DateRangePicker, Icon, presetRange, QueryFallback } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { call } from '../lib/client';
import { chartAmount, dayLabel, money, numberIn, utcToday } from '../lib/figures';
import { useOperator } from '../lib/session';
import '../styles/reports.css';

type Dashboard = Awaited<ReturnType<typeof call<typeof REPORT_ROUTES.dashboard>>>;
type Figures = Dashboard['today']['figures'];

/** The pickers' texts, shared with the reports screen. */
export function useDateRangeLabels() {
  const { t } = useTranslation();
  return {
    legend: t('dateRange.legend'),
    presets: {
      previous7: t('dateRange.previous7'),
      previous30: t('dateRange.previous30'),
      next7: t('dateRange.next7'),
      next30: t('dateRange.next30'),
    },
    from: t('dateRange.from'),
    to: t('dateRange.to'),
    apply: t('dateRange.apply'),
    invalid: t('dateRange.invalid'),
  };
}

/** The eight figures of ADR 0030 as labelled tiles. */
function FigureTiles({ figures, data, testId }: { figures: Figures; data: Dashboard; testId: string }) {
  const { t, i18n } = useTranslation();
  const amount = (minor: string) => money(minor, data.currency, data.currencyExponent);
  const count = (n: number) => numberIn(i18n.language, n);
  const tiles: { key: string; label: string; value: string; detail?: string }[] = [
    { key: 'registrations', label: t('dashboard.registrations'), value: count(figures.registrations) },
    {
      key: 'firstDeposits',
      label: t('dashboard.firstDeposits'),
      value: count(figures.firstDeposits),
      detail: amount(figures.firstDepositAmount),
    },
    {
      key: 'deposits',
      label: t('dashboard.deposits'),
      value: count(figures.deposits),
      detail: amount(figures.depositAmount),
    },
    {
      key: 'withdrawals',
      label: t('dashboard.withdrawals'),
      value: count(figures.withdrawals),
      detail: amount(figures.withdrawalAmount),
    },
    {
      key: 'bets',
      label: t('dashboard.bets'),
      value: count(figures.bets),
      detail: `${t('dashboard.stake')} ${amount(figures.stake)}`,
    },
    { key: 'ggr', label: t('dashboard.ggr'), value: amount(figures.ggr) },
    { key: 'ngr', label: t('dashboard.ngr'), value: amount(figures.ngr) },
    { key: 'activePlayers', label: t('dashboard.activePlayers'), value: count(figures.activePlayers) },
  ];
  return (
    <dl className="figures" data-testid={testId}>
      {tiles.map((tile) => (
        <div key={tile.key} className="figure" data-figure={tile.key}>
          <dt className="figure__label">{tile.label}</dt>
          <dd className="figure__value">{tile.value}</dd>
          {tile.detail ? <dd className="figure__detail">{tile.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * The landing page for operators with dashboard.view: today's figures, a period's (the previous
 * 7 or 30 days, or any days up to a year) with charts per day, and the queues waiting for an
 * operator, each linking to its screen. Definitions: ADR 0030.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const labels = useDateRangeLabels();
  const permissions = useOperator().data?.permissions ?? [];
  const [range, setRange] = useState<DateRange>(() => presetRange('previous7', utcToday()));
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) => call(REPORT_ROUTES.dashboard, { query: range, signal }),
    placeholderData: keepPreviousData,
  });

  if (!dashboard.isSuccess) return <QueryFallback query={dashboard} />;
  const data = dashboard.data;
  const lang = i18n.language;
  const days = data.days.map((d) => d.day);
  const exp = data.currencyExponent;
  const chartMoney = (value: number) => `${data.currency} ${numberIn(lang, value, exp)}`;
  const queues = [
    {
      key: 'depositsAwaitingReview',
      count: data.queues.depositsAwaitingReview,
      to: '/deposits?status=AWAITING_REVIEW',
      allowed: permissions.includes('payments.view'),
    },
    {
      key: 'withdrawalsPending',
      count: data.queues.withdrawalsPending,
      to: '/withdrawals?status=PENDING',
      allowed: permissions.includes('payments.view'),
    },
    {
      key: 'withdrawalsDisputed',
      count: data.queues.withdrawalsDisputed,
      to: '/withdrawals?status=DISPUTED',
      allowed: permissions.includes('payments.view'),
    },
    {
      key: 'feedbackOpen',
      count: data.queues.feedbackOpen,
      to: '/feedback',
      allowed: permissions.includes('feedback.handle'),
    },
  ] as const;

  return (
    <div className="dashboard">
      <div className="page-head">
        <h1 className="page-title">{t('dashboard.heading')}</h1>
      </div>
      <p className="muted">
        {t('dashboard.clock', { zone: data.timeZone })} {t('dashboard.ngrNote')}
      </p>

      <section className="card" aria-labelledby="dash-queues">
        <h2 id="dash-queues" className="section-title">
          {t('dashboard.queues')}
        </h2>
        <ul className="queues">
          {queues.map((q) => {
            const body = (
              <>
                <span className="queue__count">{numberIn(lang, q.count)}</span>
                <span className="queue__label">{t(`dashboard.${q.key}`)}</span>
              </>
            );
            return (
              <li key={q.key} className={`queue${q.count > 0 ? ' queue--waiting' : ''}`} data-queue={q.key}>
                {q.allowed ? (
                  <Link to={q.to} className="queue__link">
                    {body}
                    <Icon name="chevronRight" size={18} />
                  </Link>
                ) : (
                  <span className="queue__link">{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="card" aria-labelledby="dash-today">
        <h2 id="dash-today" className="section-title">
          {t('dashboard.today')} <span className="muted">{dayLabel(data.today.day, lang)}</span>
        </h2>
        <FigureTiles figures={data.today.figures} data={data} testId="today-figures" />
      </section>

      <section className="card" aria-labelledby="dash-period">
        <h2 id="dash-period" className="section-title">
          {t('dashboard.period')}{' '}
          <span className="muted">
            {t('dashboard.periodOf', {
              from: dayLabel(data.period.from, lang),
              to: dayLabel(data.period.to, lang),
            })}
          </span>
        </h2>
        <DateRangePicker
          value={range}
          onChange={setRange}
          today={data.today.day}
          labels={labels}
          presets={['previous7', 'previous30']}
          maxDays={REPORT_MAX_DAYS}
        />
        <FigureTiles figures={data.period.figures} data={data} testId="period-figures" />
      </section>

      <section className="charts" aria-label={t('dashboard.charts')}>
        <div className="card">
          <Chart
            title={t('dashboard.moneyChart')}
            description={t('dashboard.moneySummary', {
              days: days.length,
              deposits: money(data.period.figures.depositAmount, data.currency, exp),
              withdrawals: money(data.period.figures.withdrawalAmount, data.currency, exp),
            })}
            categories={days}
            series={[
              {
                id: 'deposits',
                label: t('dashboard.deposits'),
                kind: 'bar',
                values: data.days.map((d) => chartAmount(d.figures.depositAmount, exp)),
              },
              {
                id: 'withdrawals',
                label: t('dashboard.withdrawals'),
                kind: 'bar',
                values: data.days.map((d) => chartAmount(d.figures.withdrawalAmount, exp)),
              },
            ]}
            formatValue={chartMoney}
            formatCategory={(day) => dayLabel(day, lang)}
            tableLabel={t('dashboard.showNumbers')}
            categoryHeader={t('dashboard.day')}
          />
        </div>
        <div className="card">
          <Chart
            title={t('dashboard.ggrChart')}
            description={t('dashboard.ggrSummary', {
              days: days.length,
              ggr: money(data.period.figures.ggr, data.currency, exp),
            })}
            categories={days}
            series={[
              {
                id: 'ggr',
                label: t('dashboard.ggr'),
                kind: 'line',
                values: data.days.map((d) => chartAmount(d.figures.ggr, exp)),
              },
            ]}
            formatValue={chartMoney}
            formatCategory={(day) => dayLabel(day, lang)}
            tableLabel={t('dashboard.showNumbers')}
            categoryHeader={t('dashboard.day')}
          />
        </div>
        <div className="card">
          <Chart
            title={t('dashboard.registrationsChart')}
            description={t('dashboard.registrationsSummary', {
              days: days.length,
              count: data.period.figures.registrations,
            })}
            categories={days}
            series={[
              {
                id: 'registrations',
                label: t('dashboard.registrations'),
                kind: 'bar',
                values: data.days.map((d) => d.figures.registrations),
              },
            ]}
            formatValue={(value) => numberIn(lang, value)}
            formatCategory={(day) => dayLabel(day, lang)}
            tableLabel={t('dashboard.showNumbers')}
            categoryHeader={t('dashboard.day')}
          />
        </div>
      </section>
    </div>
  );
}

/** The console's first screen: the dashboard for operators who may see it, else their account. */
export function LandingPage() {
  const me = useOperator().data;
  if (me && !me.permissions.includes('dashboard.view')) return <Navigate to="/account" replace />;
  return <DashboardPage />;
}
