import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { createLocalBus } from '../events.ts';
import { appendEvent } from './append.ts';
import { createDispatcher } from './dispatcher.ts';
import { findDeliverable } from './outbox.repository.ts';
import { deliverEvent } from './subscriber.ts';
import {
  appendDeposit,
  createEffectsTable,
  effects,
  recorder,
  resetOutbox,
  untilHorizonPasses,
} from './test-support.ts';
import { wakeDispatchers } from './wake.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Waits until `check` holds, up to `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('outbox under concurrency, crashes and time', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await createEffectsTable(t.db);
  });
  afterAll(() => t.close());
  beforeEach(() => resetOutbox(t.db));

  it('two racing deliveries of one event have one effect', async () => {
    const id = await appendDeposit(t.db, 'R', '1');
    const subscriber = recorder('racer', () => sleep(30));
    const [row] = await findDeliverable(t.db, {
      subscriber: 'racer',
      types: ['deposit.credited'],
      lowWaterTx: 0n,
      now: new Date(),
      limit: 1,
    });
    const outcomes = await Promise.all([
      deliverEvent(t.db, subscriber, row!.event, new Date()),
      deliverEvent(t.db, subscriber, row!.event, new Date()),
    ]);
    expect(outcomes.sort()).toEqual(['already', 'handled']);
    expect((await effects(t.db)).map((e) => e.eventId)).toEqual([id]);
  });

  it('two nodes dispatching one subscriber deliver everything once, in order per aggregate', async () => {
    const appended: bigint[] = [];
    for (let i = 0; i < 40; i += 1) appended.push(await appendDeposit(t.db, `m${i % 4}`, String(i)));
    let now = new Date('2026-11-24T10:00:00.000Z');
    const clock = () => now;
    const subscriber = recorder('shared', () => sleep(2));
    const options = { db: t.db, subscribers: [subscriber], clock, batchSize: 7, leaseMs: 1_000 };
    const a = createDispatcher({ ...options, holder: 'node-a' });
    const b = createDispatcher({ ...options, holder: 'node-b' });
    for (let round = 0; round < 40 && (await effects(t.db)).length < appended.length; round += 1) {
      // Leases run out between rounds, so either node may take the subscriber, or both at once.
      await Promise.all([a.runOnce(), b.runOnce()]);
      now = new Date(now.getTime() + 1_500);
    }
    const seen = await effects(t.db);
    expect(seen.map((e) => e.eventId).sort((x, y) => Number(x - y))).toEqual(appended);
    for (let m = 0; m < 4; m += 1) {
      const ofMember = seen.filter((e) => e.aggregateId === `m${m}`).map((e) => e.eventId);
      expect(ofMember).toEqual([...ofMember].sort((x, y) => Number(x - y)));
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'delivers an event that commits after a later one, though its id is smaller',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written!: () => void;
      const wasWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      const slow = t.db.transaction().execute(async (trx) => {
        const id = await appendEvent(trx, {
          type: 'deposit.credited',
          aggregate: 'member',
          aggregateId: 'slow',
          merchantId: 1,
          payload: {
            memberId: 'slow',
            depositId: '1',
            amount: '1',
            currency: 'BDT',
            creditedAt: '2026-11-24T10:00:00Z',
          },
        });
        written();
        await gate;
        return id;
      });
      await wasWritten;
      const quick = await appendDeposit(t.db, 'quick', '1');
      const dispatcher = createDispatcher({ db: t.db, subscribers: [recorder('late')] });
      expect(await dispatcher.runOnce()).toMatchObject({ delivered: 1 });
      release();
      const slowId = await slow;
      expect(slowId < quick).toBe(true);
      expect(await dispatcher.runOnce()).toMatchObject({ delivered: 1 });
      expect((await effects(t.db)).map((e) => e.eventId)).toEqual([quick, slowId]);
      await dispatcher.stop();
    },
  );

  it('moves its scan start past what it has handled', async () => {
    await appendDeposit(t.db, 'W', '1');
    const dispatcher = createDispatcher({ db: t.db, subscribers: [recorder('mover')] });
    await dispatcher.runOnce();
    const before = await t.db
      .selectFrom('outbox_subscribers')
      .select('low_water_tx')
      .executeTakeFirstOrThrow();
    const newer = await appendDeposit(t.db, 'W', '2');
    const tx = await t.db
      .selectFrom('outbox_events')
      .select('tx_id')
      .where('id', '=', newer)
      .executeTakeFirstOrThrow();
    expect(before.low_water_tx).toBeGreaterThan(0n);
    expect(before.low_water_tx).toBeLessThanOrEqual(tx.tx_id);
    await untilHorizonPasses(t.db, newer);
    await dispatcher.runOnce();
    const after = await t.db
      .selectFrom('outbox_subscribers')
      .select('low_water_tx')
      .executeTakeFirstOrThrow();
    expect(after.low_water_tx).toBeGreaterThan(tx.tx_id);
    await dispatcher.stop();
  });

  it('is woken through the event bus right after a commit, long before its poll', async () => {
    const bus = createLocalBus();
    const dispatcher = createDispatcher({
      db: t.db,
      subscribers: [recorder('awake')],
      bus,
      pollMs: 60 * 60_000,
    });
    await dispatcher.start();
    await sleep(50); // the first pass finds nothing and the loop goes to sleep for an hour
    const id = await appendDeposit(t.db, 'K', '1');
    wakeDispatchers(bus);
    await eventually(async () => (await effects(t.db)).length === 1, 3_000);
    expect((await effects(t.db)).map((e) => e.eventId)).toEqual([id]);
    await dispatcher.stop();
    await bus.close();
    const lease = await t.db.selectFrom('outbox_subscribers').select('holder').executeTakeFirstOrThrow();
    expect(lease.holder).toBeNull();
  });

  it('prunes delivered events after the retention, never one a subscriber still needs', async () => {
    let now = new Date(Date.now() + 8 * DAY_MS);
    const clock = () => now;
    const e1 = await appendDeposit(t.db, 'P', '1');
    const e2 = await appendDeposit(t.db, 'Q', '1');
    const stuck = await appendDeposit(t.db, 'S', 'poison');
    const e4 = await appendDeposit(t.db, 'T', '1');
    const dispatcher = createDispatcher({
      db: t.db,
      subscribers: [
        recorder(
          'keeper',
          (event) => {
            if (event.id === stuck) throw new Error('no');
          },
          { maxAttempts: 1 },
        ),
      ],
      clock,
      retentionMs: 7 * DAY_MS,
      pruneBatch: 1,
    });
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 3, dead: 1 });
    expect(await dispatcher.prune()).toBe(1);
    expect(await dispatcher.prune()).toBe(1);
    expect(await dispatcher.prune()).toBe(0);
    const left = await t.db.selectFrom('outbox_events').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([stuck, e4]);
    const handled = await t.db.selectFrom('outbox_handled').select('event_id').orderBy('event_id').execute();
    expect(handled.map((r) => r.event_id)).toEqual([e4]);
    expect([e1, e2].every((id) => id < stuck)).toBe(true);
    // Within the retention nothing goes, delivered or not.
    now = new Date();
    await appendDeposit(t.db, 'U', '1');
    expect(await dispatcher.prune()).toBe(0);
  });
});
