import { BoundedMap } from './bounded-map.ts';

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
  readonly #entries: BoundedMap<Entry>;
  /** Bumped by every change heard: a read that began before one is served, not kept. */
  #generation = 0;
  #hits = 0;
  #misses = 0;

  constructor(bounds: Partial<FavouriteMarksBounds> = {}, clock: () => number = Date.now) {
    this.#bounds = { ...DEFAULT_FAVOURITE_MARKS_BOUNDS, ...bounds };
    this.#clock = clock;
    this.#entries = new BoundedMap({ maxEntries: this.#bounds.maxMembers, maxWeight: this.#bounds.maxIds });
  }

  /** The member's favourite game ids (newest first), from memory or read by `load`. */
  async get(
    brandId: number,
    memberId: bigint,
    load: () => Promise<readonly string[]>,
  ): Promise<{ ids: readonly string[]; set: ReadonlySet<string> }> {
    const key = `${brandId}:${memberId}`;
    const hit = this.#entries.touch(key);
    if (hit) {
      if (hit.expiresAt > this.#clock()) {
        this.#hits += 1;
        return hit;
      }
      this.#entries.delete(key);
    }
    this.#misses += 1;
    const generation = this.#generation;
    const ids = await load();
    const entry: Entry = { ids, set: new Set(ids), expiresAt: this.#clock() + this.#bounds.ttlMs };
    // A read that began before a change is served, not kept; so is a set larger than a tenth
    // of the whole bound.
    if (generation === this.#generation && ids.length <= this.#bounds.maxIds / 10)
      this.#entries.set(key, entry, ids.length);
    return entry;
  }

  /** After the member's favourites changed (here or on another node). */
  forget(brandId: number, memberId: bigint): void {
    this.#generation += 1;
    this.#entries.delete(`${brandId}:${memberId}`);
  }

  /** After a change that may touch anyone's (a game withdrawn from the catalogue, say). */
  forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  stats(): FavouriteMarksStats {
    return {
      members: this.#entries.size,
      ids: this.#entries.weight,
      hits: this.#hits,
      misses: this.#misses,
      evictions: this.#entries.evictions,
    };
  }
}
