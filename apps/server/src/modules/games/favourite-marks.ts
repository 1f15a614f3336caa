/**
 * The members' favourite games, kept in memory per member so that a signed-in member's game list
 * (the shared, prepared page with the member's stars merged in; ADR 0050) needs no database read
 * for its marks. A member's set is dropped when the member changes it on this node at once, on the
 * others through the bus (games.module.ts), and in any case after `ttlMs`.
 */

export interface FavouriteMarksBounds {
  /** Members kept at most. */
  maxMembers: number;
  /** Favourite ids kept at most over all members (a member with thousands is the bound's case). */
  maxIds: number;
  /** How long a member's set is trusted without a word from another node. */
  ttlMs: number;
}

export const DEFAULT_FAVOURITE_MARKS_BOUNDS: FavouriteMarksBounds = {
  maxMembers: 20_000,
  maxIds: 400_000,
  ttlMs: 60_000,
};

interface Entry {
  /** Newest first, as the favourites page lists them. */
  ids: readonly string[];
  set: ReadonlySet<string>;
  expiresAt: number;
}

export interface FavouriteMarksStats {
  members: number;
  ids: number;
  hits: number;
  misses: number;
  evictions: number;
}

export class FavouriteMarks {
  readonly #bounds: FavouriteMarksBounds;
  readonly #clock: () => number;
  /** Insertion order is recency: a hit moves its entry to the end, eviction takes from the front. */
  readonly #entries = new Map<string, Entry>();
  /** Bumped by every change heard: a read that began before one is served, not kept. */
  #generation = 0;
  #ids = 0;
  #hits = 0;
  #misses = 0;
  #evictions = 0;

  constructor(bounds: Partial<FavouriteMarksBounds> = {}, clock: () => number = Date.now) {
    this.#bounds = { ...DEFAULT_FAVOURITE_MARKS_BOUNDS, ...bounds };
    this.#clock = clock;
  }

  /** The member's favourite game ids (newest first), from memory or read by `load`. */
  async get(
    brandId: number,
    memberId: bigint,
    load: () => Promise<readonly string[]>,
  ): Promise<{ ids: readonly string[]; set: ReadonlySet<string> }> {
    const key = `${brandId}:${memberId}`;
    const hit = this.#entries.get(key);
    if (hit) {
      this.#remove(key, hit);
      if (hit.expiresAt > this.#clock()) {
        this.#entries.set(key, hit);
        this.#ids += hit.ids.length;
        this.#hits += 1;
        return hit;
      }
    }
    this.#misses += 1;
    const generation = this.#generation;
    const ids = await load();
    const entry: Entry = { ids, set: new Set(ids), expiresAt: this.#clock() + this.#bounds.ttlMs };
    if (generation === this.#generation) this.#store(key, entry);
    return entry;
  }

  /** After the member's favourites changed (here or on another node). */
  forget(brandId: number, memberId: bigint): void {
    this.#generation += 1;
    const key = `${brandId}:${memberId}`;
    const entry = this.#entries.get(key);
    if (entry) this.#remove(key, entry);
  }

  /** After a change that may touch anyone's (a game withdrawn from the catalogue, say). */
  forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#ids = 0;
  }

  stats(): FavouriteMarksStats {
    return {
      members: this.#entries.size,
      ids: this.#ids,
      hits: this.#hits,
      misses: this.#misses,
      evictions: this.#evictions,
    };
  }

  #store(key: string, entry: Entry): void {
    // A set larger than a tenth of the whole bound is served, not kept.
    if (entry.ids.length > this.#bounds.maxIds / 10) return;
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    this.#entries.set(key, entry);
    this.#ids += entry.ids.length;
    while (this.#entries.size > this.#bounds.maxMembers || this.#ids > this.#bounds.maxIds) {
      const oldest = this.#entries.entries().next().value;
      if (!oldest) break;
      this.#remove(oldest[0], oldest[1]);
      this.#evictions += 1;
    }
  }

  #remove(key: string, entry: Entry): void {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#ids -= entry.ids.length;
  }
}
