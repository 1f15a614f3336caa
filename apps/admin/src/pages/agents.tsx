import { Tabs } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AgentSettingsPanel } from './agents-settings';
import { AgentTreePanel } from './agents-tree';
import './agents.css';

const TABS = ['tree', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/agents (issue 16, "Operator side"; ADR 0037): the brand's agent tree (find an account,
 * open it, move it with its team, change its type) and the brand's agent settings. The tab and
 * the opened account are in the address (`?tab=settings`, `?node=<id>`), so the member 360 page
 * can link to an account's place in the tree.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'settings' ? 'settings' : 'tree';
  const tabsId = useId();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('agents.heading')}</h1>
      </div>
      <div className="page-tabs">
        <Tabs
          label={t('agents.tabs.label')}
          tabs={TABS.map((id) => ({
            id,
            label: t(`agents.tabs.${id}`),
            tabId: `${tabsId}-${id}`,
            panelId: `${tabsId}-panel`,
          }))}
          selected={tab}
          onSelect={(next) => {
            const p = new URLSearchParams(params);
            if (next === 'tree') p.delete('tab');
            else p.set('tab', next);
            setParams(p, { replace: true });
          }}
        />
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'tree' ? <AgentTreePanel /> : <AgentSettingsPanel />}
      </div>
    </>
  );
}
