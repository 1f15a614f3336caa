import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countOf } from '../../platform/paging.ts';
import type { TeamScope } from '../member/members.ts';
import { teamIdsQuery } from '../member/members.ts';
import type { AgentTransferRow, AgentTransfersTable } from './agents.tables.ts';

/**
 * The agents module's SQL on `agent_transfers` (ADR 0036). Other modules read it through
 * transfers.figures.ts; the agents module's services through this file.
 */

type Window = { offset: number; limit: number };

/** The id the next transfer gets (its journal entry is keyed and referenced by it). */
export async function nextTransferId(db: Db): Promise<bigint> {
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('agent_transfers', 'id'))::text as id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no transfer id');
  return BigInt(id);
}

export async function insertTransfer(
  db: Db,
  row: Omit<AgentTransfersTable, 'id' | 'created_at'> & { id: bigint; created_at: Date },
): Promise<AgentTransferRow> {
  return db.insertInto('agent_transfers').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findTransfer(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('agent_transfers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A sender's transfer of a client request id, if there is one. */
export async function findByRequest(db: Db, fromMemberId: bigint, requestId: string) {
  return db
    .selectFrom('agent_transfers')
    .select('id')
    .where('from_member_id', '=', fromMemberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** What a member sent from `since` on, to anyone (the daily limit counts both directions). */
export async function sentSince(db: Db, merchantId: number, memberId: bigint, since: Date): Promise<bigint> {
  const row = await db
    .selectFrom('agent_transfers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
    .where('from_member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

export interface MemberTransfers {
  merchantId: number;
  memberId: bigint;
  from: Date;
  to: Date;
}

function memberTransfers(db: Db, q: MemberTransfers) {
  return db
    .selectFrom('agent_transfers')
    .where('merchant_id', '=', q.merchantId)
    .where((eb) => eb.or([eb('from_member_id', '=', q.memberId), eb('to_member_id', '=', q.memberId)]))
    .where('created_at', '>=', q.from)
    .where('created_at', '<=', q.to);
}

/** A member's transfers, sent and received, in [from, to]. */
export function countMemberTransfers(db: Db, q: MemberTransfers): Promise<number> {
  return countOf(memberTransfers(db, q).select('id'));
}

/** A page of them, newest first. */
export function memberTransfersPage(db: Db, q: MemberTransfers, window: Window): Promise<AgentTransferRow[]> {
  return memberTransfers(db, q)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

export interface BrandTransfers {
  merchantId: number;
  from: Date;
  to: Date;
  /** Sent or received by this member. */
  memberId?: bigint | undefined;
}

function brandTransfers(db: Db, q: BrandTransfers) {
  let query = db
    .selectFrom('agent_transfers')
    .where('merchant_id', '=', q.merchantId)
    .where('created_at', '>=', q.from)
    .where('created_at', '<', q.to);
  const memberId = q.memberId;
  if (memberId !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('from_member_id', '=', memberId), eb('to_member_id', '=', memberId)]),
    );
  }
  return query;
}

/** A brand's transfers in [from, to) (the console), with their count and sum. */
export async function brandTransferTotals(
  db: Db,
  q: BrandTransfers,
): Promise<{ count: number; sum: bigint }> {
  const row = await brandTransfers(db, q)
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), sum: BigInt(row.total) };
}

export function brandTransfersPage(db: Db, q: BrandTransfers, window: Window): Promise<AgentTransferRow[]> {
  return brandTransfers(db, q)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** One side of a transfer as a team member saw it: money in is positive. */
export interface TeamTransferRow {
  /** The transfer's id. */
  id: bigint;
  /** The team member whose side this is. */
  member_id: bigint;
  counterparty_id: bigint;
  direction: 'IN' | 'OUT';
  /** What the counterparty is to this member. */
  relation: 'UPLINE' | 'DOWNLINE';
  /** Signed from the member's side. */
  amount: bigint;
  remark: string | null;
  created_at: Date;
}

export interface TeamTransfers {
  scope: TeamScope;
  from: Date;
  to: Date;
  /** Only this team member's side. */
  memberId?: bigint | undefined;
}

/**
 * Each side of a transfer that a team member took part in (sent or received), in [from, to]: a
 * transfer between two team members is two sides. One statement over the path index's range scan
 * (the member module's team subquery) and this table's member indexes.
 */
function teamSides(db: Db, q: TeamTransfers) {
  const team = () => teamIdsQuery(db, q.scope);
  const side = (own: 'from_member_id' | 'to_member_id') => {
    const other = own === 'from_member_id' ? 'to_member_id' : 'from_member_id';
    const out = own === 'from_member_id';
    let query = db
      .selectFrom('agent_transfers as t')
      .select([
        't.id',
        sql<bigint>`t.${sql.ref(own)}`.as('member_id'),
        sql<bigint>`t.${sql.ref(other)}`.as('counterparty_id'),
        sql<'IN' | 'OUT'>`${out ? 'OUT' : 'IN'}::text`.as('direction'),
        // The stored relation is the recipient's to the sender: the sender's counterparty is
        // that; the recipient's is the other way round.
        (out
          ? sql<'UPLINE' | 'DOWNLINE'>`t.relation`
          : sql<'UPLINE' | 'DOWNLINE'>`case t.relation when 'UPLINE' then 'DOWNLINE' else 'UPLINE' end`
        ).as('relation'),
        (out ? sql<bigint>`-t.amount` : sql<bigint>`t.amount`).as('amount'),
        't.remark',
        't.created_at',
      ])
      .where('t.merchant_id', '=', q.scope.merchantId)
      .where(`t.${own}`, 'in', team())
      .where('t.created_at', '>=', q.from)
      .where('t.created_at', '<=', q.to);
    if (q.memberId !== undefined) query = query.where(`t.${own}`, '=', q.memberId);
    return query;
  };
  return side('from_member_id').unionAll(side('to_member_id'));
}

/**
 * Published for the account details report (issue 16): how many transfer sides of the team in
 * the period.
 */
export async function countTeamTransferSides(db: Db, q: TeamTransfers): Promise<number> {
  const row = await db
    .selectFrom(teamSides(db, q).as('s'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A window of them, newest first (ties by transfer id, then the sent side first). */
export async function teamTransferSidesPage(
  db: Db,
  q: TeamTransfers,
  window: Window,
): Promise<TeamTransferRow[]> {
  const rows = await db
    .selectFrom(teamSides(db, q).as('s'))
    .selectAll()
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .orderBy('s.direction', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    id: BigInt(r.id),
    member_id: BigInt(r.member_id),
    counterparty_id: BigInt(r.counterparty_id),
    amount: BigInt(r.amount),
  }));
}
