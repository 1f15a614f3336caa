import { type BillFlag, type ContractType, contractPay, type TPage } from '@portal/contracts';
import type { TBill, TBillDetail, TBillPage, TContractRun } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { wakeDispatchers } from '../../platform/outbox/index.ts';
import { pageOf, paginate } from '../../platform/paging.ts';
import { listRuns, type RunRecord } from '../../platform/period-jobs/index.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { findMemberByAccount, treeAccounts } from '../member/members.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { AgentContractBillRow } from './agent-contracts.tables.ts';
import * as billsRepo from './bills.repository.ts';
import { tiersOfRow, tierViews } from './contract-views.ts';
import { rerunPeriod } from './rerun.ts';
import { SETTLEMENT_JOBS } from './settlement.jobs.ts';
import * as repo from './settlement.repository.ts';
import { payBill } from './settlement.ts';

type Client = { ip: string };

/**
 * Contract bills as the agents and the console see them (issue 17; ADR 0038): an agent's own
 * bills (RECEIVED) and those it pays its direct downline (PAID), never another branch's (a bill
 * id outside both is BILL_NOT_FOUND); collecting a bill; the console's list, detail, approval or
 * denial (audited with the bill before and after in the same transaction), the settlement runs
 * and a rerun of a settled period.
 */
export class BillService {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #events: EventBus;
  readonly #wallet: WalletService;
  readonly #now: () => Date;

  constructor(deps: {
    db: Db;
    brands: BrandService;
    events: EventBus;
    wallet: WalletService;
    now: () => Date;
  }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#events = deps.events;
    this.#wallet = deps.wallet;
    this.#now = deps.now;
  }

  // Views.

  async #views(brand: Brand, rows: readonly AgentContractBillRow[]): Promise<TBill[]> {
    const ids = new Set<bigint>();
    for (const r of rows) {
      ids.add(r.agent_id);
      if (r.payer_id !== null) ids.add(r.payer_id);
    }
    const [accounts, downline] = await Promise.all([
      treeAccounts(this.#db, brand.id, [...ids]),
      this.#downlineGross(brand, rows),
    ]);
    const names = new Map(accounts.map((a) => [a.id, a.account]));
    return rows.map((r) => billView(brand, r, names, downline.get(`${r.agent_id}|${r.period_key}`) ?? 0n));
  }

  async #downlineGross(brand: Brand, rows: readonly AgentContractBillRow[]): Promise<Map<string, bigint>> {
    const out = new Map<string, bigint>();
    for (const type of new Set(rows.map((r) => r.type))) {
      const ofType = rows.filter((r) => r.type === type);
      const found = await repo.downlineGross(this.#db, {
        merchantId: brand.id,
        type,
        payerIds: [...new Set(ofType.map((r) => r.agent_id))],
        periodKeys: [...new Set(ofType.map((r) => r.period_key))],
      });
      for (const [key, value] of found) out.set(key, value);
    }
    return out;
  }

  async #page(brand: Brand, filter: billsRepo.BillFilter, page: { pageNo: number; pageSize: number }) {
    const totals = await billsRepo.billTotals(this.#db, filter);
    let rows: AgentContractBillRow[] = [];
    const listed = await paginate(
      page,
      async () => totals.count,
      async (window) => {
        rows = await billsRepo.billsPage(this.#db, filter, window);
        return rows;
      },
      (r) => r,
    );
    const views = await this.#views(brand, rows);
    return {
      ...pageOf(views, listed.total, page.pageNo, page.pageSize),
      totals: {
        amount: moneyText(brand, totals.amount),
        paid: moneyText(brand, totals.paid),
        count: totals.count,
      },
    };
  }

  async #detail(brand: Brand, bill: AgentContractBillRow): Promise<TBillDetail> {
    const [[view], contract, payments, downline] = await Promise.all([
      this.#views(brand, [bill]),
      billsRepo.contractOfBill(this.#db, bill.contract_id),
      repo.paymentsOf(this.#db, bill.id),
      billsRepo.downlineBills(this.#db, {
        merchantId: brand.id,
        type: bill.type,
        payerId: bill.agent_id,
        periodKey: bill.period_key,
      }),
    ]);
    if (!view || !contract) throw new AppError('BILL_NOT_FOUND');
    const tiers = tiersOfRow(contract.tiers);
    const pay =
      bill.tier === null
        ? null
        : contractPay(tiers, contract.mode, {
            basis: bill.basis,
            validBet: bill.valid_bet,
            activeMembers: bill.active_members,
          });
    const names = new Map(
      (
        await treeAccounts(
          this.#db,
          brand.id,
          downline.map((d) => d.agent_id),
        )
      ).map((a) => [a.id, a.account]),
    );
    return {
      bill: view,
      mode: contract.mode,
      tiers: tierViews(brand, tiers),
      slices: (pay?.slices ?? []).map((s) => ({
        tier: s.tier,
        base: moneyText(brand, s.base),
        rateBps: s.rateBps,
        amount: moneyText(brand, s.amount),
      })),
      payments: payments.map((p) => ({ amount: moneyText(brand, p.amount), at: p.created_at.toISOString() })),
      downline: downline.map((d) => ({
        billId: String(d.id),
        account: names.get(d.agent_id) ?? '',
        amount: moneyText(brand, d.gross),
        state: d.state,
      })),
    };
  }

  // The agent centre.

  #enabled(brand: Brand): void {
    if (!brand.flags.AGENTPOLICY3) throw new AppError('FEATURE_DISABLED');
  }

  /** Bills of a type paying me (RECEIVED) or that I pay my direct downline (PAID), by period. */
  async list(
    brand: Brand,
    memberId: bigint,
    query: {
      type: ContractType;
      side: 'RECEIVED' | 'PAID';
      from: string;
      to: string;
      account?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<TBillPage> {
    this.#enabled(brand);
    const filter: billsRepo.BillFilter = {
      merchantId: brand.id,
      type: query.type,
      from: new Date(query.from),
      to: new Date(query.to),
      ...(query.side === 'RECEIVED' ? { agentId: memberId } : { payerId: memberId }),
    };
    if (query.account) {
      const other = await findMemberByAccount(this.#db, brand.id, query.account);
      if (!other) return emptyPage(brand, query);
      if (query.side === 'RECEIVED') filter.payerId = other.id;
      else filter.agentId = other.id;
    }
    return this.#page(brand, filter, query);
  }

  /** One of my bills (received or paid by me); another's is BILL_NOT_FOUND. */
  async detail(brand: Brand, memberId: bigint, billId: bigint): Promise<TBillDetail> {
    this.#enabled(brand);
    return this.#detail(brand, await this.#mine(brand, memberId, billId));
  }

  async #mine(brand: Brand, memberId: bigint, billId: bigint): Promise<AgentContractBillRow> {
    const bill = await repo.findBill(this.#db, brand.id, billId);
    if (!bill || (bill.agent_id !== memberId && bill.payer_id !== memberId))
      throw new AppError('BILL_NOT_FOUND');
    return bill;
  }

  /**
   * Collects a bill awaiting collection: paid now from its payer (short: INSUFFICIENT or
   * PARTLY_PAID, paid later by the retry job). Collecting it again answers it as it is.
   */
  async collect(brand: Brand, memberId: bigint, billId: bigint): Promise<{ bill: TBill; balance: string }> {
    this.#enabled(brand);
    const bill = await this.#mine(brand, memberId, billId);
    if (bill.agent_id !== memberId) throw new AppError('BILL_NOT_FOUND');
    const done = await this.#db.transaction().execute(async (trx) => {
      const locked = await repo.lockBill(trx, billId);
      if (!locked) throw new AppError('BILL_NOT_FOUND');
      if (locked.state === 'AWAITING_COLLECTION') {
        await payBill(trx, brand, billId, this.#now(), ['AWAITING_COLLECTION']);
        return true;
      }
      if (!['PAID', 'PARTLY_PAID', 'INSUFFICIENT'].includes(locked.state)) throw new AppError('BILL_STATE');
      return false;
    });
    if (done) wakeDispatchers(this.#events);
    const row = await repo.findBill(this.#db, brand.id, billId);
    const [view] = await this.#views(brand, row ? [row] : []);
    if (!view) throw new AppError('BILL_NOT_FOUND');
    const balance = await balanceOf(this.#db, brand.id, memberId, 'MAIN');
    return { bill: view, balance: moneyText(brand, balance) };
  }

  // The console.

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  async adminList(
    operator: OperatorPrincipal,
    query: {
      type?: ContractType | undefined;
      state?: AgentContractBillRow['state'] | undefined;
      flagged?: boolean | undefined;
      account?: string | undefined;
      period?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<TBillPage> {
    const brand = await this.#brand(operator);
    const filter: billsRepo.BillFilter = {
      merchantId: brand.id,
      type: query.type,
      state: query.state,
      flagged: query.flagged,
      periodKey: query.period,
    };
    if (query.account) {
      const party = await findMemberByAccount(this.#db, brand.id, query.account);
      if (!party) return emptyPage(brand, query);
      filter.partyId = party.id;
    }
    return this.#page(brand, filter, query);
  }

  async adminDetail(operator: OperatorPrincipal, billId: bigint): Promise<TBillDetail> {
    const brand = await this.#brand(operator);
    const bill = await repo.findBill(this.#db, brand.id, billId);
    if (!bill) throw new AppError('BILL_NOT_FOUND');
    return this.#detail(brand, bill);
  }

  /**
   * Approves (then pays at once) or denies a bill waiting for approval; audited in the same
   * transaction with the bill's state and payment before and after.
   */
  async decide(
    operator: OperatorPrincipal,
    billId: bigint,
    body: { decision: 'APPROVE' | 'DENY'; note: string },
    client: Client,
  ): Promise<TBill> {
    const brand = await this.#brand(operator);
    const now = this.#now();
    const after = await this.#db.transaction().execute(async (trx) => {
      const bill = await repo.lockBill(trx, billId);
      if (!bill || bill.merchant_id !== brand.id) throw new AppError('BILL_NOT_FOUND');
      if (bill.state !== 'PENDING_APPROVAL') throw new AppError('BILL_STATE');
      const decided = {
        decided_by_operator_id: BigInt(operator.operatorId),
        decided_at: now,
        decision_note: body.note,
        updated_at: now,
      };
      let row: AgentContractBillRow;
      if (body.decision === 'DENY') {
        row = await repo.updateBill(trx, billId, { ...decided, state: 'DENIED' });
      } else {
        // Approved: due now, paid from its payer at once (short: the retry job pays the rest).
        await repo.updateBill(trx, billId, { ...decided, state: 'INSUFFICIENT' });
        await payBill(trx, brand, billId, now);
        row = (await repo.lockBill(trx, billId)) as AgentContractBillRow;
      }
      await recordAudit(trx, {
        merchantId: brand.id,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action: body.decision === 'APPROVE' ? 'contract.bill.approve' : 'contract.bill.deny',
        target: `contract-bill:${billId}`,
        ip: client.ip,
        details: {
          note: body.note,
          before: auditView(bill),
          after: auditView(row),
        },
      });
      return row;
    });
    wakeDispatchers(this.#events);
    const [view] = await this.#views(brand, [after]);
    return view as TBill;
  }

  /** The settlement runs of the brand (of a type, or all), newest first. */
  async runs(
    operator: OperatorPrincipal,
    query: { type?: ContractType | undefined; pageNo: number; pageSize: number },
  ): Promise<TPage<TContractRun>> {
    const brand = await this.#brand(operator);
    const jobs = SETTLEMENT_JOBS.filter((j) => !query.type || j.type === query.type);
    const limit = Math.min(1000, query.pageNo * query.pageSize);
    const all: { run: RunRecord; type: ContractType }[] = [];
    for (const job of jobs) {
      for (const run of await listRuns(this.#db, { job: job.name, merchantId: brand.id, limit })) {
        all.push({ run, type: job.type });
      }
    }
    // Unfinished first, then the latest finished.
    all.sort((a, b) => (b.run.finishedAt?.getTime() ?? Infinity) - (a.run.finishedAt?.getTime() ?? Infinity));
    const start = (query.pageNo - 1) * query.pageSize;
    const list = all.slice(start, start + query.pageSize).map(({ run, type }) => runView(run, type));
    return pageOf(list, all.length, query.pageNo, query.pageSize);
  }

  /**
   * Settles a finished period again (a late re-settled round changed it): where a contract's
   * bills no longer add up to its new gross a correction bill carries the difference (paid when
   * positive; an OFFSET taken off the contract's next bills when negative). A rerun that finds
   * nothing new writes nothing. Audited with what it wrote.
   */
  async rerun(
    operator: OperatorPrincipal,
    body: { type: ContractType; period: string },
    client: Client,
  ): Promise<{ bills: number; corrections: number }> {
    const brand = await this.#brand(operator);
    const result = await rerunPeriod(
      this.#db,
      brand,
      body.type,
      body.period,
      this.#now(),
      async (trx, written) => {
        await recordAudit(trx, {
          merchantId: brand.id,
          actorType: 'operator',
          actorId: String(operator.operatorId),
          action: 'contract.period.rerun',
          target: `contract-period:${body.type}:${body.period}`,
          ip: client.ip,
          details: { before: written.before, after: written.after },
        });
      },
    );
    if (result.corrections > 0) wakeDispatchers(this.#events);
    return result;
  }

  // Live.

  /** After a payment committed: the agent (and a paying upline) hear of it and their new balances. */
  async announcePaid(
    trx: Db,
    merchantId: number,
    p: {
      billId: string;
      agentId: string;
      payerId: string | null;
      type: ContractType;
      amount: string;
      state: string;
    },
  ): Promise<void> {
    // Through the handler's transaction: on the embedded database `db` would wait for it.
    const brand = await this.#brands.moneyOf(merchantId, trx);
    if (!brand) return;
    const amount = moneyText(brand, BigInt(p.amount));
    const state = p.state as AgentContractBillRow['state'];
    const tell = (memberId: string, side: 'RECEIVED' | 'PAID') =>
      this.#events.publish(memberChannel(brand.id, BigInt(memberId)), {
        type: 'contract.bill',
        billId: p.billId,
        contractType: p.type,
        amount,
        state,
        side,
      });
    await tell(p.agentId, 'RECEIVED');
    const members = [BigInt(p.agentId)];
    if (p.payerId !== null) {
      await tell(p.payerId, 'PAID');
      members.push(BigInt(p.payerId));
    }
    await this.#wallet.publishBalances(brand, members, trx);
  }
}

function emptyPage(brand: Brand, page: { pageNo: number; pageSize: number }): TBillPage {
  return {
    ...pageOf<TBill>([], 0, page.pageNo, page.pageSize),
    totals: { amount: moneyText(brand, 0n), paid: moneyText(brand, 0n), count: 0 },
  };
}

const auditView = (b: AgentContractBillRow) => ({
  state: b.state,
  amount: String(b.amount),
  paid: String(b.paid),
});

export function billView(
  brand: Pick<Brand, 'currencyExponent'>,
  r: AgentContractBillRow,
  accounts: Map<bigint, string>,
  downlinePaid: bigint,
): TBill {
  const money = (v: bigint) => moneyText(brand, v);
  return {
    id: String(r.id),
    contractId: String(r.contract_id),
    type: r.type,
    period: r.period_key,
    periodStart: r.period_start.toISOString(),
    periodEnd: r.period_end.toISOString(),
    revision: r.revision,
    agent: { id: String(r.agent_id), account: accounts.get(r.agent_id) ?? '' },
    payer: r.payer_id === null ? null : { id: String(r.payer_id), account: accounts.get(r.payer_id) ?? '' },
    figures: {
      basis: money(r.basis),
      validBet: money(r.valid_bet),
      activeMembers: r.active_members,
      teamProfitLoss: money(r.team_profit_loss),
      carriedIn: money(r.carried_in),
      carryOut: money(r.carry_out),
    },
    tier: r.tier,
    rateBps: r.rate_bps,
    gross: money(r.gross),
    downlinePaid: money(downlinePaid),
    levelDifference: money(r.gross - downlinePaid),
    amount: money(r.amount),
    paid: money(r.paid),
    state: r.state,
    flags: r.flags as BillFlag[],
    createdAt: r.created_at.toISOString(),
    paidAt: r.paid_at ? r.paid_at.toISOString() : null,
    decisionNote: r.decision_note,
  };
}

function runView(run: RunRecord, type: ContractType): TContractRun {
  const counts: Record<string, number> = {};
  if (run.result && typeof run.result === 'object') {
    for (const [k, v] of Object.entries(run.result as Record<string, unknown>)) {
      if (typeof v === 'number') counts[k] = v;
    }
  }
  return {
    job: run.job,
    type,
    period: run.period,
    state: run.status === 'retry' ? 'failed' : run.status,
    attempts: run.attempts,
    startedAt: null,
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
    counts,
    error: run.lastError,
  };
}
