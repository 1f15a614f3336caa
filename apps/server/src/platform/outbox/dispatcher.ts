import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventBus } from '../events.ts';
import { retryDelayMs } from './backoff.ts';
import {
  advanceLowWater,
  type DeliverableRow,
  findDeliverable,
  pruneEvents,
  recordFailure,
  releaseSubscriberLease,
  takeSubscriberLease,
} from './outbox.repository.ts';
import { deliverEvent, deliverEvents, SUBSCRIBER_NAME, type Subscriber } from './subscriber.ts';
import { OUTBOX_WAKE_CHANNEL } from './wake.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Events delivered to a subscriber in one transaction (fresh ones; a retried event goes alone). */
const DELIVERY_CHUNK = 50;

export interface DispatcherOptions {
  db: Kysely<Database>;
  subscribers: readonly Subscriber[];
  /** The time used for leases, retries and retention (tests move it). */
  clock?: () => Date;
  /** This node's name in leases; unique per process by default. */
  holder?: string;
  /** When given, `wakeDispatchers(bus)` on any node wakes this dispatcher at once. */
  bus?: EventBus;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Events per subscriber per pass (1..1000; default 100). */
  batchSize?: number;
  /** How long a subscriber stays with this node without a pass (default 30 s). */
  leaseMs?: number;
  /** Sleep between passes when nothing is waiting and nobody wakes us (default 1 s). */
  pollMs?: number;
  /** Failed attempts before an event is dead for a subscriber (default 8). */
  maxAttempts?: number;
  /** First retry delay, doubled each time up to retryMaxMs (defaults 1 s and 5 min). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long delivered events are kept (default 7 days), and how often pruning runs (10 min). */
  retentionMs?: number;
  pruneEveryMs?: number;
  /** Events deleted per prune statement (default 1000). */
  pruneBatch?: number;
}

export interface PassResult {
  delivered: number;
  /** Already handled by another delivery (a racing node). */
  already: number;
  failed: number;
  dead: number;
  /** Some subscriber filled its batch: run another pass without sleeping. */
  more: boolean;
}

export interface Dispatcher {
  /** One pass for every subscriber this node can lease. Tests and drains call it directly. */
  runOnce(): Promise<PassResult>;
  /** Deletes old delivered events (a bounded batch); answers how many. */
  prune(): Promise<number>;
  /** Starts polling (and listening on the bus); resolves once it listens. */
  start(): Promise<void>;
  /** Runs a pass soon, without waiting for the poll. */
  wake(): void;
  /** Finishes the current pass, stops, and gives the leases back so another node takes over. */
  stop(): Promise<void>;
}

/**
 * Delivers outbox events to subscribers: at least once, in order per aggregate, with each
 * handler's effect committed together with its "handled" row (so a retry or a racing node never
 * doubles it). Each subscriber is dispatched by one node at a time (a lease row); a failing event
 * waits with back-off and, after maxAttempts, is dead for that subscriber: later events of the same
 * aggregate wait behind it (order is kept) while every other aggregate flows on (ADR 0021).
 */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const db = options.db;
  const subscribers = checkSubscribers(options.subscribers);
  const clock = options.clock ?? (() => new Date());
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = options.log ?? { warn: () => undefined, error: () => undefined };
  const batchSize = bounded(options.batchSize ?? 100, 1, 1000, 'batchSize');
  const leaseMs = bounded(options.leaseMs ?? 30_000, 1_000, DAY_MS, 'leaseMs');
  const pollMs = bounded(options.pollMs ?? 1_000, 10, 60 * 60_000, 'pollMs');
  const maxAttempts = bounded(options.maxAttempts ?? 8, 1, 1000, 'maxAttempts');
  const retryBaseMs = bounded(options.retryBaseMs ?? 1_000, 1, DAY_MS, 'retryBaseMs');
  const retryMaxMs = bounded(options.retryMaxMs ?? 5 * 60_000, retryBaseMs, DAY_MS, 'retryMaxMs');
  const retentionMs = bounded(options.retentionMs ?? 7 * DAY_MS, 60_000, 366 * DAY_MS, 'retentionMs');
  const pruneEveryMs = bounded(options.pruneEveryMs ?? 10 * 60_000, 1_000, DAY_MS, 'pruneEveryMs');
  const pruneBatch = bounded(options.pruneBatch ?? 1000, 1, 100_000, 'pruneBatch');

  let stopped = false;
  let wakeRequested = false;
  let sleeper: (() => void) | null = null;
  let loop: Promise<void> | null = null;
  let unsubscribe: (() => void) | null = null;

  async function passFor(subscriber: Subscriber): Promise<PassResult> {
    const result: PassResult = { delivered: 0, already: 0, failed: 0, dead: 0, more: false };
    const started = clock();
    const lowWaterTx = await takeSubscriberLease(db, {
      name: subscriber.name,
      holder,
      now: started,
      until: new Date(started.getTime() + leaseMs),
      startFrom: subscriber.startFrom ?? 'earliest',
    });
    if (lowWaterTx === null) return result; // another node has it
    let leaseEndsMs = started.getTime() + leaseMs;
    const rows = await findDeliverable(db, {
      subscriber: subscriber.name,
      types: subscriber.types,
      lowWaterTx,
      now: started,
      limit: batchSize,
    });
    // An aggregate whose event failed in this pass: its later events wait for the retry.
    const blocked = new Set<string>();
    const keyOf = (row: DeliverableRow) => `${row.event.aggregate}\u0000${row.event.aggregateId}`;
    const one = async (row: DeliverableRow, now: Date) => {
      if (blocked.has(keyOf(row))) return;
      try {
        const outcome = await deliverEvent(db, subscriber, row.event, now);
        if (outcome === 'handled') result.delivered += 1;
        else result.already += 1;
      } catch (error) {
        blocked.add(keyOf(row));
        const dead = await noteFailure(subscriber, row, now, error);
        if (dead) result.dead += 1;
        else result.failed += 1;
      }
    };
    let next = 0;
    while (next < rows.length && !stopped) {
      const now = clock();
      if (leaseEndsMs - now.getTime() < leaseMs / 2) {
        const until = new Date(now.getTime() + leaseMs);
        const renewed = await takeSubscriberLease(db, {
          name: subscriber.name,
          holder,
          now,
          until,
          startFrom: 'earliest',
        });
        if (renewed === null) return result; // lost to another node; it carries on
        leaseEndsMs = until.getTime();
      }
      // Fresh events go in chunks, in order, one transaction each; an event that failed before
      // goes alone, so a poison event never makes its neighbours wait or run twice.
      const chunk: DeliverableRow[] = [];
      while (next < rows.length && chunk.length < DELIVERY_CHUNK) {
        const row = rows[next] as DeliverableRow;
        if (row.attempts > 0 && chunk.length > 0) break;
        next += 1;
        if (blocked.has(keyOf(row))) continue;
        chunk.push(row);
        if (row.attempts > 0) break;
      }
      const [first] = chunk;
      if (first === undefined) continue;
      if (chunk.length === 1) {
        await one(first, now);
        continue;
      }
      let outcomes: ('handled' | 'already')[] | null = null;
      try {
        outcomes = await deliverEvents(
          db,
          subscriber,
          chunk.map((r) => r.event),
          now,
        );
      } catch {
        // Some handler threw and nothing of the chunk was kept: one at a time finds which.
      }
      if (outcomes === null) {
        for (const row of chunk) {
          if (stopped) break;
          await one(row, now);
        }
        continue;
      }
      for (const outcome of outcomes) {
        if (outcome === 'handled') result.delivered += 1;
        else result.already += 1;
      }
    }
    if (rows.length === batchSize) result.more = true;
    else if (!stopped) {
      await advanceLowWater(db, { subscriber: subscriber.name, holder, types: subscriber.types, lowWaterTx });
    }
    return result;
  }

  async function noteFailure(subscriber: Subscriber, row: DeliverableRow, now: Date, error: unknown) {
    const attempts = row.attempts + 1;
    const limit = subscriber.maxAttempts ?? maxAttempts;
    const dead = attempts >= limit;
    const message = error instanceof Error ? error.message : String(error);
    await recordFailure(db, {
      subscriber: subscriber.name,
      eventId: row.event.id,
      attempts,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, retryBaseMs, retryMaxMs)),
      dead,
      // Bounded: an error message is for a person, and a row per failure must stay small.
      error: message.slice(0, 500),
      now,
    });
    const context = {
      subscriber: subscriber.name,
      eventId: String(row.event.id),
      type: row.event.type,
      attempts,
    };
    if (dead) log.error({ ...context, err: error }, 'outbox event is dead for a subscriber');
    else log.warn({ ...context, err: error }, 'outbox subscriber failed; will retry');
    return dead;
  }

  async function runOnce(): Promise<PassResult> {
    const passes = await Promise.all(
      subscribers.map((s) =>
        passFor(s).catch((error: unknown) => {
          log.error({ subscriber: s.name, err: error }, 'outbox pass failed');
          return { delivered: 0, already: 0, failed: 0, dead: 0, more: false };
        }),
      ),
    );
    return passes.reduce(
      (sum, p) => ({
        delivered: sum.delivered + p.delivered,
        already: sum.already + p.already,
        failed: sum.failed + p.failed,
        dead: sum.dead + p.dead,
        more: sum.more || p.more,
      }),
      { delivered: 0, already: 0, failed: 0, dead: 0, more: false },
    );
  }

  async function prune(): Promise<number> {
    return pruneEvents(db, new Date(clock().getTime() - retentionMs), pruneBatch);
  }

  async function run(): Promise<void> {
    let lastPruneMs = Date.now();
    while (!stopped) {
      wakeRequested = false;
      let more = false;
      try {
        more = (await runOnce()).more;
        if (Date.now() - lastPruneMs >= pruneEveryMs) {
          lastPruneMs = Date.now();
          await prune();
        }
      } catch (error) {
        log.error({ err: error }, 'outbox dispatcher pass failed');
      }
      if (!more && !wakeRequested && !stopped) await sleep();
    }
  }

  function sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, pollMs);
      timer.unref();
      function done() {
        clearTimeout(timer);
        sleeper = null;
        resolve();
      }
      sleeper = done;
    });
  }

  function wake(): void {
    wakeRequested = true;
    sleeper?.();
  }

  return {
    runOnce,
    prune,
    wake,
    async start() {
      if (loop) return;
      if (options.bus) unsubscribe = await options.bus.subscribe(OUTBOX_WAKE_CHANNEL, wake);
      loop = run();
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      sleeper?.();
      await loop;
      await Promise.allSettled(subscribers.map((s) => releaseSubscriberLease(db, s.name, holder)));
    },
  };
}

function checkSubscribers(list: readonly Subscriber[]): readonly Subscriber[] {
  const names = new Set<string>();
  for (const s of list) {
    if (!SUBSCRIBER_NAME.test(s.name)) throw new Error(`invalid subscriber name: ${s.name}`);
    if (names.has(s.name)) throw new Error(`two subscribers are named ${s.name}`);
    if (s.types.length === 0 || s.types.length > 100) throw new Error(`${s.name} needs 1 to 100 event types`);
    names.add(s.name);
  }
  return [...list];
}

function bounded(value: number, min: number, max: number, name: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}
