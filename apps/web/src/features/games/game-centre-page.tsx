import type { GameCategory } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CATEGORY_ICON, useCategoryEntries } from '@/lib/navigation';
import { usePopups } from '@/lib/popups';

/** Game centre (/sports, /esports, /lott, /elott, /cockfight): one card per vendor to enter its lobby. */
export function GameCentrePage({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const { open } = usePopups();
  const vendors = useCategoryEntries().find((e) => e.category === category)?.vendors ?? [];
  const title = t(`categories.${category}`);
  return (
    <div className="page">
      <PageHeader
        title={title}
        subtitle={t('games.centreSubtitle', { category: title })}
        icon={CATEGORY_ICON[category]}
      />
      {vendors.length === 0 ? (
        <EmptyState icon={CATEGORY_ICON[category]} title={t('games.noVendors', { category: title })} />
      ) : (
        <ul className="vendor-grid">
          {vendors.map((vendor) => (
            <li key={vendor.vendorCode} className="vendor-card">
              <img src={vendor.logoUrl} alt="" width={160} height={64} loading="lazy" />
              <h2 className="vendor-card__name">{vendor.name}</h2>
              <p className="vendor-card__meta">{title}</p>
              {/* Launching a lobby needs an account; visitors are asked to log in (spec section 6). */}
              <Button
                onClick={() => open('login')}
                aria-label={t('games.enterVendor', { vendor: vendor.name })}
              >
                {t('games.playNow')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
