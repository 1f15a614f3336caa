import type { MallItemKind, MallItemStatus, PointEntryKind, RedemptionState } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';

/**
 * The points module's SQL (issue 19; ADR 0040): balances (one row per member, locked for every
 * change), the append-only entries, per-bet earnings, mall items and redemptions.
 */

export interface BalanceRow {
  member_id: bigint;
  merchant_id: number;
  balance: bigint;
  carry_milli: bigint;
  earned: bigint;
  spent: bigint;
  unrecovered: bigint;
}

/**
 * The member's balance row, created at zero when missing, locked until the transaction ends: one
 * statement (the upsert's update takes the row lock and answers the row as it stands).
 */
export async function lockBalance(trx: Trx, merchantId: number, memberId: bigint): Promise<BalanceRow> {
  return trx
    .insertInto('points_balances')
    .values({ member_id: memberId, merchant_id: merchantId })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ member_id: memberId }))
    .returning(['member_id', 'merchant_id', 'balance', 'carry_milli', 'earned', 'spent', 'unrecovered'])
    .executeTakeFirstOrThrow();
}

export function findBalance(
  db: Db | Trx,
  merchantId: number,
  memberId: bigint,
): Promise<BalanceRow | undefined> {
  return db
    .selectFrom('points_balances')
    .select(['member_id', 'merchant_id', 'balance', 'carry_milli', 'earned', 'spent', 'unrecovered'])
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function writeBalance(
  trx: Trx,
  memberId: bigint,
  values: Pick<BalanceRow, 'balance' | 'carry_milli' | 'earned' | 'spent' | 'unrecovered'>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('points_balances')
    .set({ ...values, updated_at: now })
    .where('member_id', '=', memberId)
    .execute();
}

export interface EntryRow {
  id: bigint;
  member_id: bigint;
  kind: PointEntryKind;
  delta: bigint;
  balance_after: bigint;
  note: string;
  ref: string | null;
  created_at: Date;
}

const ENTRY_COLUMNS = [
  'id',
  'member_id',
  'kind',
  'delta',
  'balance_after',
  'note',
  'ref',
  'created_at',
] as const;

export function findEntryByKey(db: Db | Trx, merchantId: number, key: string): Promise<EntryRow | undefined> {
  return db
    .selectFrom('points_entries')
    .select(ENTRY_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function insertEntry(
  trx: Trx,
  e: {
    merchantId: number;
    memberId: bigint;
    kind: PointEntryKind;
    delta: bigint;
    balanceAfter: bigint;
    key: string;
    note: string;
    ref: string | null;
    at: Date;
  },
): Promise<bigint> {
  const row = await trx
    .insertInto('points_entries')
    .values({
      merchant_id: e.merchantId,
      member_id: e.memberId,
      kind: e.kind,
      delta: e.delta,
      balance_after: e.balanceAfter,
      idempotency_key: e.key,
      note: e.note,
      ref: e.ref,
      created_at: e.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface EntryFilter {
  kind?: PointEntryKind | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function entriesPage(
  db: Db,
  merchantId: number,
  memberId: bigint,
  filter: EntryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  let q = db
    .selectFrom('points_entries')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId);
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  if (filter.from) q = q.where('created_at', '>=', filter.from);
  if (filter.to) q = q.where('created_at', '<', filter.to);
  const [rows, count] = await Promise.all([
    q
      .select(ENTRY_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? '0') };
}

const localDayOf = (offsetMinutes: number) =>
  sql<string>`to_char((created_at at time zone 'UTC') + make_interval(mins => ${sql.lit(offsetMinutes)}), 'YYYY-MM-DD')`;

/** Points earned (positive changes) and spent (negative changes) per local day, days with any. */
export function memberDays(
  db: Db,
  merchantId: number,
  memberId: bigint,
  window: { from: Date; to: Date; offsetMinutes: number },
) {
  const day = localDayOf(window.offsetMinutes);
  return db
    .selectFrom('points_entries')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to)
    .select([
      day.as('day'),
      sql<string>`coalesce(sum(delta) filter (where delta > 0), 0)::text`.as('earned'),
      sql<string>`coalesce(-sum(delta) filter (where delta < 0), 0)::text`.as('spent'),
    ])
    .groupBy(day)
    .orderBy(day, 'desc')
    .execute();
}

/** The brand's points per local day and kind, for the report. */
export function brandDays(
  db: Db,
  merchantId: number,
  window: { from: Date; to: Date; offsetMinutes: number },
) {
  const day = localDayOf(window.offsetMinutes);
  return db
    .selectFrom('points_entries')
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to)
    .select([
      day.as('day'),
      'kind',
      sql<string>`sum(delta)::text`.as('points'),
      // A conversion's entry names what it paid (ref cash:<minor>), so the report agrees with the ledger.
      sql<string>`coalesce(sum(substring(ref from 6)::bigint) filter (where kind = 'CONVERT' and ref like 'cash:%'), 0)::text`.as(
        'cash',
      ),
    ])
    .groupBy([day, 'kind'])
    .orderBy(day)
    .execute();
}

/** Every member's balance together, and how many members hold any. */
export async function outstanding(db: Db, merchantId: number): Promise<{ points: bigint; members: number }> {
  const row = await db
    .selectFrom('points_balances')
    .where('merchant_id', '=', merchantId)
    .select([
      sql<string>`coalesce(sum(balance), 0)::text`.as('points'),
      sql<string>`(count(*) filter (where balance > 0))::text`.as('members'),
    ])
    .executeTakeFirst();
  return { points: BigInt(row?.points ?? '0'), members: Number(row?.members ?? '0') };
}

// ---- Per-bet earnings ------------------------------------------------------------------------------

/**
 * Writes what a bet has earned now and answers what it had earned before (null: never seen), in
 * one statement; the row is locked until the transaction ends.
 */
export async function swapBetEarning(
  trx: Trx,
  v: { merchantId: number; betId: bigint; memberId: bigint; milli: bigint; at: Date },
): Promise<bigint | null> {
  const { rows } = await sql<{ before: string | null }>`
    with old as (
      select earned_milli from points_bet_earnings
      where merchant_id = ${v.merchantId} and bet_id = ${v.betId}
      for update
    ), written as (
      insert into points_bet_earnings (merchant_id, bet_id, member_id, earned_milli, updated_at)
      values (${v.merchantId}, ${v.betId}, ${v.memberId}, ${v.milli}, ${v.at})
      on conflict (merchant_id, bet_id)
      do update set earned_milli = excluded.earned_milli, updated_at = excluded.updated_at
    )
    select (select earned_milli from old)::text as before`.execute(trx);
  const before = rows[0]?.before;
  return before === null || before === undefined ? null : BigInt(before);
}

// ---- Mall items ------------------------------------------------------------------------------------

export interface ItemRow {
  id: bigint;
  merchant_id: number;
  kind: MallItemKind;
  content: unknown;
  image_url: string | null;
  price_points: bigint;
  min_deposits_minor: bigint;
  value_minor: bigint;
  wager_multiple: number;
  stock: number | null;
  per_member_limit: number;
  status: MallItemStatus;
  sort_order: number;
  updated_at: Date;
}

const ITEM_COLUMNS = [
  'id',
  'merchant_id',
  'kind',
  'content',
  'image_url',
  'price_points',
  'min_deposits_minor',
  'value_minor',
  'wager_multiple',
  'stock',
  'per_member_limit',
  'status',
  'sort_order',
  'updated_at',
] as const;

export function listItems(db: Db, merchantId: number, activeOnly: boolean): Promise<ItemRow[]> {
  let q = db.selectFrom('points_mall_items').select(ITEM_COLUMNS).where('merchant_id', '=', merchantId);
  if (activeOnly) q = q.where('status', '=', 'ACTIVE');
  return q.orderBy('sort_order').orderBy('id').execute();
}

export function lockItem(trx: Trx, merchantId: number, id: bigint): Promise<ItemRow | undefined> {
  return trx
    .selectFrom('points_mall_items')
    .select(ITEM_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface ItemValues {
  kind: MallItemKind;
  content: string;
  image_url: string | null;
  price_points: bigint;
  min_deposits_minor: bigint;
  value_minor: bigint;
  wager_multiple: number;
  stock: number | null;
  per_member_limit: number;
  status: MallItemStatus;
  sort_order: number;
}

export function insertItem(trx: Trx, merchantId: number, v: ItemValues, at: Date): Promise<ItemRow> {
  return trx
    .insertInto('points_mall_items')
    .values({ ...v, merchant_id: merchantId, created_at: at, updated_at: at })
    .returning(ITEM_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateItem(trx: Trx, id: bigint, v: ItemValues, at: Date): Promise<ItemRow> {
  return trx
    .updateTable('points_mall_items')
    .set({ ...v, updated_at: at })
    .where('id', '=', id)
    .returning(ITEM_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Moves an item's stock (unlimited stays unlimited); the check keeps it from going below zero. */
export async function moveStock(trx: Trx, id: bigint, by: number): Promise<void> {
  await trx
    .updateTable('points_mall_items')
    .set({ stock: sql<number>`case when stock is null then null else stock + ${by} end` })
    .where('id', '=', id)
    .execute();
}

/** Per item: the member's redemptions that count (in process and approved). */
export async function memberRedeemed(db: Db | Trx, memberId: bigint): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('points_redemptions')
    .where('member_id', '=', memberId)
    .where('state', '<>', 'REJECTED')
    .select(['item_id', sql<string>`count(*)::text`.as('n')])
    .groupBy('item_id')
    .execute();
  return new Map(rows.map((r) => [String(r.item_id), Number(r.n)]));
}

/** Per item: redemptions in process and approved. */
export async function itemCounts(db: Db, merchantId: number) {
  const rows = await db
    .selectFrom('points_redemptions')
    .where('merchant_id', '=', merchantId)
    .select([
      'item_id',
      sql<string>`(count(*) filter (where state = 'IN_PROCESS'))::text`.as('open'),
      sql<string>`(count(*) filter (where state = 'APPROVED'))::text`.as('approved'),
    ])
    .groupBy('item_id')
    .execute();
  return new Map(
    rows.map((r) => [String(r.item_id), { open: Number(r.open), approved: Number(r.approved) }]),
  );
}

// ---- Redemptions -----------------------------------------------------------------------------------

export interface RedemptionRow {
  id: bigint;
  merchant_id: number;
  member_id: bigint;
  item_id: bigint;
  kind: MallItemKind;
  name: string;
  points: bigint;
  value_minor: bigint;
  wager_multiple: number;
  state: RedemptionState;
  address: string | null;
  request_id: string;
  decided_by: bigint | null;
  decided_at: Date | null;
  note: string | null;
  created_at: Date;
}

const REDEMPTION_COLUMNS = [
  'id',
  'merchant_id',
  'member_id',
  'item_id',
  'kind',
  'name',
  'points',
  'value_minor',
  'wager_multiple',
  'state',
  'address',
  'request_id',
  'decided_by',
  'decided_at',
  'note',
  'created_at',
] as const;

export function findRedemptionByRequest(
  db: Db | Trx,
  memberId: bigint,
  requestId: string,
): Promise<RedemptionRow | undefined> {
  return db
    .selectFrom('points_redemptions')
    .select(REDEMPTION_COLUMNS)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function insertRedemption(
  trx: Trx,
  v: Omit<RedemptionRow, 'id' | 'state' | 'decided_by' | 'decided_at' | 'note'>,
): Promise<RedemptionRow> {
  return trx
    .insertInto('points_redemptions')
    .values(v)
    .returning(REDEMPTION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function findRedemption(db: Db, merchantId: number, id: bigint): Promise<RedemptionRow | undefined> {
  return db
    .selectFrom('points_redemptions')
    .select(REDEMPTION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function lockRedemption(trx: Trx, merchantId: number, id: bigint): Promise<RedemptionRow | undefined> {
  return trx
    .selectFrom('points_redemptions')
    .select(REDEMPTION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function decideRedemption(
  trx: Trx,
  id: bigint,
  v: { state: 'APPROVED' | 'REJECTED'; decidedBy: bigint; at: Date; note: string | null },
): Promise<RedemptionRow> {
  return trx
    .updateTable('points_redemptions')
    .set({ state: v.state, decided_by: v.decidedBy, decided_at: v.at, note: v.note })
    .where('id', '=', id)
    .returning(REDEMPTION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function redemptionsPage(
  db: Db,
  merchantId: number,
  filter: { memberId?: bigint | undefined; state?: RedemptionState | undefined },
  page: { limit: number; offset: number; oldestFirst: boolean },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  let q = db.selectFrom('points_redemptions').where('merchant_id', '=', merchantId);
  if (filter.memberId !== undefined) q = q.where('member_id', '=', filter.memberId);
  if (filter.state) q = q.where('state', '=', filter.state);
  const order = page.oldestFirst ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    q
      .select(REDEMPTION_COLUMNS)
      .orderBy('created_at', order)
      .orderBy('id', order)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select(sql<string>`count(*)::text`.as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? '0') };
}

export async function openRedemptions(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('points_redemptions')
    .where('merchant_id', '=', merchantId)
    .where('state', '=', 'IN_PROCESS')
    .select(sql<string>`count(*)::text`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? '0');
}
