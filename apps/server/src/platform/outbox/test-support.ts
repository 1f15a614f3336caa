import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { appendEvent } from './append.ts';
import type { DeliveredEvent } from './event-types.ts';
import type { Subscriber } from './subscriber.ts';

/**
 * Shared by the outbox tests: a table where subscribers leave their effects (written in the
 * handler's transaction, so a rolled-back delivery leaves none) and helpers to append events.
 */
export async function createEffectsTable(db: Db): Promise<void> {
  await sql`create table if not exists test_effects (
    seq bigint generated always as identity primary key,
    subscriber text not null,
    event_id bigint not null,
    aggregate_id text not null
  )`.execute(db);
}

export async function resetOutbox(db: Db): Promise<void> {
  await sql`truncate outbox_handled, outbox_failures, outbox_subscribers, outbox_events, test_effects`.execute(
    db,
  );
}

/** Appends one `deposit.credited` for the member `aggregateId` in its own transaction. */
export function appendDeposit(db: Db, aggregateId: string, depositId: string): Promise<bigint> {
  return db.transaction().execute((trx) =>
    appendEvent(trx, {
      type: 'deposit.credited',
      aggregate: 'member',
      aggregateId,
      merchantId: 1,
      payload: {
        memberId: aggregateId,
        depositId,
        amount: '10000',
        currency: 'BDT',
        creditedAt: '2026-11-24T10:00:00Z',
      },
    }),
  );
}

export interface Effect {
  subscriber: string;
  eventId: bigint;
  aggregateId: string;
}

/** Effects in the order they committed. */
export async function effects(db: Db, subscriber?: string): Promise<Effect[]> {
  const rows = await sql<{ subscriber: string; event_id: bigint; aggregate_id: string }>`
    select subscriber, event_id, aggregate_id from test_effects
    where ${subscriber ?? null}::text is null or subscriber = ${subscriber ?? null}
    order by seq`.execute(db);
  return rows.rows.map((r) => ({
    subscriber: r.subscriber,
    eventId: r.event_id,
    aggregateId: r.aggregate_id,
  }));
}

/**
 * A subscriber that records each event it handles; `after` runs after the effect, inside the
 * same transaction (throwing there is a crash between the effect and the acknowledgement).
 */
export function recorder(
  name: string,
  after?: (event: DeliveredEvent<'deposit.credited'>) => void | Promise<void>,
  extra: Partial<Subscriber<'deposit.credited'>> = {},
): Subscriber<'deposit.credited'> {
  return {
    name,
    types: ['deposit.credited'],
    async handle(trx, event) {
      await sql`insert into test_effects (subscriber, event_id, aggregate_id)
        values (${name}, ${event.id}, ${event.aggregateId})`.execute(trx);
      await after?.(event);
    },
    ...extra,
  };
}

/**
 * Waits until the transaction horizon (the oldest transaction still running anywhere on the
 * server) has passed `eventId`'s transaction. A subscriber's start "from now" and its low water
 * mark never pass that horizon, so an event in flight is never missed; on a shared PostgreSQL
 * server other test files' open transactions hold it back for a while. On the embedded database
 * it has passed at once.
 */
export async function untilHorizonPasses(db: Db, eventId: bigint): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await sql<{ passed: boolean }>`
      select pg_snapshot_xmin(pg_current_snapshot())::text::bigint > e.tx_id as passed
      from outbox_events e where e.id = ${eventId}`.execute(db);
    if (rows[0]?.passed) return;
    if (Date.now() > deadline) throw new Error('the transaction horizon did not pass the event');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
