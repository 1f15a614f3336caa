import { parseMoney, type TCrashBet } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrashModel } from './crash-model';

/** ADR 0045: a run bets on at most this many rounds. */
export const CRASH_AUTO_MAX_ROUNDS = 1000;

export type CrashAutoStop = 'done' | 'stopped' | 'profit' | 'loss' | 'error' | 'hidden';

export interface CrashAutoPlan {
  /** Rounds to bet on; null: until a stop (at most 1000). */
  rounds: number | null;
  stopProfit: bigint | null;
  stopLoss: bigint | null;
  bet: { amount: string; autoCashout: number };
}

export interface CrashAutoSummary {
  rounds: number;
  wins: number;
  /** Net profit of the run in minor units (payouts − stakes of its settled bets). */
  net: bigint;
}

/**
 * Crash's automatic betting (ADR 0045): the same bet, with its automatic cash-out, on each new
 * round while the run lasts; a bet's outcome is counted when the round settles it. Stops after the
 * rounds asked, at the profit or loss limit, on an error, when the page is hidden, and on Stop.
 */
export function useCrashAutobet({
  model,
  exponent,
  busy,
  error,
  placeBet,
}: {
  model: CrashModel | null;
  exponent: number;
  busy: boolean;
  error: string | null;
  placeBet: (bet: { amount: string; autoCashout: number }) => void;
}) {
  const [plan, setPlan] = useState<CrashAutoPlan | null>(null);
  const [summary, setSummary] = useState<CrashAutoSummary | null>(null);
  const [stopped, setStopped] = useState<CrashAutoStop | null>(null);
  const betOn = useRef<string | null>(null);
  const counted = useRef(new Set<string>());

  const planRef = useRef<CrashAutoPlan | null>(null);
  const tally = useRef<CrashAutoSummary>({ rounds: 0, wins: 0, net: 0n });

  const stop = useCallback((reason: CrashAutoStop) => {
    if (!planRef.current) return;
    planRef.current = null;
    setPlan(null);
    setStopped(reason);
  }, []);

  const start = useCallback((next: CrashAutoPlan) => {
    betOn.current = null;
    counted.current = new Set();
    tally.current = { rounds: 0, wins: 0, net: 0n };
    planRef.current = next;
    setSummary(tally.current);
    setStopped(null);
    setPlan(next);
  }, []);

  // A new round open for bets: bet once on it.
  const roundId = model?.roundId ?? null;
  const phase = model?.phase ?? null;
  const hasBet = model?.myBet !== null && model?.myBet !== undefined;
  useEffect(() => {
    if (!plan || phase !== 'BETTING' || roundId === null || hasBet || busy) return;
    if (betOn.current === roundId) return;
    const placed = tally.current.rounds;
    const limit = Math.min(plan.rounds ?? CRASH_AUTO_MAX_ROUNDS, CRASH_AUTO_MAX_ROUNDS);
    if (placed >= limit) return;
    betOn.current = roundId;
    placeBet(plan.bet);
  }, [plan, phase, roundId, hasBet, busy, placeBet]);

  // A bet of the run settled: count it, then see whether a stop is reached.
  const myBet: TCrashBet | null = model?.myBet ?? null;
  useEffect(() => {
    if (!plan || !myBet || myBet.status === 'ACTIVE' || counted.current.has(myBet.betId)) return;
    if (betOn.current !== myBet.roundId) return;
    counted.current.add(myBet.betId);
    const profit = (parseMoney(myBet.payout, exponent) ?? 0n) - (parseMoney(myBet.amount, exponent) ?? 0n);
    const next = {
      rounds: tally.current.rounds + 1,
      wins: tally.current.wins + (profit > 0n ? 1 : 0),
      net: tally.current.net + profit,
    };
    tally.current = next;
    setSummary(next);
    const limit = Math.min(plan.rounds ?? CRASH_AUTO_MAX_ROUNDS, CRASH_AUTO_MAX_ROUNDS);
    if (plan.stopProfit !== null && next.net >= plan.stopProfit) stop('profit');
    else if (plan.stopLoss !== null && -next.net >= plan.stopLoss) stop('loss');
    else if (next.rounds >= limit) stop('done');
  }, [plan, myBet, exponent, stop]);

  // A refused bet ends the run (its message is shown by the panel).
  useEffect(() => {
    if (error) stop('error');
  }, [error, stop]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') stop('hidden');
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
  }, [stop]);

  return { running: plan !== null, start, stop: () => stop('stopped'), summary, stopped };
}

export type CrashAutobet = ReturnType<typeof useCrashAutobet>;
