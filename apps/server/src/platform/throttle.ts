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
