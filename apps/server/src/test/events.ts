import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { EventType } from '../platform/outbox/index.ts';

export interface StoredEvent {
  id: bigint;
  type: EventType;
  aggregate: string;
  aggregateId: string;
  merchantId: number;
  payload: Record<string, unknown>;
}

/** The outbox events of one type about one member, oldest first. */
export async function eventsOf(db: Db, type: EventType, memberId: bigint | string): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('outbox_events')
    .select(['id', 'type', 'aggregate', 'aggregate_id', 'merchant_id', 'payload'])
    .where('type', '=', type)
    .where('aggregate_id', '=', String(memberId))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type as EventType,
    aggregate: r.aggregate,
    aggregateId: r.aggregate_id,
    merchantId: r.merchant_id,
    payload: r.payload as Record<string, unknown>,
  }));
}

/**
 * Whether the row `id` of `table` was last written by the very transaction that wrote the
 * event: the row's xmin is the low 32 bits of the event's transaction id.
 */
export async function writtenTogether(
  db: Db,
  table: 'members' | 'sessions' | 'deposits' | 'withdrawals' | 'messages' | 'bets',
  id: bigint,
  eventId: bigint,
): Promise<boolean> {
  const { rows } = await sql<{ same: boolean | null }>`
    select (select xmin::text::bigint from ${sql.table(table)} where id = ${id})
         = (select tx_id % 4294967296 from outbox_events where id = ${eventId}) as same`.execute(db);
  return rows[0]?.same === true;
}

/**
 * Makes writes of rows of `table` whose `column` starts with `prefix` fail at commit time (a
 * deferred constraint trigger): a change that fails after everything in its transaction, events
 * too, was written. Answers how to take the trigger away.
 */
export async function failAtCommit(
  db: Db,
  table: 'members' | 'deposits' | 'messages' | 'bets',
  column: string,
  prefix: string,
): Promise<() => Promise<void>> {
  const name = sql.id(`test_fail_${table}`);
  await sql`create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      if (to_jsonb(new) ->> ${sql.lit(column)}) like ${sql.lit(`${prefix}%`)} then
        raise exception 'failing at commit on purpose';
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists ${name} on ${sql.table(table)}`.execute(db);
  await sql`create constraint trigger ${name} after insert or update on ${sql.table(table)}
    deferrable initially deferred for each row execute function ${name}()`.execute(db);
  return async () => {
    await sql`drop trigger if exists ${name} on ${sql.table(table)}`.execute(db);
  };
}
