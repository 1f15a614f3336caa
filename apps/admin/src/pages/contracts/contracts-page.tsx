import { Tabs } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BillsPanel } from './bills';
import { ContractsPanel } from './contracts-list';
import { RunsPanel } from './runs';
import './contracts.css';

const TABS = ['contracts', 'bills', 'runs'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/contracts (issue 17, "operator screens"): the brand's agent contracts, their bills (with
 * approval and abuse flags) and the settlement runs (rerun a period). The tab and its filters are
 * in the address (`?tab=bills&state=PENDING_APPROVAL`), so a view can be shared and survives a reload.
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'contracts';
  const tabsId = useId();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('contracts.heading')}</h1>
      </div>
      <p className="muted ct-intro">{t('contracts.intro')}</p>
      <div className="page-tabs">
        <Tabs
          label={t('contracts.tabs.label')}
          tabs={TABS.map((id) => ({
            id,
            label: t(`contracts.tabs.${id}`),
            tabId: `${tabsId}-${id}`,
            panelId: `${tabsId}-panel`,
          }))}
          selected={tab}
          onSelect={(next) => {
            const p = new URLSearchParams();
            if (next !== 'contracts') p.set('tab', next);
            setParams(p, { replace: true });
          }}
        />
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'contracts' ? <ContractsPanel /> : tab === 'bills' ? <BillsPanel /> : <RunsPanel />}
      </div>
    </>
  );
}

/** The filters of a panel from the address, and a way to change them (page 1 again) or the page. */
export function useFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k)?.trim() || undefined])) as Record<
    K,
    string | undefined
  >;
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const apply = (next: Partial<Record<K, string>>) => {
    const p = new URLSearchParams();
    const tab = params.get('tab');
    if (tab) p.set('tab', tab);
    for (const key of keys) {
      const value = next[key]?.trim();
      if (value) p.set(key, value);
    }
    setParams(p);
  };
  const goTo = (page: number) => {
    const p = new URLSearchParams(params);
    p.set('page', String(page));
    setParams(p);
  };
  return { values, pageNo, apply, goTo, key: params.toString() };
}

/** The text fields of a submitted filter form. */
export function formValues<K extends string>(form: HTMLFormElement, keys: readonly K[]) {
  const data = new FormData(form);
  return Object.fromEntries(keys.map((k) => [k, String(data.get(k) ?? '')])) as Record<K, string>;
}
