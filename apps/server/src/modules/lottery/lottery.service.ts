import { randomBytes } from 'node:crypto';
import {
  DEFAULT_LOTTERY_SETTINGS,
  LOTTERY_ENGINES,
  LOTTERY_MAX_LINES,
  LOTTERY_PAGES,
  type LotteryPrizeMode,
  type LotteryStyle,
  OWN_PRIZE_MODES,
  type OwnPrizeMode,
  parseMoney,
  type TLaunch,
  type TLotteryGame,
  type TLotteryLaunch,
  type TLotteryLobby,
  type TLotteryMenu,
  type TLotteryResult,
  type TLotteryTicket,
  type TOpenedGames,
  type TOpenedNumero,
  type TPage,
  type TPlacedTicket,
  type TPlaceTicket,
} from '@portal/contracts';
import {
  drawLottery,
  LOTTERY_BET_RULES,
  LOTTERY_ODDS_SCALE,
  type LotteryBetType,
  lineProblem,
  sha256Hex,
} from '@portal/fairness';
import type { Db } from '../../db/database.ts';
import { AppError, validationError } from '../../platform/app-error.ts';
import { requestHash } from '../../platform/idempotency.ts';
import { countOf, paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { GameCatalogue } from '../games/catalogue.service.ts';
import { gameIconUrl } from '../games/catalogue.service.ts';
import { brandMaxWin, ensurePlayable, riskOverridesOf } from '../games/risk-limits.ts';
import { balanceOf, gameHouse, postGuarded } from '../ledger/ledger.ts';
import { moneyText } from '../wallet/amounts.ts';
import { insertOpenBet } from '../wallet/betting-record.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './lottery.repository.ts';
import type { StoredLine } from './lottery.tables.ts';
import { betTypeView, drawView, resultView, ticketView } from './lottery.views.ts';
import type { LotterySchedule } from './lottery-games.ts';
import { type SettingsRow, settingsRows } from './lottery-settings.repository.ts';
import { type GameOdds, oddsOf, planOf } from './lottery-settings.ts';
import { plannedSlots, type SchedulePlan, scheduleAt } from './schedule.ts';
import { settleDrawnTickets } from './settlement.ts';

/** A lottery game as the module uses it: the catalogue row with its style, prize mode and schedule. */
export interface LotteryGame {
  merchantId: number;
  id: bigint;
  code: string;
  vendorCode: string;
  style: LotteryStyle;
  prizeMode: OwnPrizeMode;
  names: Record<string, string>;
  /** The schedule in force when the game was read. */
  schedule: LotterySchedule;
  /** Its schedules over time: a brand's new interval starts at a UTC midnight (ADR 0031). */
  plan: SchedulePlan;
  /** The odds a ticket is sold at now, per bet type of the style (the brand's, or the published). */
  odds: GameOdds;
  /** Whether the brand has its own settings for the game (ADR 0031). */
  customised: boolean;
}

/** Draws scheduled ahead of the open one, so their seed hashes are public well before betting. */
export const DRAWS_AHEAD = 2;
/** Per job run: draws drawn, draws settled, tickets per draw (the rest waits for the next run). */
const DRAW_BATCH = 100;
export const GAMES_TTL_MS = 10_000;
const RECENT_LIMIT = 10;
/** Settled draws nobody bet on are forgotten after this long (results history keeps two weeks). */
export const DRAW_KEEP_MS = 14 * 86_400_000;

class Replayed extends Error {}

function toGame(row: repo.GameRow, settings: Map<string, SettingsRow>, now: Date): LotteryGame {
  const style: LotteryStyle = row.engine === LOTTERY_ENGINES.SEA ? 'SEA' : 'VN';
  const classify = row.classify as OwnPrizeMode | null;
  const prizeMode =
    classify && (OWN_PRIZE_MODES as readonly string[]).includes(classify)
      ? classify
      : style === 'SEA'
        ? 'SEA'
        : 'LOTT';
  const own = settings.get(`${row.merchant_id}|${row.id}`);
  const plan = planOf(row.code, own);
  return {
    merchantId: row.merchant_id,
    id: row.id,
    code: row.code,
    vendorCode: row.vendor_code,
    style,
    prizeMode,
    names: row.names,
    schedule: scheduleAt(plan, now),
    plan,
    odds: oddsOf(style, own?.odds),
    customised: own !== undefined,
  };
}

export function gameView(game: LotteryGame, language: string): TLotteryGame {
  return {
    gameCode: game.code,
    gameName: game.names[language] ?? game.names.en ?? game.code,
    vendorCode: game.vendorCode,
    prizeMode: game.prizeMode,
    style: game.style,
    drawIntervalSeconds: game.schedule.intervalSeconds,
    closeBeforeSeconds: game.schedule.closeBeforeSeconds,
    iconUrl: gameIconUrl(game.vendorCode, game.code),
  };
}

/** The brand's per-line bet limits in minor units; an unreadable setting refuses every bet. */
export function lotteryLimits(brand: Brand): { min: bigint; max: bigint } {
  const settings = brand.settings.games?.lottery ?? DEFAULT_LOTTERY_SETTINGS;
  return {
    min: parseMoney(settings.minBet, brand.currencyExponent) ?? 1n,
    max: parseMoney(settings.maxBet, brand.currencyExponent) ?? 0n,
  };
}

/**
 * The lottery: games of the brand, their scheduled draws (a job creates, draws and
 * settles them, safely on every node at once), tickets paid from the member's wallet, and the
 * calls of the lobby and betting views.
 */
export class LotteryService {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #wallet: WalletService;
  readonly #catalogue: GameCatalogue;
  readonly #now: () => Date;
  readonly #games = new Map<number | 'all', { value: Promise<LotteryGame[]>; expiresAt: number }>();

  constructor(deps: {
    db: Db;
    brands: BrandService;
    wallet: WalletService;
    catalogue: GameCatalogue;
    now: () => Date;
  }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#wallet = deps.wallet;
    this.#catalogue = deps.catalogue;
    this.#now = deps.now;
  }

  /** The brand's lottery games (all brands' for the job), kept a few seconds. */
  games(brand: Brand | null): Promise<LotteryGame[]> {
    const key = brand?.id ?? 'all';
    const at = Date.now();
    const cached = this.#games.get(key);
    if (cached && cached.expiresAt > at) return cached.value;
    const merchantId = brand?.id ?? null;
    const value = Promise.all([
      repo.lotteryGames(this.#db, merchantId),
      settingsRows(this.#db, merchantId),
    ]).then(([rows, own]) => {
      const settings = new Map(own.map((r) => [`${r.merchant_id}|${r.game_id}`, r]));
      const now = this.#now();
      return rows.map((row) => toGame(row, settings, now));
    });
    value.catch(() => this.#games.delete(key));
    this.#games.set(key, { value, expiresAt: at + GAMES_TTL_MS });
    return value;
  }

  /** Drops the games read (with their settings), after a change of a brand's lottery settings. */
  forget(): void {
    this.#games.clear();
  }

  /** A game of the brand by its code (NOT_FOUND when the brand does not offer it). */
  game(brand: Brand, code: string): Promise<LotteryGame> {
    return this.#game(brand, code);
  }

  async #game(brand: Brand, code: string): Promise<LotteryGame> {
    const game = (await this.games(brand)).find((g) => g.code === code);
    if (!game) throw new AppError('NOT_FOUND');
    return game;
  }

  async #byMode(brand: Brand, prizeMode: LotteryPrizeMode | undefined): Promise<LotteryGame[]> {
    const games = await this.games(brand);
    return prizeMode ? games.filter((g) => g.prizeMode === prizeMode) : games;
  }

  // ---- Calls ---------------------------------------------------------------------------------

  async menu(brand: Brand, prizeMode: LotteryPrizeMode | undefined, language: string): Promise<TLotteryMenu> {
    const limits = lotteryLimits(brand);
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      minBet: moneyText(brand, limits.min),
      maxBet: moneyText(brand, limits.max),
      maxLines: LOTTERY_MAX_LINES,
      games: (await this.#byMode(brand, prizeMode)).map((g) => ({
        ...gameView(g, language),
        betTypes: betTypeView(g.style, g.odds),
      })),
    };
  }

  async lobby(
    brand: Brand,
    prizeMode: LotteryPrizeMode | undefined,
    language: string,
  ): Promise<TLotteryLobby> {
    const now = this.#now();
    const games = await this.#byMode(brand, prizeMode);
    const [open, last] = await Promise.all([
      repo.openDraws(this.#db, brand.id, now),
      repo.lastResults(this.#db, brand.id, now),
    ]);
    const openBy = new Map(open.map((d) => [d.game_code, d]));
    const lastBy = new Map(last.map((d) => [d.game_code, d]));
    return {
      serverTime: now.toISOString(),
      list: games.map((g) => {
        const draw = openBy.get(g.code);
        const result = lastBy.get(g.code);
        return {
          game: gameView(g, language),
          draw: draw ? drawView(draw) : null,
          lastResult: result ? resultView(result) : null,
        };
      }),
    };
  }

  /** The open draw of every VN-style game. */
  async openedVnGames(brand: Brand, language: string): Promise<TOpenedGames> {
    const now = this.#now();
    const games = (await this.games(brand)).filter((g) => g.style === 'VN');
    const open = new Map((await repo.openDraws(this.#db, brand.id, now)).map((d) => [d.game_code, d]));
    return {
      serverTime: now.toISOString(),
      list: games.map((g) => {
        const draw = open.get(g.code);
        return { game: gameView(g, language), draw: draw ? drawView(draw) : null };
      }),
    };
  }

  async openedNumero(brand: Brand, gameCode: string, language: string): Promise<TOpenedNumero> {
    const now = this.#now();
    const game = await this.#game(brand, gameCode);
    const [draw] = await repo.openDraws(this.#db, brand.id, now, game.code);
    return {
      serverTime: now.toISOString(),
      game: gameView(game, language),
      draw: draw ? drawView(draw) : null,
    };
  }

  async recent(brand: Brand, memberId: bigint, language: string): Promise<TLotteryGame[]> {
    const ids = await repo.recentGameIds(this.#db, brand.id, memberId, RECENT_LIMIT);
    const games = await this.games(brand);
    return ids.flatMap((id) => {
      const game = games.find((g) => g.id === id);
      return game ? [gameView(game, language)] : [];
    });
  }

  async results(
    brand: Brand,
    gameCode: string,
    page: { pageNo: number; pageSize: number },
  ): Promise<TPage<TLotteryResult>> {
    const game = await this.#game(brand, gameCode);
    return paginate(
      page,
      () => countOf(repo.resultsQuery(this.#db, brand.id, game.code)),
      (window) => repo.readResults(this.#db, brand.id, game.code, window),
      resultView,
    );
  }

  async tickets(
    brand: Brand,
    memberId: bigint,
    q: { gameCode?: string; pageNo: number; pageSize: number },
    language: string,
  ): Promise<TPage<TLotteryTicket>> {
    const names = await this.#names(brand, language);
    return paginate(
      q,
      () => countOf(repo.ticketsQuery(this.#db, brand.id, memberId, q.gameCode)),
      (window) => repo.readTickets(this.#db, brand.id, memberId, q.gameCode, window),
      (row) => ticketView(brand, row, names),
    );
  }

  async #names(brand: Brand, language: string): Promise<Map<string, string>> {
    return new Map((await this.games(brand)).map((g) => [g.code, gameView(g, language).gameName]));
  }

  /** The lottery launch payload: the betting view of a game, or the lobby. */
  async launch(brand: Brand, memberId: bigint, input: TLotteryLaunch): Promise<TLaunch> {
    if (input.lottoView === 'lobby' || !input.lottoGameCode) {
      return {
        url: input.lottoPrizeMode
          ? `${LOTTERY_PAGES.lobby}?prizeMode=${input.lottoPrizeMode}`
          : LOTTERY_PAGES.lobby,
      };
    }
    const game = await this.#game(brand, input.lottoGameCode);
    await this.#catalogue.recordPlay(brand, memberId, game.id);
    return { url: `${LOTTERY_PAGES[game.style]}?gameCode=${encodeURIComponent(game.code)}` };
  }

  /**
   * A ticket, in one transaction: the draw must still take bets (share-locked, so it cannot be
   * drawn meanwhile), then the ticket, its betting-record row and the stake from the member's
   * wallet. The same request id with the same lines replays the ticket; with others it is
   * IDEMPOTENCY_CONFLICT.
   */
  async placeTicket(
    brand: Brand,
    memberId: bigint,
    input: TPlaceTicket,
    language: string,
  ): Promise<TPlacedTicket> {
    const game = await this.#game(brand, input.gameCode);
    const lines = this.#readLines(brand, game, input.lines, await this.#limits(brand, game));
    const stake = lines.reduce((sum, l) => sum + BigInt(l.stake), 0n);
    // The request is what the player sent: a replay after an odds change is the same request.
    const hash = requestHash({
      gameCode: game.code,
      drawNo: input.drawNo ?? null,
      lines: lines.map(({ odds: _odds, ...sent }) => sent),
    });
    const names = await this.#names(brand, language);
    const replay = async (): Promise<TPlacedTicket> => {
      const known = await repo.ticketByRequest(this.#db, brand.id, memberId, input.requestId);
      if (!known) throw new AppError('CONFLICT');
      if (known.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
      const balance = await balanceOf(this.#db, brand.id, memberId, 'MAIN');
      return { ticket: ticketView(brand, known, names), balance: moneyText(brand, balance) };
    };
    if (await repo.ticketByRequest(this.#db, brand.id, memberId, input.requestId)) return replay();

    const now = this.#now();
    let placed: { id: bigint; report: unknown };
    try {
      placed = await this.#db.transaction().execute(async (trx) => {
        const draw = await repo.lockDrawForBet(trx, brand.id, game.code, input.drawNo ?? null, now);
        if (!draw && input.drawNo) throw new AppError('NOT_FOUND');
        if (draw?.status !== 'OPEN' || now < draw.opens_at || now >= draw.closes_at)
          throw new AppError('DRAW_CLOSED');
        const id = await repo.insertTicket(trx, {
          merchantId: brand.id,
          memberId,
          drawId: draw.id,
          requestId: input.requestId,
          requestHash: hash,
          lines,
          stake,
          at: now,
        });
        if (id === null) throw new Replayed();
        const betId = await insertOpenBet(trx, {
          merchantId: brand.id,
          memberId,
          vendorCode: game.vendorCode,
          gameCode: game.code,
          gameName: game.names.en ?? game.code,
          category: 'LOTT',
          externalId: `lott:${id}`,
          stake,
          at: now,
          currency: brand.currency,
        });
        await repo.linkBet(trx, id, betId);
        const posted = await postGuarded(
          trx,
          {
            merchantId: brand.id,
            currency: brand.currency,
            kind: 'GAME_BET',
            idempotencyKey: `lott:bet:${id}`,
            reference: `bet:${betId}`,
            metadata: {
              vendorCode: game.vendorCode,
              gameCode: game.code,
              drawNo: draw.draw_no,
              ticket: String(id),
            },
            postings: [
              { account: { merchantId: brand.id, kind: 'MAIN', memberId }, amount: -stake },
              { account: gameHouse(brand.id, memberId), amount: stake },
            ],
          },
          undefined,
          this.#wallet.balanceReport(brand, memberId),
        );
        if (!posted) throw new Error('lottery stake not written');
        return { id, report: posted.report };
      });
    } catch (error) {
      if (error instanceof Replayed) return replay();
      throw error;
    }
    this.#wallet.wagersCommitted();
    await this.#wallet.publishReported(brand, memberId, placed.report);
    await this.#catalogue.recordPlay(brand, memberId, game.id);
    const row = await repo.ticketById(this.#db, placed.id);
    const main = (placed.report as { main: string | null }).main ?? '0';
    return { ticket: ticketView(brand, row, names), balance: moneyText(brand, BigInt(main)) };
  }

  /** Lines checked against the game's style and the brand's per-line limits, stakes in minor units. */
  /** The brand's per-line limits with the game's own largest bet, and its largest win (ADR 0029). */
  async #limits(brand: Brand, game: LotteryGame): Promise<{ min: bigint; max: bigint; maxWin: bigint }> {
    const limits = lotteryLimits(brand);
    const own = await riskOverridesOf(this.#db, brand.id, game.vendorCode, game.code);
    // A vendor under maintenance (or a game switched off) sells no ticket (ADR 0029).
    ensurePlayable(own);
    return { min: limits.min, max: own.maxBet ?? limits.max, maxWin: own.maxWin ?? brandMaxWin(brand) };
  }

  #readLines(
    brand: Brand,
    game: LotteryGame,
    lines: TPlaceTicket['lines'],
    limits: { min: bigint; max: bigint; maxWin: bigint },
  ): StoredLine[] {
    const problems = lines.flatMap((line, i) => {
      const problem = lineProblem(game.style, line.type, line.numbers);
      return problem ? [{ field: `lines.${i}`, message: problem }] : [];
    });
    if (problems.length > 0) throw validationError(problems);
    return lines.map((line) => {
      const stake = parseMoney(line.stake, brand.currencyExponent);
      if (stake === null || stake <= 0n) throw new AppError('AMOUNT_INVALID');
      if (stake < limits.min || stake > limits.max) {
        throw new AppError('BET_OUT_OF_RANGE', {
          params: { min: moneyText(brand, limits.min), max: moneyText(brand, limits.max) },
        });
      }
      // The line keeps the odds it is sold at: a later change of the brand's odds never alters it.
      const type = line.type as LotteryBetType;
      const odds = { ...(game.odds[type] ?? LOTTERY_BET_RULES[type].odds) } as Record<string, number>;
      // A line whose top prize would pay more than the largest win is refused (ADR 0029).
      const top = Math.max(...Object.values(odds));
      if ((stake * BigInt(top)) / BigInt(LOTTERY_ODDS_SCALE) > limits.maxWin)
        throw new AppError('MAX_WIN_EXCEEDED', { params: { max: moneyText(brand, limits.maxWin) } });
      return { type, numbers: [...line.numbers], stake: String(stake), odds };
    });
  }

  // ---- The job ---------------------------------------------------------------------------------

  /**
   * One run of the draw job: schedule the next draws of every game, close betting, draw what is
   * due and settle what is drawn. Every step is a conditional statement (or a guarded ledger
   * entry), so runs on several nodes at once, or a run after a restart, do each piece once.
   * Returns the draws drawn and tickets settled.
   */
  async runDraws(): Promise<number> {
    const now = this.#now();
    await this.#schedule(now);
    await repo.closeDue(this.#db, now);
    let work = 0;
    for (const draw of await repo.dueDraws(this.#db, now, DRAW_BATCH)) {
      const results = drawLottery(draw.style, draw.server_seed, draw.game_code, draw.draw_no);
      if (await repo.markDrawn(this.#db, draw.id, results, now)) work += 1;
    }
    work += await settleDrawnTickets({
      db: this.#db,
      wallet: this.#wallet,
      brandOf: (id) => this.#brands.findById(id),
      now,
      batch: DRAW_BATCH,
    });
    return work;
  }

  async #schedule(now: Date): Promise<number> {
    const games = await this.games(null);
    const lastDraws = await repo.lastFutureDraws(this.#db, now);
    const wanted: repo.NewDraw[] = [];
    for (const game of games) {
      const last = lastDraws.get(`${game.merchantId}|${game.code}`);
      // Betting on a draw opens when the one before it closes, also across a change of schedule.
      let opensAt = last?.closesAt ?? null;
      for (const slot of plannedSlots(game.plan, now, DRAWS_AHEAD)) {
        if (last && slot.drawAt <= last.drawAt) continue;
        const seed = randomBytes(32).toString('hex');
        wanted.push({
          merchant_id: game.merchantId,
          game_id: game.id,
          game_code: game.code,
          style: game.style,
          draw_no: slot.drawNo,
          opens_at: opensAt ?? slot.opensAt,
          closes_at: slot.closesAt,
          draw_at: slot.drawAt,
          server_seed: seed,
          server_seed_hash: sha256Hex(seed),
        });
        opensAt = slot.closesAt;
      }
    }
    return repo.insertDraws(this.#db, wanted);
  }

  /** Forgets old draws nobody bet on. */
  purgeDraws(): Promise<number> {
    return repo.purgeDraws(this.#db, new Date(this.#now().getTime() - DRAW_KEEP_MS), 5000);
  }
}
