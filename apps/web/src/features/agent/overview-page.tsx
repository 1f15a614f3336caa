import type { TTeamDay, TTeamFigures, TTeamOverview } from '@portal/contracts/endpoints';
import { Chart, type ChartSeries, Tabs } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overviewQuery } from './api';
import { Money, QueryBody, Section, SignedMoney, useMoney } from './ui';

const PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
type PeriodId = (typeof PERIODS)[number];
/** The chart's spans, in days ending today (the server takes 7 to 92). */
const SPANS = [7, 30, 90] as const;
const METRICS = ['money', 'betting', 'members'] as const;
type Metric = (typeof METRICS)[number];

/** agentTeamOverview: the team's size and its figures for four periods, and a chart over time. */
export function OverviewPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<(typeof SPANS)[number]>(30);
  const query = useQuery(overviewQuery(days));
  return (
    <QueryBody query={query}>
      {(data) => (
        <div className="agent-stack">
          <dl className="agent-tiles agent-tiles--team">
            <Tile label={t('agent.overview.teamSize')} value={String(data.teamSize)} />
            <Tile label={t('agent.overview.directDownline')} value={String(data.directDownline)} />
            <Tile label={t('agent.overview.agents')} value={String(data.agents)} />
          </dl>
          <PeriodFigures overview={data} />
          <Section icon="jackpot" title={t('agent.overview.chartTitle')}>
            <div className="agent-chart-controls">
              <fieldset className="segmented">
                <legend className="visually-hidden">{t('agent.overview.span')}</legend>
                {SPANS.map((span) => (
                  <button key={span} type="button" aria-pressed={days === span} onClick={() => setDays(span)}>
                    {t('agent.overview.days', { days: span })}
                  </button>
                ))}
              </fieldset>
            </div>
            <TeamChart series={data.series} days={days} />
          </Section>
        </div>
      )}
    </QueryBody>
  );
}

function Tile({ label, value, detail }: { label: string; value: React.ReactNode; detail?: React.ReactNode }) {
  return (
    <div className="agent-tile">
      <dt>{label}</dt>
      <dd>
        <span className="agent-tile__value">{value}</span>
        {detail ? <span className="agent-tile__detail">{detail}</span> : null}
      </dd>
    </div>
  );
}

function PeriodFigures({ overview }: { overview: TTeamOverview }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PeriodId>('today');
  const id = useId();
  const figures = overview.periods[period];
  return (
    <Section icon="users" title={t('agent.overview.figures')}>
      <Tabs
        label={t('agent.overview.period')}
        selected={period}
        onSelect={setPeriod}
        tabs={PERIODS.map((p) => ({
          id: p,
          label: t(`agent.overview.periods.${p}`),
          tabId: `${id}-${p}`,
          panelId: `${id}-panel`,
        }))}
      />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${period}`}>
        <Figures figures={figures} />
      </div>
    </Section>
  );
}

function Figures({ figures }: { figures: TTeamFigures }) {
  const { t } = useTranslation();
  return (
    <dl className="agent-tiles">
      <Tile label={t('agent.figures.newMembers')} value={String(figures.newMembers)} />
      <Tile
        label={t('agent.figures.firstDeposits')}
        value={String(figures.firstDeposits)}
        detail={<Money amount={figures.firstDepositAmount} withCurrency />}
      />
      <Tile label={t('agent.figures.activeMembers')} value={String(figures.activeMembers)} />
      <Tile
        label={t('agent.figures.deposits')}
        value={<Money amount={figures.deposits} />}
        detail={t('agent.figures.count', { count: figures.depositCount })}
      />
      <Tile
        label={t('agent.figures.withdrawals')}
        value={<Money amount={figures.withdrawals} />}
        detail={t('agent.figures.count', { count: figures.withdrawalCount })}
      />
      <Tile
        label={t('agent.figures.validBet')}
        value={<Money amount={figures.validBet} />}
        detail={t('agent.figures.bets', { count: figures.betCount })}
      />
      <Tile label={t('agent.figures.profitLoss')} value={<SignedMoney amount={figures.profitLoss} />} />
    </dl>
  );
}

/** Decimal text as a number, for drawing only (every figure shown in words stays exact). */
const plot = (amount: string) => Number(amount) || 0;

function TeamChart({ series, days }: { series: TTeamDay[]; days: number }) {
  const { t } = useTranslation();
  const { format, currency } = useMoney();
  const [metric, setMetric] = useState<Metric>('money');
  const byMetric: Record<Metric, ChartSeries[]> = {
    money: [
      {
        id: 'deposits',
        label: t('agent.figures.deposits'),
        kind: 'bar',
        values: series.map((d) => plot(d.deposits)),
      },
      {
        id: 'withdrawals',
        label: t('agent.figures.withdrawals'),
        kind: 'bar',
        values: series.map((d) => plot(d.withdrawals)),
      },
    ],
    betting: [
      {
        id: 'validBet',
        label: t('agent.figures.validBet'),
        kind: 'bar',
        values: series.map((d) => plot(d.validBet)),
      },
      {
        id: 'profitLoss',
        label: t('agent.figures.profitLoss'),
        kind: 'line',
        values: series.map((d) => plot(d.profitLoss)),
      },
    ],
    members: [
      {
        id: 'newMembers',
        label: t('agent.figures.newMembers'),
        kind: 'bar',
        values: series.map((d) => d.newMembers),
      },
      {
        id: 'activeMembers',
        label: t('agent.figures.activeMembers'),
        kind: 'line',
        values: series.map((d) => d.activeMembers),
      },
    ],
  };
  const counts = metric === 'members';
  return (
    <div className="agent-chart">
      <fieldset className="segmented agent-chart__metric">
        <legend className="visually-hidden">{t('agent.overview.metric')}</legend>
        {METRICS.map((m) => (
          <button key={m} type="button" aria-pressed={metric === m} onClick={() => setMetric(m)}>
            {t(`agent.overview.metrics.${m}`)}
          </button>
        ))}
      </fieldset>
      <Chart
        title={t(`agent.overview.metrics.${metric}`)}
        description={t('agent.overview.chartDescription', {
          days,
          from: series[0]?.day ?? '',
          to: series[series.length - 1]?.day ?? '',
          unit: counts ? t('agent.overview.people') : currency,
        })}
        categories={series.map((d) => d.day)}
        series={byMetric[metric]}
        formatValue={(value) => (counts ? String(Math.round(value)) : format(value))}
        formatCategory={(day) => day.slice(5)}
        tableLabel={t('agent.overview.showNumbers')}
        categoryHeader={t('agent.overview.day')}
      />
    </div>
  );
}
