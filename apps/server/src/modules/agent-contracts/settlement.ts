import {
  type BillFlag,
  type ContractPeriod,
  type ContractTier,
  type ContractType,
  contractPay,
  type TContractSettings,
} from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { appendEvent, appendEvents, type NewEvent } from '../../platform/outbox/index.ts';
import { type Period, periodBefore } from '../../platform/period-jobs/index.ts';
import type { Brand } from '../brands/brand.ts';
import { AGENT_INCOME_JOURNAL_KINDS } from '../ledger/agent-income.ts';
import { type AccountRef, balanceOf, openAccounts, post, postBatch, type Trx } from '../ledger/ledger.ts';
import { abuseFlags } from './abuse.ts';
import type { AgentContractBillRow, AgentContractRow, StoredTier } from './agent-contracts.tables.ts';
import { contractSettingsOf, periodSpecOf } from './contract-periods.ts';
import { NO_FIGURES, type TeamFigures, teamFiguresForPeriod } from './figures.ts';
import * as repo from './settlement.repository.ts';

/**
 * The settlement of agent contracts (issue 17; ADR 0038): for one brand, contract type, period
 * kind and period, a bill per contract in effect at the period's end (figures, carry-forward,
 * tier, rate, gross, state, abuse flags), then the bills paid top-down through the ledger. The
 * period jobs (settlement.jobs.ts) drive it in checkpointed steps; the demo data and the benchmark
 * call `settleContractPeriod` directly.
 *
 * Exactly once: a bill's key (contract, period, revision) is unique and inserted with ON CONFLICT
 * DO NOTHING; a payment locks its bill, re-reads what is still due and posts with the idempotency
 * key `contract-bill:<billId>:<n>` (its n-th payment), so a second runner, a retry or a rerun
 * never pays twice.
 */

/** What the settlement needs of a brand. */
export type SettlementBrand = Pick<Brand, 'id' | 'currency' | 'settings'>;

/** What to settle: one brand, one type and period kind, one period. */
export interface SettlementTarget {
  brand: SettlementBrand;
  type: ContractType;
  /** The contracts' period kind (a dividend's D/W/H/M; salaries D, HOUR, 5MIN). */
  period: ContractPeriod;
  /** The period: key and [start, end) in the brand's settlement clock. */
  window: Period;
}

/**
 * Where a period's settlement got to (the period job's checkpoint; small whatever the number of
 * bills: the pay queue itself is computed again from the bills when a run resumes).
 */
export interface SettlementCheckpoint {
  /** Bills written for the period (contracts in effect at its end). */
  bills: number;
  /** The last bill paid (or found short) in the pay order; null before the first. */
  after: { level: number; id: string } | null;
  /** No bill to pay is left after `after`. */
  done: boolean;
  paid: number;
  short: number;
  pendingApproval: number;
  awaitingCollection: number;
  notReached: number;
}

/** A batch of payments per step. */
export const PAY_BATCH = 200;

/** A bill to pay and its level in the period's chains (0: paid by the brand or a payer without a bill). */
export interface QueuedBill {
  id: bigint;
  level: number;
}

const tiersOf = (stored: StoredTier[]): ContractTier[] =>
  stored.map((t) => ({
    threshold: BigInt(t.threshold),
    minValidBet: BigInt(t.minValidBet),
    activeMembers: t.activeMembers,
    rateBps: t.rateBps,
  }));

export const contractTiersOf = tiersOf;

/** A bill as computed (before it is written). */
export interface ComputedBill {
  contractId: bigint;
  agentId: bigint;
  payerId: bigint | null;
  figures: TeamFigures;
  basis: bigint;
  carriedIn: bigint;
  carryOut: bigint;
  tier: number | null;
  rateBps: number | null;
  gross: bigint;
  flags: BillFlag[];
  /**
   * The team had a settled bet in the period, or a dividend brings a carried basis into it. A
   * contract without either gets no bill for the period (ADR 0038): nothing happened, so there is
   * nothing to show or pay, and a real-time salary would otherwise write a row per contract every
   * five minutes.
   */
  active: boolean;
}

/** The contracts' pay on a period's figures, one entry per contract. */
export async function computeBills(
  db: Db,
  target: SettlementTarget,
  contracts: Pick<AgentContractRow, 'id' | 'agent_id' | 'upline_id' | 'mode' | 'tiers'>[],
): Promise<ComputedBill[]> {
  const { brand, type, window } = target;
  const settings = contractSettingsOf(brand);
  const figures = await teamFiguresForPeriod(db, {
    merchantId: brand.id,
    agentIds: contracts.map((c) => c.agent_id),
    start: window.start,
    end: window.end,
    activeNeedsDeposit: settings.activeNeedsDeposit,
    lowBetMinor: BigInt(settings.abuse.paddingMinBetMinor),
    duplicates: settings.abuse.duplicateMinAccounts > 0,
  });
  const carry =
    type === 'DIVIDEND' && settings.carryForward !== 'NONE'
      ? await repo.previousCarry(db, {
          merchantId: brand.id,
          type,
          periodKey: periodBefore(periodSpecOf(target.period), settings.utcOffsetMinutes, window).key,
        })
      : new Map<bigint, { carryOut: bigint; teamProfitLoss: bigint }>();
  return contracts.map((c) => {
    const f = figures.get(c.agent_id) ?? NO_FIGURES;
    let basis = f.validBet;
    let carriedIn = 0n;
    let carryOut = 0n;
    if (type === 'DIVIDEND') {
      const own = -f.profitLoss;
      const previous = carry.get(c.agent_id);
      if (previous) carriedIn = carriedInOf(settings.carryForward, previous);
      basis = own + carriedIn;
      carryOut = carryOutOf(settings.carryForward, own, basis);
    }
    const pay = contractPay(tiersOf(c.tiers), c.mode, {
      basis,
      validBet: f.validBet,
      activeMembers: f.activeMembers,
    });
    const reached = pay.tier >= 0 ? (c.tiers[pay.tier] as StoredTier) : null;
    return {
      contractId: c.id,
      agentId: c.agent_id,
      payerId: c.upline_id,
      figures: f,
      basis,
      carriedIn,
      carryOut,
      tier: reached ? pay.tier : null,
      rateBps: reached ? reached.rateBps : null,
      gross: pay.amount,
      flags: abuseFlags(f, settings.abuse),
      active: f.activeMembers > 0 || f.stake !== 0n || f.validBet !== 0n || carriedIn !== 0n,
    };
  });
}

/**
 * What a dividend brings in from the previous period's bill: NEXT_PERIOD that period's own
 * result when the team won (negative), UNTIL_CLEARED what it carried out (the running total).
 */
function carriedInOf(
  mode: TContractSettings['carryForward'],
  previous: { carryOut: bigint; teamProfitLoss: bigint },
): bigint {
  if (mode === 'NONE') return 0n;
  if (mode === 'NEXT_PERIOD') return previous.teamProfitLoss > 0n ? -previous.teamProfitLoss : 0n;
  return previous.carryOut;
}

/** What a dividend period leaves for the next: nothing, its own negative result, or the running total. */
function carryOutOf(mode: TContractSettings['carryForward'], own: bigint, basis: bigint): bigint {
  if (mode === 'NONE') return 0n;
  if (mode === 'NEXT_PERIOD') return own < 0n ? own : 0n;
  return basis < 0n ? basis : 0n;
}

/** The state a new bill starts in, and what is due on it. */
export function initialState(
  settings: TContractSettings,
  b: { gross: bigint; amount: bigint; flags: BillFlag[] },
): AgentContractBillRow['state'] {
  if (b.gross <= 0n) return 'NOT_REACHED';
  if (b.amount <= 0n) return 'PAID';
  const threshold = BigInt(settings.approvalThresholdMinor);
  if (b.flags.length > 0 || (threshold > 0n && b.amount > threshold)) return 'PENDING_APPROVAL';
  if (settings.collection === 'CLAIM') return 'AWAITING_COLLECTION';
  // Due and not paid yet: the period's next steps pay it (or the retry job, if the run stopped).
  return 'INSUFFICIENT';
}

/**
 * Step 1 of a period: the figures of every contract in effect at the period's end and one bill
 * each (revision 0; an existing one is kept). Answers the checkpoint: the bills to pay now in
 * top-down order (the brand's contracts first, then each level below), so an agent is paid
 * before it pays its own downline.
 */
export async function writePeriodBills(
  db: Db,
  target: SettlementTarget,
  now: Date,
): Promise<{ checkpoint: SettlementCheckpoint; queue: QueuedBill[] }> {
  const { brand, type, window } = target;
  const settings = contractSettingsOf(brand);
  const contracts = await repo.contractsInEffect(db, {
    merchantId: brand.id,
    type,
    period: target.period,
    at: window.end,
  });
  const computed = (await computeBills(db, target, contracts)).filter((b) => b.active);
  const offsets = computed.some((b) => b.gross > 0n)
    ? await repo.outstandingOffsets(db, { merchantId: brand.id, type })
    : new Map<bigint, bigint>();
  const rows = computed.map((b) => {
    const offset = offsets.get(b.contractId) ?? 0n;
    const amount = b.gross - (offset < b.gross ? offset : b.gross);
    const state = initialState(settings, { gross: b.gross, amount, flags: b.flags });
    return {
      merchant_id: brand.id,
      contract_id: b.contractId,
      type,
      agent_id: b.agentId,
      payer_id: b.payerId,
      period_key: window.key,
      period_start: window.start,
      period_end: window.end,
      revision: 0,
      basis: b.basis,
      valid_bet: b.figures.validBet,
      active_members: b.figures.activeMembers,
      team_profit_loss: b.figures.profitLoss,
      carried_in: b.carriedIn,
      carry_out: b.carryOut,
      tier: b.tier,
      rate_bps: b.rateBps,
      gross: b.gross,
      amount,
      state,
      flags: b.flags,
      created_at: now,
      updated_at: now,
      paid_at: state === 'PAID' ? now : null,
    };
  });
  const written = await repo.insertBills(db, rows);
  // Every bill new: they are as computed; otherwise what is in the table now (a bill written by an
  // earlier attempt is as that attempt wrote it).
  const ids = new Map(written.map((w) => [w.contractId, w.id]));
  const bills =
    written.length === rows.length
      ? rows.map((r) => ({ ...r, id: ids.get(r.contract_id) as bigint }))
      : await repo.periodBillStates(db, { merchantId: brand.id, type, periodKey: window.key });
  return {
    checkpoint: {
      bills: bills.length,
      after: null,
      done: false,
      paid: 0,
      short: 0,
      pendingApproval: bills.filter((b) => b.state === 'PENDING_APPROVAL').length,
      awaitingCollection: bills.filter((b) => b.state === 'AWAITING_COLLECTION').length,
      notReached: bills.filter((b) => b.state === 'NOT_REACHED').length,
    },
    queue: queueOf(bills),
  };
}

/** The bills of these that are to be paid, in the pay order. */
function queueOf(
  bills: readonly {
    id: bigint;
    agent_id: bigint;
    payer_id: bigint | null;
    state: AgentContractBillRow['state'];
  }[],
): QueuedBill[] {
  return payOrder(bills)
    .filter((b) => repo.PAYABLE_STATES.includes(b.state))
    .map((b) => ({ id: b.id, level: b.level }));
}

/** A period's bills still to pay, in the pay order (a resumed run computes its queue again). */
export async function periodPayQueue(db: Db, target: SettlementTarget): Promise<QueuedBill[]> {
  return queueOf(
    await repo.periodBillStates(db, {
      merchantId: target.brand.id,
      type: target.type,
      periodKey: target.window.key,
    }),
  );
}

/**
 * Bills ordered top-down with their level: the brand's first (0), then those whose payer's own
 * bill is at the level above, each level by id.
 */
export function payOrder<T extends { id: bigint; agent_id: bigint; payer_id: bigint | null }>(
  bills: readonly T[],
): (T & { level: number })[] {
  const byAgent = new Map(bills.map((b) => [b.agent_id, b]));
  const levels = new Map<bigint, number>();
  const levelOf = (b: T, seen = 0): number => {
    const known = levels.get(b.agent_id);
    if (known !== undefined) return known;
    const upper = b.payer_id === null ? undefined : byAgent.get(b.payer_id);
    // A chain is never longer than the tree; the bound only guards against a malformed one.
    const level = upper && seen < 10_000 ? levelOf(upper, seen + 1) + 1 : 0;
    levels.set(b.agent_id, level);
    return level;
  };
  return bills
    .map((b) => ({ ...b, level: levelOf(b) }))
    .sort((a, b) => a.level - b.level || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Whether `q` comes after `after` in the pay order. */
const isAfter = (q: QueuedBill, after: SettlementCheckpoint['after']) =>
  after === null || q.level > after.level || (q.level === after.level && q.id > BigInt(after.id));

/** One payment made. */
export interface PaymentDone {
  bill: AgentContractBillRow;
  amount: bigint;
  /** Members whose main wallet moved (the agent, and the payer when a member). */
  memberIds: bigint[];
}

export type PayOutcome = { paid: PaymentDone } | { short: AgentContractBillRow } | { skipped: true };

type NewBillEvent = NewEvent<'agent.contract.bill_paid'>;

/** The payer's account of a bill: the upline's main wallet, or the brand's promotion account. */
const payerAccount = (brand: Pick<Brand, 'id'>, bill: AgentContractBillRow): AccountRef =>
  bill.payer_id === null
    ? { merchantId: brand.id, kind: 'PROMOTION' }
    : { merchantId: brand.id, kind: 'MAIN', memberId: bill.payer_id };

/**
 * Pays what is still due on a bill the caller has locked, inside the caller's transaction. A
 * brand pays in full (its promotion account may go below zero). A member payer is asked for all
 * of it first; when the journal refuses (its main wallet would go below zero) that attempt is
 * rolled back to a savepoint and it pays what it has (PARTLY_PAID) or nothing (INSUFFICIENT), so
 * one bill never fails a batch. Answers the outbox event of the payment for the caller to write.
 */
async function payLocked(
  trx: Trx,
  brand: Pick<Brand, 'id' | 'currency'>,
  bill: AgentContractBillRow,
  now: Date,
): Promise<{ outcome: PayOutcome; event?: NewBillEvent }> {
  const due = bill.amount - bill.paid;
  if (due <= 0n) {
    await repo.updateBill(trx, bill.id, { state: 'PAID', paid_at: bill.paid_at ?? now, updated_at: now });
    return { outcome: { skipped: true } };
  }
  // The n-th payment of the bill: its journal key (no payment yet when nothing was paid).
  const n = (bill.paid > 0n ? await repo.countPayments(trx, bill.id) : 0) + 1;
  const entry = (amount: bigint) => billEntry(brand, bill, n, amount);
  const short = async () => ({
    outcome: {
      short: await repo.updateBill(trx, bill.id, {
        state: bill.paid > 0n ? 'PARTLY_PAID' : 'INSUFFICIENT',
        updated_at: now,
      }),
    },
  });
  let amount = due;
  let posted: Awaited<ReturnType<typeof post>>;
  if (bill.payer_id === null) {
    posted = await post(trx, entry(amount));
  } else {
    await sql`savepoint contract_bill_payment`.execute(trx);
    try {
      posted = await post(trx, entry(amount));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
      await sql`rollback to savepoint contract_bill_payment`.execute(trx);
      // What the payer has now; a second refusal (spent meanwhile) leaves the bill short.
      const balance = await balanceOf(trx, brand.id, bill.payer_id, 'MAIN');
      if (balance <= 0n) return short();
      amount = balance < due ? balance : due;
      try {
        posted = await post(trx, entry(amount));
      } catch (again) {
        if (!(again instanceof AppError) || again.code !== 'INSUFFICIENT_FUNDS') throw again;
        await sql`rollback to savepoint contract_bill_payment`.execute(trx);
        return short();
      }
    }
    await sql`release savepoint contract_bill_payment`.execute(trx);
  }
  const paid = bill.paid + amount;
  const full = paid >= bill.amount;
  const row = await repo.recordPayment(trx, {
    billId: bill.id,
    amount,
    ledgerTransactionId: posted.transactionId,
    paid,
    state: full ? 'PAID' : 'PARTLY_PAID',
    paidAt: full ? now : null,
    now,
  });
  return {
    outcome: { paid: { bill: row, amount, memberIds: posted.memberIds } },
    event: paidEvent(brand, row, amount, posted.transactionId, now),
  };
}

/**
 * Pays what is still due on one bill from its payer, inside the caller's transaction: the bill is
 * locked first, so two runners (or the retry job and a run) pay it once. `from`: the states it
 * may be paid from. The payment's outbox event is written with it.
 */
export async function payBill(
  trx: Trx,
  brand: Pick<Brand, 'id' | 'currency'>,
  billId: bigint,
  now: Date,
  from: readonly AgentContractBillRow['state'][] = repo.PAYABLE_STATES,
): Promise<PayOutcome> {
  const bill = await repo.lockBill(trx, billId);
  if (!bill || bill.merchant_id !== brand.id || !from.includes(bill.state)) return { skipped: true };
  const { outcome, event } = await payLocked(trx, brand, bill, now);
  if (event) await appendEvent(trx, event);
  return outcome;
}

/** The journal entry of a bill's n-th payment of `amount`. */
function billEntry(
  brand: Pick<Brand, 'id' | 'currency'>,
  bill: AgentContractBillRow,
  n: number,
  amount: bigint,
) {
  return {
    merchantId: brand.id,
    currency: brand.currency,
    kind: AGENT_INCOME_JOURNAL_KINDS[bill.type],
    idempotencyKey: `contract-bill:${bill.id}:${n}`,
    reference: `contract-bill:${bill.id}`,
    metadata: {
      billId: String(bill.id),
      contractId: String(bill.contract_id),
      period: bill.period_key,
      revision: bill.revision,
      payer: bill.payer_id === null ? null : String(bill.payer_id),
    },
    postings: [
      { account: payerAccount(brand, bill), amount: -amount },
      { account: { merchantId: brand.id, kind: 'MAIN' as const, memberId: bill.agent_id }, amount },
    ],
  };
}

/** The outbox event of a payment of `amount` on a bill (`row` as it is after the payment). */
const paidEvent = (
  brand: Pick<Brand, 'id' | 'currency'>,
  row: AgentContractBillRow,
  amount: bigint,
  ledgerTransactionId: bigint,
  now: Date,
): NewBillEvent => ({
  type: 'agent.contract.bill_paid',
  aggregate: 'member',
  aggregateId: row.agent_id,
  merchantId: brand.id,
  payload: {
    billId: String(row.id),
    contractId: String(row.contract_id),
    agentId: String(row.agent_id),
    payerId: row.payer_id === null ? null : String(row.payer_id),
    type: row.type,
    period: row.period_key,
    amount: String(amount),
    paid: String(row.paid),
    state: row.state,
    currency: brand.currency,
    ledgerTransactionId: String(ledgerTransactionId),
    paidAt: now.toISOString(),
  },
});

/**
 * Pays these locked, unpaid bills in full with one journal statement (ledger postBatch: one entry
 * and key per bill, in the batch's top-down order, so what an upline receives covers what it pays
 * below) and records them in one more. Null, with nothing changed, when some member payer cannot
 * cover all it owes in the batch.
 */
async function payAtOnce(
  trx: Trx,
  brand: Pick<Brand, 'id' | 'currency'>,
  bills: readonly AgentContractBillRow[],
  now: Date,
): Promise<NewBillEvent[] | null> {
  if (bills.length === 0) return [];
  const members = bills.some((b) => b.payer_id !== null);
  if (members) await sql`savepoint contract_bill_batch`.execute(trx);
  let posted: Awaited<ReturnType<typeof postBatch>>;
  try {
    posted = await postBatch(
      trx,
      bills.map((b) => billEntry(brand, b, 1, b.amount)),
    );
  } catch (error) {
    if (!members || !(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    await sql`rollback to savepoint contract_bill_batch`.execute(trx);
    return null;
  }
  if (members) await sql`release savepoint contract_bill_batch`.execute(trx);
  const transactionOf = (i: number) => (posted[i] as { transactionId: bigint }).transactionId;
  const rows = new Map(
    (
      await repo.recordPayments(
        trx,
        bills.map((b, i) => ({ billId: b.id, amount: b.amount, ledgerTransactionId: transactionOf(i) })),
        now,
      )
    ).map((r) => [r.id, r]),
  );
  return bills.map((b, i) =>
    paidEvent(brand, rows.get(b.id) as AgentContractBillRow, b.amount, transactionOf(i), now),
  );
}

/**
 * Pays the next batch of a period's queue (in its top-down order); answers the checkpoint after
 * it. The batch's accounts are opened and its bills locked in one statement each, and the
 * payments' outbox events written together, so a payment costs the journal entry and its record.
 */
export async function payPeriodBatch(
  trx: Trx,
  brand: Pick<Brand, 'id' | 'currency'>,
  checkpoint: SettlementCheckpoint,
  queue: readonly QueuedBill[],
  now: Date,
  batch = PAY_BATCH,
): Promise<SettlementCheckpoint> {
  const next = { ...checkpoint };
  const start = queue.findIndex((q) => isAfter(q, checkpoint.after));
  const slice = start < 0 ? [] : queue.slice(start, start + batch);
  const last = slice[slice.length - 1];
  if (!last) return { ...next, done: true };
  const ids = slice.map((q) => q.id);
  const locked = new Map((await repo.lockBills(trx, ids)).map((b) => [b.id, b]));
  const payable = ids.flatMap((id) => {
    const bill = locked.get(id);
    return bill && bill.merchant_id === brand.id && repo.PAYABLE_STATES.includes(bill.state) ? [bill] : [];
  });
  await openAccounts(
    trx,
    brand.currency,
    payable.flatMap((b) => [
      payerAccount(brand, b),
      { merchantId: brand.id, kind: 'MAIN' as const, memberId: b.agent_id },
    ]),
  );
  const events: NewBillEvent[] = [];
  // Bills not paid at all yet are paid in one journal statement (each its own journal entry);
  // if some upline cannot pay all it owes, that statement is refused as a whole and every bill of
  // the batch is paid one by one below (what each payer can).
  const whole = payable.filter((b) => b.paid === 0n && b.amount > 0n);
  const atOnce = await payAtOnce(trx, brand, whole, now);
  const rest = atOnce ? payable.filter((b) => !whole.includes(b)) : payable;
  if (atOnce) {
    next.paid += atOnce.length;
    events.push(...atOnce);
  }
  for (const bill of rest) {
    const { outcome, event } = await payLocked(trx, brand, bill, now);
    if ('paid' in outcome) next.paid += 1;
    if ('short' in outcome) next.short += 1;
    if (event) events.push(event);
  }
  await appendEvents(trx, events);
  next.after = { level: last.level, id: String(last.id) };
  next.done = start + slice.length >= queue.length;
  return next;
}

/** What a settlement reports (the run's counts). */
export function settlementCounts(c: SettlementCheckpoint): Record<string, number> {
  return {
    bills: c.bills,
    paid: c.paid,
    short: c.short,
    pendingApproval: c.pendingApproval,
    awaitingCollection: c.awaitingCollection,
    notReached: c.notReached,
  };
}

/**
 * Settles one period of one type and period kind for a brand, outside the period runner: the
 * bills in one transaction, then the payments in batches, each in its own. For the demo data,
 * the benchmark and tests; the period jobs do the same in checkpointed steps. Settling a period
 * again writes and pays nothing new (existing bills are kept; paid bills are not paid again).
 */
export async function settleContractPeriod(
  db: Db,
  target: SettlementTarget,
  options: { now?: Date } = {},
): Promise<Record<string, number>> {
  const now = options.now ?? new Date();
  const start = await db.transaction().execute((trx) => writePeriodBills(trx, target, now));
  let checkpoint = start.checkpoint;
  while (!checkpoint.done) {
    const at = checkpoint;
    checkpoint = await db
      .transaction()
      .execute((trx) => payPeriodBatch(trx, target.brand, at, start.queue, now));
  }
  return settlementCounts(checkpoint);
}
