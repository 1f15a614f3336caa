import { type GameCategory, VENDOR_ROW_SIZE } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryEntries, vendorGamesPath } from '@/lib/navigation';
import { useVendorLanes, useVendorMaintenance } from './api';
import { GameRow } from './game-row';
import './games.css';

/**
 * The home page's vendor rows (value.data.lanes), one category at a time: each vendor with its
 * first 12 games, arrows when it has more than 12 in all, and a link to all of them.
 */
export function VendorRows({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: lanes, isError } = useVendorLanes({ enabled });
  const entries = useCategoryEntries();
  const maintenance = useVendorMaintenance();
  const firstVendors = entries[0]?.vendors ?? [];
  // Until the rows come, the navigation's categories hold the chips' place.
  const categories = lanes
    ? [...new Set(lanes.map((lane) => lane.gameCategory))]
    : entries.map((entry) => entry.category);
  const [picked, setPicked] = useState<GameCategory | null>(null);
  if (isError || (lanes && lanes.length === 0)) return null;
  const category = picked && categories.includes(picked) ? picked : categories[0];
  const shown = (lanes ?? []).filter((lane) => lane.gameCategory === category);

  return (
    <section className="home__section vendor-rows" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {t('games.byProvider')}
      </h2>
      <fieldset className="chip-row">
        <legend className="visually-hidden">{t('games.rowCategory')}</legend>
        {categories.map((c) => (
          <button
            key={c}
            type="button"
            className="chip"
            aria-pressed={c === category}
            onClick={() => setPicked(c)}
          >
            {t(`categories.${c}`)}
          </button>
        ))}
      </fieldset>
      {lanes
        ? shown.map((lane) => (
            <GameRow
              key={`${lane.gameCategory}-${lane.vendorCode}`}
              title={lane.name}
              level={3}
              logoUrl={lane.logoUrl}
              maintenance={maintenance.has(lane.vendorCode)}
              games={lane.games.slice(0, VENDOR_ROW_SIZE)}
              arrows={lane.total > VENDOR_ROW_SIZE}
              more={{
                to: vendorGamesPath(lane.gameCategory, lane.vendorCode),
                label: t('games.allOf', { name: lane.name, count: lane.total }),
              }}
            />
          ))
        : // While loading, one placeholder row per vendor of the first category, so the section
          // has its final height and nothing below it moves when the rows arrive.
          (firstVendors.length > 0 ? firstVendors : [null]).map((vendor, index) => (
            <GameRow
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              key={index}
              title={vendor?.name ?? t('common.loading')}
              level={3}
              logoUrl={vendor?.logoUrl}
              games={undefined}
              arrows={false}
            />
          ))}
    </section>
  );
}
