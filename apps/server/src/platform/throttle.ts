import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface ThrottleRule {
  /** Counting window. */
  windowMs: number;
  /** At this count the key is blocked... */
  max: number;
  /** ...for this long. */
  blockMs: number;
}

export interface ThrottleState {
  count: number;
  blockedUntil: Date | null;
}

/**
 * Counters kept in the database, so every node sees the same ones (failed logins per account name
 * and per address, SMS per number). One statement counts and blocks, so concurrent hits add up.
 */
export async function hitThrottle(
  db: Db,
  merchantId: number,
  scope: string,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<ThrottleState> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const blockUntil = new Date(now.getTime() + rule.blockMs);
  const row = await db
    .insertInto('throttles')
    .values({
      merchant_id: merchantId,
      scope,
      key,
      count: 1,
      window_started_at: now,
      blocked_until: rule.max <= 1 ? blockUntil : null,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'scope', 'key']).doUpdateSet({
        count: sql`case when throttles.window_started_at < ${windowStart} then 1 else throttles.count + 1 end`,
        window_started_at: sql`case when throttles.window_started_at < ${windowStart} then ${now} else throttles.window_started_at end`,
        blocked_until: sql`case
          when (case when throttles.window_started_at < ${windowStart} then 1 else throttles.count + 1 end) >= ${rule.max}
            then ${blockUntil}
          else throttles.blocked_until end`,
      }),
    )
    .returning(['count', 'blocked_until'])
    .executeTakeFirstOrThrow();
  return {
    count: row.count,
    blockedUntil: row.blocked_until && row.blocked_until > now ? row.blocked_until : null,
  };
}

export async function peekThrottle(
  db: Db,
  merchantId: number,
  scope: string,
  key: string,
  rule: Pick<ThrottleRule, 'windowMs'>,
  now: Date,
): Promise<ThrottleState> {
  const row = await db
    .selectFrom('throttles')
    .select(['count', 'window_started_at', 'blocked_until'])
    .where('merchant_id', '=', merchantId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return { count: 0, blockedUntil: null };
  const blockedUntil = row.blocked_until && row.blocked_until > now ? row.blocked_until : null;
  const inWindow = row.window_started_at.getTime() >= now.getTime() - rule.windowMs;
  return { count: inWindow ? row.count : 0, blockedUntil };
}

export async function clearThrottle(db: Db, merchantId: number, scope: string, key: string): Promise<void> {
  await db
    .deleteFrom('throttles')
    .where('merchant_id', '=', merchantId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** What a reservation holds, to hand back when the attempt turns out not to count. */
export interface AttemptReservation {
  merchantId: number;
  scope: string;
  key: string;
  /** The count with this attempt in it: the attempts before it are `count - 1`. */
  count: number;
  /** The block this attempt itself set (it was the last one allowed), so a release can lift it. */
  blockSetByThis: Date | null;
}

export type ReserveResult =
  | { allowed: true; reservation: AttemptReservation }
  | { allowed: false; blockedUntil: Date; count: number };

/**
 * Reserves one guess before the slow check runs (an argon2 hash, a code comparison): one atomic
 * upsert counts it, so thirty parallel guesses see thirty different counts and only the first
 * `max` are evaluated, on PGlite, on PostgreSQL and across nodes. The `max`-th reservation is the
 * last one allowed and sets the block itself; anything after it, or anything arriving while an
 * earlier block stands, is refused without being evaluated. A failed guess keeps its count; a
 * success clears the counter (`clearThrottle`); an attempt that never reached the check (a missing
 * captcha) gives its count back with `releaseAttempt`.
 */
export async function reserveAttempt(
  db: Db,
  merchantId: number,
  scope: string,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<ReserveResult> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const blockUntil = new Date(now.getTime() + rule.blockMs);
  // The row as it was before this statement is needed to tell "I set the block" from "a block
  // stood already": the CTE reads it in the same snapshot the upsert conflicts on.
  const row = await db
    .insertInto('throttles')
    .values({
      merchant_id: merchantId,
      scope,
      key,
      count: 1,
      window_started_at: now,
      blocked_until: rule.max <= 1 ? blockUntil : null,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'scope', 'key']).doUpdateSet({
        count: sql`case when throttles.window_started_at < ${windowStart} then 1 else throttles.count + 1 end`,
        window_started_at: sql`case when throttles.window_started_at < ${windowStart} then ${now} else throttles.window_started_at end`,
        // A block that still stands is kept as it is; otherwise the max-th attempt sets one.
        blocked_until: sql`case
          when throttles.blocked_until > ${now} then throttles.blocked_until
          when (case when throttles.window_started_at < ${windowStart} then 1 else throttles.count + 1 end) >= ${rule.max}
            then ${blockUntil}
          else throttles.blocked_until end`,
      }),
    )
    .returning(['count', 'blocked_until'])
    .executeTakeFirstOrThrow();
  const blockedUntil = row.blocked_until && row.blocked_until > now ? row.blocked_until : null;
  if (row.count > rule.max) {
    // Over the limit (a block, or one lifted by a release meanwhile): refused, never evaluated.
    return { allowed: false, blockedUntil: blockedUntil ?? blockUntil, count: row.count };
  }
  // Only the max-th attempt may find a block and still go on: the one it set itself.
  const setByThis =
    blockedUntil !== null &&
    row.count === Math.max(rule.max, 1) &&
    blockedUntil.getTime() === blockUntil.getTime();
  if (blockedUntil && !setByThis) return { allowed: false, blockedUntil, count: row.count };
  return {
    allowed: true,
    reservation: { merchantId, scope, key, count: row.count, blockSetByThis: setByThis ? blockUntil : null },
  };
}

/**
 * Gives back a reserved attempt that was never evaluated (the captcha was missing, the request
 * was malformed): the count goes down by one and a block this very attempt set is lifted.
 */
export async function releaseAttempt(db: Db, reservation: AttemptReservation): Promise<void> {
  const mine = reservation.blockSetByThis;
  await db
    .updateTable('throttles')
    .set({
      count: sql`greatest(count - 1, 0)`,
      blocked_until: mine
        ? sql`case when blocked_until = ${mine} then null else blocked_until end`
        : sql`blocked_until`,
    })
    .where('merchant_id', '=', reservation.merchantId)
    .where('scope', '=', reservation.scope)
    .where('key', '=', reservation.key)
    .execute();
}
