import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { VipLevelsTable, VipRewardKind } from './vip.tables.ts';

/** The vip module's SQL (issue 19; ADR 0040): its own tables only. */

type Reader = Db | Trx;

export type VipLevelRow = Selectable<VipLevelsTable>;

export async function levelsOf(db: Reader, merchantId: number): Promise<VipLevelRow[]> {
  return db
    .selectFrom('vip_levels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('level')
    .execute();
}

/** Locks the brand's ladder rows (a save waits for another). */
export async function lockLevels(trx: Trx, merchantId: number): Promise<void> {
  await trx.selectFrom('vip_levels').select('id').where('merchant_id', '=', merchantId).forUpdate().execute();
}

export interface LevelValues {
  level: number;
  names: { en: string; bn: string; fil?: string };
  style: string;
  valid_bet_minor: bigint;
  deposits_minor: bigint;
  points_multiplier_bps: number;
  rebate_extra_bps: number;
  withdrawal_daily_limit_minor: bigint | null;
  contact: string | null;
  reward_kind: VipRewardKind | null;
  reward_amount: bigint;
  reward_wager_multiple: number;
}

/** Writes the ladder: the given levels (inserted or updated), the others removed. */
export async function replaceLevels(
  trx: Trx,
  merchantId: number,
  levels: readonly LevelValues[],
): Promise<void> {
  const keep = levels.map((l) => l.level);
  await trx
    .deleteFrom('vip_levels')
    .where('merchant_id', '=', merchantId)
    .$if(keep.length > 0, (q) => q.where('level', 'not in', keep))
    .execute();
  for (const l of levels) {
    const values = { ...l, names: JSON.stringify(l.names), merchant_id: merchantId };
    await trx
      .insertInto('vip_levels')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'level']).doUpdateSet({ ...values, updated_at: sql`now()` }),
      )
      .execute();
  }
}

/** Brands that have a ladder. */
export async function brandsWithLevels(db: Reader): Promise<number[]> {
  const rows = await db
    .selectFrom('vip_levels')
    .select('merchant_id')
    .where('level', '>', 0)
    .distinct()
    .execute();
  return rows.map((r) => r.merchant_id);
}

// ---- Members' state ---------------------------------------------------------------------------

export async function memberState(db: Reader, memberId: bigint) {
  return db.selectFrom('vip_members').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export type VipMemberRow = NonNullable<Awaited<ReturnType<typeof memberState>>>;

/** The member's state row locked for the rest of the transaction, when there is one. */
export async function lockExistingState(trx: Trx, memberId: bigint): Promise<VipMemberRow | undefined> {
  return trx
    .selectFrom('vip_members')
    .selectAll()
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The member's state row, made when missing, locked for the rest of the transaction (one
 * statement: the no-op update of an existing row takes its lock).
 */
export async function lockMemberState(trx: Trx, merchantId: number, memberId: bigint): Promise<VipMemberRow> {
  return trx
    .insertInto('vip_members')
    .values({
      member_id: memberId,
      merchant_id: merchantId,
      reached_at: null,
      notice_review: null,
      notice_level: null,
      notice_at: null,
    })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ member_id: memberId }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Counts a bet's valid bet or a deposit once: the first time its amount, later only the
 * difference (a round settled again); answers the change and the day it is counted on (the day it
 * was first counted).
 */
export async function countOnce(
  trx: Trx,
  q: {
    merchantId: number;
    source: 'BET' | 'DEPOSIT';
    ref: bigint;
    memberId: bigint;
    day: string;
    amount: bigint;
  },
): Promise<{ delta: bigint; day: string }> {
  const inserted = await trx
    .insertInto('vip_counted')
    .values({
      merchant_id: q.merchantId,
      source: q.source,
      ref: q.ref,
      member_id: q.memberId,
      day: q.day,
      amount_minor: q.amount,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'source', 'ref']).doNothing())
    .returning('day')
    .executeTakeFirst();
  if (inserted) return { delta: q.amount, day: q.day };
  const before = await trx
    .selectFrom('vip_counted')
    .select(['amount_minor', 'day'])
    .where('merchant_id', '=', q.merchantId)
    .where('source', '=', q.source)
    .where('ref', '=', q.ref)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const delta = q.amount - before.amount_minor;
  if (delta !== 0n)
    await trx
      .updateTable('vip_counted')
      .set({ amount_minor: q.amount })
      .where('merchant_id', '=', q.merchantId)
      .where('source', '=', q.source)
      .where('ref', '=', q.ref)
      .execute();
  return { delta, day: before.day };
}

/** Adds to the member's lifetime figures and the day's. */
export async function addFigures(
  trx: Trx,
  q: { merchantId: number; memberId: bigint; day: string; validBet: bigint; deposits: bigint },
): Promise<VipMemberRow> {
  await trx
    .insertInto('vip_days')
    .values({
      member_id: q.memberId,
      day: q.day,
      merchant_id: q.merchantId,
      valid_bet_minor: q.validBet,
      deposits_minor: q.deposits,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'day']).doUpdateSet({
        valid_bet_minor: sql`vip_days.valid_bet_minor + ${q.validBet}`,
        deposits_minor: sql`vip_days.deposits_minor + ${q.deposits}`,
      }),
    )
    .execute();
  return trx
    .updateTable('vip_members')
    .set({
      valid_bet_minor: sql`valid_bet_minor + ${q.validBet}`,
      deposits_minor: sql`deposits_minor + ${q.deposits}`,
      updated_at: sql`now()`,
    })
    .where('member_id', '=', q.memberId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A member's figures over days [fromDay, toDay] (inclusive, YYYY-MM-DD). */
export async function windowFigures(
  db: Reader,
  memberId: bigint,
  fromDay: string,
  toDay: string,
): Promise<{ validBet: bigint; deposits: bigint }> {
  const row = await db
    .selectFrom('vip_days')
    .select([
      sql<string>`coalesce(sum(valid_bet_minor), 0)::text`.as('valid_bet'),
      sql<string>`coalesce(sum(deposits_minor), 0)::text`.as('deposits'),
    ])
    .where('member_id', '=', memberId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .executeTakeFirst();
  return { validBet: BigInt(row?.valid_bet ?? '0'), deposits: BigInt(row?.deposits ?? '0') };
}

/** Every member's figures of a brand over a window (the review), members with a level above 0. */
export async function leveledMembers(db: Reader, merchantId: number): Promise<VipMemberRow[]> {
  return db
    .selectFrom('vip_members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('level', '>', 0)
    .orderBy('member_id')
    .execute();
}

/** Members holding a notice for a review. */
export async function noticedMembers(
  db: Reader,
  merchantId: number,
  review: string,
): Promise<VipMemberRow[]> {
  return db
    .selectFrom('vip_members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('notice_review', '=', review)
    .orderBy('member_id')
    .execute();
}

export async function setLevel(trx: Trx, memberId: bigint, level: number, at: Date): Promise<void> {
  await trx
    .updateTable('vip_members')
    .set({
      level,
      reached_at: at,
      notice_review: null,
      notice_level: null,
      notice_at: null,
      updated_at: sql`now()`,
    })
    .where('member_id', '=', memberId)
    .execute();
}

export async function setNotice(
  trx: Trx,
  memberId: bigint,
  notice: { review: string; level: number; at: Date } | null,
): Promise<void> {
  await trx
    .updateTable('vip_members')
    .set({
      notice_review: notice?.review ?? null,
      notice_level: notice?.level ?? null,
      notice_at: notice?.at ?? null,
      updated_at: sql`now()`,
    })
    .where('member_id', '=', memberId)
    .execute();
}

export async function levelOfMember(db: Reader, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('vip_members')
    .select('level')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.level ?? 0;
}

/** The perks of the member's level (level 0's row when the member has none). */
export async function levelRowOfMember(db: Reader, merchantId: number, memberId: bigint) {
  // One statement: asked on every settled bet (the points' multiplier) and withdrawal.
  return db
    .selectFrom('vip_levels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(
      'level',
      '=',
      sql<number>`coalesce((select level from vip_members where member_id = ${memberId}), 0)`,
    )
    .executeTakeFirst();
}

// ---- Rewards and changes ------------------------------------------------------------------------

/** Records a level's reward as paid; null when it was paid before (unique per member and level). */
export async function insertReward(
  trx: Trx,
  q: {
    merchantId: number;
    memberId: bigint;
    level: number;
    kind: VipRewardKind;
    amount: bigint;
    wagerMultiple: number;
    at: Date;
  },
): Promise<bigint | null> {
  const row = await trx
    .insertInto('vip_rewards')
    .values({
      merchant_id: q.merchantId,
      member_id: q.memberId,
      level: q.level,
      kind: q.kind,
      amount: q.amount,
      wager_multiple: q.wagerMultiple,
      paid_at: q.at,
    })
    .onConflict((oc) => oc.columns(['member_id', 'level']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function rewardsOf(db: Reader, memberId: bigint) {
  return db
    .selectFrom('vip_rewards')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('level')
    .execute();
}

export async function insertChange(
  trx: Trx,
  q: {
    merchantId: number;
    memberId: bigint;
    from: number;
    to: number;
    reason: 'UPGRADE' | 'REVIEW';
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('vip_changes')
    .values({
      merchant_id: q.merchantId,
      member_id: q.memberId,
      from_level: q.from,
      to_level: q.to,
      reason: q.reason,
      at: q.at,
    })
    .execute();
}

export async function changesPage(
  db: Reader,
  merchantId: number,
  page: { pageNo: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('vip_changes')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('vip_changes')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function membersPage(
  db: Reader,
  merchantId: number,
  level: number | undefined,
  page: { pageNo: number; pageSize: number },
) {
  const base = db
    .selectFrom('vip_members')
    .where('merchant_id', '=', merchantId)
    .$if(level !== undefined, (q) => q.where('level', '=', level as number));
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('level', 'desc')
      .orderBy('valid_bet_minor', 'desc')
      .orderBy('member_id')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select(sql<string>`count(*)::text`.as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Members per level of a brand. */
export async function countsByLevel(db: Reader, merchantId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('vip_members')
    .select(['level', sql<string>`count(*)::text`.as('n')])
    .where('merchant_id', '=', merchantId)
    .groupBy('level')
    .execute();
  return new Map(rows.map((r) => [r.level, Number(r.n)]));
}

export type { Reader as VipReader };
