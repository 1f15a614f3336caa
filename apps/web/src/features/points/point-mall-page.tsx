import type { TLiveEvent } from '@portal/contracts';
import type { TPointBalance } from '@portal/contracts/endpoints';
import { EmptyState, QueryView, Tabs } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginRequired } from '@/components/layout/login-required';
import { PageHeader } from '@/components/layout/page-header';
import { useCurrency } from '@/components/ui/money';
import { useFlag } from '@/lib/config';
import { liveConnection } from '@/lib/live-connection';
import { onPointsEvent, pointBalanceQuery } from './api';
import { ConvertTab } from './convert-tab';
import { DetailsTab } from './details-tab';
import { HistoryTab } from './history-tab';
import { MallTab } from './mall-tab';
import { groupPoints } from './parts';
import { RulesTab } from './rules-tab';
import './points.css';

const TABS = ['mall', 'convert', 'history', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];

function BalanceCard({ balance }: { balance: TPointBalance }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  return (
    <section className="points-balance" aria-label={t('loyaltyPoints.balance')}>
      <span className="points-balance__label">{t('loyaltyPoints.balance')}</span>
      <span className="points-balance__value" data-testid="points-balance">
        {t('loyaltyPoints.balanceValue', { points: groupPoints(balance.balance) })}
      </span>
      <span className="points-balance__worth">
        {t('loyaltyPoints.worth', { amount: `${currency} ${format(balance.cashValue)}` })}
      </span>
      <span className="points-balance__totals">
        <span>{t('loyaltyPoints.earnedTotal', { points: groupPoints(balance.earned) })}</span>
        <span>{t('loyaltyPoints.spentTotal', { points: groupPoints(balance.spent) })}</span>
      </span>
    </section>
  );
}

function PointsMall() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'mall';
  const baseId = useId();
  const balance = useQuery(pointBalanceQuery);
  const [notice, setNotice] = useState<string | null>(null);

  // My points move live (a settled bet, a reward, a decision): the header and lists follow.
  useEffect(
    () =>
      liveConnection.subscribe((message) => {
        const event = message as unknown as TLiveEvent;
        if (event.type === 'points') onPointsEvent(queryClient, event);
      }),
    [queryClient],
  );

  // On a phone the tab strip scrolls: the selected tab is kept in view.
  useEffect(() => {
    document
      .getElementById(`${baseId}-tab-${tab}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [baseId, tab]);

  const select = (next: Tab) => {
    setNotice(null);
    setParams(next === 'mall' ? {} : { tab: next }, { replace: true });
  };

  return (
    <QueryView query={balance} spinnerSize="lg">
      {(data) => (
        <div className="points-page">
          <BalanceCard balance={data} />
          <Tabs
            tabs={TABS.map((id) => ({
              id,
              label: t(`loyaltyPoints.tabs.${id}`),
              tabId: `${baseId}-tab-${id}`,
              panelId: `${baseId}-panel-${id}`,
            }))}
            selected={tab}
            onSelect={select}
            label={t('loyaltyPoints.tabsLabel')}
            className="tabs points-tabs"
          />
          {notice ? (
            <p className="form__success points-notice" role="status">
              {notice}
            </p>
          ) : null}
          <div
            role="tabpanel"
            id={`${baseId}-panel-${tab}`}
            aria-labelledby={`${baseId}-tab-${tab}`}
            className="points-panel"
          >
            {tab === 'mall' ? <MallTab onDone={setNotice} /> : null}
            {tab === 'convert' ? <ConvertTab balance={data} /> : null}
            {tab === 'history' ? <HistoryTab /> : null}
            {tab === 'details' ? <DetailsTab /> : null}
            {tab === 'rules' ? <RulesTab /> : null}
          </div>
        </div>
      )}
    </QueryView>
  );
}

/**
 * /pointMall (spec section 2; flag PTSYS3; issue 19): my points (live), the mall, converting to
 * cash, redeem history, points details and the rules. With PTSYS3 off the page says points are
 * not offered (the menu entry is gone too).
 */
export function PointMallPage() {
  const { t } = useTranslation();
  const enabled = useFlag('PTSYS3');
  return (
    <div className="page">
      <PageHeader title={t('loyaltyPoints.title')} subtitle={t('points.subtitle')} icon="star" />
      {enabled ? (
        <LoginRequired icon="star" title={t('loyaltyPoints.loginTitle')}>
          <PointsMall />
        </LoginRequired>
      ) : (
        <EmptyState icon="star" title={t('loyaltyPoints.unavailable')} />
      )}
    </div>
  );
}
