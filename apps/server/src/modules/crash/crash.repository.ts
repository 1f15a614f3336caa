import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { CrashBetsTable, CrashRoundsTable } from './crash.tables.ts';

/** Only the crash module's SQL lives here; the service owns every transaction. */
type Exec = Db | Trx;

export const ROUND_COLUMNS = [
  'id',
  'merchant_id',
  'chain_id',
  'game_index',
  'hash',
  'crash_point',
  'edge_bps',
  'status',
  'betting_ends_at',
  'started_at',
  'crashed_at',
] as const;
export type RoundRow = Pick<
  { [K in keyof CrashRoundsTable]: K extends 'id' ? bigint : CrashRoundsTable[K] },
  (typeof ROUND_COLUMNS)[number]
>;

export const BET_COLUMNS = [
  'id',
  'merchant_id',
  'round_id',
  'member_id',
  'request_id',
  'request_hash',
  'stake',
  'auto_cashout',
  'cashout_multiplier',
  'payout',
  'status',
  'balance_before',
  'balance_after',
  'record_id',
  'play_money',
  'answer',
  'placed_at',
  'settled_at',
] as const;
export type BetRow = {
  [K in (typeof BET_COLUMNS)[number]]: K extends 'id' | 'payout'
    ? bigint
    : K extends 'play_money'
      ? boolean
      : CrashBetsTable[K];
};

// ---- chains ----

export function latestChain(db: Exec, merchantId: number, lock = false) {
  const query = db
    .selectFrom('crash_chains')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .limit(1);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function findChain(db: Exec, id: bigint) {
  return db.selectFrom('crash_chains').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertChain(
  trx: Trx,
  c: { merchantId: number; seed: string; terminalHash: string; salt: string; length: number },
) {
  return trx
    .insertInto('crash_chains')
    .values({
      merchant_id: c.merchantId,
      seed: c.seed,
      terminal_hash: c.terminalHash,
      salt: c.salt,
      length: c.length,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function takeGameIndex(trx: Trx, chainId: bigint, index: number): Promise<void> {
  await trx
    .updateTable('crash_chains')
    .set({ next_index: index + 1 })
    .where('id', '=', chainId)
    .execute();
}

// ---- rounds ----

export function insertRound(
  trx: Trx,
  r: {
    merchantId: number;
    chainId: bigint;
    gameIndex: number;
    hash: string;
    crashPoint: number;
    edgeBps: number;
    bettingEndsAt: Date;
    createdAt: Date;
  },
): Promise<RoundRow> {
  return trx
    .insertInto('crash_rounds')
    .values({
      merchant_id: r.merchantId,
      chain_id: r.chainId,
      game_index: r.gameIndex,
      hash: r.hash,
      crash_point: r.crashPoint,
      edge_bps: r.edgeBps,
      status: 'BETTING',
      betting_ends_at: r.bettingEndsAt,
      created_at: r.createdAt,
    })
    .returning(ROUND_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The brand's newest round (the one in play, or the last to end). */
export function latestRound(db: Exec, merchantId: number): Promise<RoundRow | undefined> {
  return db
    .selectFrom('crash_rounds')
    .select(ROUND_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function openRounds(db: Exec, merchantId: number): Promise<RoundRow[]> {
  return db
    .selectFrom('crash_rounds')
    .select(ROUND_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', ['BETTING', 'RUNNING'])
    .execute();
}

/**
 * A round, share-locked: bets and cash-outs may proceed together, while the engine's change of
 * phase (an UPDATE) waits for them, so a bet never lands after betting closed and a cash-out
 * never meets a round half crashed.
 */
export function shareRound(trx: Trx, merchantId: number, id: bigint): Promise<RoundRow | undefined> {
  return trx
    .selectFrom('crash_rounds')
    .select(ROUND_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
}

export function shareOpenRound(trx: Trx, merchantId: number): Promise<RoundRow | undefined> {
  return trx
    .selectFrom('crash_rounds')
    .select(ROUND_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', ['BETTING', 'RUNNING'])
    .forShare()
    .executeTakeFirst();
}

export function findRound(db: Exec, merchantId: number, id: bigint): Promise<RoundRow | undefined> {
  return db
    .selectFrom('crash_rounds')
    .select(ROUND_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The hash of the chain's game before this one (what this game's hash must hash to). */
export async function previousGameHash(db: Exec, chainId: bigint, gameIndex: number): Promise<string | null> {
  const row = await db
    .selectFrom('crash_rounds')
    .select('hash')
    .where('chain_id', '=', chainId)
    .where('game_index', '=', gameIndex - 1)
    .executeTakeFirst();
  return row?.hash ?? null;
}

/** Moves a round on, only from the status expected (a racing engine changes nothing). */
export function changeRound(
  trx: Exec,
  id: bigint,
  from: RoundRow['status'][],
  to: { status: RoundRow['status']; started_at?: Date; crashed_at?: Date },
): Promise<RoundRow | undefined> {
  return trx
    .updateTable('crash_rounds')
    .set(to)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(ROUND_COLUMNS)
    .executeTakeFirst();
}

export function finishedRounds(db: Exec, merchantId: number, limit: number) {
  return db
    .selectFrom('crash_rounds')
    .select(['id', 'crash_point', 'hash', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', ['CRASHED', 'VOID'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// ---- bets ----

export function findBetByRequest(db: Exec, merchantId: number, memberId: bigint, requestId: string) {
  return db
    .selectFrom('crash_bets')
    .select(BET_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function findMemberBet(db: Exec, roundId: bigint, memberId: bigint): Promise<BetRow | undefined> {
  return db
    .selectFrom('crash_bets')
    .select(BET_COLUMNS)
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export function lockMemberBet(trx: Trx, roundId: bigint, memberId: bigint): Promise<BetRow | undefined> {
  return trx
    .selectFrom('crash_bets')
    .select(BET_COLUMNS)
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export function lockBet(trx: Trx, id: bigint): Promise<BetRow | undefined> {
  return trx.selectFrom('crash_bets').select(BET_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function lockActiveBets(trx: Trx, roundId: bigint): Promise<BetRow[]> {
  return trx
    .selectFrom('crash_bets')
    .select(BET_COLUMNS)
    .where('round_id', '=', roundId)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A new bet, or nothing when its request id was taken meanwhile (a racing copy). */
export function insertBet(
  trx: Trx,
  b: {
    merchantId: number;
    roundId: bigint;
    memberId: bigint;
    requestId: string;
    requestHash: string;
    stake: bigint;
    autoCashout: number | null;
    /** None for play money (ADR 0044). */
    recordId: bigint | null;
    placedAt: Date;
  },
): Promise<BetRow | undefined> {
  return trx
    .insertInto('crash_bets')
    .values({
      merchant_id: b.merchantId,
      round_id: b.roundId,
      member_id: b.memberId,
      request_id: b.requestId,
      request_hash: b.requestHash,
      stake: b.stake,
      auto_cashout: b.autoCashout,
      status: 'ACTIVE',
      balance_before: 0n,
      balance_after: 0n,
      record_id: b.recordId,
      play_money: b.recordId === null,
      answer: JSON.stringify(null),
      placed_at: b.placedAt,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'request_id']).doNothing())
    .returning(BET_COLUMNS)
    .executeTakeFirst();
}

export async function saveBetAnswer(
  trx: Trx,
  id: bigint,
  a: { balanceBefore: bigint; balanceAfter: bigint; answer: unknown },
): Promise<void> {
  await trx
    .updateTable('crash_bets')
    .set({ balance_before: a.balanceBefore, balance_after: a.balanceAfter, answer: JSON.stringify(a.answer) })
    .where('id', '=', id)
    .execute();
}

/** Ends an ACTIVE bet; nothing when it was ended already (the once-only guard of every payment). */
export function settleBet(
  trx: Trx,
  id: bigint,
  s: {
    status: 'CASHED_OUT' | 'LOST' | 'REFUNDED';
    cashoutMultiplier?: number;
    payout?: bigint;
    at: Date;
  },
): Promise<BetRow | undefined> {
  return trx
    .updateTable('crash_bets')
    .set({
      status: s.status,
      cashout_multiplier: s.cashoutMultiplier ?? null,
      payout: s.payout ?? 0n,
      settled_at: s.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .returning(BET_COLUMNS)
    .executeTakeFirst();
}

export async function setBalanceAfter(trx: Trx, id: bigint, balanceAfter: bigint): Promise<void> {
  await trx.updateTable('crash_bets').set({ balance_after: balanceAfter }).where('id', '=', id).execute();
}

/** Every ACTIVE bet of a round becomes LOST in one statement. */
export function loseActiveBets(trx: Trx, roundId: bigint, at: Date) {
  return trx
    .updateTable('crash_bets')
    .set({ status: 'LOST', settled_at: at })
    .where('round_id', '=', roundId)
    .where('status', '=', 'ACTIVE')
    .returning(['id', 'member_id', 'stake', 'record_id', 'play_money'])
    .execute();
}

/** Bets of a round with an auto cash-out target, lowest first (the engine pays them as the curve passes). */
export function autoBets(db: Exec, roundId: bigint) {
  return db
    .selectFrom('crash_bets')
    .select(['id', 'auto_cashout'])
    .where('round_id', '=', roundId)
    .where('status', '=', 'ACTIVE')
    .where('auto_cashout', 'is not', null)
    .orderBy('auto_cashout')
    .orderBy('id')
    .execute();
}

/** Live list of a round: biggest stakes first, at most `limit`. */
export function roundBets(db: Exec, roundId: bigint, limit: number) {
  return (
    db
      .selectFrom('crash_bets as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .select(['b.id', 'm.account', 'b.stake', 'b.cashout_multiplier', 'b.payout', 'b.status', 'b.member_id'])
      .where('b.round_id', '=', roundId)
      // Play money is not shown among the round's bets (ADR 0044).
      .where('b.play_money', '=', false)
      .orderBy('b.stake', 'desc')
      .orderBy('b.id')
      .limit(limit)
      .execute()
  );
}

export function memberBets(db: Exec, merchantId: number, memberId: bigint, limit: number, offset: number) {
  return db
    .selectFrom('crash_bets as b')
    .innerJoin('crash_rounds as r', 'r.id', 'b.round_id')
    .select([...BET_COLUMNS.map((c) => `b.${c}` as const), 'r.status as round_status', 'r.crash_point'])
    .where('b.merchant_id', '=', merchantId)
    .where('b.member_id', '=', memberId)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMemberBets(db: Exec, merchantId: number, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('crash_bets')
    .select(sql<string>`count(*)::text`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function memberAccount(db: Exec, memberId: bigint) {
  return db.selectFrom('members').select('account').where('id', '=', memberId).executeTakeFirst();
}

/** The catalogue's name of the crash game, when it is listed. */
export async function catalogueName(db: Exec, vendorCode: string, gameCode: string) {
  const row = await db
    .selectFrom('games')
    .select(['names', 'category'])
    .where('vendor_code', '=', vendorCode)
    .where('code', '=', gameCode)
    .executeTakeFirst();
  return row ? { name: row.names.en ?? gameCode, category: row.category } : null;
}

// ---- engine ----

/** Brands whose members can play the in-house games (the BGS vendor enabled), active ones. */
export async function brandsWithVendor(db: Exec, vendorCode: string): Promise<number[]> {
  const rows = await db
    .selectFrom('merchant_vendors as v')
    .innerJoin('merchants as m', 'm.id', 'v.merchant_id')
    .select('v.merchant_id')
    .distinct()
    .where('v.vendor_code', '=', vendorCode)
    .where('v.enabled', '=', true)
    .where('m.status', '=', 'active')
    .orderBy('v.merchant_id')
    .execute();
  return rows.map((r) => r.merchant_id);
}

/**
 * Takes or renews the brand's engine lease: true when `holder` has it until `until` (it held it
 * already, or the last holder's lease ran out).
 */
export async function takeLease(
  db: Exec,
  merchantId: number,
  holder: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const row = await sql<{ holder: string }>`
    insert into crash_engine_leases (merchant_id, holder, expires_at)
    values (${merchantId}, ${holder}, ${until})
    on conflict (merchant_id) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where crash_engine_leases.holder = excluded.holder or crash_engine_leases.expires_at < ${now}
    returning holder`.execute(db);
  return row.rows[0]?.holder === holder;
}

export async function releaseLease(db: Exec, merchantId: number, holder: string): Promise<void> {
  await db
    .deleteFrom('crash_engine_leases')
    .where('merchant_id', '=', merchantId)
    .where('holder', '=', holder)
    .execute();
}

// ---- retention (ADR 0052) ----

/** Brands that ever had a crash chain: the retention job's scopes. */
export async function brandsWithChains(db: Exec): Promise<number[]> {
  const rows = await db
    .selectFrom('crash_chains')
    .select('merchant_id')
    .distinct()
    .orderBy('merchant_id')
    .execute();
  return rows.map((r) => r.merchant_id);
}

/**
 * Purges up to `limit` of the brand's oldest finished rounds created before `cutoff`, with their
 * bets, in one statement, and records on each chain the last game purged and its hash (so the
 * oldest round kept still shows the hash it must hash to). A round with a bet still ACTIVE is
 * never taken (it cannot be, once CRASHED or VOID; this is the guard). The bets' money stays in
 * the journal and the betting record (`bets`), which are not touched. Purging again finds nothing.
 */
export async function purgeFinishedRounds(
  trx: Trx,
  merchantId: number,
  cutoff: Date,
  limit: number,
): Promise<{ rounds: number; bets: number }> {
  const result = await sql<{ rounds: string; bets: string }>`
    with doomed as (
      select r.id, r.chain_id, r.game_index, r.hash from crash_rounds r
      where r.merchant_id = ${merchantId} and r.created_at < ${cutoff}
        and r.status in ('CRASHED', 'VOID')
        and not exists (select 1 from crash_bets b where b.round_id = r.id and b.status = 'ACTIVE')
      order by r.created_at, r.id
      limit ${limit}
      for update of r
    ),
    gone_bets as (delete from crash_bets b using doomed d where b.round_id = d.id returning b.id),
    gone_rounds as (delete from crash_rounds r using doomed d where r.id = d.id returning r.id),
    last_purged as (
      select distinct on (chain_id) chain_id, game_index, hash from doomed order by chain_id, game_index desc
    ),
    marked as (
      update crash_chains c set purged_index = l.game_index, purged_hash = l.hash
      from last_purged l
      where c.id = l.chain_id and (c.purged_index is null or c.purged_index < l.game_index)
      returning c.id
    )
    select (select count(*) from gone_rounds)::text as rounds, (select count(*) from gone_bets)::text as bets,
      (select count(*) from marked)::text as chains`.execute(trx);
  const row = result.rows[0];
  return { rounds: Number(row?.rounds ?? 0), bets: Number(row?.bets ?? 0) };
}
