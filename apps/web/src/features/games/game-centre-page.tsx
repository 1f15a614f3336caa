import type { GameCategory, TNavVendor } from '@portal/contracts';
import { Button, EmptyState } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { CATEGORY_ICON, useCategoryEntries } from '@/lib/navigation';
import { useGameList, useVendorMaintenance } from './api';
import { GameGrid } from './game-grid';
import { useGameLauncher } from './use-game-launcher';

/** Lottery vendors offer several games, shown under the vendor; other books open as one lobby. */
const WITH_GAMES = new Set<GameCategory>(['LOTT', 'ELOTT']);

/**
 * Game centre (/sports, /esports, /lott, /elott, /cockfight): one card per vendor, whose button
 * opens the vendor's lobby (its first game in the category).
 */
export function GameCentrePage({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const vendors = useCategoryEntries().find((e) => e.category === category)?.vendors ?? [];
  const title = t(`categories.${category}`);
  const withGames = WITH_GAMES.has(category);
  return (
    <div className="page">
      <PageHeader
        title={title}
        subtitle={t('games.centreSubtitle', { category: title })}
        icon={CATEGORY_ICON[category]}
      />
      {vendors.length === 0 ? (
        <EmptyState icon={CATEGORY_ICON[category]} title={t('games.noVendors', { category: title })} />
      ) : withGames ? (
        <div className="vendor-sections">
          {vendors.map((vendor) => (
            <VendorSection key={vendor.vendorCode} category={category} vendor={vendor} />
          ))}
        </div>
      ) : (
        <ul className="vendor-grid">
          {vendors.map((vendor) => (
            <li key={vendor.vendorCode} className="vendor-card">
              <VendorCardBody category={category} vendor={vendor} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VendorCardBody({ category, vendor }: { category: GameCategory; vendor: TNavVendor }) {
  const { t } = useTranslation();
  const launch = useGameLauncher();
  const maintenance = useVendorMaintenance().has(vendor.vendorCode);
  return (
    <>
      <img className="vendor-card__logo" src={vendor.logoUrl} alt="" width={160} height={64} loading="lazy" />
      <h2 className="vendor-card__name">{vendor.name}</h2>
      <p className="vendor-card__meta">
        {maintenance ? (
          <span className="maintenance-badge">{t('games.maintenance')}</span>
        ) : (
          t(`categories.${category}`)
        )}
      </p>
      <Button
        disabled={maintenance}
        onClick={() =>
          launch({ kind: 'lobby', gameType: category, vendorCode: vendor.vendorCode, name: vendor.name })
        }
        aria-label={
          maintenance
            ? t('games.maintenanceVendor', { vendor: vendor.name })
            : t('games.enterVendor', { vendor: vendor.name })
        }
      >
        {t('games.playNow')}
      </Button>
    </>
  );
}

/** A lottery vendor: its lobby card and its games. */
function VendorSection({ category, vendor }: { category: GameCategory; vendor: TNavVendor }) {
  const { t } = useTranslation();
  const list = useGameList({ gameType: category, vassalage: vendor.vendorCode, filter: 'ALL', pageNo: 1 });
  const games = list.data?.content;
  return (
    <section className="vendor-section" aria-label={vendor.name}>
      <div className="vendor-card vendor-card--row">
        <VendorCardBody category={category} vendor={vendor} />
      </div>
      {games && games.length === 0 ? null : (
        <GameGrid games={games} label={t('games.gamesOf', { name: vendor.name })} placeholders={4} />
      )}
    </section>
  );
}
