import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AgentContractBillsTable, AgentContractRow } from './agent-contracts.tables.ts';

/**
 * The bills as the agent centre and the console read them (issue 17; ADR 0038): pages with
 * totals, one bill's contract and the bills its agent pays its own downline for the same period.
 */

type ContractType = AgentContractBillsTable['type'];
type BillState = AgentContractBillsTable['state'];

/** Which bills a list shows. */
export interface BillFilter {
  merchantId: number;
  type?: ContractType | undefined;
  state?: BillState | undefined;
  flagged?: boolean | undefined;
  /** Bills paying this member. */
  agentId?: bigint | undefined;
  /** Bills this member pays. */
  payerId?: bigint | undefined;
  /** Bills paying or paid by this member (the console's account filter). */
  partyId?: bigint | undefined;
  periodKey?: string | undefined;
  /** Periods starting in [from, to]. */
  from?: Date | undefined;
  to?: Date | undefined;
}

function filtered(db: Db, f: BillFilter): SelectQueryBuilder<Database, 'agent_contract_bills', object> {
  let q = db.selectFrom('agent_contract_bills').where('merchant_id', '=', f.merchantId);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.state) q = q.where('state', '=', f.state);
  if (f.flagged === true) q = q.where(sql<boolean>`jsonb_array_length(flags) > 0`);
  if (f.flagged === false) q = q.where(sql<boolean>`jsonb_array_length(flags) = 0`);
  if (f.agentId !== undefined) q = q.where('agent_id', '=', f.agentId);
  if (f.payerId !== undefined) q = q.where('payer_id', '=', f.payerId);
  if (f.partyId !== undefined) {
    const id = f.partyId;
    q = q.where((eb) => eb.or([eb('agent_id', '=', id), eb('payer_id', '=', id)]));
  }
  if (f.periodKey) q = q.where('period_key', '=', f.periodKey);
  if (f.from) q = q.where('period_start', '>=', f.from);
  if (f.to) q = q.where('period_start', '<=', f.to);
  return q;
}

/** How many bills the filter finds, and the totals of what is due and paid on them. */
export async function billTotals(
  db: Db,
  f: BillFilter,
): Promise<{ count: number; amount: bigint; paid: bigint }> {
  const row = await filtered(db, f)
    .select([
      sql<string>`count(*)::text`.as('n'),
      sql<string>`coalesce(sum(amount), 0)::text`.as('amount'),
      sql<string>`coalesce(sum(paid), 0)::text`.as('paid'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amount: BigInt(row.amount), paid: BigInt(row.paid) };
}

/** A page of the filter's bills, latest period first. */
export function billsPage(db: Db, f: BillFilter, window: { offset: number; limit: number }) {
  return filtered(db, f)
    .selectAll()
    .orderBy('period_start', 'desc')
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** The contract a bill belongs to. */
export function contractOfBill(db: Db, contractId: bigint): Promise<AgentContractRow | undefined> {
  return db.selectFrom('agent_contracts').selectAll().where('id', '=', contractId).executeTakeFirst();
}

/** The bills `payerId` pays its direct downline for one period of a type (revision 0). */
export function downlineBills(
  db: Db,
  q: { merchantId: number; type: ContractType; payerId: bigint; periodKey: string },
) {
  return db
    .selectFrom('agent_contract_bills')
    .select(['id', 'agent_id', 'gross', 'amount', 'state'])
    .where('merchant_id', '=', q.merchantId)
    .where('type', '=', q.type)
    .where('payer_id', '=', q.payerId)
    .where('period_key', '=', q.periodKey)
    .where('revision', '=', 0)
    .orderBy('id')
    .execute();
}
