/**
 * The multiplayer crash game (issue 7): one endless series of rounds per brand, played live over
 * the WebSocket (/ws, after the hello send `{ type: 'crash.subscribe' }`).
 *
 * Fairness: the brand's rounds come from a chain of SHA-256 hashes made in advance from a secret
 * seed (`buildChain` of @portal/fairness). Only the chain's last element (its terminal hash) and a
 * random salt are published when the chain is made; game i plays chain[length - 1 - i], so every
 * revealed hash hashes (`nextChainHash`) to the hash of the game before it, and the first game's to
 * the terminal hash. A round's crash point is `crashPoint(hash, salt, edgeBps)`, the edge fixed on
 * the round when it is made. A round's hash and crash point are never shown before it ends.
 *
 * Phases: BETTING (about 7 s; bets only now), RUNNING (the multiplier rises along
 * `crashMultiplierAt(ms since startedAt)` until it reaches the crash point), CRASHED (a pause of
 * about 3 s, then the next round).
 *
 * Cash-out: decided against the crash point, not by who is faster. The multiplier at the moment
 * the server handles the request (from startedAt and the server clock) must be below the crash
 * point, else CASHOUT_TOO_LATE. An auto cash-out target (>= 1.01x) is paid at exactly its target
 * when the curve passes it, if it is at most the crash point (so P(win at M) = (1 - edge) / M). A second cash-out is ROUND_CLOSED, a
 * bet outside BETTING is BETTING_CLOSED, a stake outside the limits BET_OUT_OF_RANGE {min, max}; a
 * repeated requestId replays the first answer.
 *
 * Restart rule: a round found in BETTING or RUNNING when a game engine starts (after a crash or
 * restart of the node that ran it) becomes VOID; every bet of it still ACTIVE is refunded
 * (GAME_REFUND, exactly once); bets already cashed out stand. A VOID round's hash is revealed
 * like a crashed one's, so the chain stays verifiable.
 *
 * Multipliers and crash points are integers in hundredths (250 is 2.50x); amounts are decimal
 * strings in the brand currency.
 */
import type { Money } from './wallet.ts';

/** The catalogue code of the crash game (vendor BGS). */
export const CRASH_GAME_CODE = 'CRASH';
/** Rounds shown in the history strip. */
export const CRASH_HISTORY_SIZE = 20;
/** The smallest auto cash-out target, in hundredths. */
export const CRASH_MIN_AUTO_CASHOUT = 101;
/** The largest auto cash-out target, in hundredths (the largest crash point). */
export const CRASH_MAX_AUTO_CASHOUT = 100_000_000;

export type CrashPhase = 'BETTING' | 'RUNNING' | 'CRASHED';
export type CrashRoundStatus = 'BETTING' | 'RUNNING' | 'CRASHED' | 'VOID';
export type CrashBetStatus = 'ACTIVE' | 'CASHED_OUT' | 'LOST' | 'REFUNDED';

/** A bet as everyone sees it in the live list: the player masked, no auto cash-out target. */
export interface TCrashLiveBet {
  betId: string;
  player: string;
  amount: Money;
  /** Set once cashed out. */
  cashoutMultiplier: number | null;
  payout: Money | null;
  status: CrashBetStatus;
}

/** A bet as its owner sees it. */
export interface TCrashBet {
  betId: string;
  roundId: string;
  amount: Money;
  autoCashout: number | null;
  cashoutMultiplier: number | null;
  payout: Money;
  status: CrashBetStatus;
  /** The round's crash point once it has ended (null while it runs, and for a VOID round). */
  crashPoint: number | null;
  balanceBefore: Money;
  balanceAfter: Money;
  placedAt: string;
  settledAt: string | null;
}

/** A finished round in the history strip. */
export interface TCrashHistoryEntry {
  roundId: string;
  /** Hundredths; null for a VOID round. */
  crashPoint: number | null;
  hash: string;
  status: 'CRASHED' | 'VOID';
}

/** The published commitment of the chain now in play. */
export interface TCrashChain {
  chainId: string;
  terminalHash: string;
  salt: string;
  length: number;
}

export interface TCrashState {
  currency: string;
  exponent: number;
  minBet: Money;
  maxBet: Money;
  houseEdgeBps: number;
  serverTime: string;
  phase: CrashPhase;
  /** Null only before the brand's first round. */
  roundId: string | null;
  bettingEndsAt: string | null;
  startedAt: string | null;
  /** CRASHED: the point of the round that just ended; null otherwise. */
  crashPoint: number | null;
  /** CRASHED: when the next round should open (an estimate). */
  nextRoundAt: string | null;
  bets: TCrashLiveBet[];
  history: TCrashHistoryEntry[];
  chain: TCrashChain | null;
  /** The caller's bet on the current round, with a session. */
  myBet: TCrashBet | null;
}

/** A finished round with everything needed to check it. */
export interface TCrashRoundDetails {
  roundId: string;
  status: 'CRASHED' | 'VOID';
  gameIndex: number;
  hash: string;
  /** What `hash` hashes to: the previous game's hash, or the published terminal hash for game 0. */
  previousHash: string | null;
  crashPoint: number;
  edgeBps: number;
  chainId: string;
  salt: string;
  terminalHash: string;
  startedAt: string | null;
  crashedAt: string | null;
}

export interface TCrashBetPage {
  content: TCrashBet[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

/** What the crash subscription pushes over /ws. */
export type TCrashEvent =
  | {
      type: 'crash.round';
      roundId: string;
      phase: 'BETTING' | 'RUNNING';
      bettingEndsAt: string;
      startedAt: string | null;
      serverTime: string;
    }
  | { type: 'crash.tick'; roundId: string; elapsedMs: number; multiplier: number }
  | { type: 'crash.bet'; roundId: string; bet: TCrashLiveBet }
  | {
      type: 'crash.cashout';
      roundId: string;
      betId: string;
      player: string;
      multiplier: number;
      payout: Money;
    }
  | {
      type: 'crash.crashed';
      roundId: string;
      crashPoint: number;
      hash: string;
      crashedAt: string;
      nextRoundAt: string;
    }
  | { type: 'crash.void'; roundId: string; hash: string };

/** Messages a client sends after its hello to follow the crash game, or stop. */
export type TCrashSubscription = { type: 'crash.subscribe' } | { type: 'crash.unsubscribe' };
