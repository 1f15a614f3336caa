import { ORIGINAL_GAMES, ORIGINAL_PAGES, type OriginalGame } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import './originals-switcher.css';

/** Every in-house game, crash included, in the order of the Originals lobby. */
export const SWITCHER_GAMES: (OriginalGame | 'CRASH')[] = [...ORIGINAL_GAMES, 'CRASH'];

/**
 * The chips between the in-house games (the dice, limbo… pages and the crash page); the current
 * game is marked. Needs the originals texts (the router loads them with each of these pages).
 */
export function OriginalsSwitcher({ current }: { current: OriginalGame | 'CRASH' }) {
  const { t } = useTranslation();
  return (
    <nav className="og-switch" aria-label={t('originals.otherGames')}>
      <ul className="chip-row">
        {SWITCHER_GAMES.map((g) => (
          <li key={g}>
            <NavLink
              className="chip"
              to={ORIGINAL_PAGES[g]}
              aria-current={g === current ? 'page' : undefined}
            >
              {t(`originals.games.${g}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
