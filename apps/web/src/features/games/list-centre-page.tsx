import { GAME_FILTERS, type GameCategory, type GameFilter } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { CATEGORY_ICON, useCategoryEntries } from '@/lib/navigation';

/**
 * Game list centre (/live, /fish, /rng, /pvp, /bgs): vendor tabs, the NEW/FAV/ALL/HOT/RECENT
 * filters and a search, over the grid of games. `vassalage` in the query picks the vendor.
 */
export function ListCentrePage({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const searchId = useId();
  const entry = useCategoryEntries().find((e) => e.category === category);
  const vendors = entry?.vendors ?? [];
  const vassalage = params.get('vassalage') ?? '';
  const filter = (GAME_FILTERS as readonly string[]).includes(params.get('filter') ?? '')
    ? (params.get('filter') as GameFilter)
    : 'ALL';
  const query = params.get('q') ?? '';
  const vendor = vendors.find((v) => v.vendorCode === vassalage);
  const title = t(`categories.${category}`);

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="page">
      <PageHeader
        title={title}
        subtitle={t('games.listSubtitle', { category: title })}
        icon={CATEGORY_ICON[category]}
      />

      {vendors.length > 0 ? (
        <fieldset className="chip-row">
          <legend className="visually-hidden">{t('games.vendors')}</legend>
          <button
            type="button"
            className="chip"
            aria-pressed={!vendor}
            onClick={() => update('vassalage', '')}
          >
            {t('games.allVendors')}
          </button>
          {vendors.map((v) => (
            <button
              key={v.vendorCode}
              type="button"
              className="chip chip--vendor"
              aria-pressed={vendor?.vendorCode === v.vendorCode}
              onClick={() => update('vassalage', v.vendorCode)}
            >
              <img src={v.logoUrl} alt="" width={40} height={16} loading="lazy" />
              {v.name}
            </button>
          ))}
        </fieldset>
      ) : null}

      <div className="toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('games.filter')}</legend>
          {GAME_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => update('filter', f === 'ALL' ? '' : f)}
            >
              {t(`games.filters.${f}`)}
            </button>
          ))}
        </fieldset>
        <div className="search-box">
          <Icon name="search" size={18} />
          <label htmlFor={searchId} className="visually-hidden">
            {t('games.search')}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={t('games.searchPlaceholder')}
            defaultValue={query}
            maxLength={50}
            onChange={(e) => update('q', e.target.value.trim())}
          />
        </div>
      </div>

      <EmptyState
        icon={CATEGORY_ICON[category]}
        title={
          vendor
            ? t('games.emptyVendor', { vendor: vendor.name })
            : t('games.emptyCategory', { category: title })
        }
        description={t('games.emptyHint')}
      />
    </div>
  );
}
