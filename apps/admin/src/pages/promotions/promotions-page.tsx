import { Tabs } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplicationsPanel } from './applications';
import { DrawsPanel } from './draws';
import { GrantsPanel } from './grants';
import { PromotionsPanel } from './promotions-list';
import { ReportPanel } from './report';
import { usePromotionTexts } from './texts';
import './promotions.css';

const TABS = ['promotions', 'applications', 'grants', 'draws', 'report'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/promotions (issue 18, "operator screens"): the brand's promotions (write, publish, end),
 * the applications waiting for review, the bonus grants (grant and cancel by hand), the raffle
 * draws and the cost report. The tab and its filters are in the address
 * (`?tab=applications&state=APPLYING`), so a view can be shared and survives a reload.
 */
export function PromotionsPage() {
  usePromotionTexts();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'promotions';
  const tabsId = useId();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('promotions.heading')}</h1>
      </div>
      <p className="muted pr-intro">{t('promotions.intro')}</p>
      <div className="page-tabs">
        <Tabs
          label={t('promotions.tabs.label')}
          tabs={TABS.map((id) => ({
            id,
            label: t(`promotions.tabs.${id}`),
            tabId: `${tabsId}-${id}`,
            panelId: `${tabsId}-panel`,
          }))}
          selected={tab}
          onSelect={(next) => {
            const p = new URLSearchParams();
            if (next !== 'promotions') p.set('tab', next);
            setParams(p, { replace: true });
          }}
        />
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'promotions' ? (
          <PromotionsPanel />
        ) : tab === 'applications' ? (
          <ApplicationsPanel />
        ) : tab === 'grants' ? (
          <GrantsPanel />
        ) : tab === 'draws' ? (
          <DrawsPanel />
        ) : (
          <ReportPanel />
        )}
      </div>
    </>
  );
}
