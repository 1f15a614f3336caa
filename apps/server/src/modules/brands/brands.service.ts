import type { FeatureFlag, TBrandSettings } from '@portal/contracts';
import { ZBrandSettings } from '@portal/contracts/schemas/brand';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/events.ts';
import { assembleBrand, type Brand } from './brand.ts';
import * as settingsRepo from './brand-settings.repository.ts';
import * as repo from './brands.repository.ts';

/** Brands change rarely and are read on every request: keep them briefly in memory. */
const BRAND_TTL_MS = 5_000;
/** Bounds the domain cache against Host headers made up by clients. */
const MAX_CACHED_DOMAINS = 1_000;
/** Codes come from a request header: unknown ones are cached too (briefly), so the map is bounded (ADR 0054). */
export const MAX_CACHED_BRANDS = 1_000;
/**
 * Where a node announces that a brand changed, so every node drops its cached brands at once
 * (ADR 0028): Redis pub/sub with REDIS_URL, the process's own bus otherwise.
 */
export const BRAND_CHANGES_CHANNEL = 'brands.changed';

/** What money amounts of a brand need: its id, currency and the currency's decimals. */
export type BrandMoney = Pick<Brand, 'id' | 'currency' | 'currencyExponent'>;

/**
 * A brand's id by its code, straight from the database: for code that has a database but no
 * BrandService (the command line, checks before the app starts).
 */
export function findBrandIdByCode(db: Db, code: string): Promise<number | undefined> {
  return repo.findMerchantIdByCode(db, code);
}

interface Cached<T> {
  /** The read under way through the pool (shared by the callers that read through the pool). */
  pending?: Promise<T> | undefined;
  /** The last value read, and until when it is fresh. */
  settled?: { value: T; freshUntil: number };
}

export class BrandService {
  readonly #db: Db;
  readonly #now: () => number;
  readonly #byCode = new Map<string, Cached<Brand | undefined>>();
  readonly #domainToCode = new Map<string, Cached<string | undefined>>();
  readonly #bus: EventBus | null;
  readonly #onAnnounceFailed: (error: unknown) => void;

  constructor(
    db: Db,
    now: () => number = Date.now,
    bus: EventBus | null = null,
    onAnnounceFailed: (error: unknown) => void = () => undefined,
  ) {
    this.#db = db;
    this.#now = now;
    this.#bus = bus;
    this.#onAnnounceFailed = onAnnounceFailed;
  }

  findByCode(code: string): Promise<Brand | undefined> {
    return this.#cached(this.#byCode, code, (db) => this.#load(code, db), MAX_CACHED_BRANDS);
  }

  /** Entries held by the caches (brands by code, codes by domain), each bounded. */
  get cachedEntries(): { byCode: number; byDomain: number } {
    return { byCode: this.#byCode.size, byDomain: this.#domainToCode.size };
  }

  async findByDomain(domain: string): Promise<Brand | undefined> {
    const code = await this.#cached(
      this.#domainToCode,
      domain,
      (db) => repo.findMerchantCodeByDomain(db, domain),
      MAX_CACHED_DOMAINS,
    );
    return code ? this.findByCode(code) : undefined;
  }

  /**
   * By the brand's id (background jobs and provider notifications know only the id). Inside a
   * transaction pass it as `db`: a brand not in the cache is then read through it (inside an event
   * handler's transaction a load through the pool would wait for that transaction on the embedded
   * database).
   */
  async findById(id: number, db: Db = this.#db): Promise<Brand | null> {
    const code = await repo.findMerchantCodeById(db, id);
    if (!code) return null;
    const brand = await this.#cached(
      this.#byCode,
      code,
      (via) => this.#load(code, via),
      MAX_CACHED_BRANDS,
      db,
    );
    return brand ?? null;
  }

  /**
   * The brand's money settings read through `db`, not the cache: inside an event handler's
   * transaction (ADR 0021) a cache load through the pool would wait for that transaction on the
   * embedded database.
   */
  async moneyOf(id: number, db: Db = this.#db): Promise<BrandMoney | null> {
    const row = await repo.findMerchantMoney(db, id);
    return row ? { id: row.id, currency: row.currency, currencyExponent: row.currency_exponent } : null;
  }

  /** A game vendor's catalogue row (its name and logo colours for the drawn logo). */
  findVendor(code: string) {
    return repo.findVendor(this.#db, code);
  }

  /** Every brand's code, in id order (the development page). */
  async codes(): Promise<string[]> {
    return (await repo.listMerchants(this.#db)).map((row) => row.code);
  }

  async findFirst(): Promise<Brand | undefined> {
    const code = await repo.findFirstMerchantCode(this.#db);
    return code ? this.findByCode(code) : undefined;
  }

  /** Drops this node's cached brands. */
  invalidate(): void {
    this.#byCode.clear();
    this.#domainToCode.clear();
  }

  /**
   * After a committed change to a brand's data: drops this node's cache and tells every other node
   * to drop theirs (ADR 0028). The change is already stored, so a bus that fails does not undo
   * it; the other nodes then see it when their entries expire (BRAND_TTL_MS).
   */
  async changed(code: string): Promise<void> {
    this.invalidate();
    if (!this.#bus) return;
    try {
      await this.#bus.publish(BRAND_CHANGES_CHANNEL, { code });
    } catch (error) {
      this.#onAnnounceFailed(error);
    }
  }

  /** Hears the changes other nodes announce (and this node's own); resolves to the way to stop. */
  async listen(): Promise<() => void> {
    if (!this.#bus) return () => undefined;
    return this.#bus.subscribe(BRAND_CHANGES_CHANNEL, () => this.invalidate());
  }

  /** Switches one feature flag of a brand. */
  async setFlag(brand: Brand, flag: FeatureFlag, enabled: boolean): Promise<void> {
    await repo.upsertFlag(this.#db, brand.id, flag, enabled);
    await this.changed(brand.code);
  }

  /**
   * Changes a brand's settings; the result is validated before it is stored. The change applies to
   * the stored document read under the brand row's lock, not to the cached brand, so two changes
   * at once (or a cache a moment old) never lose one another's part.
   */
  async updateSettings(
    brand: Brand,
    change: (settings: TBrandSettings) => TBrandSettings,
    audit?: AuditInTransaction,
  ): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const row = await settingsRepo.lockMerchant(trx, brand.id);
      if (!row) throw new AppError('NOT_FOUND');
      const before = ZBrandSettings.parse(row.settings);
      const next = ZBrandSettings.parse(change(structuredClone(before)));
      await repo.updateMerchantSettings(trx, brand.id, next);
      await audit?.(trx, { id: brand.code, before: { ...before }, after: { ...next } });
    });
    await this.changed(brand.code);
  }

  async listHelpArticles(brand: Brand, lang: string, device: string) {
    return repo.listHelpArticles(this.#db, brand.id, lang, device);
  }

  async #load(code: string, db: Db = this.#db): Promise<Brand | undefined> {
    const row = await repo.findMerchantByCode(db, code);
    if (!row) return undefined;
    const [flags, domains, rules, customerService, resources, vendors] = await Promise.all([
      repo.listFlags(db, row.id),
      repo.listDomains(db, row.id),
      repo.listRegisterRules(db, row.id),
      repo.listCustomerService(db, row.id),
      repo.listResources(db, row.id),
      repo.listMerchantVendors(db, row.id),
    ]);
    return assembleBrand(row, { flags, domains, rules, customerService, resources, vendors });
  }

  /**
   * A cached read. A fresh value is answered from memory. A stale one is answered too, while one read
   * through the pool refreshes it in the background. Only a key never read (or dropped by a change)
   * makes its caller wait.
   *
   * A caller inside a transaction (`db` given) reads through that transaction, alone. It never waits
   * for a read under way through the pool: on the embedded database (one connection) that read is
   * queued behind this very transaction, and waiting for it never ends. Sharing such a read hung a
   * browser test run: a deposit's event handlers waited for a brand being read behind their own
   * transaction, and every request after it waited too.
   */
  #cached<T>(
    map: Map<string, Cached<T>>,
    key: string,
    load: (db: Db) => Promise<T>,
    maxEntries: number,
    db: Db = this.#db,
  ): Promise<T> {
    const entry = map.get(key);
    if (entry?.settled) {
      if (entry.settled.freshUntil <= this.#now()) this.#refresh(map, key, entry, load);
      return Promise.resolve(entry.settled.value);
    }
    if (db !== this.#db) return load(db);
    if (entry) return this.#refresh(map, key, entry, load);
    if (map.size >= maxEntries) map.clear();
    const fresh: Cached<T> = {};
    map.set(key, fresh);
    return this.#refresh(map, key, fresh, load);
  }

  /** Starts (or joins) the entry's read through the pool; a read whose entry was dropped meanwhile is not kept. */
  #refresh<T>(
    map: Map<string, Cached<T>>,
    key: string,
    entry: Cached<T>,
    load: (db: Db) => Promise<T>,
  ): Promise<T> {
    if (entry.pending) return entry.pending;
    const pending = load(this.#db);
    entry.pending = pending;
    pending.then(
      (value) => {
        entry.pending = undefined;
        if (map.get(key) === entry) entry.settled = { value, freshUntil: this.#now() + BRAND_TTL_MS };
      },
      () => {
        entry.pending = undefined;
        // A failed first read must not stay cached; a failed refresh leaves the last value.
        if (map.get(key) === entry && !entry.settled) map.delete(key);
      },
    );
    return pending;
  }
}
