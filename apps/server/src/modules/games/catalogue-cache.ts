import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Brand } from '../brands/brand.ts';
import { BoundedMap } from './bounded-map.ts';

/**
 * The catalogue's answers kept in memory (ADR 0050): each one ready to send (the envelope as JSON,
 * its gzip, its ETag), keyed by brand, the brand's catalogue version, the parts of the brand the
 * answer reads and the variant (list centre, vendor, filter, page, language...). Bounded by
 * entries and by bytes, least recently used first out; a change of a brand's catalogue bumps its
 * version and drops its entries; an entry older than `ttlMs` is read again (a change made outside
 * the console, a lost announcement).
 */

/** An answer ready to send: the value (for the contract check and per-member marks) and its bytes. */
export interface PreparedAnswer<T> {
  value: T;
  /** The envelope `{ success, code, message, value }` as JSON, exactly as the serializer writes it. */
  body: string;
  /** A weak validator of the body: the same answer has the same tag on every node. */
  etag: string;
  /** The body gzipped, made on the first request that accepts gzip. */
  gzip(): Buffer;
}

/** Wraps a value in the success envelope (platform/envelope.ts `ok`) and prepares it. */
export function prepareAnswer<T>(value: T): PreparedAnswer<T> {
  const body = JSON.stringify({ success: true, code: 'OK', message: '', value });
  let zipped: Buffer | null = null;
  return {
    value,
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    gzip: () => {
      zipped ??= gzipSync(body, { level: 6 });
      return zipped;
    },
  };
}

/** Roughly what an entry holds: the JSON (two bytes a character at worst), the value built from it, the gzip. */
function sizeOf(answer: PreparedAnswer<unknown>): number {
  return answer.body.length * 5 + 256;
}

/**
 * What of a brand (as loaded by the brands module, ADR 0028) the catalogue's answers read: its
 * menus (vendors per category, their order), currency and game rules. Part of every key, so a
 * brand change the brands module announces reaches the cached answers with the reloaded brand.
 */
const fingerprints = new WeakMap<Brand, string>();
export function brandFingerprint(brand: Brand): string {
  let print = fingerprints.get(brand);
  if (print === undefined) {
    const parts = JSON.stringify([
      brand.gameMenus,
      brand.currency,
      brand.currencyExponent,
      brand.settings.games ?? null,
    ]);
    print = createHash('sha1').update(parts).digest('base64url').slice(0, 12);
    fingerprints.set(brand, print);
  }
  return print;
}

export interface CacheBounds {
  /** Answers kept at most. */
  maxEntries: number;
  /** Estimated bytes kept at most (JSON, values and gzip). */
  maxBytes: number;
  /** How long an answer is served before it is read again, whatever happens. */
  ttlMs: number;
}

export const DEFAULT_CACHE_BOUNDS: CacheBounds = {
  maxEntries: 4_000,
  maxBytes: 24 * 1024 * 1024,
  ttlMs: 60_000,
};

interface Entry {
  brandId: number;
  answer: PreparedAnswer<unknown>;
  expiresAt: number;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

export class CatalogueCache {
  readonly #bounds: CacheBounds;
  readonly #clock: () => number;
  readonly #entries: BoundedMap<Entry>;
  /** Loads under way, shared by the requests that ask for the same answer meanwhile. */
  readonly #loading = new Map<string, Promise<PreparedAnswer<unknown>>>();
  readonly #versions = new Map<number, number>();
  /** Bumped when every brand changes at once. */
  #epoch = 0;
  #hits = 0;
  #misses = 0;

  constructor(bounds: Partial<CacheBounds> = {}, clock: () => number = Date.now) {
    this.#bounds = { ...DEFAULT_CACHE_BOUNDS, ...bounds };
    this.#clock = clock;
    this.#entries = new BoundedMap({ maxEntries: this.#bounds.maxEntries, maxWeight: this.#bounds.maxBytes });
  }

  /** The brand's catalogue version on this node: changed by every change. */
  version(brandId: number): string {
    return `${this.#epoch}.${this.#versions.get(brandId) ?? 0}`;
  }

  /**
   * The answer of `variant` for the brand, from memory or loaded (once, however many ask at the
   * same time). A load that began before a change of the brand is not kept.
   */
  get<T>(brand: Brand, variant: readonly unknown[], load: () => Promise<T>): Promise<PreparedAnswer<T>> {
    const version = this.version(brand.id);
    const key = JSON.stringify([brand.id, version, brandFingerprint(brand), ...variant]);
    const hit = this.#entries.touch(key);
    if (hit) {
      if (hit.expiresAt > this.#clock()) {
        this.#hits += 1;
        return Promise.resolve(hit.answer as PreparedAnswer<T>);
      }
      this.#entries.delete(key);
    }
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<PreparedAnswer<T>>;
    this.#misses += 1;
    const loaded = load().then((value) => {
      const answer = prepareAnswer(value);
      if (this.version(brand.id) === version) this.#store(key, brand.id, answer);
      return answer;
    });
    this.#loading.set(key, loaded);
    const forget = () => {
      if (this.#loading.get(key) === loaded) this.#loading.delete(key);
    };
    loaded.then(forget, forget);
    return loaded;
  }

  /** After a change of the brand's catalogue: a new version, and its answers dropped. */
  bump(brandId: number): void {
    this.#versions.set(brandId, (this.#versions.get(brandId) ?? 0) + 1);
    this.#entries.deleteWhere((entry) => entry.brandId === brandId);
  }

  /** After a change that may touch every brand (the shared catalogue): every brand bumped. */
  bumpAll(): void {
    this.#epoch += 1;
    this.#entries.clear();
  }

  stats(): CacheStats {
    return {
      entries: this.#entries.size,
      bytes: this.#entries.weight,
      hits: this.#hits,
      misses: this.#misses,
      evictions: this.#entries.evictions,
    };
  }

  #store(key: string, brandId: number, answer: PreparedAnswer<unknown>): void {
    const bytes = sizeOf(answer);
    // An answer larger than a quarter of the whole bound is served, not kept.
    if (bytes > this.#bounds.maxBytes / 4) return;
    this.#entries.set(key, { brandId, answer, expiresAt: this.#clock() + this.#bounds.ttlMs }, bytes);
  }
}
