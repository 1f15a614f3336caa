import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor, toMinorUnits } from '@/lib/format';
import { useWinners } from './api';

/** The number on a game icon grows one step every 3 s (spec section 9) until it is the record's. */
export const TILE_WIN_STEP_MS = 3_000;
export const TILE_WIN_STEPS = 4;

/**
 * The game icon's number (spec section 9): the biggest win of the week on this game, from the
 * winner board the home page shows (matched by the game's icon, one per game). It counts up in
 * TILE_WIN_STEPS steps from the first (never "0.00", which no one won), one every 3 s, and stops
 * at the recorded amount, so what stays on
 * the tile is exactly the record. Games without a win this week show no number. Screen readers
 * get the final amount at once; with reduced motion the number does not move.
 */
export function TileWin({ iconUrl }: { iconUrl: string }) {
  const { t, i18n } = useTranslation();
  const { data: winners } = useWinners();
  const amount = winners
    ?.filter((w) => w.iconUrl === iconUrl)
    .map((w) => toMinorUnits(w.winAmount) ?? 0n)
    .reduce((best, minor) => (minor > best ? minor : best), 0n);
  const shown = useCountUp(amount ?? 0n);
  if (!amount) return null;
  const final = formatMinor(amount, i18n.language);
  return (
    <span className="game-tile__win">
      <span aria-hidden="true">{t('games.tileWin', { amount: formatMinor(shown, i18n.language) })}</span>
      <span className="visually-hidden">{t('games.tileWin', { amount: final })}</span>
    </span>
  );
}

function useCountUp(target: bigint): bigint {
  const [step, setStep] = useState(1);
  const still =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  useEffect(() => {
    setStep(1);
    if (target <= 0n || still) return;
    const timer = window.setInterval(() => {
      setStep((s) => {
        if (s + 1 >= TILE_WIN_STEPS) window.clearInterval(timer);
        return Math.min(s + 1, TILE_WIN_STEPS);
      });
    }, TILE_WIN_STEP_MS);
    return () => window.clearInterval(timer);
  }, [target, still]);
  if (still || step >= TILE_WIN_STEPS) return target;
  return (target * BigInt(step)) / BigInt(TILE_WIN_STEPS);
}
