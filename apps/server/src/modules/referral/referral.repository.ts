import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countOf } from '../../platform/paging.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { FlagDetail, ReferralRow, ReferralStateColumn } from './referral.tables.ts';

/** The referral module's SQL (`referrals`, `referral_bets`; ADR 0022). The service owns locks and order. */
type Exec = Db | Trx;

export type { ReferralRow };

/** Links a referee to its referrer once: answers the new row, or null when the referee is already linked. */
export async function insertReferral(
  trx: Exec,
  v: {
    merchantId: number;
    referrerId: bigint;
    refereeId: bigint;
    state: 'REGISTERED' | 'FLAGGED';
    registeredAt: Date;
    expiresAt: Date;
    flags: FlagDetail[];
  },
): Promise<ReferralRow | null> {
  const row = await trx
    .insertInto('referrals')
    .values({
      merchant_id: v.merchantId,
      referrer_id: v.referrerId,
      referee_id: v.refereeId,
      state: v.state,
      registered_at: v.registeredAt,
      expires_at: v.expiresAt,
      flags: [...new Set(v.flags.map((f) => f.flag))],
      flag_details: JSON.stringify(v.flags),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'referee_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The referral of a referee, locked for the caller's transaction. */
export function lockByReferee(trx: Trx, merchantId: number, refereeId: bigint) {
  return trx
    .selectFrom('referrals')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('referee_id', '=', refereeId)
    .forUpdate()
    .executeTakeFirst();
}

export function lockById(trx: Trx, merchantId: number, id: bigint) {
  return trx
    .selectFrom('referrals')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findById(db: Exec, merchantId: number, id: bigint) {
  return db
    .selectFrom('referrals')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether a member is anyone's referee (a cheap look before locking). */
export async function isReferee(db: Exec, merchantId: number, memberId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('referrals')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('referee_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the first deposit of at least the minimum inside the window. */
export async function setDeposit(trx: Trx, id: bigint, d: { depositId: bigint; amount: bigint; at: Date }) {
  await trx
    .updateTable('referrals')
    .set({ deposit_id: d.depositId, deposit_minor: d.amount, deposit_at: d.at })
    .where('id', '=', id)
    .where('deposit_id', 'is', null)
    .execute();
}

/**
 * What a settled bet counts now (0 for a cancelled one): the difference to what it counted before
 * moves the referral's valid bet. Answers the new total.
 */
export async function countBet(trx: Trx, id: bigint, betId: bigint, validBet: bigint): Promise<bigint> {
  const before = await trx
    .selectFrom('referral_bets')
    .select('valid_bet_minor')
    .where('referral_id', '=', id)
    .where('bet_id', '=', betId)
    .executeTakeFirst();
  const delta = validBet - (before?.valid_bet_minor ?? 0n);
  if (before) {
    if (delta !== 0n)
      await trx
        .updateTable('referral_bets')
        .set({ valid_bet_minor: validBet })
        .where('referral_id', '=', id)
        .where('bet_id', '=', betId)
        .execute();
  } else {
    await trx
      .insertInto('referral_bets')
      .values({ referral_id: id, bet_id: betId, valid_bet_minor: validBet })
      .execute();
  }
  const row = await trx
    .updateTable('referrals')
    .set({ valid_bet_minor: sql<bigint>`greatest(0, valid_bet_minor + ${delta})` })
    .where('id', '=', id)
    .returning('valid_bet_minor')
    .executeTakeFirstOrThrow();
  return row.valid_bet_minor;
}

export async function setFlags(trx: Trx, id: bigint, flags: FlagDetail[], state: ReferralStateColumn) {
  await trx
    .updateTable('referrals')
    .set({
      state,
      flags: [...new Set(flags.map((f) => f.flag))],
      flag_details: JSON.stringify(flags),
    })
    .where('id', '=', id)
    .execute();
}

export async function markQualified(trx: Trx, id: bigint, at: Date, state: ReferralStateColumn) {
  await trx.updateTable('referrals').set({ qualified_at: at, state }).where('id', '=', id).execute();
}

export async function markRewarded(
  trx: Trx,
  id: bigint,
  r: { kind: 'CASH' | 'BONUS' | 'POINTS'; amount: bigint; at: Date; qualifiedAt: Date },
) {
  await trx
    .updateTable('referrals')
    .set({
      state: 'REWARDED',
      reward_kind: r.kind,
      reward_amount: r.amount,
      rewarded_at: r.at,
      qualified_at: r.qualifiedAt,
    })
    .where('id', '=', id)
    .execute();
}

export async function decide(
  trx: Trx,
  id: bigint,
  d: { state: ReferralStateColumn; by: bigint; at: Date; note: string },
) {
  await trx
    .updateTable('referrals')
    .set({ state: d.state, decided_by: d.by, decided_at: d.at, decision_note: d.note })
    .where('id', '=', id)
    .execute();
}

/** Rewards a referrer got in [from, to) (the monthly cap), read under the referrer's lock. */
export async function rewardedBetween(
  trx: Exec,
  merchantId: number,
  referrerId: bigint,
  from: Date,
  to: Date,
) {
  return countOf(
    trx
      .selectFrom('referrals')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('referrer_id', '=', referrerId)
      .where('rewarded_at', '>=', from)
      .where('rewarded_at', '<', to),
  );
}

/** Open referrals whose window closed without the condition met become EXPIRED; answers how many. */
export async function expireDue(db: Exec, now: Date): Promise<number> {
  const rows = await db
    .updateTable('referrals')
    .set({ state: 'EXPIRED' })
    .where('state', 'in', ['REGISTERED', 'FLAGGED'])
    .where('qualified_at', 'is', null)
    .where('expires_at', '<=', now)
    .returning('id')
    .execute();
  return rows.length;
}

// ---- A member's own referees ----

export function countOfReferrer(db: Exec, merchantId: number, referrerId: bigint) {
  return countOf(
    db
      .selectFrom('referrals')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('referrer_id', '=', referrerId),
  );
}

export function pageOfReferrer(
  db: Exec,
  merchantId: number,
  referrerId: bigint,
  window: { offset: number; limit: number },
) {
  return db
    .selectFrom('referrals')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('referrer_id', '=', referrerId)
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** A referrer's figures: invited, qualified (met the condition), rewarded and the amounts by kind. */
export async function statsOfReferrer(db: Exec, merchantId: number, referrerId: bigint) {
  const row = await db
    .selectFrom('referrals')
    .select((eb) => [
      eb.fn.countAll<string>().as('invited'),
      sql<string>`count(*) filter (where qualified_at is not null)`.as('qualified'),
      sql<string>`count(*) filter (where state = 'REWARDED')`.as('rewarded'),
      sql<string>`coalesce(sum(reward_amount) filter (where reward_kind = 'CASH'), 0)`.as('cash'),
      sql<string>`coalesce(sum(reward_amount) filter (where reward_kind = 'BONUS'), 0)`.as('bonus'),
      sql<string>`coalesce(sum(reward_amount) filter (where reward_kind = 'POINTS'), 0)`.as('points'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return {
    invited: Number(row.invited),
    qualified: Number(row.qualified),
    rewarded: Number(row.rewarded),
    cash: BigInt(row.cash),
    bonus: BigInt(row.bonus),
    points: BigInt(row.points),
  };
}

// ---- The console ----

export interface ConsoleFilter {
  state?: ReferralStateColumn | undefined;
  /** A member either side of the referral (the referrer or the referee). */
  memberId?: bigint | undefined;
}

function consoleQuery(db: Exec, merchantId: number, f: ConsoleFilter) {
  let q = db.selectFrom('referrals').where('merchant_id', '=', merchantId);
  if (f.state) q = q.where('state', '=', f.state);
  if (f.memberId !== undefined) {
    const id = f.memberId;
    q = q.where((eb) => eb.or([eb('referee_id', '=', id), eb('referrer_id', '=', id)]));
  }
  return q;
}

export function countForConsole(db: Exec, merchantId: number, f: ConsoleFilter) {
  return countOf(consoleQuery(db, merchantId, f).select('id'));
}

export function pageForConsole(
  db: Exec,
  merchantId: number,
  f: ConsoleFilter,
  window: { offset: number; limit: number },
) {
  return consoleQuery(db, merchantId, f)
    .selectAll()
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** The report's figures for referrals registered, qualified and rewarded in [from, to). */
export async function reportFigures(db: Exec, merchantId: number, from: Date, to: Date) {
  const row = await db
    .selectFrom('referrals')
    .select([
      sql<string>`count(*) filter (where registered_at >= ${from} and registered_at < ${to})`.as(
        'registered',
      ),
      sql<string>`count(*) filter (where qualified_at >= ${from} and qualified_at < ${to})`.as('qualified'),
      sql<string>`count(*) filter (where rewarded_at >= ${from} and rewarded_at < ${to})`.as('rewarded'),
      sql<string>`count(*) filter (where state = 'FLAGGED')`.as('flagged'),
      sql<string>`coalesce(sum(reward_amount) filter (where reward_kind = 'CASH' and rewarded_at >= ${from} and rewarded_at < ${to}), 0)`.as(
        'cash',
      ),
      sql<string>`coalesce(sum(reward_amount) filter (where reward_kind = 'BONUS' and rewarded_at >= ${from} and rewarded_at < ${to}), 0)`.as(
        'bonus',
      ),
      sql<string>`coalesce(sum(reward_amount) filter (where reward_kind = 'POINTS' and rewarded_at >= ${from} and rewarded_at < ${to}), 0)`.as(
        'points',
      ),
    ])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return {
    registered: Number(row.registered),
    qualified: Number(row.qualified),
    rewarded: Number(row.rewarded),
    flagged: Number(row.flagged),
    cash: BigInt(row.cash),
    bonus: BigInt(row.bonus),
    points: BigInt(row.points),
  };
}

/** The referrers with the most referees registered in [from, to), with their rewarded count and amounts. */
export function topReferrers(db: Exec, merchantId: number, from: Date, to: Date, limit: number) {
  return db
    .selectFrom('referrals')
    .select([
      'referrer_id',
      sql<string>`count(*)`.as('registered'),
      sql<string>`count(*) filter (where state = 'REWARDED')`.as('rewarded'),
      sql<string>`coalesce(sum(reward_amount) filter (where reward_kind in ('CASH', 'BONUS')), 0)`.as(
        'money',
      ),
      sql<string>`coalesce(sum(reward_amount) filter (where reward_kind = 'POINTS'), 0)`.as('points'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('registered_at', '>=', from)
    .where('registered_at', '<', to)
    .groupBy('referrer_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('referrer_id')
    .limit(limit)
    .execute();
}
