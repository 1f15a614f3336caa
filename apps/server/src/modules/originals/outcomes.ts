import type { GameRisk, HiloGuess, OriginalGame, TCard } from '@portal/contracts';
import {
  type DiceDirection,
  HILO_MAX_CARDS,
  HILO_MAX_MULTIPLIER,
  hiloCards,
  hiloMultiplier,
  hiloWinningRanks,
  hiloWins,
  isDiceBetAllowed,
  KENO_TABLES,
  kenoDraw,
  LIMBO_TARGET,
  MINES_TILES,
  minePositions,
  minesMultiplier,
  PLINKO_TABLES,
  playDice,
  playLimbo,
  plinkoPath,
  type SeedPair,
} from '@portal/fairness';
import { AppError } from '../../platform/app-error.ts';

/**
 * What decides each in-house game, from the seed pair and the player's choices (the functions of
 * @portal/fairness, which the player's verifier runs too). Multipliers are ten-thousandths.
 */

export type InstantParams =
  | { game: 'DICE'; direction: DiceDirection; target: number }
  | { game: 'LIMBO'; target: number }
  | { game: 'PLINKO'; rows: number; risk: GameRisk }
  | { game: 'KENO'; picks: number[]; risk: GameRisk };

export interface Settled {
  multiplier: number;
  /** Stored in the round's state and shown as its outcome. */
  outcome: Record<string, unknown>;
}

const invalid = (field: string) =>
  new AppError('VALIDATION_ERROR', { value: { fields: [{ field, code: 'invalid' }] } });

/** Choices the schema cannot judge alone (dice win chance between 0.01% and 98%). */
export function checkInstant(params: InstantParams, edgeBps: number): void {
  if (params.game === 'DICE' && !isDiceBetAllowed(params.direction, params.target, edgeBps))
    throw invalid('target');
  if (params.game === 'LIMBO' && (params.target < LIMBO_TARGET.min || params.target > LIMBO_TARGET.max))
    throw invalid('target');
}

export function playInstant(pair: SeedPair, params: InstantParams, edgeBps: number): Settled {
  switch (params.game) {
    case 'DICE': {
      const o = playDice(pair, params.direction, params.target, edgeBps);
      return { multiplier: o.multiplier, outcome: { roll: o.roll } };
    }
    case 'LIMBO': {
      const o = playLimbo(pair, params.target, edgeBps);
      return { multiplier: o.multiplier, outcome: { result: o.result } };
    }
    case 'PLINKO': {
      const path = plinkoPath(pair, params.rows);
      const slot = path.reduce((sum, bit) => sum + bit, 0);
      const table = PLINKO_TABLES[params.risk][params.rows as keyof (typeof PLINKO_TABLES)['LOW']];
      return { multiplier: table[slot] as number, outcome: { path, slot } };
    }
    case 'KENO': {
      const drawn = kenoDraw(pair);
      const hits = params.picks.filter((p) => drawn.includes(p));
      const table = KENO_TABLES[params.risk][params.picks.length as keyof (typeof KENO_TABLES)['LOW']];
      return { multiplier: table[hits.length] as number, outcome: { drawn, hits } };
    }
  }
}

// ---- Mines ------------------------------------------------------------------------------------

export interface MinesState {
  revealed: number[];
}

export type MinesStep =
  | { kind: 'SAFE'; revealed: number[]; multiplier: number; cleared: boolean }
  | { kind: 'MINE'; revealed: number[] };

/** A tile revealed: a mine ends the round; the last safe tile cashes out by itself. */
export function revealTile(
  pair: SeedPair,
  mines: number,
  state: MinesState,
  tile: number,
  edgeBps: number,
): MinesStep {
  if (state.revealed.includes(tile)) throw new AppError('INVALID_STATE');
  const revealed = [...state.revealed, tile];
  if (minePositions(pair, mines).includes(tile)) return { kind: 'MINE', revealed };
  return {
    kind: 'SAFE',
    revealed,
    multiplier: minesMultiplier(mines, revealed.length, edgeBps),
    cleared: revealed.length === MINES_TILES - mines,
  };
}

// ---- Hi-Lo ------------------------------------------------------------------------------------

export interface HiloState {
  /** Cards drawn so far: the start card, then one per guess or skip. */
  cards: number;
  guesses: HiloGuess[];
  /** Winning-rank counts of the guesses won (what the multiplier is made of). */
  ranks: number[];
}

export type HiloStep =
  | { kind: 'WIN' | 'SKIP'; state: HiloState; multiplier: number }
  | { kind: 'LOSE'; state: HiloState };

export function hiloDeal(pair: SeedPair, count: number): TCard[] {
  return hiloCards(pair, count).map((c) => ({ index: c.index, rank: c.rank, suit: c.suit }));
}

export function hiloStep(pair: SeedPair, state: HiloState, guess: HiloGuess, edgeBps: number): HiloStep {
  if (state.cards >= HILO_MAX_CARDS) throw new AppError('INVALID_STATE');
  const cards = hiloDeal(pair, state.cards + 1);
  const from = (cards[state.cards - 1] as TCard).rank;
  const to = (cards[state.cards] as TCard).rank;
  const next = { cards: state.cards + 1, guesses: [...state.guesses, guess], ranks: state.ranks };
  if (guess === 'SKIP')
    return { kind: 'SKIP', state: next, multiplier: hiloMultiplier(state.ranks, edgeBps) };
  if (!hiloWins(from, to, guess)) return { kind: 'LOSE', state: next };
  const ranks = [...state.ranks, hiloWinningRanks(from, guess)];
  return { kind: 'WIN', state: { ...next, ranks }, multiplier: hiloMultiplier(ranks, edgeBps) };
}

/** A Hi-Lo round at its ceiling (or out of cards) can only be cashed out: it is, at once. */
export function hiloMustCashOut(step: HiloStep): boolean {
  return (
    step.kind !== 'LOSE' && (step.multiplier >= HILO_MAX_MULTIPLIER || step.state.cards >= HILO_MAX_CARDS)
  );
}

/** What one more step would pay: Mines one more safe tile; Hi-Lo the better of the two guesses. */
export function nextMultiplier(
  game: OriginalGame,
  params: Record<string, unknown>,
  state: Record<string, unknown>,
  pair: SeedPair,
  edgeBps: number,
): number | null {
  if (game === 'MINES') {
    const mines = params.mines as number;
    const revealed = (state as unknown as MinesState).revealed.length;
    return revealed >= MINES_TILES - mines ? null : minesMultiplier(mines, revealed + 1, edgeBps);
  }
  if (game === 'HILO') {
    const s = state as unknown as HiloState;
    const rank = (hiloDeal(pair, s.cards)[s.cards - 1] as TCard).rank;
    const best = Math.max(hiloWinningRanks(rank, 'HIGHER'), hiloWinningRanks(rank, 'LOWER'));
    return hiloMultiplier([...s.ranks, best], edgeBps);
  }
  return null;
}
