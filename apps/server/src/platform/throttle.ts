import type { Db } from '../db/database.ts';
import {
  clearAndRelease,
  countHit,
  deleteThrottle,
  findThrottle,
  releasePending,
  settlePending,
  tryReserve,
  tryReserveMany,
} from './throttle.repository.ts';

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
  const row = await countHit(db, { merchantId, scope, key }, { windowStart, now, max: rule.max, blockUntil });
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
  const row = await findThrottle(db, { merchantId, scope, key });
  if (!row) return { count: 0, blockedUntil: null };
  const blockedUntil = row.blocked_until && row.blocked_until > now ? row.blocked_until : null;
  const inWindow = row.window_started_at.getTime() >= now.getTime() - rule.windowMs;
  return { count: inWindow ? row.count : 0, blockedUntil };
}

export async function clearThrottle(db: Db, merchantId: number, scope: string, key: string): Promise<void> {
  await deleteThrottle(db, { merchantId, scope, key });
}

/** What a reservation holds, to settle it once the check has answered. */
export interface AttemptReservation {
  merchantId: number;
  scope: string;
  key: string;
  /** The count with this attempt in it (failures and pending checks): the ones before it are `count - 1`. */
  count: number;
}

export type ReserveResult =
  | { allowed: true; reservation: AttemptReservation }
  | { allowed: false; blockedUntil: Date };

/** How long an attempt waits for other checks of the same key to answer before giving up. */
const WAIT_STEP_MS = 25;
const WAIT_STEPS = 80;
/** What a caller that gave up waiting is told to wait (the key is busy, not locked). */
const BUSY_RETRY_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reserves one guess before the slow check runs (an argon2 hash, a code comparison; ADR 0020).
 * One atomic upsert counts it as pending, and only while settled failures plus pending checks are
 * below `max`: thirty parallel guesses can never have more than `max` checks evaluated, on PGlite,
 * on PostgreSQL and across nodes. An attempt that finds the budget taken by checks still pending
 * waits its turn (a double-submitted correct password must not be refused); one that finds it
 * spent by failures, or a lock standing, is refused unevaluated. Afterwards: `settleFailure` on a
 * wrong guess (it may set the lock), `clearThrottle` on success, `releaseAttempt` when the check
 * never ran (a missing captcha).
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
  for (let step = 0; ; step += 1) {
    const reserved = await tryReserve(db, { merchantId, scope, key }, { windowStart, now, max: rule.max });
    if (reserved !== undefined)
      return { allowed: true, reservation: { merchantId, scope, key, count: reserved } };
    const row = await findThrottle(db, { merchantId, scope, key });
    if (row?.blocked_until && row.blocked_until > now)
      return { allowed: false, blockedUntil: row.blocked_until };
    if (row && row.count - row.pending >= rule.max)
      return { allowed: false, blockedUntil: new Date(now.getTime() + rule.blockMs) };
    // The budget is held by checks still pending: wait for them to answer.
    if (step >= WAIT_STEPS) return { allowed: false, blockedUntil: new Date(now.getTime() + BUSY_RETRY_MS) };
    await sleep(WAIT_STEP_MS);
  }
}

/** One key of `reserveAttempts`: its scope and key and its rule. */
export interface AttemptKey {
  scope: string;
  key: string;
  rule: ThrottleRule;
}

export type ReserveAllResult =
  | { allowed: true; reservations: AttemptReservation[] }
  | { allowed: false; blockedUntil: Date };

/**
 * `reserveAttempt` for several keys at once (a login's account name and address), all or none:
 * one statement reserves every key when each is within its limit (the usual case); a key it
 * could not count goes through `reserveAttempt` (waiting its turn, or refused by its lock) in the
 * order given, and a refusal gives back what was reserved. The guarantees are `reserveAttempt`'s.
 */
export async function reserveAttempts(
  db: Db,
  merchantId: number,
  keys: AttemptKey[],
  now: Date,
): Promise<ReserveAllResult> {
  const counted = await tryReserveMany(
    db,
    keys.map((k) => ({
      merchantId,
      scope: k.scope,
      key: k.key,
      windowStart: new Date(now.getTime() - k.rule.windowMs),
      max: k.rule.max,
    })),
    now,
  );
  const reservations: AttemptReservation[] = [];
  for (const k of keys) {
    const count = counted.get(k.scope);
    if (count !== undefined) {
      reservations.push({ merchantId, scope: k.scope, key: k.key, count });
      continue;
    }
    const one = await reserveAttempt(db, merchantId, k.scope, k.key, k.rule, now);
    if (!one.allowed) {
      for (const r of reservations) await releaseAttempt(db, r);
      for (const later of keys.slice(keys.indexOf(k) + 1)) {
        const held = counted.get(later.scope);
        if (held !== undefined)
          await releaseAttempt(db, { merchantId, scope: later.scope, key: later.key, count: held });
      }
      return one;
    }
    reservations.push(one.reservation);
  }
  return { allowed: true, reservations };
}

/**
 * After a check that succeeded: `clearThrottle` of one key and `releaseAttempt` of another's
 * reservation, in one statement.
 */
export async function clearAndReleaseAttempt(
  db: Db,
  clear: { merchantId: number; scope: string; key: string },
  release: AttemptReservation,
): Promise<void> {
  if (clear.scope === release.scope && clear.key === release.key) throw new Error('two different keys');
  await clearAndRelease(db, clear, release);
}

/**
 * Settles a reserved guess that turned out wrong: it stays counted, and when the settled failures
 * reach `max` the key is locked. Returns the lock this failure set or found, if any.
 */
export async function settleFailure(
  db: Db,
  reservation: AttemptReservation,
  rule: ThrottleRule,
  now: Date,
): Promise<Date | null> {
  const blockUntil = new Date(now.getTime() + rule.blockMs);
  const blockedUntil = await settlePending(db, reservation, { now, max: rule.max, blockUntil });
  return blockedUntil && blockedUntil > now ? blockedUntil : null;
}

/** Gives back a reserved attempt whose check never ran (the captcha was missing, say). */
export async function releaseAttempt(db: Db, reservation: AttemptReservation): Promise<void> {
  await releasePending(db, reservation);
}
