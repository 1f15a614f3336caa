import type { LotteryStyle, OwnPrizeMode } from '@portal/contracts';

/** How often a game draws and how long before each draw betting closes. */
export interface LotterySchedule {
  /** Divides a day (86,400 s), so draw numbers restart at 0001 every UTC day. */
  intervalSeconds: number;
  closeBeforeSeconds: number;
}

/**
 * Our lottery games: the VN-style games of vendor VNL and the 4D games of vendor LTA.
 * The catalogue rows come from here (seed/lottery-games.ts: engine lottery-vn or lottery-sea,
 * classification the prize mode); the schedule of a game is read from here by its code.
 */
export interface LotteryGameDefinition extends LotterySchedule {
  vendorCode: 'VNL' | 'LTA';
  code: string;
  style: LotteryStyle;
  prizeMode: OwnPrizeMode;
  names: { en: string; bn: string; fil: string };
  colours: [string, string];
}

export const LOTTERY_GAME_DEFINITIONS: readonly LotteryGameDefinition[] = [
  {
    vendorCode: 'VNL',
    code: 'VNL-FAST1',
    style: 'VN',
    prizeMode: 'ZY',
    intervalSeconds: 60,
    closeBeforeSeconds: 5,
    names: { en: "VN Fast 1'", bn: "ভিএন ফাস্ট ১'", fil: "VN Mabilis 1'" },
    colours: ['#b91c1c', '#7c2d12'],
  },
  {
    vendorCode: 'VNL',
    code: 'VNL-FAST2',
    style: 'VN',
    prizeMode: 'ZY',
    intervalSeconds: 120,
    closeBeforeSeconds: 10,
    names: { en: "VN Fast 2'", bn: "ভিএন ফাস্ট ২'", fil: "VN Mabilis 2'" },
    colours: ['#c2410c', '#7f1d1d'],
  },
  {
    vendorCode: 'VNL',
    code: 'VNL-VN3',
    style: 'VN',
    prizeMode: 'LOTT',
    intervalSeconds: 180,
    closeBeforeSeconds: 15,
    names: { en: "VN 3'", bn: "ভিএন ৩'", fil: "VN 3'" },
    colours: ['#a16207', '#7f1d1d'],
  },
  {
    vendorCode: 'VNL',
    code: 'VNL-VN5',
    style: 'VN',
    prizeMode: 'LOTT',
    intervalSeconds: 300,
    closeBeforeSeconds: 20,
    names: { en: "VN 5'", bn: "ভিএন ৫'", fil: "VN 5'" },
    colours: ['#9f1239', '#581c87'],
  },
  {
    vendorCode: 'LTA',
    code: 'LTA-4DQ2',
    style: 'SEA',
    prizeMode: 'SEA',
    intervalSeconds: 120,
    closeBeforeSeconds: 10,
    names: { en: "4D Quick 2'", bn: "৪ডি কুইক ২'", fil: "4D Mabilis 2'" },
    colours: ['#0f766e', '#1e3a8a'],
  },
  {
    vendorCode: 'LTA',
    code: 'LTA-4D5',
    style: 'SEA',
    prizeMode: 'SEA',
    intervalSeconds: 300,
    closeBeforeSeconds: 20,
    names: { en: "4D 5'", bn: "৪ডি ৫'", fil: "4D 5'" },
    colours: ['#1d4ed8', '#312e81'],
  },
];

/** A lottery game in the catalogue that is not listed above draws every five minutes. */
export const DEFAULT_SCHEDULE: LotterySchedule = { intervalSeconds: 300, closeBeforeSeconds: 20 };

export function scheduleOf(code: string): LotterySchedule {
  const known = LOTTERY_GAME_DEFINITIONS.find((g) => g.code === code);
  return known
    ? { intervalSeconds: known.intervalSeconds, closeBeforeSeconds: known.closeBeforeSeconds }
    : DEFAULT_SCHEDULE;
}
