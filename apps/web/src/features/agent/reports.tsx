import { GAME_CATEGORY_CODES } from '@portal/contracts';
import type { DateRange } from '@portal/ui';
import { Button, Field } from '@portal/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemConfig } from '@/lib/config';
import { PeriodPicker } from './period';

export { useCategoryName } from '@/components/records/records';

/** The categories and vendors of the brand's game menus, for the report filters. */
export function useGameFilters() {
  const { gameMenus } = useSystemConfig();
  const vendors = new Map<string, string>();
  for (const menu of gameMenus)
    for (const vendor of menu.vendors) vendors.set(vendor.vendorCode, vendor.name);
  return {
    categories: GAME_CATEGORY_CODES,
    vendors: [...vendors]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * A report's controls: the period, an account to narrow it to (applied with the button), and the
 * page's own filters (applied as they change).
 */
export function ReportFilters({
  range,
  onRange,
  onAccount,
  children,
}: {
  range: DateRange;
  onRange: (range: DateRange) => void;
  onAccount?: (account: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onAccount?.(draft.trim().toLowerCase());
  };
  return (
    <div className="agent-report-controls">
      <PeriodPicker value={range} onChange={onRange} />
      {onAccount || children ? (
        <form className="agent-filters" onSubmit={apply}>
          {onAccount ? (
            <Field
              label={t('agent.reports.account')}
              hint={t('agent.reports.accountHint')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              maxLength={64}
              autoComplete="off"
              autoCapitalize="none"
            />
          ) : null}
          {children}
          {onAccount ? (
            <Button type="submit" variant="secondary" icon="search">
              {t('agent.reports.apply')}
            </Button>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
