import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../platform/events.ts';
import type { Job } from '../../platform/jobs.ts';
import type { Brand } from '../brands/brand.ts';
import { BRAND_CHANGES_CHANNEL, type BrandService } from '../brands/brands.service.ts';

/** How often the snapshots are read again (a flag or a rate changed in the console shows by then). */
export const BRAND_SNAPSHOT_EVERY_MS = 30_000;

/**
 * The brands as an event handler needs them (flags, the clock, the rebate rates). A handler runs
 * inside its delivery's transaction, where the brand service's loads (through the pool) would wait
 * for that very transaction on the embedded database; so handlers read a snapshot taken outside
 * any transaction: read when the app is ready, again whenever a brand changes (the brands' change
 * announcements) and by a job. A handler meeting a brand not loaded yet starts its load and fails
 * the delivery, which the dispatcher retries once the load is done.
 */
export class BrandSnapshots {
  readonly #brands: BrandService;
  readonly #byId = new Map<number, Brand>();

  constructor(brands: BrandService) {
    this.#brands = brands;
  }

  /** Reads every brand again (outside any transaction); answers how many. */
  async refresh(): Promise<number> {
    for (const code of await this.#brands.codes()) {
      const brand = await this.#brands.findByCode(code);
      if (brand) this.#byId.set(brand.id, brand);
    }
    return this.#byId.size;
  }

  /** One brand, read now (outside any transaction) and kept. */
  async load(id: number): Promise<Brand | null> {
    const brand = await this.#brands.findById(id);
    if (brand) this.#byId.set(id, brand);
    return brand;
  }

  /** Inside a transaction: the snapshot, or a retryable failure after starting its load. */
  inTransaction(id: number): Brand {
    const brand = this.#byId.get(id);
    if (brand) return brand;
    this.load(id).catch(() => undefined);
    throw new Error(`brand ${id} is being loaded; the event is retried`);
  }

  /**
   * Reads the snapshots when the app is ready and again after every announced brand change (until
   * the app closes).
   */
  attach(app: FastifyInstance, events: EventBus): void {
    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      await this.refresh();
      stop = await events.subscribe(BRAND_CHANGES_CHANNEL, () => {
        this.refresh().catch(() => undefined);
      });
    });
    app.addHook('onClose', async () => stop?.());
  }

  job(name: string): Job {
    return { name, everyMs: BRAND_SNAPSHOT_EVERY_MS, run: () => this.refresh() };
  }
}
