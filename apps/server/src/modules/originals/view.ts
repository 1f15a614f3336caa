import type {
  HiloGuess,
  OriginalGame,
  TCard,
  TOriginalOutcome,
  TOriginalParams,
  TOriginalRound,
} from '@portal/contracts';
import { MULTIPLIER_SCALE, minePositions } from '@portal/fairness';
import type { Brand } from '../brands/brand.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { RoundRow } from './originals.repository.ts';
import { nextMultiplier } from './outcomes.ts';

/** Ten-thousandths as "1.9800". */
export const multiplierText = (tenThousandths: number | bigint): string => {
  const n = BigInt(tenThousandths);
  const scale = BigInt(MULTIPLIER_SCALE);
  return `${n / scale}.${String(n % scale).padStart(4, '0')}`;
};

const pairOf = (row: RoundRow) => ({
  serverSeed: row.server_seed,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});

function outcomeOf(row: RoundRow): TOriginalOutcome {
  const s = row.state;
  switch (row.game as OriginalGame) {
    case 'DICE':
      return { game: 'DICE', roll: s.roll as number };
    case 'LIMBO':
      return { game: 'LIMBO', result: s.result as number };
    case 'PLINKO':
      return { game: 'PLINKO', path: s.path as number[], slot: s.slot as number };
    case 'KENO':
      return { game: 'KENO', drawn: s.drawn as number[], hits: s.hits as number[] };
    case 'MINES':
      // The mines stay secret while the round is open.
      return {
        game: 'MINES',
        revealed: s.revealed as number[],
        mines: row.status === 'OPEN' ? null : minePositions(pairOf(row), row.params.mines as number),
      };
    case 'HILO':
      return { game: 'HILO', cards: s.dealt as TCard[], guesses: s.guesses as HiloGuess[] };
  }
}

export function roundView(brand: Brand, row: RoundRow): TOriginalRound {
  const open = row.status === 'OPEN';
  const next = open
    ? nextMultiplier(row.game as OriginalGame, row.params, row.state, pairOf(row), row.edge_bps)
    : null;
  return {
    roundId: String(row.id),
    game: row.game as OriginalGame,
    status: row.status,
    amount: moneyText(brand, row.stake),
    payout: moneyText(brand, row.payout),
    multiplier: multiplierText(row.multiplier),
    nextMultiplier: next === null ? null : multiplierText(next),
    params: { game: row.game, ...row.params } as TOriginalParams,
    outcome: outcomeOf(row),
    balanceBefore: moneyText(brand, row.balance_before),
    balanceAfter: moneyText(brand, row.balance_after),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    edgeBps: row.edge_bps,
    serverSeed: row.pair_status === 'REVEALED' ? row.server_seed : null,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}
