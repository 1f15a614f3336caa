import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** One counter: a brand's (scope, key). */
export interface ThrottleKey {
  merchantId: number;
  scope: string;
  key: string;
}

interface CountArgs {
  /** Counters whose window started before this begin anew. */
  windowStart: Date;
  now: Date;
  max: number;
  /** The lock a count reaching `max` sets. */
  blockUntil: Date;
}

/** Counts a hit and, once the count reaches `max`, sets the lock: one upsert, so concurrent hits add up. */
export async function countHit(
  db: Db,
  id: ThrottleKey,
  args: CountArgs,
): Promise<{ count: number; blocked_until: Date | null }> {
  const { windowStart, now, max, blockUntil } = args;
  return db
    .insertInto('throttles')
    .values({
      merchant_id: id.merchantId,
      scope: id.scope,
      key: id.key,
      count: 1,
      window_started_at: now,
      blocked_until: max <= 1 ? blockUntil : null,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'scope', 'key']).doUpdateSet({
        count: sql`case when throttles.window_started_at < ${windowStart} then 1 else throttles.count + 1 end`,
        window_started_at: sql`case when throttles.window_started_at < ${windowStart} then ${now} else throttles.window_started_at end`,
        blocked_until: sql`case
          when (case when throttles.window_started_at < ${windowStart} then 1 else throttles.count + 1 end) >= ${max}
            then ${blockUntil}
          else throttles.blocked_until end`,
      }),
    )
    .returning(['count', 'blocked_until'])
    .executeTakeFirstOrThrow();
}

export async function findThrottle(
  db: Db,
  id: ThrottleKey,
): Promise<
  { count: number; pending: number; window_started_at: Date; blocked_until: Date | null } | undefined
> {
  return db
    .selectFrom('throttles')
    .select(['count', 'pending', 'window_started_at', 'blocked_until'])
    .where('merchant_id', '=', id.merchantId)
    .where('scope', '=', id.scope)
    .where('key', '=', id.key)
    .executeTakeFirst();
}

export async function deleteThrottle(db: Db, id: ThrottleKey): Promise<void> {
  await db
    .deleteFrom('throttles')
    .where('merchant_id', '=', id.merchantId)
    .where('scope', '=', id.scope)
    .where('key', '=', id.key)
    .execute();
}

/**
 * Counts one attempt as pending in one atomic upsert, only while no lock stands and the window
 * has expired or `count` (settled failures plus pending checks) is below `max`. Answers the new
 * count, or undefined when the attempt was not counted.
 */
export async function tryReserve(
  db: Db,
  id: ThrottleKey,
  args: Omit<CountArgs, 'blockUntil'>,
): Promise<number | undefined> {
  const { windowStart, now, max } = args;
  const expired = sql<boolean>`throttles.window_started_at < ${windowStart}`;
  const reserved = await db
    .insertInto('throttles')
    .values({
      merchant_id: id.merchantId,
      scope: id.scope,
      key: id.key,
      count: 1,
      pending: 1,
      window_started_at: now,
      blocked_until: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'scope', 'key'])
        .doUpdateSet({
          count: sql`case when ${expired} then 1 else throttles.count + 1 end`,
          pending: sql`case when ${expired} then 1 else throttles.pending + 1 end`,
          window_started_at: sql`case when ${expired} then ${now} else throttles.window_started_at end`,
        })
        .where(sql<boolean>`(throttles.blocked_until is null or throttles.blocked_until <= ${now})
          and (${expired} or throttles.count < ${max})`),
    )
    .returning('count')
    .executeTakeFirst();
  return reserved?.count;
}

/**
 * Settles a pending attempt as a failure in one upsert: it stays counted, and the lock is set
 * when the settled failures reach `max` (a standing lock is kept). A counter cleared meanwhile
 * starts anew with this failure. Answers the lock after the statement.
 */
export async function settlePending(
  db: Db,
  id: ThrottleKey,
  args: Omit<CountArgs, 'windowStart'>,
): Promise<Date | null> {
  const { now, max, blockUntil } = args;
  const pendingAfter = sql<number>`greatest(throttles.pending - 1, 0)`;
  const row = await db
    .insertInto('throttles')
    .values({
      merchant_id: id.merchantId,
      scope: id.scope,
      key: id.key,
      count: 1,
      pending: 0,
      window_started_at: now,
      blocked_until: max <= 1 ? blockUntil : null,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'scope', 'key']).doUpdateSet({
        pending: pendingAfter,
        blocked_until: sql`case
          when throttles.blocked_until > ${now} then throttles.blocked_until
          when throttles.count - ${pendingAfter} >= ${max} then ${blockUntil}
          else throttles.blocked_until end`,
      }),
    )
    .returning('blocked_until')
    .executeTakeFirstOrThrow();
  return row.blocked_until;
}

/** Takes a pending attempt back out of the count. */
export async function releasePending(db: Db, id: ThrottleKey): Promise<void> {
  await db
    .updateTable('throttles')
    .set({ count: sql`greatest(count - 1, 0)`, pending: sql`greatest(pending - 1, 0)` })
    .where('merchant_id', '=', id.merchantId)
    .where('scope', '=', id.scope)
    .where('key', '=', id.key)
    .execute();
}

/** One key of a reservation made together with others: its own window and limit. */
export interface ReserveKey extends ThrottleKey {
  windowStart: Date;
  max: number;
}

/**
 * `tryReserve` for several keys of one brand in one statement (a login's account name and
 * address): each row is counted under its own rule, exactly as `tryReserve` would, and the rows
 * are locked in the order given. Answers the new count of each key that was counted (by scope;
 * the scopes must differ).
 */
export async function tryReserveMany(db: Db, keys: ReserveKey[], now: Date): Promise<Map<string, number>> {
  if (new Set(keys.map((k) => k.scope)).size !== keys.length) throw new Error('one key per scope');
  // Each conflicting row finds its own rule by its scope.
  const byScope = <T>(pick: (k: ReserveKey) => T, type: string) =>
    sql`(case excluded.scope ${sql.join(
      keys.map((k) => sql`when ${k.scope} then ${pick(k)}::${sql.raw(type)}`),
      sql` `,
    )} end)`;
  const windowStart = byScope((k) => k.windowStart, 'timestamptz');
  const max = byScope((k) => k.max, 'integer');
  const expired = sql`throttles.window_started_at < ${windowStart}`;
  const rows = await sql<{ scope: string; count: number }>`
    insert into throttles (merchant_id, scope, key, count, pending, window_started_at, blocked_until)
    values ${sql.join(keys.map((k) => sql`(${k.merchantId}::integer, ${k.scope}::text, ${k.key}::text, 1, 1, ${now}::timestamptz, null)`))}
    on conflict (merchant_id, scope, key) do update set
      count = case when ${expired} then 1 else throttles.count + 1 end,
      pending = case when ${expired} then 1 else throttles.pending + 1 end,
      window_started_at = case when ${expired} then ${now}::timestamptz else throttles.window_started_at end
    where (throttles.blocked_until is null or throttles.blocked_until <= ${now}::timestamptz)
      and (${expired} or throttles.count < ${max})
    returning scope, count`.execute(db);
  return new Map(rows.rows.map((r) => [r.scope, Number(r.count)]));
}

/**
 * A successful check in one statement: one counter is deleted (the account name's failures are
 * forgiven) and one pending attempt is taken back out of another (the address's count).
 */
export async function clearAndRelease(db: Db, clear: ThrottleKey, release: ThrottleKey): Promise<void> {
  await sql`
    with cleared as (
      delete from throttles
      where merchant_id = ${clear.merchantId} and scope = ${clear.scope} and key = ${clear.key}
    )
    update throttles set count = greatest(count - 1, 0), pending = greatest(pending - 1, 0)
    where merchant_id = ${release.merchantId} and scope = ${release.scope} and key = ${release.key}`.execute(
    db,
  );
}
