import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  AgentContractBillRow,
  AgentContractBillsTable,
  AgentContractRow,
  AgentContractsTable,
} from './agent-contracts.tables.ts';

/**
 * The settlement's reads and writes on the module's tables (issue 17; ADR 0038): the contracts in
 * effect at a period's end, the bills (one per contract, period and revision) and their payments.
 */

type ContractType = AgentContractsTable['type'];
type BillState = AgentContractBillsTable['state'];

/** States a bill can still be paid from (by the period's run, the retry job, an approval or a collection). */
export const PAYABLE_STATES: readonly BillState[] = ['INSUFFICIENT', 'PARTLY_PAID'];

/**
 * The contracts of a type and period kind in effect at `at` (a period's end): accepted by then
 * and not ended by then. A contract accepted during the period applies to the whole period; one
 * ended during it has no bill.
 */
export function contractsInEffect(
  db: Db,
  q: { merchantId: number; type: ContractType; period: AgentContractsTable['period']; at: Date },
): Promise<Pick<AgentContractRow, 'id' | 'agent_id' | 'upline_id' | 'mode' | 'tiers'>[]> {
  return db
    .selectFrom('agent_contracts')
    .select(['id', 'agent_id', 'upline_id', 'mode', 'tiers'])
    .where('merchant_id', '=', q.merchantId)
    .where('type', '=', q.type)
    .where('period', '=', q.period)
    .where('state', 'in', ['VALID', 'TERMINATED'])
    .where('effective_from', 'is not', null)
    .where('effective_from', '<=', q.at)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', q.at)]))
    .orderBy('id')
    .execute();
}

/** What the previous period's bills (revision 0) of these agents carried out, and their own result. */
export async function previousCarry(
  db: Db,
  q: { merchantId: number; type: ContractType; periodKey: string },
): Promise<Map<bigint, { carryOut: bigint; teamProfitLoss: bigint }>> {
  const rows = await db
    .selectFrom('agent_contract_bills')
    .select(['agent_id', 'carry_out', 'team_profit_loss'])
    .where('merchant_id', '=', q.merchantId)
    .where('type', '=', q.type)
    .where('period_key', '=', q.periodKey)
    .where('revision', '=', 0)
    .execute();
  return new Map(
    rows.map((r) => [r.agent_id, { carryOut: r.carry_out, teamProfitLoss: r.team_profit_loss }]),
  );
}

/**
 * What is still to be taken off each contract's next bills: its OFFSET corrections (negative
 * amounts) less what its later period bills (revision 0) already left unpaid for them
 * (gross − amount). Only contracts of the brand and type with an OFFSET bill are read.
 */
export async function outstandingOffsets(
  db: Db,
  q: { merchantId: number; type: ContractType },
): Promise<Map<bigint, bigint>> {
  const { rows } = await sql<{ contract_id: string; outstanding: string }>`
    with o as (
      select contract_id, sum(-amount) as offset_total, min(created_at) as since
      from agent_contract_bills
      where merchant_id = ${q.merchantId} and type = ${q.type} and state = 'OFFSET'
      group by contract_id
    )
    select o.contract_id::text as contract_id,
      (o.offset_total - coalesce((
        select sum(b.gross - b.amount) from agent_contract_bills b
        where b.contract_id = o.contract_id and b.revision = 0 and b.created_at > o.since
          and b.state <> 'OFFSET'), 0))::text as outstanding
    from o`.execute(db);
  const out = new Map<bigint, bigint>();
  for (const r of rows) {
    const left = BigInt(r.outstanding);
    if (left > 0n) out.set(BigInt(r.contract_id), left);
  }
  return out;
}

/** The bill columns written at settlement, in the order of `BILL_RECORD`. */
const BILL_COLUMNS = [
  'merchant_id',
  'contract_id',
  'type',
  'agent_id',
  'payer_id',
  'period_key',
  'period_start',
  'period_end',
  'revision',
  'basis',
  'valid_bet',
  'active_members',
  'team_profit_loss',
  'carried_in',
  'carry_out',
  'tier',
  'rate_bps',
  'gross',
  'amount',
  'state',
  'flags',
  'created_at',
  'updated_at',
  'paid_at',
] as const;
const BILL_RECORD = sql.raw(`merchant_id int, contract_id bigint, type text, agent_id bigint, payer_id bigint,
  period_key text, period_start timestamptz, period_end timestamptz, revision int, basis bigint, valid_bet bigint,
  active_members int, team_profit_loss bigint, carried_in bigint, carry_out bigint, tier int, rate_bps int,
  gross bigint, amount bigint, state text, flags jsonb, created_at timestamptz, updated_at timestamptz,
  paid_at timestamptz`);

export type NewBill = Omit<Insertable<AgentContractBillsTable>, 'flags'> & { flags: string[] };

/**
 * Writes bills; one that exists already (same contract, period and revision) is left as it is.
 * Answers the ids (and contracts) of those written. All the rows travel as one JSON parameter (a period's ten
 * thousand bills are one statement, not a quarter of a million parameters).
 */
export async function insertBills(
  db: Db,
  rows: readonly NewBill[],
): Promise<{ id: bigint; contractId: bigint }[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value,
  );
  const columns = sql.raw(BILL_COLUMNS.join(', '));
  const { rows: written } = await sql<{ id: bigint; contract_id: bigint }>`
    insert into agent_contract_bills (${columns})
    select ${columns} from jsonb_to_recordset(${json}::jsonb) as r(${BILL_RECORD})
    on conflict (contract_id, period_key, revision) do nothing
    returning id, contract_id`.execute(db);
  return written.map((r) => ({ id: BigInt(r.id), contractId: BigInt(r.contract_id) }));
}

/** The period's bills (revision 0) as the pay queue needs them: who, who pays, in what state. */
export function periodBillStates(db: Db, q: { merchantId: number; type: ContractType; periodKey: string }) {
  return db
    .selectFrom('agent_contract_bills')
    .select(['id', 'agent_id', 'payer_id', 'state'])
    .where('merchant_id', '=', q.merchantId)
    .where('type', '=', q.type)
    .where('period_key', '=', q.periodKey)
    .where('revision', '=', 0)
    .orderBy('id')
    .execute();
}

/** The period's bills of a brand and type at revision `revision` (0: the period's own). */
export function periodBills(
  db: Db,
  q: { merchantId: number; type: ContractType; periodKey: string; revision?: number },
): Promise<AgentContractBillRow[]> {
  let query = db
    .selectFrom('agent_contract_bills')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('type', '=', q.type)
    .where('period_key', '=', q.periodKey);
  if (q.revision !== undefined) query = query.where('revision', '=', q.revision);
  return query.orderBy('id').execute();
}

/** A bill, locked for a payment or a decision. */
export function lockBill(db: Db, billId: bigint): Promise<AgentContractBillRow | undefined> {
  return db
    .selectFrom('agent_contract_bills')
    .selectAll()
    .where('id', '=', billId)
    .forUpdate()
    .executeTakeFirst();
}

export function findBill(
  db: Db,
  merchantId: number,
  billId: bigint,
): Promise<AgentContractBillRow | undefined> {
  return db
    .selectFrom('agent_contract_bills')
    .selectAll()
    .where('id', '=', billId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Bills of a batch, locked for their payments (in id order, so two payers never deadlock). */
export function lockBills(db: Db, billIds: readonly bigint[]): Promise<AgentContractBillRow[]> {
  if (billIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('agent_contract_bills')
    .selectAll()
    .where('id', 'in', [...billIds])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A payment of a bill and the bill's new paid amount and state, in one statement. */
export async function recordPayment(
  db: Db,
  p: {
    billId: bigint;
    amount: bigint;
    ledgerTransactionId: bigint;
    paid: bigint;
    state: BillState;
    paidAt: Date | null;
    now: Date;
  },
): Promise<AgentContractBillRow> {
  const { rows } = await sql<AgentContractBillRow>`
    with payment as (
      insert into agent_contract_payments (bill_id, amount, ledger_transaction_id, created_at)
      values (${p.billId}, ${p.amount}, ${p.ledgerTransactionId}, ${p.now})
    )
    update agent_contract_bills
    set paid = ${p.paid}, state = ${p.state}, paid_at = ${p.paidAt}, updated_at = ${p.now}
    where id = ${p.billId}
    returning *`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`bill ${p.billId} not found`);
  return row;
}

/**
 * Payments of several bills (each paying the rest of its bill) and the bills' new paid amounts
 * and states, in one statement; answers the bills as they are after it.
 */
export async function recordPayments(
  db: Db,
  payments: readonly { billId: bigint; amount: bigint; ledgerTransactionId: bigint }[],
  now: Date,
): Promise<AgentContractBillRow[]> {
  if (payments.length === 0) return [];
  const values = sql.join(
    payments.map((p) => sql`(${p.billId}::bigint, ${p.amount}::bigint, ${p.ledgerTransactionId}::bigint)`),
  );
  const { rows } = await sql<AgentContractBillRow>`
    with p (bill_id, amount, ledger_transaction_id) as (values ${values}),
    payment as (
      insert into agent_contract_payments (bill_id, amount, ledger_transaction_id, created_at)
      select bill_id, amount, ledger_transaction_id, ${now} from p
    )
    update agent_contract_bills b
    set paid = b.paid + p.amount,
      state = case when b.paid + p.amount >= b.amount then 'PAID' else 'PARTLY_PAID' end,
      paid_at = case when b.paid + p.amount >= b.amount then ${now}::timestamptz else null end,
      updated_at = ${now}
    from p
    where b.id = p.bill_id
    returning b.*`.execute(db);
  return rows;
}

export async function countPayments(db: Db, billId: bigint): Promise<number> {
  const row = await db
    .selectFrom('agent_contract_payments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('bill_id', '=', billId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPayment(
  db: Db,
  row: { bill_id: bigint; amount: bigint; ledger_transaction_id: bigint; created_at: Date },
): Promise<void> {
  await db.insertInto('agent_contract_payments').values(row).execute();
}

export function paymentsOf(db: Db, billId: bigint) {
  return db
    .selectFrom('agent_contract_payments')
    .select(['amount', 'created_at'])
    .where('bill_id', '=', billId)
    .orderBy('id')
    .execute();
}

export async function updateBill(
  db: Db,
  billId: bigint,
  set: Partial<{
    state: BillState;
    paid: bigint;
    paid_at: Date | null;
    decided_by_operator_id: bigint | null;
    decided_at: Date | null;
    decision_note: string | null;
    updated_at: Date;
  }>,
): Promise<AgentContractBillRow> {
  return db
    .updateTable('agent_contract_bills')
    .set(set)
    .where('id', '=', billId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Bills still waiting for their payer's money (INSUFFICIENT or PARTLY_PAID), oldest first, that
 * no run has touched for `quietMs` (the period's own run pays its bills first).
 */
export function openUnpaidBills(db: Db, q: { before: Date; limit: number }) {
  return db
    .selectFrom('agent_contract_bills')
    .select(['id', 'merchant_id'])
    .where('state', 'in', PAYABLE_STATES)
    .where('updated_at', '<', q.before)
    .orderBy('id')
    .limit(q.limit)
    .execute();
}

/** Bills awaiting collection created before `before`: they expire. */
export async function expireUncollected(db: Db, q: { merchantId: number; before: Date; now: Date }) {
  const rows = await db
    .updateTable('agent_contract_bills')
    .set({ state: 'EXPIRED', updated_at: q.now })
    .where('merchant_id', '=', q.merchantId)
    .where('state', '=', 'AWAITING_COLLECTION')
    .where('created_at', '<', q.before)
    .returning('id')
    .execute();
  return rows.length;
}

/** Brands with bills awaiting collection. */
export async function brandsAwaitingCollection(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('agent_contract_bills')
    .select('merchant_id')
    .where('state', '=', 'AWAITING_COLLECTION')
    .groupBy('merchant_id')
    .execute();
  return rows.map((r) => r.merchant_id);
}

/**
 * Σ gross of the period bills (revision 0) `payerId` pays its direct downline for these periods
 * (the level difference), by `payer|period`.
 */
export async function downlineGross(
  db: Db,
  q: { merchantId: number; type: ContractType; payerIds: bigint[]; periodKeys: string[] },
): Promise<Map<string, bigint>> {
  if (q.payerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('agent_contract_bills')
    .select(['payer_id', 'period_key', sql<string>`sum(gross)::text`.as('gross')])
    .where('revision', '=', 0)
    .where('merchant_id', '=', q.merchantId)
    .where('type', '=', q.type)
    .where('payer_id', 'in', q.payerIds)
    .where('period_key', 'in', q.periodKeys)
    .groupBy(['payer_id', 'period_key'])
    .execute();
  return new Map(rows.map((r) => [`${r.payer_id}|${r.period_key}`, BigInt(r.gross)]));
}

/** The latest revision of each contract's bill for a period. */
export function latestRevisions(db: Db, q: { merchantId: number; type: ContractType; periodKey: string }) {
  return db
    .selectFrom('agent_contract_bills')
    .select(['contract_id', 'revision', 'gross'])
    .distinctOn('contract_id')
    .where('merchant_id', '=', q.merchantId)
    .where('type', '=', q.type)
    .where('period_key', '=', q.periodKey)
    .orderBy('contract_id')
    .orderBy('revision', 'desc')
    .execute();
}
