import { z } from 'zod';
import { GAME_CATEGORY_CODES } from './games.ts';
import type { LanguageCode } from './languages.ts';

/**
 * What the console's games screens send (issue 15, "Games"; ADR 0029), and the messages the server
 * answers on a refused field, in the operator's language. The shapes are checked here; the rules
 * that need the brand (its currency's decimals, which vendors it lists in a category) are checked
 * by the server, which names one of these messages.
 */

/** A decimal amount in the brand currency as typed: "100", "100.50". */
export const ZConsoleAmount = z
  .string()
  .trim()
  .regex(/^\d{1,16}(\.\d{1,6})?$/);

export const ZGameCategoryCode = z.enum(GAME_CATEGORY_CODES as [string, ...string[]]);

/** A vendor code of the catalogue. */
export const ZVendorCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/);

export const ZVendorParams = z.strictObject({ category: ZGameCategoryCode, vendorCode: ZVendorCode });
export const ZVendorCodeParams = z.strictObject({ vendorCode: ZVendorCode });

export const ZVendorEnabledInput = z.strictObject({ enabled: z.boolean() });
export const ZVendorMoveInput = z.strictObject({ direction: z.enum(['UP', 'DOWN']) });
export const ZVendorMaintenanceInput = z.strictObject({
  on: z.boolean(),
  /** Shown to players with the "game maintenance" notice; empty for none. */
  message: z.string().trim().max(500).default(''),
});

export const GAME_SORTS = ['sort', 'name', 'vendor', 'category', 'createdAt'] as const;

export const ZConsoleGameQuery = z.strictObject({
  keyword: z.string().trim().max(60).optional(),
  vendorCode: ZVendorCode.optional(),
  category: ZGameCategoryCode.optional(),
  /** The classification (SLOT, TABLE, ...). */
  classify: z.string().trim().max(30).optional(),
  status: z.enum(['ENABLED', 'DISABLED']).optional(),
  sort: z.enum(GAME_SORTS).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** A game of the brand changed: only the fields sent change. */
export const ZConsoleGameInput = z.strictObject({
  enabled: z.boolean().optional(),
  hot: z.boolean().optional(),
  new: z.boolean().optional(),
  /** Order within the vendor, smaller first. */
  sort: z.number().int().min(0).max(1_000_000).optional(),
  category: ZGameCategoryCode.optional(),
});

/** A game's own risk limits; null: the brand's default. */
export const ZGameRiskInput = z.strictObject({
  maxBet: ZConsoleAmount.nullable(),
  maxWin: ZConsoleAmount.nullable(),
});

/** The brand's game rules and default risk limits (the stop-gap page's fields, and the largest win). */
export const ZGameRulesInput = z.strictObject({
  providerMaxBet: ZConsoleAmount,
  originalsMinBet: ZConsoleAmount,
  originalsMaxBet: ZConsoleAmount,
  /** Percent with up to two decimals, 1 to 5 (HOUSE_EDGE_BPS of @portal/fairness). */
  houseEdgePercent: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/),
  lotteryMinBet: ZConsoleAmount,
  lotteryMaxBet: ZConsoleAmount,
  maxWin: ZConsoleAmount,
});

export type GameConsoleMessageKey =
  | 'amountDecimals'
  | 'amountPositive'
  | 'minAboveMax'
  | 'houseEdgeRange'
  | 'vendorNotInCategory'
  | 'unknownVendor'
  | 'maxWinBelowMaxBet';

type Messages = Record<GameConsoleMessageKey, string>;

const en: Messages = {
  amountDecimals: 'Use at most {decimals} decimals for this currency.',
  amountPositive: 'Enter an amount above zero.',
  minAboveMax: 'The minimum bet cannot be above the maximum bet.',
  houseEdgeRange: 'The house edge must be between {min}% and {max}% (the games return 95% to 99%).',
  vendorNotInCategory: 'This vendor is not listed in that category for the brand.',
  unknownVendor: 'No such vendor in this category.',
  maxWinBelowMaxBet: 'The largest win cannot be below the largest bet.',
};

const bn: Messages = {
  amountDecimals: 'এই মুদ্রায় সর্বোচ্চ {decimals} দশমিক ঘর ব্যবহার করুন।',
  amountPositive: 'শূন্যের বেশি একটি পরিমাণ লিখুন।',
  minAboveMax: 'সর্বনিম্ন বাজি সর্বোচ্চ বাজির চেয়ে বেশি হতে পারে না।',
  houseEdgeRange: 'হাউস এজ {min}% থেকে {max}% এর মধ্যে হতে হবে (গেমগুলো ৯৫% থেকে ৯৯% ফেরত দেয়)।',
  vendorNotInCategory: 'এই ব্র্যান্ডে ভেন্ডরটি ওই ক্যাটাগরিতে তালিকাভুক্ত নয়।',
  unknownVendor: 'এই ক্যাটাগরিতে এমন কোনো ভেন্ডর নেই।',
  maxWinBelowMaxBet: 'সর্বোচ্চ জয় সর্বোচ্চ বাজির চেয়ে কম হতে পারে না।',
};

const fil: Messages = {
  amountDecimals: 'Gumamit ng hanggang {decimals} decimal para sa currency na ito.',
  amountPositive: 'Maglagay ng halagang higit sa zero.',
  minAboveMax: 'Hindi maaaring mas mataas ang pinakamababang taya sa pinakamataas na taya.',
  houseEdgeRange:
    'Ang house edge ay dapat nasa pagitan ng {min}% at {max}% (95% hanggang 99% ang balik ng mga laro).',
  vendorNotInCategory: 'Hindi nakalista ang vendor na ito sa kategoryang iyon para sa brand.',
  unknownVendor: 'Walang ganitong vendor sa kategoryang ito.',
  maxWinBelowMaxBet: 'Hindi maaaring mas mababa ang pinakamalaking panalo sa pinakamalaking taya.',
};

const MESSAGES: Record<LanguageCode, Messages> = { en, bn, fil };

/** A message of the games screens in the operator's language, its {placeholders} filled. */
export function gameConsoleMessage(
  language: LanguageCode,
  key: GameConsoleMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text = MESSAGES[language]?.[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}
