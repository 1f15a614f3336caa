import type { BonusState } from '@portal/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countOf } from '../../platform/paging.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { BonusGrantEntriesTable, BonusGrantsTable } from './wallet.tables.ts';

/**
 * The bonus wallet's SQL (issue 18; ADR 0039): `bonus_grants`, `bonus_grant_entries`,
 * `bonus_wagers` and `bonus_stakes`, the wallet's. Balances are the ledger's (the member's BONUS
 * account); the probes of the stake and payout paths read them in the same statement as the lock.
 */

export type GrantRow = Selectable<BonusGrantsTable>;
export type EntryRow = Selectable<BonusGrantEntriesTable>;
type Exec = Db | Trx;

export type NewGrant = Omit<
  GrantRow,
  | 'id'
  | 'created_at'
  | 'wagered_minor'
  | 'end_reason'
  | 'converted_minor'
  | 'removed_minor'
  | 'ended_at'
  | 'contributions'
  | 'terms'
> & { contributions: unknown; terms: unknown; created_at: Date };

/** A new grant, or null when one with its key exists already (then read that one). */
export async function insertGrant(trx: Trx, g: NewGrant): Promise<GrantRow | null> {
  const row = await trx
    .insertInto('bonus_grants')
    .values({
      ...g,
      contributions: JSON.stringify(g.contributions),
      terms: JSON.stringify(g.terms),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export function findGrantByKey(db: Exec, merchantId: number, key: string): Promise<GrantRow | undefined> {
  return db
    .selectFrom('bonus_grants')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** One grant of the brand (of this member when given), locked when asked. */
export function findGrant(
  db: Exec,
  merchantId: number,
  id: bigint,
  memberId: bigint | null,
  lock = false,
): Promise<GrantRow | undefined> {
  let q = db
    .selectFrom('bonus_grants')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/**
 * The member's ACTIVE grant (the partial unique index), locked when asked: after its member's
 * row in KEY SHARE (see `memberFirst`).
 */
export function activeGrant(
  db: Exec,
  merchantId: number,
  memberId: bigint,
  lock = false,
): Promise<GrantRow | undefined> {
  let q = db
    .selectFrom('bonus_grants')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('state', '=', 'ACTIVE')
    .where('merchant_id', '=', merchantId);
  if (lock) q = q.where(memberFirst).forUpdate();
  return q.executeTakeFirst();
}

/**
 * The lock order (ADR 0039): a member's row before their grant's. Forfeits, cancellations,
 * expiries, grants and withdrawals hold the member row and then wait for the grant; whoever locks
 * a grant without holding the member row must not wait for that row afterwards — and a row
 * referencing the member (a bet, a bonus stake, a grant updated twice in one transaction) takes
 * it in KEY SHARE. So those take it first, in the statement that locks the grant (the condition
 * is evaluated before the grant's row is locked; it costs nothing when there is no grant).
 */
const memberFirst = sql<boolean>`exists (select 1 from members m where m.id = bonus_grants.member_id for key share)`;

/**
 * The member's MAIN and BONUS balances with the ACTIVE grant's contributions (null: none), in one
 * statement, without locks: what a game's balance shows.
 */
export async function fundsOf(
  db: Exec,
  merchantId: number,
  memberId: bigint,
): Promise<{ main: bigint; bonus: bigint; contributions: unknown }> {
  const { rows } = await sql<{ main: string | null; bonus: string | null; contributions: unknown }>`
    select
      (select a.balance from ledger_accounts a
        where a.member_id = ${memberId} and a.kind = 'MAIN' and a.merchant_id = ${merchantId})::text as main,
      (select a.balance from ledger_accounts a
        where a.member_id = ${memberId} and a.kind = 'BONUS' and a.merchant_id = ${merchantId})::text as bonus,
      (select g.contributions from bonus_grants g
        where g.member_id = ${memberId} and g.state = 'ACTIVE' and g.merchant_id = ${merchantId}) as contributions`.execute(
    db,
  );
  const row = rows[0];
  return {
    main: BigInt(row?.main ?? 0),
    bonus: BigInt(row?.bonus ?? 0),
    contributions: row?.contributions ?? null,
  };
}

/** Whether the member has an ACTIVE grant: the one indexed probe of members without a bonus. */
export async function hasActiveGrant(db: Exec, merchantId: number, memberId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('bonus_grants')
    .select('id')
    .where('member_id', '=', memberId)
    .where('state', '=', 'ACTIVE')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's oldest PENDING grant, locked: the next to start. */
export function nextPending(trx: Trx, merchantId: number, memberId: bigint): Promise<GrantRow | undefined> {
  return trx
    .selectFrom('bonus_grants')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('state', '=', 'PENDING')
    .where('merchant_id', '=', merchantId)
    .where(memberFirst)
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export function queuedGrants(db: Exec, merchantId: number, memberId: bigint): Promise<GrantRow[]> {
  return db
    .selectFrom('bonus_grants')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('state', '=', 'PENDING')
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}

export async function updateGrant(
  trx: Trx,
  id: bigint,
  set: Partial<
    Pick<
      GrantRow,
      | 'state'
      | 'end_reason'
      | 'converted_minor'
      | 'removed_minor'
      | 'activated_at'
      | 'expires_at'
      | 'ended_at'
      | 'wagered_minor'
    >
  >,
): Promise<GrantRow> {
  return trx
    .updateTable('bonus_grants')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertEntries(
  trx: Trx,
  entries: {
    merchant_id: number;
    grant_id: bigint;
    kind: EntryRow['kind'];
    amount_minor: bigint;
    ledger_transaction_id: bigint | null;
    note: string | null;
    created_at: Date;
  }[],
): Promise<void> {
  if (entries.length === 0) return;
  await trx.insertInto('bonus_grant_entries').values(entries).execute();
}

export function entriesOf(db: Exec, grantId: bigint): Promise<EntryRow[]> {
  return db
    .selectFrom('bonus_grant_entries')
    .selectAll()
    .where('grant_id', '=', grantId)
    .orderBy('id')
    .execute();
}

// ---- Staking ----------------------------------------------------------------------------------

/**
 * The stake path's probe: the member's ACTIVE grant, locked, with the MAIN and BONUS balances
 * read after the lock. No row (the common case) costs one look-up in the partial unique index.
 *
 * Lock order (ADR 0039): a grant's row is taken only after its member's row, here in KEY SHARE
 * (what the stake's own inserts referencing the member take anyway), evaluated before the grant
 * is locked: forfeits, cancellations, expiries, grants and withdrawals hold the member row and
 * then wait for the grant, so a stake must never hold the grant and then wait for the member.
 */
export async function lockForStake(
  trx: Trx,
  merchantId: number,
  memberId: bigint,
): Promise<{
  id: bigint;
  max_bet_minor: bigint | null;
  contributions: unknown;
  main: bigint;
  bonus: bigint;
} | null> {
  const { rows } = await sql<{
    id: string;
    max_bet_minor: string | null;
    contributions: unknown;
    main: string | null;
    bonus: string | null;
  }>`
    select g.id, g.max_bet_minor, g.contributions,
      (select a.balance from ledger_accounts a
        where a.member_id = g.member_id and a.kind = 'MAIN' and a.merchant_id = g.merchant_id) as main,
      (select a.balance from ledger_accounts a
        where a.member_id = g.member_id and a.kind = 'BONUS' and a.merchant_id = g.merchant_id) as bonus
    from bonus_grants g
    where g.member_id = ${memberId} and g.state = 'ACTIVE' and g.merchant_id = ${merchantId}
      and exists (select 1 from members m where m.id = g.member_id for key share)
    for update of g`.execute(trx);
  const row = rows[0];
  if (!row) return null;
  return {
    id: BigInt(row.id),
    max_bet_minor: row.max_bet_minor === null ? null : BigInt(row.max_bet_minor),
    contributions: typeof row.contributions === 'string' ? JSON.parse(row.contributions) : row.contributions,
    main: BigInt(row.main ?? 0),
    bonus: BigInt(row.bonus ?? 0),
  };
}

export interface NewStake {
  merchantId: number;
  memberId: bigint;
  grantId: bigint;
  ref: string;
  stake: bigint;
  bonusStake: bigint;
  betId: bigint | null;
  at: Date;
}

export async function insertStake(trx: Trx, s: NewStake): Promise<void> {
  await trx
    .insertInto('bonus_stakes')
    .values({
      merchant_id: s.merchantId,
      member_id: s.memberId,
      grant_id: s.grantId,
      ref: s.ref,
      stake_minor: s.stake,
      bonus_stake_minor: s.bonusStake,
      bet_id: s.betId,
      created_at: s.at,
    })
    // A repeated stake fails on its journal key; this keeps it from failing here first.
    .onConflict((oc) => oc.columns(['merchant_id', 'ref']).doNothing())
    .execute();
}

/**
 * The payout path's probe: the bonus part of the stake this payout belongs to (by the stake's
 * journal reference, or by its bet), with its grant's state, the grant locked (its bonus money
 * moves under that lock only). No row: the stake was real money, all of it.
 */
export async function lockStakeGrant(
  trx: Trx,
  merchantId: number,
  stake: { ref: string } | { betId: bigint },
): Promise<{ stake: bigint; bonusStake: bigint; grantId: bigint; state: BonusState } | null> {
  const where = 'ref' in stake ? sql`s.ref = ${stake.ref}` : sql`s.bet_id = ${stake.betId}`;
  const { rows } = await sql<{
    stake_minor: string;
    bonus_stake_minor: string;
    grant_id: string;
    state: BonusState;
  }>`
    select s.stake_minor, s.bonus_stake_minor, s.grant_id, g.state
    from bonus_stakes s join bonus_grants g on g.id = s.grant_id
    where s.merchant_id = ${merchantId} and ${where}
      and exists (select 1 from members m where m.id = s.member_id for key share)
    order by s.id limit 1
    for update of g`.execute(trx);
  const row = rows[0];
  if (!row) return null;
  return {
    stake: BigInt(row.stake_minor),
    bonusStake: BigInt(row.bonus_stake_minor),
    grantId: BigInt(row.grant_id),
    state: row.state,
  };
}

/** Whether bonus money of this grant still rides on a bet not settled yet (or not linked to one). */
export async function hasOpenBonusStake(trx: Trx, grantId: bigint): Promise<boolean> {
  const { rows } = await sql<{ open: boolean }>`
    select exists (
      select 1 from bonus_stakes s left join bets b on b.id = s.bet_id
      where s.grant_id = ${grantId} and (s.bet_id is null or b.status = 'OPEN')
    ) as open`.execute(trx);
  return rows[0]?.open === true;
}

// ---- Wagering ---------------------------------------------------------------------------------

/**
 * In one statement: what this bet counts towards this grant now (`counted`), stored in place of
 * what it counted before, the member's BONUS balance, and the grant's progress moved by the
 * difference (never below 0) — written here only when the grant goes on (not met, bonus wallet
 * not empty): a grant that may end is written once, by its end. `stored` says whether it was
 * written.
 */
export async function countWager(
  trx: Trx,
  r: {
    grantId: bigint;
    betId: bigint;
    merchantId: number;
    memberId: bigint;
    counted: bigint;
    wagered: bigint;
    required: bigint;
  },
): Promise<{ wagered: bigint; changed: boolean; stored: boolean; bonus: bigint }> {
  const { rows } = await sql<{ d: string; stored: boolean; bonus: string | null }>`
    with old as (
      select counted_minor from bonus_wagers
      where grant_id = ${r.grantId} and bet_id = ${r.betId}
    ),
    delta as (
      select ${r.counted}::bigint - coalesce((select counted_minor from old), 0) as d
    ),
    bonus as (
      select coalesce((select a.balance from ledger_accounts a
        where a.member_id = ${r.memberId} and a.kind = 'BONUS' and a.merchant_id = ${r.merchantId}), 0) as b
    ),
    kept as (
      insert into bonus_wagers (grant_id, bet_id, merchant_id, counted_minor)
      select ${r.grantId}, ${r.betId}, ${r.merchantId}, ${r.counted}::bigint
      where (select d from delta) <> 0 or not exists (select 1 from old)
      on conflict (grant_id, bet_id) do update set counted_minor = excluded.counted_minor
    ),
    g as (
      update bonus_grants set wagered_minor = greatest(wagered_minor + (select d from delta), 0)
      where id = ${r.grantId} and (select d from delta) <> 0
        and ${r.wagered}::bigint + (select d from delta) < ${r.required}::bigint
        and (select b from bonus) > 0
      returning wagered_minor
    )
    select (select d from delta)::text as d, exists (select 1 from g) as stored,
      (select b from bonus)::text as bonus`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error('wager not counted');
  const d = BigInt(row.d);
  const moved = r.wagered + d;
  return {
    wagered: moved > 0n ? moved : 0n,
    changed: d !== 0n,
    stored: row.stored,
    bonus: BigInt(row.bonus ?? 0),
  };
}

// ---- Expiry -----------------------------------------------------------------------------------

/** ACTIVE grants past their expiry, oldest first (any brand). */
export function dueForExpiry(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('bonus_grants')
    .select(['id', 'merchant_id', 'member_id'])
    .where('state', '=', 'ACTIVE')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** The grant, locked if nobody holds it (SKIP LOCKED: another node is on it), if still ACTIVE and due. */
export function claimDue(trx: Trx, id: bigint, now: Date): Promise<GrantRow | undefined> {
  return trx
    .selectFrom('bonus_grants')
    .selectAll()
    .where('id', '=', id)
    .where('state', '=', 'ACTIVE')
    .where('expires_at', '<=', now)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

// ---- Lists ------------------------------------------------------------------------------------

export interface GrantFilter {
  merchantId: number;
  memberId?: bigint | undefined;
  state?: BonusState | undefined;
  promotionId?: bigint | undefined;
}

function filtered(db: Exec, f: GrantFilter) {
  let q = db.selectFrom('bonus_grants').where('merchant_id', '=', f.merchantId);
  if (f.memberId !== undefined) q = q.where('member_id', '=', f.memberId);
  if (f.state !== undefined) q = q.where('state', '=', f.state);
  if (f.promotionId !== undefined) q = q.where('promotion_id', '=', f.promotionId);
  return q;
}

export const countGrants = (db: Exec, f: GrantFilter) => countOf(filtered(db, f));

export function grantsPage(db: Exec, f: GrantFilter, window: { offset: number; limit: number }) {
  return filtered(db, f)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/**
 * Per promotion (null: grants not tied to one), over grants made in [from, to): how many, the
 * bonus granted (ACTIVE or ended grants: those whose money reached the bonus wallet), converted
 * and removed; and the recipients' GGR while each grant was active (stakes − payouts of their
 * settled bets placed between activation and the end, or now).
 */
export async function promotionFigures(db: Exec, merchantId: number, from: Date, to: Date, now: Date) {
  const { rows } = await sql<{
    promotion_id: string | null;
    grants: string;
    granted: string;
    converted: string;
    removed: string;
    ggr: string;
  }>`
    with g as (
      select * from bonus_grants
      where merchant_id = ${merchantId} and created_at >= ${from} and created_at < ${to}
    ),
    play as (
      select g.id, coalesce(sum(b.stake - b.payout), 0) as ggr
      from g join bets b on b.member_id = g.member_id and b.merchant_id = g.merchant_id
        and b.status = 'SETTLED'
        and b.placed_at >= g.activated_at and b.placed_at < coalesce(g.ended_at, ${now})
      where g.activated_at is not null
      group by g.id
    )
    select g.promotion_id::text as promotion_id,
      count(*)::text as grants,
      coalesce(sum(g.amount_minor) filter (where g.activated_at is not null), 0)::text as granted,
      coalesce(sum(g.converted_minor), 0)::text as converted,
      coalesce(sum(g.removed_minor), 0)::text as removed,
      coalesce(sum(p.ggr), 0)::text as ggr
    from g left join play p on p.id = g.id
    group by g.promotion_id
    order by g.promotion_id nulls last`.execute(db);
  return rows.map((r) => ({
    promotionId: r.promotion_id === null ? null : BigInt(r.promotion_id),
    grants: Number(r.grants),
    granted: BigInt(r.granted),
    converted: BigInt(r.converted),
    removed: BigInt(r.removed),
    ggr: BigInt(r.ggr),
  }));
}
