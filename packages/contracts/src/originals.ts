/**
 * In-house games (ADR 0017): Dice, Limbo, Plinko, Keno (one call, settled at once), Mines and
 * Hi-Lo (a round the player steps through, then cashes out), all provably fair with the player's
 * seed pair (`@portal/fairness`). Amounts are decimal strings in the brand currency; multipliers are
 * decimal strings with 4 places ("1.9800"); dice targets and limbo targets/results are integers in
 * hundredths (5050 is 50.50; 200 is 2.00x). Every call needs a session (T).
 */
import type { Money } from './wallet.ts';

export const ORIGINAL_GAMES = ['DICE', 'LIMBO', 'PLINKO', 'KENO', 'MINES', 'HILO'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

/** The in-house games' codes in the catalogue (vendor BGS) and their screens on the player site. */
export const ORIGINAL_PAGES: Record<OriginalGame | 'CRASH', string> = {
  DICE: '/bgs/dice',
  LIMBO: '/bgs/limbo',
  PLINKO: '/bgs/plinko',
  KENO: '/bgs/keno',
  MINES: '/bgs/mines',
  HILO: '/bgs/hilo',
  CRASH: '/bgs/crash',
};
/** The vendor code of the in-house games. */
export const ORIGINALS_VENDOR = 'BGS';
/** The public fairness page: verifies any round in the browser. */
export const FAIRNESS_ROUTE = '/fairness';

export interface TOriginalsConfig {
  currency: string;
  exponent: number;
  minBet: Money;
  maxBet: Money;
  /** The brand's house edge in basis points (100 = 1%). */
  houseEdgeBps: number;
  /** The largest win of one bet (ADR 0029): Dice and Limbo bets that could win more are refused. */
  maxWin: Money;
}

export interface TSeedPair {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next bet will use. */
  nonce: number;
}

export interface TSeeds {
  active: TSeedPair;
  /** The server seed that rotation will make active, committed now by its hash. */
  nextServerSeedHash: string;
}

export interface TRevealedSeedPair extends TSeedPair {
  /** Now public: hashes to serverSeedHash. */
  serverSeed: string;
  createdAt: string;
  revealedAt: string;
}

export interface TRotateResult {
  previous: TRevealedSeedPair;
  seeds: TSeeds;
}

export type DiceDirection = 'OVER' | 'UNDER';
export type GameRisk = 'LOW' | 'MEDIUM' | 'HIGH';
export type HiloGuess = 'HIGHER' | 'LOWER' | 'SKIP';

export interface TCard {
  /** 0..51. */
  index: number;
  /** 1 (ace) .. 13 (king). */
  rank: number;
  suit: 'S' | 'H' | 'D' | 'C';
}

/** What the player chose, by game. */
export type TOriginalParams =
  | { game: 'DICE'; direction: DiceDirection; target: number }
  | { game: 'LIMBO'; target: number }
  | { game: 'PLINKO'; rows: number; risk: GameRisk }
  | { game: 'KENO'; picks: number[]; risk: GameRisk }
  | { game: 'MINES'; mines: number }
  | { game: 'HILO' };

/**
 * What happened, by game. Mines lie hidden until the round ends: an open round shows only the
 * tiles revealed so far.
 */
export type TOriginalOutcome =
  | { game: 'DICE'; roll: number }
  | { game: 'LIMBO'; result: number }
  | { game: 'PLINKO'; path: number[]; slot: number }
  | { game: 'KENO'; drawn: number[]; hits: number[] }
  | { game: 'MINES'; revealed: number[]; mines: number[] | null }
  | { game: 'HILO'; cards: TCard[]; guesses: HiloGuess[] };

export type OriginalRoundStatus = 'OPEN' | 'WON' | 'LOST' | 'CASHED_OUT';

export interface TOriginalRound {
  roundId: string;
  game: OriginalGame;
  status: OriginalRoundStatus;
  amount: Money;
  payout: Money;
  /** The multiplier paid (settled) or reached so far (open); "0.0000" on a loss. */
  multiplier: string;
  /** Open Mines and Hi-Lo rounds: what the next step would pay (Mines: one more safe tile). */
  nextMultiplier: string | null;
  params: TOriginalParams;
  outcome: TOriginalOutcome;
  /** MAIN wallet before the stake and after the payout (after the stake while open). */
  balanceBefore: Money;
  balanceAfter: Money;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The brand's house edge when the round was played (basis points): what its verification needs. */
  edgeBps: number;
  /** Shown once the seed pair is rotated. */
  serverSeed: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** Revealed seed pairs, newest first. */
export interface TRevealedSeedPage {
  content: TRevealedSeedPair[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

export interface TOriginalRoundPage {
  content: TOriginalRound[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

/** Bet calls carry a requestId (a retry replays the first answer) and may name the nonce they expect. */
export interface TOriginalBetBase {
  requestId: string;
  amount: Money;
  /** When given, the bet is refused (NONCE_MISMATCH) unless it is the pair's next nonce. */
  nonce?: number;
}
