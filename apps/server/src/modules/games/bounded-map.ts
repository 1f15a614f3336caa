/**
 * A map bounded in entries and in a weight of the caller's (bytes, ids), least recently used out
 * first: insertion order is recency, a touch moves an entry to the end, eviction takes from the
 * front. The catalogue's answers (catalogue-cache.ts) and the members' favourites
 * (favourite-marks.ts) are kept in one each.
 */
export class BoundedMap<V> {
  readonly #entries = new Map<string, { value: V; weight: number }>();
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  #weight = 0;
  #evictions = 0;

  constructor(bounds: { maxEntries: number; maxWeight: number }) {
    this.#maxEntries = bounds.maxEntries;
    this.#maxWeight = bounds.maxWeight;
  }

  /** The value under `key`, made the most recently used. */
  touch(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` as the most recently used, then evicts past the bounds. */
  set(key: string, value: V, weight: number): void {
    this.delete(key);
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    while (this.#entries.size > this.#maxEntries || this.#weight > this.#maxWeight) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
      this.#evictions += 1;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  /** Drops every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get weight(): number {
    return this.#weight;
  }

  get evictions(): number {
    return this.#evictions;
  }
}
