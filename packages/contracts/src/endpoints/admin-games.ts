import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  ZConsoleGameInput,
  ZConsoleGameQuery,
  ZGameRiskInput,
  ZGameRulesInput,
  ZVendorCodeParams,
  ZVendorEnabledInput,
  ZVendorMaintenanceInput,
  ZVendorMoveInput,
  ZVendorParams,
} from '../game-console.schemas.ts';
import { zPage } from '../paging.schemas.ts';
import { ZAdminIdParams } from './admin.ts';
import { ADMIN_GAMES_ROUTES } from './admin-games.routes.ts';

const R = ADMIN_GAMES_ROUTES;

/** A vendor as a brand lists it in one category. */
export const ZConsoleVendor = z.strictObject({
  vendorCode: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** Place within the category, 1 first. */
  place: z.number().int(),
  /** Games of the vendor in the category (before the brand's own switches). */
  games: z.number().int(),
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  maintenance: z.strictObject({ on: z.boolean(), message: z.string(), since: z.string().nullable() }),
});

export const ZConsoleVendors = z.strictObject({
  categories: z.array(z.strictObject({ category: z.string(), vendors: z.array(ZConsoleVendor) })),
});

/** A game as the console lists it for the brand; amounts are decimals in the brand currency. */
export const ZConsoleGame = z.strictObject({
  id: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  code: z.string(),
  /** In the operator's language, English when the game has none. */
  name: z.string(),
  /** The brand's category (the catalogue's unless the brand moved it). */
  category: z.string(),
  catalogueCategory: z.string(),
  classify: z.string().nullable(),
  enabled: z.boolean(),
  hot: z.boolean(),
  new: z.boolean(),
  sort: z.number().int(),
  /** The game's own risk limits; null: the brand's default applies. */
  maxBet: z.string().nullable(),
  maxWin: z.string().nullable(),
});

/** The brand's game rules: bet limits, house edge and the default largest win (ADR 0029). */
export const ZConsoleGameRules = z.strictObject({
  currency: z.string(),
  exponent: z.number().int(),
  providerMaxBet: z.string(),
  originalsMinBet: z.string(),
  originalsMaxBet: z.string(),
  houseEdgePercent: z.string(),
  lotteryMinBet: z.string(),
  lotteryMaxBet: z.string(),
  maxWin: z.string(),
  /** What the house edge may be, in percent. */
  houseEdgeBounds: z.strictObject({ min: z.number(), max: z.number() }),
});

export const adminGamesEndpoints = {
  gameVendors: endpoint({
    ...R.gameVendors,
    summary: "The brand's vendors per category: enabled, place, game count and maintenance.",
    response: ZConsoleVendors,
  }),
  setVendorEnabled: endpoint({
    ...R.setVendorEnabled,
    summary: 'Switches a vendor on or off for the brand in one category; audited with before and after.',
    params: ZVendorParams,
    body: ZVendorEnabledInput,
    response: ZConsoleVendors,
  }),
  moveVendor: endpoint({
    ...R.moveVendor,
    summary:
      'Moves a vendor one place up or down within its category; audited with the order before and after.',
    params: ZVendorParams,
    body: ZVendorMoveInput,
    response: ZConsoleVendors,
  }),
  setVendorMaintenance: endpoint({
    ...R.setVendorMaintenance,
    summary:
      'Puts a vendor under maintenance for the brand (its games cannot be launched: GAME_MAINTENANCE) or ends it; audited.',
    params: ZVendorCodeParams,
    body: ZVendorMaintenanceInput,
    response: ZConsoleVendors,
  }),
  games: endpoint({
    ...R.games,
    summary:
      'A page of the catalogue as the brand has it: search, filters by vendor, category, classification and status, sorting.',
    query: ZConsoleGameQuery,
    response: zPage(ZConsoleGame),
  }),
  updateGame: endpoint({
    ...R.updateGame,
    summary: 'Changes a game for the brand (enabled, hot, new, order within its vendor, category); audited.',
    params: ZAdminIdParams,
    body: ZConsoleGameInput,
    response: ZConsoleGame,
  }),
  updateGameRisk: endpoint({
    ...R.updateGameRisk,
    summary:
      "Sets a game's own largest bet and largest win for the brand (null: the brand's default); audited.",
    params: ZAdminIdParams,
    body: ZGameRiskInput,
    response: ZConsoleGame,
  }),
  gameRules: endpoint({
    ...R.gameRules,
    summary: "The brand's game rules: bet limits, house edge and the default largest win of one bet.",
    response: ZConsoleGameRules,
  }),
  updateGameRules: endpoint({
    ...R.updateGameRules,
    summary: "Changes the brand's game rules and default risk limits; audited with before and after.",
    body: ZGameRulesInput,
    response: ZConsoleGameRules,
  }),
};
