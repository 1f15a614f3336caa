import type { TGameCard } from '@portal/contracts';
import { Icon } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ICON } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { useFavouriteIds, useFavouriteToggle, useVendorMaintenance } from './api';
import { TileWin } from './tile-win';
import { useGameLauncher } from './use-game-launcher';
import './games.css';

/** Game art is square; the tile reserves its box before the image arrives (no layout shift). */
export const GAME_ICON_PX = 240;

export const gameName = (game: TGameCard) => game.gameName || game.displayName || game.nodeName;

/**
 * A game tile (spec sections 1 and 3): the art (lazy, the default icon when it fails), the name
 * and vendor, a hot badge, the favourite star and PLAY NOW. Slots (RNG) tiles have no PLAY NOW:
 * the name is their launch button. Either way the launch button covers the whole tile, so a tap
 * anywhere on it plays, and the star sits above it.
 */
export function GameTile({ game }: { game: TGameCard }) {
  const { t } = useTranslation();
  const { status, requireMember } = useSession();
  const launch = useGameLauncher();
  const { data: favouriteIds } = useFavouriteIds();
  const { toggle } = useFavouriteToggle();
  const [failed, setFailed] = useState(false);
  const maintenance = useVendorMaintenance().has(game.vassalage);

  const name = gameName(game);
  const slot = game.gameType === 'RNG';
  const member = status === 'member' || status === 'agent';
  const favourite = member && (favouriteIds ? favouriteIds.has(game.nodeId) : game.isFavorite);
  const play = () => launch({ kind: 'game', gameId: game.gameId, vendorCode: game.vassalage, name });

  // Under maintenance the tile says so and its launch buttons are disabled with the reason as their
  // name, so nobody meets an error after a tap.
  const launchLabel = (label: string) => (maintenance ? t('games.maintenanceGame', { name }) : label);

  return (
    <div className={maintenance ? 'game-tile game-tile--maintenance' : 'game-tile'}>
      <div className="game-tile__art">
        {failed ? (
          <span className="game-tile__fallback" data-testid="game-icon-fallback">
            <Icon name={CATEGORY_ICON[game.gameType] ?? 'slots'} size={44} />
          </span>
        ) : (
          <img
            src={game.iconUrl}
            alt=""
            width={GAME_ICON_PX}
            height={GAME_ICON_PX}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        )}
        {maintenance ? (
          <span className="game-tile__maintenance">{t('games.maintenance')}</span>
        ) : game.isHot === 1 ? (
          <span className="game-tile__hot">{t('games.hot')}</span>
        ) : null}
        <TileWin iconUrl={game.iconUrl} />
        {slot ? null : (
          <button
            type="button"
            className="game-tile__play"
            onClick={play}
            disabled={maintenance}
            aria-label={launchLabel(t('games.playNowGame', { name }))}
          >
            <span className="game-tile__pill">{t('games.playNow')}</span>
          </button>
        )}
      </div>
      <div className="game-tile__body">
        {slot ? (
          <button
            type="button"
            className="game-tile__name game-tile__launch"
            onClick={play}
            disabled={maintenance}
            aria-label={launchLabel(t('games.playGame', { name }))}
          >
            {name}
          </button>
        ) : (
          <span className="game-tile__name">{name}</span>
        )}
        <span className="game-tile__vendor">{game.vendorName}</span>
      </div>
      <button
        type="button"
        className="game-tile__star"
        aria-pressed={favourite}
        aria-label={t('games.favouriteGame', { name })}
        onClick={() => {
          // Visitors are asked to log in, trial players to register.
          if (requireMember()) toggle(game, !favourite);
        }}
      >
        <Icon name="star" size={18} fill={favourite ? 'currentColor' : 'none'} />
      </button>
    </div>
  );
}

/** The tile's box while its list loads. */
export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <div className="game-tile__art" />
      <div className="game-tile__body">
        <span className="game-tile__name">&nbsp;</span>
        <span className="game-tile__vendor">&nbsp;</span>
      </div>
    </div>
  );
}
