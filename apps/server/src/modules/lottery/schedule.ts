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
