import { z } from 'zod';
import type { LanguageCode } from './languages.ts';
import { LOTTERY_BET_TYPES } from './lottery.ts';

/**
 * What the console's lottery screen sends (issue 15, "Games"; ADR 0031), the bounds it may set and
 * the messages the server answers on a refused field, in the operator's language. The shapes are
 * checked here; the rules (an interval dividing the day, closing before the draw, every prize of a
 * bet type given odds, a return between 90% and 99%) by the server, which names one of these.
 */

/** Draw intervals a brand may choose, in minutes: whole minutes that divide a day, up to an hour. */
export const LOTTERY_INTERVAL_MINUTES = [
  1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 30, 32, 36, 40, 45, 48, 60,
] as const;

/** Betting closes this many seconds before a draw: at least 5, and at least 30 s of betting remain. */
export const LOTTERY_CLOSE_BEFORE = { min: 5, max: 600, minOpenSeconds: 30 } as const;

/** The largest closing time for an interval (seconds). */
export const closeBeforeMax = (intervalSeconds: number): number =>
  Math.min(LOTTERY_CLOSE_BEFORE.max, intervalSeconds - LOTTERY_CLOSE_BEFORE.minOpenSeconds);

/** Odds as typed: a multiplier of the stake with at most two decimals ("98", "3.60"). */
export const LOTTERY_ODDS_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

export const ZLotteryGameParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,18}$/) });

/** A game's settings as the console sends them: the schedule and the odds of every bet type. */
export const ZLotterySettingsInput = z.strictObject({
  intervalSeconds: z.number().int().min(0).max(86_400),
  closeBeforeSeconds: z.number().int().min(0).max(86_400),
  /** Per bet type, per pay key: odds as typed. */
  odds: z.partialRecord(
    z.enum(LOTTERY_BET_TYPES),
    z.record(z.string().regex(/^[A-Z]{2,12}$/), z.string().trim().max(20)),
  ),
});

export type LotteryConsoleMessageKey =
  | 'intervalInvalid'
  | 'closeBeforeRange'
  | 'oddsFormat'
  | 'oddsKeys'
  | 'betTypeOfOtherStyle'
  | 'rtpRange';

type Messages = Record<LotteryConsoleMessageKey, string>;

const en: Messages = {
  intervalInvalid:
    'Choose a draw interval of 1 to 60 whole minutes that divides a day evenly (1, 2, 3, 5, 10, 15, 30, 60 …).',
  closeBeforeRange:
    'Betting must close {min} to {max} seconds before the draw (at least 30 seconds of betting remain).',
  oddsFormat: 'Enter odds above 1 with at most two decimals, for example 98 or 3.60.',
  oddsKeys: 'Give odds for every prize of this bet type, and only those.',
  betTypeOfOtherStyle: 'This bet type is not played in this game.',
  rtpRange: 'At these odds the bet returns {rtp}% to players. Set odds so that it returns {min}% to {max}%.',
};

const bn: Messages = {
  intervalInvalid:
    '১ থেকে ৬০ পূর্ণ মিনিটের এমন একটি ড্র-বিরতি বেছে নিন যা দিনকে সমানভাবে ভাগ করে (১, ২, ৩, ৫, ১০, ১৫, ৩০, ৬০ …)।',
  closeBeforeRange: 'ড্রয়ের {min} থেকে {max} সেকেন্ড আগে বাজি বন্ধ হতে হবে (অন্তত ৩০ সেকেন্ড বাজি খোলা থাকবে)।',
  oddsFormat: '১-এর বেশি অডস লিখুন, সর্বোচ্চ দুই দশমিক ঘর, যেমন ৯৮ বা ৩.৬০।',
  oddsKeys: 'এই বাজির ধরনের প্রতিটি পুরস্কারের জন্য অডস দিন, এবং কেবল সেগুলোরই।',
  betTypeOfOtherStyle: 'এই গেমে এই ধরনের বাজি খেলা হয় না।',
  rtpRange: 'এই অডসে বাজিটি খেলোয়াড়দের {rtp}% ফেরত দেয়। অডস এমনভাবে ঠিক করুন যাতে ফেরত {min}% থেকে {max}% হয়।',
};

const fil: Messages = {
  intervalInvalid:
    'Pumili ng pagitan ng draw na 1 hanggang 60 buong minuto na eksaktong naghahati sa isang araw (1, 2, 3, 5, 10, 15, 30, 60 …).',
  closeBeforeRange:
    'Dapat magsara ang pagtaya {min} hanggang {max} segundo bago ang draw (may hindi bababa sa 30 segundong pagtaya).',
  oddsFormat: 'Maglagay ng odds na higit sa 1 na may hanggang dalawang decimal, halimbawa 98 o 3.60.',
  oddsKeys: 'Magbigay ng odds para sa bawat premyo ng uri ng taya na ito, at iyon lamang.',
  betTypeOfOtherStyle: 'Hindi nilalaro ang uri ng taya na ito sa larong ito.',
  rtpRange:
    'Sa mga odds na ito, ibinabalik ng taya ang {rtp}% sa mga manlalaro. Itakda ang odds para maging {min}% hanggang {max}%.',
};

const MESSAGES: Record<LanguageCode, Messages> = { en, bn, fil };

/** A message of the lottery screen in the operator's language, its {placeholders} filled. */
export function lotteryConsoleMessage(
  language: LanguageCode,
  key: LotteryConsoleMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text = MESSAGES[language]?.[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}
