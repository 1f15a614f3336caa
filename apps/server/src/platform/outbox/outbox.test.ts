import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { appendEvent } from './append.ts';
import { createDispatcher } from './dispatcher.ts';
import { listDeadLetters, retryDeadLetter } from './outbox.repository.ts';
import {
  appendDeposit,
  createEffectsTable,
  effects,
  recorder,
  resetOutbox,
  untilHorizonPasses,
} from './test-support.ts';

const START = new Date('2026-11-24T10:00:00.000Z');

describe('outbox delivery', () => {
  let t: TestDatabase;
  let now: Date;
  const clock = () => now;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    await createEffectsTable(t.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetOutbox(t.db);
    now = START;
  });

  it('never delivers an event whose transaction rolled back', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await appendEvent(trx, {
          type: 'deposit.credited',
          aggregate: 'member',
          aggregateId: '7',
          merchantId: 1,
          payload: {
            memberId: '7',
            depositId: '1',
            amount: '500',
            currency: 'BDT',
            creditedAt: START.toISOString(),
          },
        });
        throw new Error('the deposit failed after all');
      }),
    ).rejects.toThrow('failed after all');
    const kept = await appendDeposit(t.db, '7', '2');
    const dispatcher = createDispatcher({ db: t.db, subscribers: [recorder('points')], clock });
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 1 });
    expect((await effects(t.db)).map((e) => e.eventId)).toEqual([kept]);
    const stored = await t.db.selectFrom('outbox_events').select('id').execute();
    expect(stored.map((r) => r.id)).toEqual([kept]);
  });

  it('refuses to append outside a transaction', async () => {
    const append = appendEvent as (db: unknown, event: unknown) => Promise<bigint>;
    await expect(append(t.db, {})).rejects.toThrow(/transaction/);
  });

  it('stores bigints as strings and the payload as JSON', async () => {
    await t.db.transaction().execute((trx) =>
      appendEvent(trx, {
        type: 'wager.placed',
        aggregate: 'member',
        aggregateId: 42n,
        merchantId: 1,
        payload: {
          memberId: '42',
          betId: 9007199254740993n as unknown as string,
          vendorCode: 'PGS',
          gameCode: 'x',
          category: 'SLOT',
          currency: 'BDT',
          stake: '100',
          placedAt: START.toISOString(),
        },
      }),
    );
    const row = await t.db
      .selectFrom('outbox_events')
      .select(['aggregate_id', 'payload'])
      .executeTakeFirstOrThrow();
    expect(row.aggregate_id).toBe('42');
    expect(row.payload).toMatchObject({ betId: '9007199254740993', stake: '100' });
  });

  it('delivers each aggregate in order while a failing one waits and the others flow', async () => {
    const a1 = await appendDeposit(t.db, 'A', '1');
    const b1 = await appendDeposit(t.db, 'B', '1');
    const a2 = await appendDeposit(t.db, 'A', '2');
    const b2 = await appendDeposit(t.db, 'B', '2');
    const a3 = await appendDeposit(t.db, 'A', '3');
    // A1 fails in this pass: in the chunk delivered together, and again delivered alone (which
    // the dispatcher falls back to so the rest of the chunk goes through).
    let a1Failures = 2;
    const subscriber = recorder('ordered', (event) => {
      if (event.id === a1 && a1Failures > 0) {
        a1Failures -= 1;
        throw new Error('not yet');
      }
    });
    const dispatcher = createDispatcher({ db: t.db, subscribers: [subscriber], clock, retryBaseMs: 1_000 });
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 2, failed: 1 });
    // B went through; A's later events did not overtake A1.
    expect((await effects(t.db)).map((e) => e.eventId)).toEqual([b1, b2]);
    // Before the back-off ends nothing of A moves, however often we pass.
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 0, failed: 0 });
    later(1_000);
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 3, failed: 0 });
    const ofA = (await effects(t.db)).filter((e) => e.aggregateId === 'A').map((e) => e.eventId);
    expect(ofA).toEqual([a1, a2, a3]);
  });

  it('delivers at least once: a handler that throws then succeeds has its effect once', async () => {
    const id = await appendDeposit(t.db, 'C', '1');
    let calls = 0;
    const dispatcher = createDispatcher({
      db: t.db,
      subscribers: [
        recorder('flaky', () => {
          calls += 1;
          if (calls < 3) throw new Error(`attempt ${calls} fails`);
        }),
      ],
      clock,
      retryBaseMs: 1_000,
    });
    expect(await dispatcher.runOnce()).toMatchObject({ failed: 1 });
    later(1_000);
    expect(await dispatcher.runOnce()).toMatchObject({ failed: 1 });
    later(1_999); // the second wait is twice as long
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 0 });
    later(1);
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 1 });
    expect(calls).toBe(3);
    // Each failed attempt wrote its effect too, inside the transaction that rolled back.
    expect((await effects(t.db)).map((e) => e.eventId)).toEqual([id]);
    expect(await t.db.selectFrom('outbox_failures').selectAll().execute()).toEqual([]);
    later(60_000);
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 0 });
  });

  it('never doubles an effect when the process dies between the effect and the acknowledgement', async () => {
    const id = await appendDeposit(t.db, 'D', '1');
    let crash = true;
    const dispatcher = createDispatcher({
      db: t.db,
      subscribers: [
        recorder('crashy', () => {
          if (crash) {
            crash = false;
            throw new Error('kill -9'); // the effect is written; the commit never comes
          }
        }),
      ],
      clock,
      retryBaseMs: 1_000,
    });
    await dispatcher.runOnce();
    expect(await effects(t.db)).toEqual([]);
    later(1_000);
    await dispatcher.runOnce();
    later(60_000);
    await dispatcher.runOnce();
    expect((await effects(t.db)).map((e) => e.eventId)).toEqual([id]);
  });

  it('dead-letters an event after N failures without holding other aggregates back', async () => {
    const bad = await appendDeposit(t.db, 'E', 'poison');
    const behind = await appendDeposit(t.db, 'E', 'after');
    const other = await appendDeposit(t.db, 'F', '1');
    let broken = true;
    const dispatcher = createDispatcher({
      db: t.db,
      subscribers: [
        recorder(
          'bonus',
          (event) => {
            if (event.id === bad && broken) throw new Error('cannot handle this one');
          },
          { maxAttempts: 3 },
        ),
      ],
      clock,
      retryBaseMs: 1_000,
      retryMaxMs: 1_000,
    });
    const first = await dispatcher.runOnce();
    expect(first).toMatchObject({ delivered: 1, failed: 1, dead: 0 });
    later(1_000);
    expect(await dispatcher.runOnce()).toMatchObject({ failed: 1, dead: 0 });
    later(1_000);
    expect(await dispatcher.runOnce()).toMatchObject({ failed: 0, dead: 1 });
    // Dead: never tried again on its own, and the event behind it in E keeps its place.
    later(24 * 60 * 60_000);
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 0, failed: 0, dead: 0 });
    expect((await effects(t.db)).map((e) => e.eventId)).toEqual([other]);
    const dead = await listDeadLetters(t.db, 'bonus', 10);
    expect(dead).toMatchObject([{ eventId: bad, attempts: 3, lastError: 'cannot handle this one' }]);
    // Fixed and retried by an operator, E continues in order.
    broken = false;
    expect(await retryDeadLetter(t.db, 'bonus', bad)).toBe(true);
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 2 });
    expect((await effects(t.db)).map((e) => e.eventId)).toEqual([other, bad, behind]);
  });

  it('does not let many dead events fill the batch and starve the rest', async () => {
    for (let i = 0; i < 5; i += 1) await appendDeposit(t.db, `poison-${i}`, String(i));
    const fine = await appendDeposit(t.db, 'healthy', '1');
    const dispatcher = createDispatcher({
      db: t.db,
      subscribers: [
        recorder(
          'strict',
          (event) => {
            if (event.aggregateId.startsWith('poison')) throw new Error('no');
          },
          { maxAttempts: 1 },
        ),
      ],
      clock,
      batchSize: 5,
    });
    expect(await dispatcher.runOnce()).toMatchObject({ dead: 5, delivered: 0, more: true });
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 1 });
    expect((await effects(t.db)).map((e) => e.eventId)).toEqual([fine]);
  });

  it('keeps progress per subscriber and lets a late subscriber start from now', async () => {
    const early = await appendDeposit(t.db, 'G', '1');
    const dispatcher = createDispatcher({ db: t.db, subscribers: [recorder('first')], clock });
    await dispatcher.runOnce();
    await dispatcher.stop(); // gives its lease back, as a node does when it shuts down
    await untilHorizonPasses(t.db, early);
    const late = createDispatcher({
      db: t.db,
      subscribers: [recorder('first'), recorder('newcomer', undefined, { startFrom: 'now' })],
      clock,
    });
    expect(await late.runOnce()).toMatchObject({ delivered: 0 });
    const next = await appendDeposit(t.db, 'G', '2');
    expect(await late.runOnce()).toMatchObject({ delivered: 2 });
    expect((await effects(t.db, 'first')).map((e) => e.eventId)).toEqual([early, next]);
    expect((await effects(t.db, 'newcomer')).map((e) => e.eventId)).toEqual([next]);
  });

  it('delivers fresh events in chunks of one transaction, and a chunk with a failing event one at a time', async () => {
    const ids: bigint[] = [];
    for (let i = 0; i < 120; i += 1) ids.push(await appendDeposit(t.db, `M${i % 7}`, String(i)));
    const poison = ids[61] as bigint;
    let transactions = 0;
    const subscriber = recorder('chunked', (event) => {
      if (event.id === poison) throw new Error('poison');
    });
    const counted = {
      ...subscriber,
      async handle(
        trx: Parameters<typeof subscriber.handle>[0],
        event: Parameters<typeof subscriber.handle>[1],
      ) {
        const txid = await sql<{ id: string }>`select txid_current()::text as id`.execute(trx);
        seen.add(txid.rows[0]?.id ?? '');
        await subscriber.handle(trx, event);
      },
    };
    const seen = new Set<string>();
    const dispatcher = createDispatcher({ db: t.db, subscribers: [counted], clock, batchSize: 1000 });
    const pass = await dispatcher.runOnce();
    transactions = seen.size;
    // 119 delivered; the poison failed and its aggregate's later events wait behind it.
    const poisonAggregate = `M${61 % 7}`;
    const waiting = ids.filter((_, i) => i > 61 && `M${i % 7}` === poisonAggregate).length;
    expect(pass).toMatchObject({ delivered: 119 - waiting, failed: 1 });
    const done = (await effects(t.db, 'chunked')).map((e) => e.eventId);
    expect(new Set(done).size).toBe(done.length);
    expect(done).not.toContain(poison);
    // Chunks of 50: the first went in one transaction, the poisoned one was retried one at a time.
    expect(transactions).toBeLessThan(70);
    later(60_000);
    await dispatcher.runOnce();
    expect((await effects(t.db, 'chunked')).length).toBe(119 - waiting);
  });
});
