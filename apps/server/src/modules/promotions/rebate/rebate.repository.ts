import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/**
 * The manual rebate's reads and writes (issue 18; ADR 0039): the only SQL on `rebate_accruals`
 * (one row per settled bet while MANPLAYREB3 is on) and `rebate_claims`.
 */

export interface Accrual {
  merchantId: number;
  memberId: bigint;
  betId: bigint;
  category: string;
  validBet: bigint;
  rateBps: number;
  amount: bigint;
  settledAt: Date;
}

/**
 * A settled bet's accrual: written, or, while unclaimed, replaced by the bet's new figures (a
 * round settled again). A claimed accrual is left as it was claimed.
 */
export async function upsertAccrual(db: Db, a: Accrual): Promise<void> {
  await db
    .insertInto('rebate_accruals')
    .values({
      merchant_id: a.merchantId,
      member_id: a.memberId,
      bet_id: a.betId,
      category: a.category,
      valid_bet_minor: a.validBet,
      rate_bps: a.rateBps,
      amount_minor: a.amount,
      settled_at: a.settledAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'bet_id'])
        .doUpdateSet({
          category: a.category,
          valid_bet_minor: a.validBet,
          rate_bps: a.rateBps,
          amount_minor: a.amount,
          settled_at: a.settledAt,
        })
        .where('rebate_accruals.claim_id', 'is', null),
    )
    .execute();
}

/** An unclaimed accrual of a bet now worth nothing (cancelled): its figures become zero. */
export async function zeroOpenAccrual(
  db: Db,
  merchantId: number,
  betId: bigint,
  settledAt: Date,
): Promise<void> {
  await db
    .updateTable('rebate_accruals')
    .set({ valid_bet_minor: 0n, amount_minor: 0n, settled_at: settledAt })
    .where('merchant_id', '=', merchantId)
    .where('bet_id', '=', betId)
    .where('claim_id', 'is', null)
    .execute();
}

export interface RebateLineRow {
  category: string;
  validBet: bigint;
  rateBps: number;
  amount: bigint;
}

/** The member's unclaimed accruals summed per category. */
export async function openLines(db: Db, merchantId: number, memberId: bigint): Promise<RebateLineRow[]> {
  const rows = await db
    .selectFrom('rebate_accruals')
    .select((eb) => [
      'category',
      eb.fn.sum<string>('valid_bet_minor').as('valid_bet'),
      eb.fn.sum<string>('amount_minor').as('amount'),
      eb.fn.max('rate_bps').as('rate'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('claim_id', 'is', null)
    .groupBy('category')
    .orderBy('category')
    .execute();
  return rows.map((r) => ({
    category: r.category,
    validBet: BigInt(r.valid_bet ?? 0),
    rateBps: Number(r.rate ?? 0),
    amount: BigInt(r.amount ?? 0),
  }));
}

/**
 * The member's unclaimed accruals, locked (under the member's lock): a bet settled again meanwhile
 * waits, then finds its accrual claimed and leaves it.
 */
export function lockOpenAccruals(db: Db, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('rebate_accruals')
    .select(['id', 'category', 'valid_bet_minor', 'rate_bps', 'amount_minor'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('claim_id', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function markClaimed(db: Db, ids: readonly bigint[], claimId: bigint): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('rebate_accruals')
    .set({ claim_id: claimId })
    .where('id', 'in', [...ids])
    .where('claim_id', 'is', null)
    .execute();
}

export interface ClaimRow {
  id: bigint;
  amount_minor: bigint;
  valid_bet_minor: bigint;
  lines: unknown;
  created_at: Date;
}

const CLAIM_COLUMNS = ['id', 'amount_minor', 'valid_bet_minor', 'lines', 'created_at'] as const;

export function insertClaim(
  db: Db,
  row: {
    merchantId: number;
    memberId: bigint;
    requestId: string;
    amount: bigint;
    validBet: bigint;
    lines: unknown;
    now: Date;
  },
): Promise<ClaimRow> {
  return db
    .insertInto('rebate_claims')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      request_id: row.requestId,
      amount_minor: row.amount,
      valid_bet_minor: row.validBet,
      lines: JSON.stringify(row.lines),
      created_at: row.now,
    })
    .returning(CLAIM_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setClaimLedger(db: Db, claimId: bigint, transactionId: bigint): Promise<void> {
  await db
    .updateTable('rebate_claims')
    .set({ ledger_transaction_id: transactionId })
    .where('id', '=', claimId)
    .execute();
}

/** A claim of the member by its request id (a repeated claim answers it). */
export function claimByRequest(db: Db, merchantId: number, memberId: bigint, requestId: string) {
  return db
    .selectFrom('rebate_claims')
    .select(CLAIM_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** When the member last claimed. */
export async function lastClaimAt(db: Db, merchantId: number, memberId: bigint): Promise<Date | null> {
  const row = await db
    .selectFrom('rebate_claims')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return (row?.at as Date | null | undefined) ?? null;
}

/** A page of the member's claims, newest first. */
export async function claimsPage(
  db: Db,
  q: { merchantId: number; memberId: bigint; offset: number; limit: number },
): Promise<{ total: number; rows: ClaimRow[] }> {
  const base = db
    .selectFrom('rebate_claims')
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', '=', q.memberId);
  const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const total = Number(n);
  const rows =
    q.offset >= total
      ? []
      : await base
          .select(CLAIM_COLUMNS)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(q.offset)
          .limit(q.limit)
          .execute();
  return { total, rows };
}
