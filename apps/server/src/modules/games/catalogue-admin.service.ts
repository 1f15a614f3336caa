import { formatMoney, type LanguageCode } from '@portal/contracts';
import type { GameConsoleMessageKey } from '@portal/contracts/schemas/game-console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Brand } from '../brands/brand.ts';
import type { GameCatalogue } from './catalogue.service.ts';
import * as repo from './catalogue-admin.repository.ts';
import { forgetRiskOverrides } from './risk-limits.ts';

/** Where a node announces a console change of the catalogue, so every node drops its caches. */
export const CATALOGUE_CHANGES_CHANNEL = 'games.catalogue-changed';

/** A refused field of a console change: the field and the message key (ADR 0029). */
export class ConsoleFieldProblem extends Error {
  readonly field: string;
  readonly key: GameConsoleMessageKey;
  constructor(field: string, key: GameConsoleMessageKey) {
    super(key);
    this.field = field;
    this.key = key;
  }
}

export interface ConsoleVendor {
  vendorCode: string;
  name: string;
  enabled: boolean;
  place: number;
  games: number;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  maintenance: { on: boolean; message: string; since: string | null };
}

export interface ConsoleGame {
  id: string;
  vendorCode: string;
  vendorName: string;
  code: string;
  name: string;
  category: string;
  catalogueCategory: string;
  classify: string | null;
  enabled: boolean;
  hot: boolean;
  new: boolean;
  sort: number;
  maxBet: string | null;
  maxWin: string | null;
}

export type GameChange = {
  enabled?: boolean;
  hot?: boolean;
  new?: boolean;
  sort?: number;
  category?: string;
};

/**
 * The catalogue as the console changes it for a brand (issue 15, "Games"): vendors per category
 * (enabled, order, maintenance) and games (enabled, marks, order, category, risk limits). Every
 * change is audited by the caller's hook in the transaction of the change, with before and after;
 * afterwards every node drops the caches that show the catalogue to players (the catalogue's
 * shared lists and the risk limits) through the platform's event bus (Redis with REDIS_URL); the
 * caller drops the brand's cached menus.
 */
export class GameConsole {
  readonly #db: Db;
  readonly #catalogue: GameCatalogue;
  readonly #now: () => Date;
  readonly #events: EventBus;
  readonly #onAnnounceFailed: (error: unknown) => void;

  constructor(deps: {
    db: Db;
    catalogue: GameCatalogue;
    now: () => Date;
    events: EventBus;
    onAnnounceFailed: (error: unknown) => void;
  }) {
    this.#db = deps.db;
    this.#catalogue = deps.catalogue;
    this.#now = deps.now;
    this.#events = deps.events;
    this.#onAnnounceFailed = deps.onAnnounceFailed;
  }

  /** Drops this node's caches of the brand's catalogue (of every brand without one). */
  forget(brandId?: number): void {
    this.#catalogue.invalidate(brandId);
    forgetRiskOverrides();
  }

  /**
   * Hears changes announced by any node (this one's too); resolves to the way to stop. An
   * announcement that names no brand (an older node's) drops every brand's answers.
   */
  listen(): Promise<() => void> {
    return this.#events.subscribe(CATALOGUE_CHANGES_CHANNEL, (event) => {
      const brandId = (event as { merchantId?: unknown }).merchantId;
      this.forget(typeof brandId === 'number' && Number.isInteger(brandId) ? brandId : undefined);
    });
  }

  /**
   * After a committed change of the brand's catalogue: this node's caches at once, the others'
   * through the bus (Redis with REDIS_URL). The change is stored already; a bus that fails leaves
   * the others to their caches' expiry (60 s at most, catalogue-cache.ts).
   */
  async #changed(brand: Brand): Promise<void> {
    this.forget(brand.id);
    try {
      await this.#events.publish(CATALOGUE_CHANGES_CHANNEL, {
        merchantId: brand.id,
        at: this.#now().toISOString(),
      });
    } catch (error) {
      this.#onAnnounceFailed(error);
    }
  }

  async vendors(brand: Brand): Promise<{ category: string; vendors: ConsoleVendor[] }[]> {
    const rows = await repo.listBrandVendors(this.#db, brand.id);
    const out = new Map<string, ConsoleVendor[]>();
    for (const r of rows) {
      const list = out.get(r.game_category) ?? [];
      list.push({
        vendorCode: r.vendor_code,
        name: r.name,
        enabled: r.enabled,
        place: list.length + 1,
        games: Number(r.games ?? 0),
        walletMode: r.wallet_mode,
        maintenance: {
          on: r.maintenance_since !== null,
          message: r.maintenance_message ?? '',
          since: r.maintenance_since ? new Date(r.maintenance_since).toISOString() : null,
        },
      });
      out.set(r.game_category, list);
    }
    return [...out].map(([category, vendors]) => ({ category, vendors }));
  }

  async setVendorEnabled(
    brand: Brand,
    category: string,
    vendorCode: string,
    enabled: boolean,
    audit: AuditInTransaction,
  ): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const row = await repo.lockBrandVendor(trx, brand.id, category, vendorCode);
      if (!row) throw new AppError('NOT_FOUND');
      await repo.setBrandVendor(trx, brand.id, category, vendorCode, { enabled });
      await audit(trx, {
        id: `${category}/${vendorCode}`,
        before: { enabled: row.enabled },
        after: { enabled },
      });
    });
    await this.#changed(brand);
  }

  /** Moves a vendor one place within its category; at the end already, nothing changes. */
  async moveVendor(
    brand: Brand,
    category: string,
    vendorCode: string,
    direction: 'UP' | 'DOWN',
    audit: AuditInTransaction,
  ): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const rows = await repo.lockCategoryVendors(trx, brand.id, category);
      const from = rows.findIndex((r) => r.vendor_code === vendorCode);
      if (from < 0) throw new AppError('NOT_FOUND');
      const to = direction === 'UP' ? from - 1 : from + 1;
      if (to < 0 || to >= rows.length) return;
      const before = rows.map((r) => r.vendor_code);
      const after = [...before];
      [after[from], after[to]] = [after[to] as string, after[from] as string];
      // Places are rewritten 10, 20, 30...: equal or missing sorts of older rows become an order.
      for (const [i, code] of after.entries()) {
        await repo.setBrandVendor(trx, brand.id, category, code, { sort: (i + 1) * 10 });
      }
      await audit(trx, {
        id: `${category}/${vendorCode}`,
        before: { order: before },
        after: { order: after },
      });
    });
    await this.#changed(brand);
  }

  async setVendorMaintenance(
    brand: Brand,
    vendorCode: string,
    change: { on: boolean; message: string },
    audit: AuditInTransaction,
  ): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      if (!(await repo.brandHasVendor(trx, brand.id, vendorCode))) throw new AppError('NOT_FOUND');
      const before = await repo.findVendorMaintenance(trx, brand.id, vendorCode);
      if (change.on)
        await repo.startVendorMaintenance(trx, brand.id, vendorCode, change.message, this.#now());
      else await repo.endVendorMaintenance(trx, brand.id, vendorCode);
      await audit(trx, {
        id: vendorCode,
        before: { on: before !== undefined, message: before?.message ?? '' },
        after: { on: change.on, message: change.on ? change.message : '' },
      });
    });
    await this.#changed(brand);
  }

  async games(
    brand: Brand,
    filter: repo.ConsoleGameFilter,
    language: LanguageCode,
  ): Promise<{ list: ConsoleGame[]; pageNum: number; pageSize: number; total: number; totalPages: number }> {
    const page = await repo.listConsoleGames(this.#db, brand.id, filter);
    return {
      list: page.rows.map((r) => gameView(brand, r, language)),
      pageNum: filter.pageNo,
      pageSize: filter.pageSize,
      total: page.total,
      totalPages: Math.ceil(page.total / filter.pageSize),
    };
  }

  async game(brand: Brand, gameId: bigint, language: LanguageCode): Promise<ConsoleGame> {
    const row = await repo.findConsoleGame(this.#db, brand.id, gameId);
    if (!row) throw new AppError('NOT_FOUND');
    return gameView(brand, row, language);
  }

  /** Changes what was sent of a game for the brand. A category must list the game's vendor. */
  async updateGame(
    brand: Brand,
    gameId: bigint,
    change: GameChange,
    language: LanguageCode,
    audit: AuditInTransaction,
  ): Promise<ConsoleGame> {
    await this.#db.transaction().execute(async (trx) => {
      const before = await repo.findConsoleGame(trx, brand.id, gameId);
      if (!before) throw new AppError('NOT_FOUND');
      if (
        change.category !== undefined &&
        !(await repo.vendorListedIn(trx, brand.id, before.vendor_code, change.category))
      )
        throw new ConsoleFieldProblem('category', 'vendorNotInCategory');
      await repo.lockBrandGame(trx, brand.id, gameId);
      await repo.updateBrandGame(trx, brand.id, gameId, {
        ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
        ...(change.hot === undefined ? {} : { is_hot: change.hot }),
        ...(change.new === undefined ? {} : { is_new: change.new }),
        ...(change.sort === undefined ? {} : { sort: change.sort }),
        // The catalogue's own category is kept as null, so a later catalogue move still applies.
        ...(change.category === undefined
          ? {}
          : { category: change.category === before.catalogue_category ? null : change.category }),
      } as Parameters<typeof repo.updateBrandGame>[3]);
      const after = await repo.findConsoleGame(trx, brand.id, gameId);
      const pick = (r: repo.ConsoleGameRow | undefined) => ({
        enabled: r?.enabled,
        hot: r?.hot,
        new: r?.is_new,
        sort: r?.sort,
        category: r?.category,
      });
      await audit(trx, {
        id: `${before.vendor_code}/${before.code}`,
        before: pick(before),
        after: pick(after),
      });
    });
    await this.#changed(brand);
    return this.game(brand, gameId, language);
  }

  /** Sets a game's own largest bet and largest win for the brand (null: the brand's default). */
  async updateGameRisk(
    brand: Brand,
    gameId: bigint,
    limits: { maxBet: bigint | null; maxWin: bigint | null },
    language: LanguageCode,
    audit: AuditInTransaction,
  ): Promise<ConsoleGame> {
    await this.#db.transaction().execute(async (trx) => {
      const before = await repo.findConsoleGame(trx, brand.id, gameId);
      if (!before) throw new AppError('NOT_FOUND');
      await repo.lockBrandGame(trx, brand.id, gameId);
      await repo.updateBrandGame(trx, brand.id, gameId, { max_bet: limits.maxBet, max_win: limits.maxWin });
      const money = (v: bigint | null) => (v === null ? null : formatMoney(v, brand.currencyExponent));
      await audit(trx, {
        id: `${before.vendor_code}/${before.code}`,
        before: { maxBet: money(before.max_bet), maxWin: money(before.max_win) },
        after: { maxBet: money(limits.maxBet), maxWin: money(limits.maxWin) },
      });
    });
    await this.#changed(brand);
    return this.game(brand, gameId, language);
  }
}

function gameView(brand: Brand, r: repo.ConsoleGameRow, language: LanguageCode): ConsoleGame {
  const money = (v: bigint | null) => (v === null ? null : formatMoney(BigInt(v), brand.currencyExponent));
  return {
    id: String(r.id),
    vendorCode: r.vendor_code,
    vendorName: r.vendor_name,
    code: r.code,
    name: r.names[language] ?? r.names.en ?? r.code,
    category: r.category,
    catalogueCategory: r.catalogue_category,
    classify: r.classify,
    enabled: r.enabled,
    hot: r.hot,
    new: r.is_new,
    sort: Number(r.sort),
    maxBet: money(r.max_bet),
    maxWin: money(r.max_win),
  };
}
