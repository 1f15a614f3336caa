import { GAME_PAGE_SIZE, type TGameCard } from '@portal/contracts';
import { Pager } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { GameTile, GameTileSkeleton } from './game-tile';

interface GameGridProps {
  /** Undefined while the first page loads: the grid keeps its place with empty tiles. */
  games: TGameCard[] | undefined;
  label: string;
  /** A new page is on its way; the old one stays until it comes. */
  busy?: boolean;
  placeholders?: number;
  page?: { current: number; totalPages: number; onChange: (page: number) => void };
}

/** Games in a grid, with the pager under it when there is more than one page. */
export function GameGrid({ games, label, busy = false, placeholders = GAME_PAGE_SIZE, page }: GameGridProps) {
  const { t } = useTranslation();
  return (
    <div className="game-grid-wrap">
      <ul className="game-grid" aria-label={label} aria-busy={busy || games === undefined || undefined}>
        {games
          ? games.map((game) => (
              <li key={game.nodeId}>
                <GameTile game={game} />
              </li>
            ))
          : Array.from({ length: placeholders }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <li key={i}>
                <GameTileSkeleton />
              </li>
            ))}
      </ul>
      {page ? (
        <Pager
          current={page.current}
          totalPages={page.totalPages}
          onChange={page.onChange}
          label={t('games.pages', { label })}
        />
      ) : null}
    </div>
  );
}
