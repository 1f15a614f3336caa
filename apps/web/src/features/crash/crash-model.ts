import {
  CRASH_HISTORY_SIZE,
  type CrashPhase,
  type TCrashBet,
  type TCrashChain,
  type TCrashEvent,
  type TCrashHistoryEntry,
  type TCrashLiveBet,
  type TCrashState,
} from '@portal/contracts';
import { formatMinor } from '@/lib/format';

/**
 * The game as this tab sees it: a snapshot from the state call, moved on by the live events. Times
 * are in this device's clock (Date.now()), converted with the offset to the server's clock.
 */
export interface CrashModel {
  phase: CrashPhase;
  roundId: string | null;
  bettingEndsAt: number | null;
  /** When the curve started, in local time; ticks correct it. */
  startedAt: number | null;
  crashPoint: number | null;
  /** The round just ended was void (a restart): its bets were refunded. */
  voided: boolean;
  nextRoundAt: number | null;
  bets: TCrashLiveBet[];
  history: TCrashHistoryEntry[];
  chain: TCrashChain | null;
  myBet: TCrashBet | null;
  /** Server time minus local time, in ms. */
  offsetMs: number;
}

export type CrashAction =
  | { type: 'snapshot'; state: TCrashState; receivedAt: number }
  | { type: 'event'; event: TCrashEvent; receivedAt: number }
  | { type: 'myBet'; bet: TCrashBet };

const at = (iso: string | null, offsetMs: number) => (iso === null ? null : Date.parse(iso) - offsetMs);

export function modelFromState(state: TCrashState, receivedAt: number): CrashModel {
  const offsetMs = Date.parse(state.serverTime) - receivedAt;
  return {
    phase: state.phase,
    roundId: state.roundId,
    bettingEndsAt: at(state.bettingEndsAt, offsetMs),
    startedAt: at(state.startedAt, offsetMs),
    crashPoint: state.crashPoint,
    voided: state.phase === 'CRASHED' && state.crashPoint === null && state.roundId !== null,
    nextRoundAt: at(state.nextRoundAt, offsetMs),
    bets: state.bets,
    history: state.history,
    chain: state.chain,
    myBet: state.myBet,
    offsetMs,
  };
}

const settle = (bet: TCrashLiveBet, status: 'LOST' | 'REFUNDED'): TCrashLiveBet =>
  bet.status === 'ACTIVE' ? { ...bet, status } : bet;

function withHistory(model: CrashModel, entry: TCrashHistoryEntry): TCrashHistoryEntry[] {
  return [entry, ...model.history.filter((h) => h.roundId !== entry.roundId)].slice(0, CRASH_HISTORY_SIZE);
}

export function crashReducer(model: CrashModel | null, action: CrashAction): CrashModel | null {
  if (action.type === 'snapshot') return modelFromState(action.state, action.receivedAt);
  if (!model) return model;
  if (action.type === 'myBet') {
    if (action.bet.roundId !== model.roundId) return model;
    return { ...model, myBet: action.bet };
  }
  const { event, receivedAt } = action;
  switch (event.type) {
    case 'crash.round': {
      const offsetMs = Date.parse(event.serverTime) - receivedAt;
      const fresh = event.roundId !== model.roundId;
      return {
        ...model,
        offsetMs,
        phase: event.phase,
        roundId: event.roundId,
        bettingEndsAt: at(event.bettingEndsAt, offsetMs),
        startedAt: at(event.startedAt, offsetMs),
        crashPoint: null,
        voided: false,
        nextRoundAt: null,
        bets: fresh ? [] : model.bets,
        myBet: fresh ? null : model.myBet,
      };
    }
    case 'crash.tick': {
      if (event.roundId !== model.roundId) return model;
      // The server's elapsed time puts the local curve right (it arrives a little late: so do we).
      return { ...model, phase: 'RUNNING', startedAt: receivedAt - event.elapsedMs };
    }
    case 'crash.bet': {
      if (event.roundId !== model.roundId || model.bets.some((b) => b.betId === event.bet.betId))
        return model;
      return { ...model, bets: [...model.bets, event.bet] };
    }
    case 'crash.cashout': {
      if (event.roundId !== model.roundId) return model;
      const bets = model.bets.map((b) =>
        b.betId === event.betId
          ? { ...b, status: 'CASHED_OUT' as const, cashoutMultiplier: event.multiplier, payout: event.payout }
          : b,
      );
      const myBet =
        model.myBet?.betId === event.betId
          ? {
              ...model.myBet,
              status: 'CASHED_OUT' as const,
              cashoutMultiplier: event.multiplier,
              payout: event.payout,
            }
          : model.myBet;
      return { ...model, bets, myBet };
    }
    case 'crash.crashed': {
      if (event.roundId !== model.roundId) return model;
      const myBet =
        model.myBet?.status === 'ACTIVE'
          ? { ...model.myBet, status: 'LOST' as const, crashPoint: event.crashPoint }
          : model.myBet
            ? { ...model.myBet, crashPoint: event.crashPoint }
            : null;
      return {
        ...model,
        phase: 'CRASHED',
        crashPoint: event.crashPoint,
        nextRoundAt: Date.parse(event.nextRoundAt) - model.offsetMs,
        bets: model.bets.map((b) => settle(b, 'LOST')),
        myBet,
        history: withHistory(model, {
          roundId: event.roundId,
          crashPoint: event.crashPoint,
          hash: event.hash,
          status: 'CRASHED',
        }),
      };
    }
    case 'crash.void': {
      if (event.roundId !== model.roundId) return model;
      return {
        ...model,
        phase: 'CRASHED',
        voided: true,
        crashPoint: null,
        nextRoundAt: null,
        bets: model.bets.map((b) => settle(b, 'REFUNDED')),
        myBet: model.myBet?.status === 'ACTIVE' ? { ...model.myBet, status: 'REFUNDED' } : model.myBet,
        history: withHistory(model, {
          roundId: event.roundId,
          crashPoint: null,
          hash: event.hash,
          status: 'VOID',
        }),
      };
    }
    default:
      return model;
  }
}

/** Hundredths as the screen shows a multiplier: "2.35×". */
export const formatMultiplier = (hundredths: number) =>
  `${formatMinor(BigInt(Math.floor(hundredths)), 'en', 2)}×`;

/** Stake × multiplier, rounded down, as the server pays it (minor units, exponent decimals). */
export function payoutOf(stakeMinor: bigint, hundredths: number): bigint {
  return (stakeMinor * BigInt(Math.floor(hundredths))) / 100n;
}

/** The colour band of a crash point in the history strip. */
export function pointTone(point: number | null): 'void' | 'low' | 'mid' | 'high' | 'moon' {
  if (point === null) return 'void';
  if (point < 200) return 'low';
  if (point < 1_000) return 'mid';
  if (point < 10_000) return 'high';
  return 'moon';
}
