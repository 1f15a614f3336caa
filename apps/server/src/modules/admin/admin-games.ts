import {
  DEFAULT_GAME_SETTINGS,
  DEFAULT_LOTTERY_SETTINGS,
  DEFAULT_MAX_WIN,
  DEFAULT_ORIGINALS_SETTINGS,
  formatMoney,
  type LanguageCode,
  parseMoney,
  type TGameSettings,
} from '@portal/contracts';
import { adminGamesEndpoints } from '@portal/contracts/endpoints';
import { type GameConsoleMessageKey, gameConsoleMessage } from '@portal/contracts/schemas/game-console';
import { HOUSE_EDGE_BPS } from '@portal/fairness';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../../platform/app-error.ts';
import { serve } from '../../platform/endpoint.ts';
import type { Brand } from '../brands/brand.ts';
import { ConsoleFieldProblem, type GameConsole } from '../games/catalogue-admin.service.ts';
import { type AdminDeps, adminActions } from './admin.routes.ts';

/** A refused field in the operator's language. */
function refused(language: LanguageCode, field: string, key: GameConsoleMessageKey, params = {}) {
  return validationError([{ field, message: gameConsoleMessage(language, key, params) }]);
}

/** Runs a console change, answering a refused field (ConsoleFieldProblem) as VALIDATION_ERROR. */
async function fieldsChecked<T>(language: LanguageCode, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ConsoleFieldProblem) throw refused(language, error.field, error.key);
    throw error;
  }
}

/** An amount typed in the console as minor units of the brand's currency, above zero. */
function amountOf(brand: Brand, language: LanguageCode, field: string, text: string): bigint {
  const value = parseMoney(text, brand.currencyExponent);
  if (value === null) throw refused(language, field, 'amountDecimals', { decimals: brand.currencyExponent });
  if (value <= 0n) throw refused(language, field, 'amountPositive');
  return value;
}

/** The brand's game rules as the console shows them. */
function rulesView(brand: Brand) {
  const games = brand.settings.games ?? DEFAULT_GAME_SETTINGS;
  const originals = games.originals ?? DEFAULT_ORIGINALS_SETTINGS;
  const lottery = games.lottery ?? DEFAULT_LOTTERY_SETTINGS;
  // Stored texts are shown with the currency's decimals ("100" as "100.00").
  const shown = (text: string) => {
    const value = parseMoney(text, brand.currencyExponent);
    return value === null ? text : formatMoney(value, brand.currencyExponent);
  };
  return {
    currency: brand.currency,
    exponent: brand.currencyExponent,
    providerMaxBet: shown(games.maxBet),
    originalsMinBet: shown(originals.minBet),
    originalsMaxBet: shown(originals.maxBet),
    houseEdgePercent: (originals.houseEdgeBps / 100).toFixed(2),
    lotteryMinBet: shown(lottery.minBet),
    lotteryMaxBet: shown(lottery.maxBet),
    maxWin: shown(games.maxWin ?? DEFAULT_MAX_WIN),
    houseEdgeBounds: { min: HOUSE_EDGE_BPS.min / 100, max: HOUSE_EDGE_BPS.max / 100 },
  };
}

/**
 * The console's games screens (issue 15, "Games"; ADR 0029): the brand's vendors and games through
 * the games module's console service, and the brand's game rules (the former stop-gap page's bet
 * limits and house edge, and the default largest win) in its settings. Every change is audited in
 * its own transaction with before and after; the brand's cached menus are dropped after it.
 */
export function registerAdminGames(
  app: FastifyInstance,
  deps: AdminDeps,
  games: { gameConsole: GameConsole },
) {
  const actions = adminActions(deps);
  const e = adminGamesEndpoints;
  const options = { checkResponses: deps.checkResponses, operators: deps.operatorReader };
  const catalogue = games.gameConsole;
  const vendors = async (brand: Brand) => ({ categories: await catalogue.vendors(brand) });

  serve(app, e.gameVendors, options, async ({ operator }) =>
    vendors(await actions.brandOfOperator(operator)),
  );

  serve(app, e.setVendorEnabled, options, async ({ operator, params, body, request }) => {
    const brand = await actions.brandOfOperator(operator);
    await catalogue.setVendorEnabled(
      brand,
      params.category,
      params.vendorCode,
      body.enabled,
      actions.auditOf(operator, 'games.vendor.enabled', request.ip),
    );
    await deps.brands.changed(brand.code);
    return vendors(brand);
  });

  serve(app, e.moveVendor, options, async ({ operator, params, body, request }) => {
    const brand = await actions.brandOfOperator(operator);
    await catalogue.moveVendor(
      brand,
      params.category,
      params.vendorCode,
      body.direction,
      actions.auditOf(operator, 'games.vendor.order', request.ip),
    );
    await deps.brands.changed(brand.code);
    return vendors(brand);
  });

  serve(app, e.setVendorMaintenance, options, async ({ operator, params, body, request }) => {
    const brand = await actions.brandOfOperator(operator);
    await catalogue.setVendorMaintenance(
      brand,
      params.vendorCode,
      body,
      actions.auditOf(operator, 'games.vendor.maintenance', request.ip),
    );
    return vendors(brand);
  });

  serve(app, e.games, options, async ({ operator, query, request }) =>
    catalogue.games(await actions.brandOfOperator(operator), query, request.language),
  );

  serve(app, e.updateGame, options, async ({ operator, params, body, request }) => {
    const brand = await actions.brandOfOperator(operator);
    const saved = await fieldsChecked(request.language, () =>
      catalogue.updateGame(
        brand,
        BigInt(params.id),
        body,
        request.language,
        actions.auditOf(operator, 'games.game.update', request.ip),
      ),
    );
    await deps.brands.changed(brand.code);
    return saved;
  });

  serve(app, e.updateGameRisk, options, async ({ operator, params, body, request }) => {
    const brand = await actions.brandOfOperator(operator);
    const language = request.language;
    const maxBet = body.maxBet === null ? null : amountOf(brand, language, 'maxBet', body.maxBet);
    const maxWin = body.maxWin === null ? null : amountOf(brand, language, 'maxWin', body.maxWin);
    if (maxBet !== null && maxWin !== null && maxWin < maxBet)
      throw refused(language, 'maxWin', 'maxWinBelowMaxBet');
    return catalogue.updateGameRisk(
      brand,
      BigInt(params.id),
      { maxBet, maxWin },
      language,
      actions.auditOf(operator, 'games.game.risk', request.ip),
    );
  });

  serve(app, e.gameRules, options, async ({ operator }) =>
    rulesView(await actions.brandOfOperator(operator)),
  );

  serve(app, e.updateGameRules, options, async ({ operator, body, request }) => {
    const brand = await actions.brandOfOperator(operator);
    const language = request.language;
    const amount = (field: keyof typeof body) => amountOf(brand, language, field, body[field]);
    const providerMaxBet = amount('providerMaxBet');
    const originalsMin = amount('originalsMinBet');
    const originalsMax = amount('originalsMaxBet');
    const lotteryMin = amount('lotteryMinBet');
    const lotteryMax = amount('lotteryMaxBet');
    const maxWin = amount('maxWin');
    if (originalsMin > originalsMax) throw refused(language, 'originalsMinBet', 'minAboveMax');
    if (lotteryMin > lotteryMax) throw refused(language, 'lotteryMinBet', 'minAboveMax');
    if (maxWin < originalsMax) throw refused(language, 'maxWin', 'maxWinBelowMaxBet');
    const edgeBps = Math.round(Number(body.houseEdgePercent) * 100);
    if (!Number.isFinite(edgeBps) || edgeBps < HOUSE_EDGE_BPS.min || edgeBps > HOUSE_EDGE_BPS.max)
      throw refused(language, 'houseEdgePercent', 'houseEdgeRange', {
        min: HOUSE_EDGE_BPS.min / 100,
        max: HOUSE_EDGE_BPS.max / 100,
      });
    const money = (v: bigint) => formatMoney(v, brand.currencyExponent);
    const games: TGameSettings = {
      maxBet: money(providerMaxBet),
      originals: { minBet: money(originalsMin), maxBet: money(originalsMax), houseEdgeBps: edgeBps },
      lottery: { minBet: money(lotteryMin), maxBet: money(lotteryMax) },
      maxWin: money(maxWin),
    };
    // Audited in the transaction of the change, with the game rules before and after.
    await deps.brands.updateSettings(
      brand,
      (settings) => ({ ...settings, games }),
      (trx, change) =>
        actions.auditOf(
          operator,
          'settings.games',
          request.ip,
        )(trx, {
          id: change.id ?? brand.code,
          before: { games: change.before.games ?? null },
          after: { games: change.after.games ?? null },
        }),
    );
    const fresh = await actions.brandOfOperator(operator);
    return rulesView(fresh);
  });
}
