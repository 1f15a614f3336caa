import type { TGameCard } from '@portal/contracts';
import { Icon } from '@portal/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameTile, GameTileSkeleton } from './game-tile';
import './games.css';

/** The arrows move the row two tiles at a time (spec section 9). */
const TILES_PER_STEP = 2;

interface GameRowProps {
  title: string;
  /** The row's heading level in its page. */
  level: 2 | 3;
  /** Undefined while loading: the row keeps its height with empty tiles. */
  games: TGameCard[] | undefined;
  arrows: boolean;
  logoUrl?: string;
  more?: { to: string; label: string };
  /** The row's vendor is under maintenance: a badge beside its name (the tiles say it too). */
  maintenance?: boolean;
}

/**
 * A row of game tiles that scrolls sideways (6 in view on wide screens, fewer on phones; a swipe
 * or the arrows move it). The tiles have fixed boxes, so the page below never moves as they load.
 */
export function GameRow({ title, level, games, arrows, logoUrl, more, maintenance }: GameRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);
  useEffect(() => {
    if (games) measure();
  }, [games, measure]);

  const slide = (direction: 1 | -1) => {
    const el = track.current;
    const tile = el?.firstElementChild as HTMLElement | null;
    if (!el || !tile) return;
    const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
    el.scrollBy({ left: direction * TILES_PER_STEP * (tile.offsetWidth + gap) });
  };

  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="game-row" aria-labelledby={headingId}>
      <div className="game-row__header">
        {logoUrl ? (
          <img className="game-row__logo" src={logoUrl} alt="" width={60} height={24} loading="lazy" />
        ) : null}
        <Heading id={headingId} className="game-row__title">
          {title}
          {maintenance ? (
            <>
              {' '}
              <span className="maintenance-badge">{t('games.maintenance')}</span>
            </>
          ) : null}
        </Heading>
        <div className="game-row__tools">
          {more ? (
            <Link to={more.to} className="game-row__more" aria-label={more.label}>
              {t('games.all')}
              <Icon name="chevronRight" size={16} />
            </Link>
          ) : null}
          {arrows && games ? (
            <>
              <button
                type="button"
                className="icon-button game-row__arrow"
                onClick={() => slide(-1)}
                disabled={edges.start}
                aria-label={t('games.scrollBack', { name: title })}
              >
                <Icon name="chevronLeft" size={18} />
              </button>
              <button
                type="button"
                className="icon-button game-row__arrow"
                onClick={() => slide(1)}
                disabled={edges.end}
                aria-label={t('games.scrollOn', { name: title })}
              >
                <Icon name="chevronRight" size={18} />
              </button>
            </>
          ) : null}
        </div>
      </div>
      <ul
        ref={track}
        className="game-row__track"
        aria-labelledby={headingId}
        aria-busy={games === undefined || undefined}
        onScroll={measure}
      >
        {games
          ? games.map((game) => (
              <li key={game.nodeId} className="game-row__item">
                <GameTile game={game} />
              </li>
            ))
          : Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <li key={i} className="game-row__item">
                <GameTileSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
