import { randomUUID } from 'node:crypto';
import { ORIGINALS_VENDOR } from '@portal/contracts';
import { crashElapsedFor, crashMultiplierAt } from '@portal/fairness';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Brand } from '../brands/brand.ts';
import * as repo from './crash.repository.ts';
import type { CrashService } from './crash.service.ts';

/** How often a running round ticks (and its auto cash-outs are looked at). */
export const TICK_MS = 100;
/** A brand's engine lease lasts this long and is renewed at a third of it. */
const LEASE_MS = 10_000;
/** The list of brands with the in-house vendor is read again this often. */
const BRANDS_EVERY_MS = 30_000;

interface Running {
  round: repo.RoundRow;
  /** ACTIVE bets with an auto target, lowest first; paid as the curve passes them. */
  autos: { id: bigint; target: number }[];
}

/**
 * The rounds of every brand with the in-house vendor: BETTING, RUNNING, CRASHED, pause, next
 * round. One node per brand runs it, by a lease row taken and renewed in the database; a node
 * that takes a lease first applies the restart rule (rounds found in play become VOID and are
 * refunded). Time is the injected clock, so tests drive the phases with `runOnce()`.
 */
export class CrashEngine {
  readonly #db: Db;
  readonly #service: CrashService;
  readonly #findBrand: (id: number) => Promise<Brand | null>;
  readonly #now: () => Date;
  readonly #log: FastifyBaseLogger | null;
  readonly #holder: string;
  /** Brands this node runs: the brand itself is read again when the lease is renewed. */
  readonly #held = new Map<number, { renewAt: number; running: Running | null; brand: Brand }>();
  #brandIds: number[] = [];
  #brandsReadAt = Number.NEGATIVE_INFINITY;
  #timer: NodeJS.Timeout | null = null;
  #busy: Promise<void> | null = null;

  constructor(deps: {
    db: Db;
    service: CrashService;
    findBrand: (id: number) => Promise<Brand | null>;
    now: () => Date;
    log?: FastifyBaseLogger;
    holder?: string;
  }) {
    this.#db = deps.db;
    this.#service = deps.service;
    this.#findBrand = deps.findBrand;
    this.#now = deps.now;
    this.#log = deps.log ?? null;
    this.#holder = deps.holder ?? randomUUID();
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (this.#busy) return;
      this.#busy = this.runOnce()
        .catch((error: unknown) => this.#log?.error({ err: error }, 'crash engine step failed'))
        .finally(() => {
          this.#busy = null;
        });
    }, TICK_MS);
    this.#timer.unref();
  }

  /** Stops ticking and lets the leases go (the next engine voids what was in play). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#busy;
    for (const id of this.#held.keys())
      await repo.releaseLease(this.#db, id, this.#holder).catch(() => undefined);
    this.#held.clear();
  }

  /** One step of every brand this node runs. */
  async runOnce(): Promise<void> {
    const now = this.#now().getTime();
    if (now - this.#brandsReadAt >= BRANDS_EVERY_MS) {
      this.#brandIds = await repo.brandsWithVendor(this.#db, ORIGINALS_VENDOR);
      this.#brandsReadAt = now;
      for (const id of this.#held.keys()) if (!this.#brandIds.includes(id)) this.#held.delete(id);
    }
    for (const id of this.#brandIds) {
      try {
        await this.#stepBrand(id);
      } catch (error) {
        // One brand's trouble must not stop the others; its state is read again next time.
        const held = this.#held.get(id);
        if (held) held.running = null;
        this.#log?.error({ err: error, merchantId: id }, 'crash engine step failed');
      }
    }
  }

  async #stepBrand(id: number): Promise<void> {
    const now = this.#now();
    let held = this.#held.get(id);
    if (!held || now.getTime() >= held.renewAt) {
      const ours = await repo.takeLease(this.#db, id, this.#holder, now, new Date(now.getTime() + LEASE_MS));
      if (!ours) {
        this.#held.delete(id);
        return;
      }
      const brand = await this.#findBrand(id);
      if (!brand) return;
      if (!held) {
        // Newly ours: whatever was in play belongs to an engine that is gone (the restart rule).
        const refunded = await this.#service.recover(brand);
        if (refunded > 0) this.#log?.warn({ merchantId: id, refunded }, 'crash rounds voided on start');
        held = { renewAt: 0, running: null, brand };
        this.#held.set(id, held);
      }
      held.brand = brand;
      held.renewAt = now.getTime() + LEASE_MS / 3;
    }
    await this.#advance(held.brand, held);
  }

  async #advance(brand: Brand, held: { running: Running | null }): Promise<void> {
    const now = this.#now();
    if (!held.running) {
      const latest = await this.#service.latestRound(brand);
      held.running = latest ? { round: latest, autos: [] } : null;
      if (latest?.status === 'RUNNING') held.running = { round: latest, autos: await this.#autos(latest) };
    }
    const running = held.running;
    const round = running?.round;
    if (!running || !round || round.status === 'CRASHED' || round.status === 'VOID') {
      const endedAt = round?.crashed_at?.getTime() ?? Number.NEGATIVE_INFINITY;
      if (now.getTime() < endedAt + this.#service.timing.pauseMs) return;
      const opened = await this.#service.openRound(brand);
      held.running = { round: opened, autos: [] };
      await this.#service.publish(brand, {
        type: 'crash.round',
        roundId: String(opened.id),
        phase: 'BETTING',
        bettingEndsAt: opened.betting_ends_at.toISOString(),
        startedAt: null,
        serverTime: now.toISOString(),
      });
      return;
    }
    if (round.status === 'BETTING') {
      if (now < round.betting_ends_at) return;
      const started = await this.#service.startRound(round);
      if (!started?.started_at) {
        held.running = null;
        return;
      }
      held.running = { round: started, autos: await this.#autos(started) };
      await this.#service.publish(brand, {
        type: 'crash.round',
        roundId: String(started.id),
        phase: 'RUNNING',
        bettingEndsAt: started.betting_ends_at.toISOString(),
        startedAt: started.started_at.toISOString(),
        serverTime: now.toISOString(),
      });
      // The curve starts at 1.00x: the first tick goes out at once.
      await this.#runningStep(brand, held.running);
      return;
    }
    await this.#runningStep(brand, running);
  }

  async #runningStep(brand: Brand, running: Running): Promise<void> {
    const { round } = running;
    if (!round.started_at) return;
    const elapsedMs = Math.max(0, this.#now().getTime() - round.started_at.getTime());
    const multiplier = crashMultiplierAt(elapsedMs);
    // Auto targets the curve has passed, up to the crash point, are paid at exactly their target.
    while (running.autos.length > 0) {
      const next = running.autos[0] as { id: bigint; target: number };
      if (next.target > multiplier || next.target > round.crash_point) break;
      running.autos.shift();
      await this.#service.autoCashout(brand, round.id, next.id);
    }
    if (elapsedMs >= crashElapsedFor(round.crash_point)) {
      const crashed = await this.#service.crashRound(brand, round);
      if (!crashed?.crashed_at) {
        running.round = { ...round, status: 'VOID', crashed_at: this.#now() };
        return;
      }
      running.round = crashed;
      running.autos = [];
      await this.#service.publish(brand, {
        type: 'crash.crashed',
        roundId: String(crashed.id),
        crashPoint: crashed.crash_point,
        hash: crashed.hash,
        crashedAt: crashed.crashed_at.toISOString(),
        nextRoundAt: new Date(crashed.crashed_at.getTime() + this.#service.timing.pauseMs).toISOString(),
      });
      return;
    }
    await this.#service.publish(brand, {
      type: 'crash.tick',
      roundId: String(round.id),
      elapsedMs,
      multiplier,
    });
  }

  async #autos(round: repo.RoundRow): Promise<Running['autos']> {
    const rows = await this.#service.autoBets(round.id);
    return rows
      .filter((r) => r.auto_cashout !== null && r.auto_cashout <= round.crash_point)
      .map((r) => ({ id: r.id, target: r.auto_cashout as number }));
  }
}
