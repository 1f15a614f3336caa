import type { TOriginalRound, TOriginalsConfig, TSeeds } from '@portal/contracts';
import type { ReactNode } from 'react';
import { i18n, initI18n, loadTexts } from '@/lib/i18n';
import { testConfig } from '@/test/fixtures';
import { PopupProbe } from '@/test/popup-probe';
import { renderApp } from '@/test/render-app';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const originalsConfig = (change: Partial<TOriginalsConfig> = {}): TOriginalsConfig => ({
  currency: 'BDT',
  exponent: 2,
  minBet: '1.00',
  maxBet: '5000.00',
  houseEdgeBps: 100,
  maxWin: '1000000.00',
  ...change,
});

export const seeds = (nonce = 7): TSeeds => ({
  active: { serverSeedHash: 'a'.repeat(64), clientSeed: 'lucky-7', nonce },
  nextServerSeedHash: 'b'.repeat(64),
});

/** A round as the server answers it; the game's params and outcome are given by the test. */
export function round(
  change: Partial<TOriginalRound> & Pick<TOriginalRound, 'params' | 'outcome'>,
): TOriginalRound {
  return {
    roundId: '501',
    game: change.params.game,
    status: 'WON',
    amount: '10.00',
    payout: '0.00',
    multiplier: '0.0000',
    nextMultiplier: null,
    balanceBefore: '100.00',
    balanceAfter: '90.00',
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'lucky-7',
    nonce: 7,
    edgeBps: 100,
    serverSeed: null,
    createdAt: '2026-03-15T08:00:00.000Z',
    settledAt: '2026-03-15T08:00:00.000Z',
    ...change,
  };
}

/** Renders a game page at its route with the popups probe, the originals texts loaded. */
export async function renderGame(path: string, page: ReactNode, entry = path) {
  if (!i18n.isInitialized) await initI18n('en');
  await loadTexts('originals');
  const result = await renderApp(
    [
      {
        path,
        element: (
          <>
            {page}
            <PopupProbe />
          </>
        ),
      },
      ...(path === '/fairness' ? [] : [{ path: '/fairness', element: <p>fairness page</p> }]),
    ],
    { config: testConfig(), path: entry },
  );
  return result;
}
