import { type Expression, type ExpressionBuilder, type QueryCreator, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BetsTable, Database } from '../../db/schema.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * The betting record (`bets`, ADR 0022): the only SQL that writes it. One row per bet, ticket or
 * provider round, whatever game took it; the betting record and profit and loss pages read it.
 * Other modules call these through `betting-record.ts`; every write runs in the caller's
 * transaction, next to the money it records.
 */
type Exec = Db | Trx;

export type BetStatus = BetsTable['status'];

/** What every new row says about the game and the member. */
export interface NewBet {
  merchantId: number;
  memberId: bigint;
  vendorCode: string;
  gameCode: string;
  gameName: string;
  category: string;
  externalId: string;
  stake: bigint;
  at: Date;
}

function openValues(b: NewBet) {
  return {
    merchant_id: b.merchantId,
    member_id: b.memberId,
    vendor_code: b.vendorCode,
    game_code: b.gameCode,
    game_name: b.gameName,
    category: b.category,
    external_id: b.externalId,
    stake: b.stake,
    status: 'OPEN' as const,
    placed_at: b.at,
  };
}

/** A new OPEN row; its id. */
export async function insertOpenBet(trx: Trx, b: NewBet): Promise<bigint> {
  const row = await trx.insertInto('bets').values(openValues(b)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The insert of a bet played at once (settled with its payout, or OPEN when the game goes on), as
 * a query to use as a common table expression (`with bet as (…)`), so the caller writes its own
 * row referring to the bet in the same statement. Returns `id`.
 */
export function playedBetInsert(
  db: QueryCreator<Database>,
  b: NewBet & { payout: bigint; settled: boolean },
) {
  return db
    .insertInto('bets')
    .values({
      ...openValues(b),
      payout: b.payout,
      valid_bet: b.settled ? b.stake : 0n,
      status: b.settled ? 'SETTLED' : 'OPEN',
      settled_at: b.settled ? b.at : null,
    })
    .returning('id');
}

/** A row as the wager events describe it. */
export interface BetRow {
  id: bigint;
  merchant_id: number;
  member_id: bigint;
  vendor_code: string;
  game_code: string;
  category: string;
  stake: bigint;
  payout: bigint;
  valid_bet: bigint;
  status: BetStatus;
  placed_at: Date;
  settled_at: Date | null;
}

const BET_COLUMNS = [
  'id',
  'merchant_id',
  'member_id',
  'vendor_code',
  'game_code',
  'category',
  'stake',
  'payout',
  'valid_bet',
  'status',
  'placed_at',
  'settled_at',
] as const;

/**
 * Settles (payout counted, valid bet = stake) or cancels (nothing counted) the rows still OPEN
 * among `ids`; rows already closed are left as they are. Returns the rows it closed.
 */
export async function closeOpenBets(
  trx: Trx,
  ids: bigint[],
  c: { status: 'SETTLED' | 'CANCELLED'; payout?: bigint; at: Date },
): Promise<BetRow[]> {
  if (ids.length === 0) return [];
  return trx
    .updateTable('bets')
    .set((eb) => ({
      status: c.status,
      payout: c.payout ?? 0n,
      valid_bet: c.status === 'SETTLED' ? eb.ref('stake') : 0n,
      settled_at: c.at,
    }))
    .where('id', 'in', ids)
    .where('status', '=', 'OPEN')
    .returning(BET_COLUMNS)
    .execute();
}

/** One row settled with its payout and valid bet, whatever its status was; the row after it. */
export function settleBet(
  trx: Trx,
  id: bigint,
  s: { validBet: bigint; payout: bigint; at: Date },
): Promise<BetRow | undefined> {
  return trx
    .updateTable('bets')
    .set({ payout: s.payout, valid_bet: s.validBet, status: 'SETTLED', settled_at: s.at })
    .where('id', '=', id)
    .returning(BET_COLUMNS)
    .executeTakeFirst();
}

// ---- rounds of seamless-wallet providers: one row per (brand, vendor, round id) ----

export type RoundBet = BetRow;

const ROUND_COLUMNS = BET_COLUMNS;

/** The row of a provider's round, locked: inserted (empty, OPEN) when new. */
export async function openRoundBet(trx: Trx, b: Omit<NewBet, 'stake'>): Promise<RoundBet> {
  const opened = await trx
    .insertInto('bets')
    .values(openValues({ ...b, stake: 0n }))
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'external_id']).doNothing())
    .returning(ROUND_COLUMNS)
    .executeTakeFirst();
  if (opened) return opened;
  return trx
    .selectFrom('bets')
    .select(ROUND_COLUMNS)
    .where('merchant_id', '=', b.merchantId)
    .where('vendor_code', '=', b.vendorCode)
    .where('external_id', '=', b.externalId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function lockRoundBet(trx: Trx, id: bigint): Promise<RoundBet> {
  return trx
    .selectFrom('bets')
    .select(ROUND_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateRoundBet(
  trx: Trx,
  id: bigint,
  r: { stake: bigint; payout: bigint; status: BetStatus; validBet: bigint; settledAt: Date | null },
): Promise<void> {
  await trx
    .updateTable('bets')
    .set({
      stake: r.stake,
      payout: r.payout,
      status: r.status,
      valid_bet: r.validBet,
      settled_at: r.settledAt,
    })
    .where('id', '=', id)
    .execute();
}

/** A condition on a row of `bets` (aliased `b`) that another module states about its own tables. */
export type BetCondition = (eb: ExpressionBuilder<Database & { b: BetsTable }, 'b'>) => Expression<SqlBool>;

/** OPEN rows placed before `cutoff` that meet `idle`, oldest first. */
export function openBetsPlacedBefore(db: Exec, cutoff: Date, idle: BetCondition, limit: number) {
  return db
    .selectFrom('bets as b')
    .select(['b.id', 'b.merchant_id'])
    .where('b.status', '=', 'OPEN')
    .where('b.placed_at', '<', cutoff)
    .where(idle)
    .orderBy('b.placed_at')
    .limit(limit)
    .execute();
}

/** The row, locked, if it is still OPEN and meets `idle`; a row locked by someone else is skipped. */
export function claimOpenBet(trx: Trx, id: bigint, idle: BetCondition): Promise<RoundBet | undefined> {
  return trx
    .selectFrom('bets as b')
    .select(ROUND_COLUMNS)
    .where('b.id', '=', id)
    .where('b.status', '=', 'OPEN')
    .where(idle)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

// ---- the member's betting record and profit and loss (records.service.ts) ----

/** The member's rows placed in [from, to], of one category if given. */
export interface MemberBets {
  merchantId: number;
  memberId: bigint;
  from: Date;
  to: Date;
  category?: string | undefined;
}

function memberBetsPlaced(db: Db, q: MemberBets) {
  let base = db
    .selectFrom('bets')
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', '=', q.memberId)
    .where('placed_at', '>=', q.from)
    .where('placed_at', '<=', q.to);
  if (q.category) base = base.where('category', '=', q.category);
  return base;
}

/** In one pass: how many rows, and the count and sums of those not cancelled. */
export function memberBetSums(db: Db, q: MemberBets) {
  const live = sql`status <> 'CANCELLED'`;
  return memberBetsPlaced(db, q)
    .select([
      sql<string>`count(*)::text`.as('listed'),
      sql<string>`(count(*) filter (where ${live}))::text`.as('n'),
      sql<string>`coalesce(sum(stake) filter (where ${live}), 0)::text`.as('stake'),
      sql<string>`coalesce(sum(valid_bet) filter (where ${live}), 0)::text`.as('valid'),
      sql<string>`coalesce(sum(payout) filter (where ${live}), 0)::text`.as('payout'),
    ])
    .executeTakeFirstOrThrow();
}

/** A page of the rows, newest first. */
export function memberBetsPage(db: Db, q: MemberBets, window: { offset: number; limit: number }) {
  return memberBetsPlaced(db, q)
    .selectAll()
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** The settled rows' count and sums per category, in category order. */
export function memberSettledByCategory(db: Db, q: MemberBets) {
  return memberBetsPlaced(db, q)
    .where('status', '=', 'SETTLED')
    .select([
      'category',
      sql<string>`count(*)::text`.as('n'),
      sql<string>`coalesce(sum(stake), 0)::text`.as('stake'),
      sql<string>`coalesce(sum(valid_bet), 0)::text`.as('valid'),
      sql<string>`coalesce(sum(payout), 0)::text`.as('payout'),
    ])
    .groupBy('category')
    .orderBy('category')
    .execute();
}
