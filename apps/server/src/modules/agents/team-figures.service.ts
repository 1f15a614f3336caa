import { AGENT_TYPES, formatMoney } from '@portal/contracts';
import type { TTeamDay, TTeamFigures, TTeamOverview } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';
import {
  type FigureSubject,
  registrationsOfSubject,
  type TeamScope,
  type TeamWindow,
  teamCounts,
} from '../member/members.ts';
import { creditedTeamDeposits } from '../payments/team-figures.ts';
import { type DayRange, paidTeamWithdrawals, settledTeamBets } from '../wallet/team-figures.ts';

/**
 * The figures of an agent's team (issue 16; ADR 0034 defines each): new members, first deposits,
 * active members, deposits, withdrawals, settled bets' valid bet and the members' profit/loss.
 * The team is everyone under the agent (the agent's own play is not its team's); a figure can
 * also be of one member (the team-member summary). Each source is read through its owner's
 * published function in one statement (member, payments, wallet), all in parallel.
 */

export interface FiguresDeps {
  db: Db;
  brand: Pick<Brand, 'currencyExponent'>;
}

/** The figures in minor units. */
export interface Figures {
  newMembers: number;
  firstDeposits: number;
  firstDepositAmount: bigint;
  activeMembers: number;
  depositCount: number;
  deposits: bigint;
  withdrawalCount: number;
  withdrawals: bigint;
  betCount: number;
  validBet: bigint;
  profitLoss: bigint;
}

export const emptyFigures = (): Figures => ({
  newMembers: 0,
  firstDeposits: 0,
  firstDepositAmount: 0n,
  activeMembers: 0,
  depositCount: 0,
  deposits: 0n,
  withdrawalCount: 0,
  withdrawals: 0n,
  betCount: 0,
  validBet: 0n,
  profitLoss: 0n,
});

/** Figures as the API answers them: money as decimal text in the brand currency's exponent. */
export function figuresView(f: Figures, exponent: number): TTeamFigures {
  const money = (minor: bigint) => formatMoney(minor, exponent);
  return {
    newMembers: f.newMembers,
    firstDeposits: f.firstDeposits,
    firstDepositAmount: money(f.firstDepositAmount),
    activeMembers: f.activeMembers,
    depositCount: f.depositCount,
    deposits: money(f.deposits),
    withdrawalCount: f.withdrawalCount,
    withdrawals: money(f.withdrawals),
    betCount: f.betCount,
    validBet: money(f.validBet),
    profitLoss: money(f.profitLoss),
  };
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The yyyy-MM-dd an instant falls on in a clock `utcOffset` minutes east of UTC. */
export const dayIn = (at: Date, utcOffset: number) =>
  new Date(at.getTime() + utcOffset * MINUTE_MS).toISOString().slice(0, 10);

/** The instant a day of the clock begins. */
export const startOf = (day: string, utcOffset: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - utcOffset * MINUTE_MS);

/** A day `n` days after `day` (before it when negative). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Per day of the window (and the null day for the whole window): every source's figures. */
async function figuresByDay(db: Db, subject: FigureSubject, w: TeamWindow, ranges: DayRange[], daily = true) {
  const [registrations, deposits, withdrawals, bets] = await Promise.all([
    registrationsOfSubject(db, subject, w),
    creditedTeamDeposits(db, subject, w),
    paidTeamWithdrawals(db, subject, w),
    settledTeamBets(db, subject, w, ranges, { daily }),
  ]);
  const days = new Map<string | null, Figures>();
  const at = (day: string | null) => {
    let f = days.get(day);
    if (!f) {
      f = emptyFigures();
      days.set(day, f);
    }
    return f;
  };
  for (const r of registrations) at(r.day).newMembers = Number(r.n);
  for (const r of deposits) {
    const f = at(r.day);
    f.depositCount = Number(r.n);
    f.deposits = BigInt(r.amount);
    f.firstDeposits = Number(r.firstN);
    f.firstDepositAmount = BigInt(r.firstAmount);
  }
  for (const r of withdrawals) {
    const f = at(r.day);
    f.withdrawalCount = Number(r.n);
    f.withdrawals = BigInt(r.amount);
  }
  let rangeActive: number[] = ranges.map(() => 0);
  for (const r of bets) {
    const f = at(r.day);
    f.betCount = Number(r.n);
    f.validBet = BigInt(r.valid);
    f.profitLoss = BigInt(r.pl);
    f.activeMembers = Number(r.active);
    if (r.day === null) rangeActive = r.ranges.map(Number);
  }
  return { days, rangeActive };
}

/**
 * The figures of a team (a TeamScope: everyone under its head) or of one member
 * ({merchantId, memberId}) over [from, to). Used by the team-member summary (last 30 days,
 * lifetime) as well as the reports.
 */
export async function teamFigures(
  deps: FiguresDeps,
  subject: FigureSubject,
  period: { from: Date; to: Date },
): Promise<TTeamFigures> {
  const { days } = await figuresByDay(deps.db, subject, { ...period, utcOffsetMinutes: 0 }, [], false);
  return figuresView(days.get(null) ?? emptyFigures(), deps.brand.currencyExponent);
}

/** Today, yesterday, this week (from Monday) and this month of a clock, as day ranges. */
export function periodsOf(now: Date, utcOffset: number) {
  const today = dayIn(now, utcOffset);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return {
    today: { from: today, to: today },
    yesterday: { from: addDays(today, -1), to: addDays(today, -1) },
    thisWeek: { from: addDays(today, -((weekday + 6) % 7)), to: today },
    thisMonth: { from: `${today.slice(0, 8)}01`, to: today },
  };
}

const PERIOD_NAMES = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;

/**
 * The team overview: head counts, the four periods of the agent's clock and a daily series of
 * `days` days ending today. One statement per source over the widest range (the series, the
 * month or yesterday, whichever starts first), grouped by day; each period's sums add its days,
 * its distinct active members are counted in the bets' statement.
 */
export async function teamOverview(
  deps: FiguresDeps & { brand: Pick<Brand, 'currency' | 'currencyExponent'> },
  scope: TeamScope,
  q: { utcOffset: number; days: number; now: Date },
): Promise<TTeamOverview> {
  const periods = periodsOf(q.now, q.utcOffset);
  const today = periods.today.to;
  const seriesFrom = addDays(today, -(q.days - 1));
  const first = [seriesFrom, periods.yesterday.from, periods.thisWeek.from, periods.thisMonth.from].sort()[0];
  const window: TeamWindow = {
    from: startOf(first as string, q.utcOffset),
    to: startOf(addDays(today, 1), q.utcOffset),
    utcOffsetMinutes: q.utcOffset,
  };
  const ranges = PERIOD_NAMES.map((name) => periods[name]);
  const [counts, { days, rangeActive }] = await Promise.all([
    teamCounts(deps.db, scope, AGENT_TYPES),
    figuresByDay(deps.db, scope, window, ranges),
  ]);
  const exponent = deps.brand.currencyExponent;
  const sumOf = (range: DayRange, active: number): Figures => {
    const total = emptyFigures();
    for (const [day, f] of days) {
      if (day === null || day < range.from || day > range.to) continue;
      total.newMembers += f.newMembers;
      total.firstDeposits += f.firstDeposits;
      total.firstDepositAmount += f.firstDepositAmount;
      total.depositCount += f.depositCount;
      total.deposits += f.deposits;
      total.withdrawalCount += f.withdrawalCount;
      total.withdrawals += f.withdrawals;
      total.betCount += f.betCount;
      total.validBet += f.validBet;
      total.profitLoss += f.profitLoss;
    }
    total.activeMembers = active;
    return total;
  };
  const series: TTeamDay[] = [];
  for (let day = seriesFrom; day <= today; day = addDays(day, 1)) {
    series.push({ day, ...figuresView(days.get(day) ?? emptyFigures(), exponent) });
  }
  const [todayF, yesterdayF, weekF, monthF] = ranges.map((range, i) =>
    figuresView(sumOf(range, rangeActive[i] ?? 0), exponent),
  ) as [TTeamFigures, TTeamFigures, TTeamFigures, TTeamFigures];
  return {
    currency: deps.brand.currency,
    exponent,
    teamSize: counts.size,
    directDownline: counts.direct,
    agents: counts.agents,
    periods: { today: todayF, yesterday: yesterdayF, thisWeek: weekF, thisMonth: monthF },
    series,
  };
}
