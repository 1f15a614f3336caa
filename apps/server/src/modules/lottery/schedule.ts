import type { LotterySchedule } from './lottery-games.ts';

const DAY_MS = 86_400_000;

export interface DrawSlot {
  drawNo: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

/**
 * Draws fall on multiples of the interval since the epoch (UTC). Betting on a draw opens when the
 * previous one closes and closes `closeBeforeSeconds` before it is drawn, so exactly one draw of a
 * game takes bets at any moment. The draw number is the UTC day its period starts on and its
 * place in that day: the draw at 00:01 of a one-minute game is `YYYYMMDD-0001`.
 */
export function slotByIndex(schedule: LotterySchedule, index: number): DrawSlot {
  const intervalMs = schedule.intervalSeconds * 1000;
  const drawAt = (index + 1) * intervalMs;
  const start = drawAt - intervalMs;
  const dayStart = Math.floor(start / DAY_MS) * DAY_MS;
  const day = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  const number = (start - dayStart) / intervalMs + 1;
  return {
    drawNo: `${day}-${String(number).padStart(4, '0')}`,
    opensAt: new Date(drawAt - intervalMs - schedule.closeBeforeSeconds * 1000),
    closesAt: new Date(drawAt - schedule.closeBeforeSeconds * 1000),
    drawAt: new Date(drawAt),
  };
}

/** The index of the draw taking bets at `at`. */
export function openIndexAt(schedule: LotterySchedule, at: Date): number {
  return Math.floor((at.getTime() + schedule.closeBeforeSeconds * 1000) / (schedule.intervalSeconds * 1000));
}

/** The draw taking bets at `at` and the next `ahead` ones. */
export function slotsFrom(schedule: LotterySchedule, at: Date, ahead: number): DrawSlot[] {
  const first = openIndexAt(schedule, at);
  return Array.from({ length: ahead + 1 }, (_, i) => slotByIndex(schedule, first + i));
}

/**
 * The schedules of a game over time (ADR 0031): `schedule` from `before.until` on, and
 * `before.schedule` until then. A new interval renumbers the day's draws, so it starts at a UTC
 * midnight, where every schedule (an interval dividing the day) has a draw.
 */
export interface SchedulePlan {
  schedule: LotterySchedule;
  before?: { schedule: LotterySchedule; until: Date };
}

/** The schedule in force at `at`. */
export function scheduleAt(plan: SchedulePlan, at: Date): LotterySchedule {
  return plan.before && at < plan.before.until ? plan.before.schedule : plan.schedule;
}

/**
 * The draw taking bets at `at` and the next `ahead` ones, across a change of schedule: the old
 * schedule's draws up to its end, then the new one's from there.
 */
export function plannedSlots(plan: SchedulePlan, at: Date, ahead: number): DrawSlot[] {
  const before = plan.before;
  if (!before || at >= before.until) return slotsFrom(plan.schedule, at, ahead);
  const old = slotsFrom(before.schedule, at, ahead).filter((s) => s.drawAt <= before.until);
  if (old.length > ahead) return old;
  const first = Math.floor(before.until.getTime() / (plan.schedule.intervalSeconds * 1000));
  return [
    ...old,
    ...Array.from({ length: ahead + 1 - old.length }, (_, i) => slotByIndex(plan.schedule, first + i)),
  ];
}

const DAY = 86_400_000;

/** The first UTC midnight after `at`. */
export function nextMidnight(at: Date): Date {
  return new Date((Math.floor(at.getTime() / DAY) + 1) * DAY);
}
