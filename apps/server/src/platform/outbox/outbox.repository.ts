import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AggregateType, DeliveredEvent, EventType } from './event-types.ts';

type Exec = Kysely<Database>;
type Trx = Transaction<Database>;

/**
 * Inserts events in the caller's transaction, in one statement and numbered in the order given;
 * `payload` is each one's JSON text. Answers their ids in that order.
 */
export async function insertEvents(
  trx: Trx,
  events: readonly {
    type: EventType;
    aggregate: AggregateType;
    aggregateId: string;
    merchantId: number;
    payload: string;
  }[],
): Promise<bigint[]> {
  const rows = await trx
    .insertInto('outbox_events')
    .values(
      events.map((event) => ({
        type: event.type,
        aggregate: event.aggregate,
        aggregate_id: event.aggregateId,
        merchant_id: event.merchantId,
        payload: event.payload,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The oldest transaction still running: every event with a smaller tx_id is committed or gone. */
const HORIZON = sql<bigint>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;
const NO_LIMIT = sql<bigint>`9223372036854775807::bigint`;

/**
 * Takes or renews the subscriber's dispatch lease for `holder`; answers the subscriber's low
 * water mark when `holder` has it, null when another node holds a live lease. A new subscriber
 * starts from the oldest retained event or from the current horizon.
 */
export async function takeSubscriberLease(
  db: Exec,
  args: { name: string; holder: string; now: Date; until: Date; startFrom: 'earliest' | 'now' },
): Promise<bigint | null> {
  const start = args.startFrom === 'now' ? HORIZON : sql<bigint>`0::bigint`;
  const result = await sql<{ low_water_tx: bigint }>`
    insert into outbox_subscribers (name, holder, lease_expires_at, low_water_tx, seen_at)
    values (${args.name}, ${args.holder}, ${args.until}, ${start}, ${args.now})
    on conflict (name) do update
      set holder = excluded.holder, lease_expires_at = excluded.lease_expires_at, seen_at = excluded.seen_at
      where outbox_subscribers.holder = excluded.holder
         or outbox_subscribers.holder is null
         or outbox_subscribers.lease_expires_at <= ${args.now}
    returning low_water_tx`.execute(db);
  return result.rows[0]?.low_water_tx ?? null;
}

export async function releaseSubscriberLease(db: Exec, name: string, holder: string): Promise<void> {
  await db
    .updateTable('outbox_subscribers')
    .set({ holder: null, lease_expires_at: null })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

export interface DeliverableRow {
  event: DeliveredEvent;
  /** Failed attempts so far (0 for a first delivery). */
  attempts: number;
}

/**
 * The subscriber's next events in id order: not handled yet, not dead, not waiting for a retry,
 * and with no earlier event of the same aggregate that is dead or waiting (that one goes first).
 * Dead and waiting events are left out here rather than skipped by the caller, so however many
 * there are they never fill the batch and starve other aggregates.
 */
export async function findDeliverable(
  db: Exec,
  args: { subscriber: string; types: readonly EventType[]; lowWaterTx: bigint; now: Date; limit: number },
): Promise<DeliverableRow[]> {
  const result = await sql<{
    id: bigint;
    type: EventType;
    aggregate: AggregateType;
    aggregate_id: string;
    merchant_id: number;
    payload: unknown;
    created_at: Date;
    attempts: number;
  }>`
    select e.id, e.type, e.aggregate, e.aggregate_id, e.merchant_id, e.payload, e.created_at,
           coalesce(f.attempts, 0) as attempts
    from outbox_events e
    left join outbox_failures f on f.event_id = e.id and f.subscriber = ${args.subscriber}
    where e.tx_id >= ${args.lowWaterTx}
      and e.type in (${sql.join(args.types)})
      and not exists (
        select 1 from outbox_handled h where h.event_id = e.id and h.subscriber = ${args.subscriber})
      and not exists (
        select 1 from outbox_failures b join outbox_events be on be.id = b.event_id
        where b.subscriber = ${args.subscriber}
          and be.aggregate = e.aggregate and be.aggregate_id = e.aggregate_id and be.id <= e.id
          and (b.dead or b.next_attempt_at > ${args.now}))
    order by e.id
    limit ${args.limit}`.execute(db);
  return result.rows.map((r) => ({
    attempts: Number(r.attempts),
    event: {
      id: r.id,
      type: r.type,
      aggregate: r.aggregate,
      aggregateId: r.aggregate_id,
      merchantId: r.merchant_id,
      payload: r.payload,
      createdAt: r.created_at,
    } as DeliveredEvent,
  }));
}

/**
 * Marks the event handled by the subscriber in the handler's transaction; false when it already
 * was. A second deliverer of the same pair waits here on the first one's row until it commits
 * or rolls back, so the effect happens once.
 */
export async function claimHandled(
  trx: Trx,
  subscriber: string,
  eventId: bigint,
  now: Date,
): Promise<boolean> {
  const row = await trx
    .insertInto('outbox_handled')
    .values({ event_id: eventId, subscriber, handled_at: now })
    .onConflict((oc) => oc.columns(['event_id', 'subscriber']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims many events for a subscriber in one statement (a batch delivered in one transaction);
 * answers the ids this transaction claimed (the others were handled already).
 */
export async function claimHandledMany(
  trx: Trx,
  subscriber: string,
  eventIds: readonly bigint[],
  now: Date,
): Promise<Set<bigint>> {
  const rows = await trx
    .insertInto('outbox_handled')
    .values(eventIds.map((id) => ({ event_id: id, subscriber, handled_at: now })))
    .onConflict((oc) => oc.columns(['event_id', 'subscriber']).doNothing())
    .returning('event_id')
    .execute();
  return new Set(rows.map((r) => r.event_id));
}

/** Clears failure rows of a delivered batch (one statement; normally there are none). */
export async function clearFailures(
  trx: Trx,
  subscriber: string,
  eventIds: readonly bigint[],
): Promise<void> {
  await trx
    .deleteFrom('outbox_failures')
    .where('subscriber', '=', subscriber)
    .where('event_id', 'in', eventIds)
    .execute();
}

export async function clearFailure(trx: Trx, subscriber: string, eventId: bigint): Promise<void> {
  await trx
    .deleteFrom('outbox_failures')
    .where('event_id', '=', eventId)
    .where('subscriber', '=', subscriber)
    .execute();
}

/**
 * Counts a failed delivery. Written only while the event is still unhandled: a failure row for a
 * handled event would hold back the rest of its aggregate.
 */
export async function recordFailure(
  db: Exec,
  args: {
    subscriber: string;
    eventId: bigint;
    attempts: number;
    nextAttemptAt: Date;
    dead: boolean;
    error: string;
    now: Date;
  },
): Promise<void> {
  await sql`
    insert into outbox_failures (event_id, subscriber, attempts, next_attempt_at, dead, last_error, updated_at)
    select ${args.eventId}, ${args.subscriber}, ${args.attempts}, ${args.nextAttemptAt}, ${args.dead},
           ${args.error}, ${args.now}
    where not exists (
      select 1 from outbox_handled where event_id = ${args.eventId} and subscriber = ${args.subscriber})
    on conflict (event_id, subscriber) do update
      set attempts = excluded.attempts, next_attempt_at = excluded.next_attempt_at, dead = excluded.dead,
          last_error = excluded.last_error, updated_at = excluded.updated_at`.execute(db);
}

/**
 * Moves the subscriber's scan start up to the first event of its types it has not handled, but
 * never past a transaction that may still commit events (the horizon). Only the lease holder
 * moves it, and only forward.
 */
export async function advanceLowWater(
  db: Exec,
  args: { subscriber: string; holder: string; types: readonly EventType[]; lowWaterTx: bigint },
): Promise<void> {
  await sql`
    update outbox_subscribers
    set low_water_tx = greatest(low_water_tx, least(${HORIZON}, coalesce((
      select min(e.tx_id) from outbox_events e
      where e.tx_id >= ${args.lowWaterTx}
        and e.type in (${sql.join(args.types)})
        and not exists (
          select 1 from outbox_handled h where h.event_id = e.id and h.subscriber = ${args.subscriber})
    ), ${NO_LIMIT})))
    where name = ${args.subscriber} and holder = ${args.holder}`.execute(db);
}

/**
 * Deletes up to `limit` events older than `cutoff` that every subscriber seen since then has
 * passed (their handled and failure rows go with them). A subscriber not seen for the whole
 * retention no longer holds events back. Answers how many went.
 */
export async function pruneEvents(db: Exec, cutoff: Date, limit: number): Promise<number> {
  const result = await sql`
    delete from outbox_events where id in (
      select id from outbox_events
      where created_at < ${cutoff}
        and tx_id < (
          select coalesce(min(low_water_tx), ${HORIZON}) from outbox_subscribers where seen_at >= ${cutoff})
      order by tx_id, id
      limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

export interface DeadLetter {
  eventId: bigint;
  type: string;
  aggregate: string;
  aggregateId: string;
  attempts: number;
  lastError: string;
  updatedAt: Date;
}

/** The subscriber's dead events, oldest first. */
export async function listDeadLetters(db: Exec, subscriber: string, limit: number): Promise<DeadLetter[]> {
  const rows = await db
    .selectFrom('outbox_failures as f')
    .innerJoin('outbox_events as e', 'e.id', 'f.event_id')
    .select([
      'f.event_id',
      'e.type',
      'e.aggregate',
      'e.aggregate_id',
      'f.attempts',
      'f.last_error',
      'f.updated_at',
    ])
    .where('f.subscriber', '=', subscriber)
    .where('f.dead', '=', true)
    .orderBy('f.event_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    eventId: r.event_id,
    type: r.type,
    aggregate: r.aggregate,
    aggregateId: r.aggregate_id,
    attempts: r.attempts,
    lastError: r.last_error,
    updatedAt: r.updated_at,
  }));
}

/** Gives a dead event a fresh set of attempts (after its cause is fixed); false if it was not dead. */
export async function retryDeadLetter(db: Exec, subscriber: string, eventId: bigint): Promise<boolean> {
  const result = await db
    .deleteFrom('outbox_failures')
    .where('event_id', '=', eventId)
    .where('subscriber', '=', subscriber)
    .where('dead', '=', true)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
