import {
  ADMIN_PROMOTION_ROUTES,
  formatMoney,
  groupMoney,
  MAX_PAGE_SIZE,
  type OperatorPermission,
  PROMOTION_CATEGORIES,
  parseMoney,
  rateText,
} from '@portal/contracts';
import type { TAdminPromotion } from '@portal/contracts/endpoints';
import { Button, SelectField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/client';
import { useOperator } from '../../lib/session';

export const R = ADMIN_PROMOTION_ROUTES;
export const PROMOTIONS_KEY = ['admin', 'promotions'] as const;
export const APPLICATIONS_KEY = ['admin', 'promotion-applications'] as const;
export const GRANTS_KEY = ['admin', 'bonus-grants'] as const;
export const PROMOTION_SETTINGS_KEY = ['admin', 'promotion-settings'] as const;
export type PromotionSettingsView = Awaited<ReturnType<typeof call<typeof R.settings>>>;

/** Whether the operator's role has the permission (the server checks it again). */
export function useCan(permission: OperatorPermission): boolean {
  return useOperator().data?.permissions.includes(permission) ?? false;
}

/** Decimal money text for people: grouped thousands, the decimals as the server wrote them. */
export const money = (value: string) => groupMoney(value);

/** 1250 → "12.5 %". */
export const percent = (bps: number) => `${rateText(bps)} %`;

/** Minor units of an amount typed in the currency (null when it is not one); commas are allowed. */
export function minorOf(text: unknown, exponent: number): bigint | null {
  return parseMoney(
    String(text ?? '')
      .trim()
      .replace(/,/g, ''),
    exponent,
  );
}

/** Minor units as the decimal text a money field holds. */
export const decimalOf = (minor: number | bigint, exponent: number) => formatMoney(BigInt(minor), exponent);

/**
 * The decimals of the brand's currency: from the promotion settings when the role may read them,
 * else from an amount the server wrote (its decimals are the currency's), else 2.
 */
export function useCurrency(sample?: string | null) {
  const canRead = useCan('settings.view');
  const settings = useQuery({
    queryKey: PROMOTION_SETTINGS_KEY,
    queryFn: ({ signal }) => call(R.settings, { signal }),
    enabled: canRead,
  });
  const fromSample = sample?.includes('.') ? (sample.split('.')[1]?.length ?? 2) : sample ? 0 : null;
  return {
    /** False while the settings the role may read are still on their way. */
    ready: !canRead || !settings.isPending,
    exponent: settings.data?.currencyExponent ?? fromSample ?? 2,
    currency: settings.data?.currency ?? '',
    settings: settings.data?.settings ?? null,
  };
}

/** A promotion's title in the console's language (English when it has none in it). */
export function titleOf(p: Pick<TAdminPromotion, 'content' | 'slug'>, language: string): string {
  const content = p.content as Record<string, { title: string } | undefined>;
  return content[language]?.title || content.en?.title || p.slug;
}

/** A state as a small coloured label (its colour from the state's kind; the words say it). */
export function StateBadge({ kind, label }: { kind: string; label: string }) {
  return <span className={`pr-badge pr-badge--${kind}`}>{label}</span>;
}

/** The colour kind of a promotion, application, grant or draw state. */
export function stateKind(state: string): string {
  switch (state) {
    case 'PUBLISHED':
    case 'APPROVED':
    case 'ACTIVE':
    case 'COMPLETED':
    case 'DRAWN':
      return 'ok';
    case 'DRAFT':
    case 'APPLYING':
    case 'PENDING':
    case 'OPEN':
      return 'wait';
    case 'REJECTED':
    case 'CANCELLED':
    case 'FORFEITED':
    case 'EXPIRED':
    case 'VOID':
      return 'bad';
    default:
      return 'off';
  }
}

/** A unique enough request id for an idempotent write (ZRequestId: 8–64 of A–Z, a–z, 0–9, _ and -). */
export function requestId(): string {
  return `console-${crypto.randomUUID()}`;
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

/**
 * A list's filter form: its fields, then Show (and Reset unless `noReset`); submitting applies the
 * named fields' values to the address (page 1 again).
 */
export function FilterForm<K extends string>({
  filters,
  keys,
  noReset,
  children,
}: {
  filters: Pick<ReturnType<typeof useFilters<K>>, 'apply' | 'key'>;
  keys: readonly K[];
  noReset?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="pr-filters"
      key={filters.key}
      onSubmit={(event) => {
        event.preventDefault();
        filters.apply(formValues(event.currentTarget, keys));
      }}
    >
      {children}
      <div className="pr-filters__buttons">
        <Button type="submit" icon="search">
          {t('promotions.apply')}
        </Button>
        {noReset ? null : (
          <Button type="button" variant="secondary" onClick={() => filters.apply({})}>
            {t('promotions.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The promotions (one page of the most a page holds) for the filters and forms that name one. */
export function usePromotionChoices() {
  const query = { pageNo: 1, pageSize: MAX_PAGE_SIZE };
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'choices'],
    queryFn: ({ signal }) => call(R.list, { query, signal }),
    staleTime: 60_000,
  });
}

/** The promotion filter (name `promotionId`; empty: all). */
export function PromotionFilter({ value }: { value: string | undefined }) {
  const { t, i18n } = useTranslation();
  const choices = usePromotionChoices();
  const list = choices.data?.list ?? [];
  return (
    <SelectField label={t('promotions.col.promotion')} name="promotionId" defaultValue={value ?? ''}>
      <option value="">{t('promotions.all')}</option>
      {value && !list.some((p) => p.id === value) ? <option value={value}>#{value}</option> : null}
      {list.map((p) => (
        <option key={p.id} value={p.id}>
          {titleOf(p, i18n.language)}
        </option>
      ))}
    </SelectField>
  );
}

/** The category filter of the promotions list (name `category`). */
export function CategoryFilter({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('promotions.col.category')} name="category" defaultValue={value ?? ''}>
      <option value="">{t('promotions.all')}</option>
      {PROMOTION_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {t(`promotions.categories.${c}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** A wagering progress bar with its figures (bps 0 … 10000). */
export function Progress({
  bps,
  wagered,
  required,
  label,
}: {
  bps: number;
  wagered: string;
  required: string;
  label: string;
}) {
  const { t } = useTranslation();
  if (!(Number(required) > 0)) return <span className="muted">{t('promotions.grants.noWagering')}</span>;
  const share = Math.max(0, Math.min(10_000, bps));
  return (
    <span className="pr-progress">
      <progress max={10_000} value={share} aria-label={label} />
      <span>
        {t('promotions.grants.progress', {
          wagered: money(wagered),
          required: money(required),
          percent: percent(Math.floor(share)),
        })}
      </span>
    </span>
  );
}
