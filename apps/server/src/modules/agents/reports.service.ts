import {
  formatMoney,
  INCOME_KINDS,
  type IncomeKind,
  isAgentType,
  type TeamTransactionKind,
  type USER_LOSS_SORTS,
} from '@portal/contracts';
import type {
  TIncome,
  TTeamBetPage,
  TTeamOverview,
  TTeamTransaction,
  TUserLossPage,
  TUserLossRow,
} from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { pageOf, pageWindow } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import { agentIncomeByDay } from '../ledger/agent-income.ts';
import {
  type FigureSubject,
  findMemberById,
  type TeamScope,
  teamMemberIdByAccount,
  teamMembersByIds,
  teamScopeOf,
} from '../member/members.ts';
import { creditedDepositsPerMember, teamDepositsList } from '../payments/team-figures.ts';
import {
  paidWithdrawalsPerMember,
  settledBetsPerMember,
  teamBetsPage,
  teamBetTotals,
  teamWithdrawalsList,
} from '../wallet/team-figures.ts';
import { teamOverview } from './team-figures.service.ts';
import { countTeamTransferSides, teamTransferSidesPage } from './team-transfers.ts';

/**
 * Member-ops' applied balance adjustments of a team (member-ops/team-adjustments.ts), handed in
 * by app.ts: member-ops calls this module (the upline), so importing it back would be a cycle.
 */
export type TeamAdjustmentsPort = (
  db: Db,
  subject: FigureSubject,
  period: { from: Date; to: Date },
  limit: number,
) => Promise<
  {
    id: bigint;
    member_id: bigint;
    direction: 'CREDIT' | 'DEBIT';
    amount: bigint;
    reason_code: string;
    at: Date;
    total: string;
  }[]
>;

export interface AgentReportDeps {
  db: Db;
  now: () => Date;
  teamAdjustments: TeamAdjustmentsPort;
}

interface Period {
  from: string;
  to: string;
}

/** An API period [from, to] (both instants included) as the half-open window the figures take. */
const halfOpen = (p: Period) => ({ from: new Date(p.from), to: new Date(Date.parse(p.to) + 1) });
const closed = (p: Period) => ({ from: new Date(p.from), to: new Date(p.to) });

type UserLossSort = (typeof USER_LOSS_SORTS)[number];

/**
 * The agent centre's reports (issue 16; ADR 0034): team overview, team betting, user loss, my
 * income and account details. Every one is of the calling agent's own team (everyone under it);
 * an account filter outside the team answers as an account that does not exist: nothing.
 */
export class AgentReportService {
  readonly #d: AgentReportDeps;

  constructor(deps: AgentReportDeps) {
    this.#d = deps;
  }

  async #scope(brand: Brand, agentId: bigint): Promise<TeamScope> {
    const scope = await teamScopeOf(this.#d.db, brand.id, agentId);
    if (!scope) throw new AppError('NOT_LOGGED_IN');
    return scope;
  }

  /** The team, or the one team member of an account filter (null: not in my team). */
  async #subject(scope: TeamScope, account: string | undefined): Promise<FigureSubject | null> {
    if (account === undefined) return scope;
    const memberId = await teamMemberIdByAccount(this.#d.db, scope, account);
    return memberId === undefined ? null : { merchantId: scope.merchantId, memberId };
  }

  /** Names of team members by id (the report rows show accounts). */
  async #names(scope: TeamScope, ids: bigint[]) {
    const rows = await teamMembersByIds(this.#d.db, scope, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  async overview(
    brand: Brand,
    agentId: bigint,
    q: { utcOffset: number; days: number },
  ): Promise<TTeamOverview> {
    const scope = await this.#scope(brand, agentId);
    return teamOverview({ db: this.#d.db, brand }, scope, { ...q, now: this.#d.now() });
  }

  async teamBets(
    brand: Brand,
    agentId: bigint,
    q: Period & {
      account?: string | undefined;
      category?: string | undefined;
      vendor?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<TTeamBetPage> {
    const money = (minor: bigint | string) => formatMoney(BigInt(minor), brand.currencyExponent);
    const scope = await this.#scope(brand, agentId);
    const subject = await this.#subject(scope, q.account);
    if (!subject) {
      return {
        ...pageOf([], 0, q.pageNo, q.pageSize),
        totals: {
          betCount: 0,
          stake: money(0n),
          validBet: money(0n),
          payout: money(0n),
          profitLoss: money(0n),
        },
      };
    }
    const filter = { ...closed(q), category: q.category, vendor: q.vendor };
    const totals = await teamBetTotals(this.#d.db, subject, filter);
    const listed = Number(totals.listed);
    const window = pageWindow(q.pageNo, q.pageSize);
    const rows = window.offset >= listed ? [] : await teamBetsPage(this.#d.db, subject, filter, window);
    const names = await this.#names(
      scope,
      rows.map((r) => r.member_id),
    );
    const list = rows.map((r) => ({
      id: String(r.id),
      account: names.get(r.member_id)?.account ?? '',
      vendorCode: r.vendor_code,
      gameName: r.game_name,
      category: r.category,
      stake: money(r.stake),
      validBet: money(r.valid_bet),
      payout: money(r.payout),
      profitLoss: money(r.status === 'SETTLED' ? r.payout - r.stake : 0n),
      status: r.status,
      placedAt: r.placed_at.toISOString(),
      settledAt: r.settled_at?.toISOString() ?? null,
    }));
    return {
      ...pageOf(list, listed, q.pageNo, q.pageSize),
      totals: {
        betCount: Number(totals.n),
        stake: money(totals.stake),
        validBet: money(totals.valid),
        payout: money(totals.payout),
        profitLoss: money(totals.pl),
      },
    };
  }

  async userLoss(
    brand: Brand,
    agentId: bigint,
    q: Period & {
      account?: string | undefined;
      sort: UserLossSort;
      order: 'asc' | 'desc';
      pageNo: number;
      pageSize: number;
    },
  ): Promise<TUserLossPage> {
    const money = (minor: bigint) => formatMoney(minor, brand.currencyExponent);
    const scope = await this.#scope(brand, agentId);
    const subject = await this.#subject(scope, q.account);
    interface Sums {
      id: bigint;
      betCount: number;
      validBet: bigint;
      profitLoss: bigint;
      deposits: bigint;
      withdrawals: bigint;
    }
    const byMember = new Map<bigint, Sums>();
    if (subject) {
      const period = halfOpen(q);
      const [bets, deposits, withdrawals] = await Promise.all([
        settledBetsPerMember(this.#d.db, subject, period),
        creditedDepositsPerMember(this.#d.db, subject, period),
        paidWithdrawalsPerMember(this.#d.db, subject, period),
      ]);
      const at = (id: bigint) => {
        let s = byMember.get(id);
        if (!s) {
          s = { id, betCount: 0, validBet: 0n, profitLoss: 0n, deposits: 0n, withdrawals: 0n };
          byMember.set(id, s);
        }
        return s;
      };
      for (const r of bets) {
        const s = at(r.member_id);
        s.betCount = Number(r.n);
        s.validBet = BigInt(r.valid);
        s.profitLoss = BigInt(r.pl);
      }
      for (const r of deposits) at(r.member_id).deposits = BigInt(r.amount);
      for (const r of withdrawals) at(r.member_id).withdrawals = BigInt(r.amount);
    }
    // The rows are bounded by the team's members active in the period: sorted and paged here.
    const names = await this.#names(scope, [...byMember.keys()]);
    const rows = [...byMember.values()].filter((s) => names.has(s.id));
    const accountOf = (s: Sums) => names.get(s.id)?.account ?? '';
    const byAccount = (a: Sums, b: Sums) =>
      accountOf(a) < accountOf(b) ? -1 : accountOf(a) > accountOf(b) ? 1 : 0;
    const sign = q.order === 'asc' ? 1 : -1;
    const compare = (a: Sums, b: Sums) => {
      if (q.sort === 'account') return sign * byAccount(a, b);
      const x = q.sort === 'profitLoss' ? a.profitLoss : q.sort === 'validBet' ? a.validBet : a.deposits;
      const y = q.sort === 'profitLoss' ? b.profitLoss : q.sort === 'validBet' ? b.validBet : b.deposits;
      return x === y ? byAccount(a, b) : sign * (x < y ? -1 : 1);
    };
    rows.sort(compare);
    const totals = {
      members: rows.length,
      betCount: 0,
      validBet: 0n,
      profitLoss: 0n,
      deposits: 0n,
      withdrawals: 0n,
    };
    for (const s of rows) {
      totals.betCount += s.betCount;
      totals.validBet += s.validBet;
      totals.profitLoss += s.profitLoss;
      totals.deposits += s.deposits;
      totals.withdrawals += s.withdrawals;
    }
    const window = pageWindow(q.pageNo, q.pageSize);
    const list: TUserLossRow[] = rows.slice(window.offset, window.offset + window.limit).map((s) => {
      const m = names.get(s.id);
      return {
        id: String(s.id),
        account: m?.account ?? '',
        nickname: m?.nickname ?? null,
        level: (m?.upline_depth ?? scope.depth) - scope.depth,
        isAgent: isAgentType(m?.type ?? 0),
        betCount: s.betCount,
        validBet: money(s.validBet),
        profitLoss: money(s.profitLoss),
        deposits: money(s.deposits),
        withdrawals: money(s.withdrawals),
      };
    });
    return {
      ...pageOf(list, rows.length, q.pageNo, q.pageSize),
      totals: {
        members: totals.members,
        betCount: totals.betCount,
        validBet: money(totals.validBet),
        profitLoss: money(totals.profitLoss),
        deposits: money(totals.deposits),
        withdrawals: money(totals.withdrawals),
      },
    };
  }

  /** What the journal paid me (the income kinds; ADR 0034), per day of my clock and kind. */
  async income(brand: Brand, agentId: bigint, q: Period & { utcOffset: number }): Promise<TIncome> {
    const money = (minor: bigint) => formatMoney(minor, brand.currencyExponent);
    const rows = await agentIncomeByDay(this.#d.db, {
      merchantId: brand.id,
      memberId: agentId,
      ...closed(q),
      utcOffsetMinutes: q.utcOffset,
    });
    const totals = new Map<IncomeKind, bigint>(INCOME_KINDS.map((k) => [k, 0n]));
    let total = 0n;
    for (const r of rows) {
      totals.set(r.kind, (totals.get(r.kind) ?? 0n) + r.amount);
      total += r.amount;
    }
    return {
      days: rows.map((r) => ({ day: r.day, kind: r.kind, amount: money(r.amount) })),
      totals: INCOME_KINDS.map((kind) => ({ kind, amount: money(totals.get(kind) ?? 0n) })),
      total: money(total),
    };
  }

  /**
   * Account details: my team's deposits and withdrawals (requests of every status, by when they
   * were made), upline/downline transfers (each side a team member took part in) and applied
   * balance adjustments, newest first. Each source gives its count and its newest rows up to the
   * end of the page; the page is cut from their merge.
   */
  async transactions(
    brand: Brand,
    agentId: bigint,
    q: Period & {
      account?: string | undefined;
      kind?: TeamTransactionKind | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    const money = (minor: bigint) => formatMoney(minor, brand.currencyExponent);
    const scope = await this.#scope(brand, agentId);
    const subject = await this.#subject(scope, q.account);
    if (!subject) return pageOf<TTeamTransaction>([], 0, q.pageNo, q.pageSize);
    const period = closed(q);
    const window = pageWindow(q.pageNo, q.pageSize);
    const need = window.offset + window.limit;
    const wants = (kind: TeamTransactionKind) => q.kind === undefined || q.kind === kind;
    const db = this.#d.db;
    const single = 'memberId' in subject ? subject.memberId : undefined;
    const [deposits, withdrawals, adjustments, transferCount, transfers] = await Promise.all([
      wants('DEPOSIT') ? teamDepositsList(db, subject, period, need) : [],
      wants('WITHDRAWAL') ? teamWithdrawalsList(db, subject, period, need) : [],
      wants('ADJUSTMENT') ? this.#d.teamAdjustments(db, subject, period, need) : [],
      wants('TRANSFER') ? countTeamTransferSides(db, { scope, ...period, memberId: single }) : 0,
      wants('TRANSFER')
        ? teamTransferSidesPage(db, { scope, ...period, memberId: single }, { offset: 0, limit: need })
        : [],
    ]);
    interface Entry {
      id: bigint;
      memberId: bigint;
      kind: TeamTransactionKind;
      amount: bigint;
      status: string;
      detail: string | bigint;
      at: Date;
    }
    const entries: Entry[] = [
      ...deposits.map((r) => ({
        id: r.id,
        memberId: r.member_id,
        kind: 'DEPOSIT' as const,
        amount: r.amount,
        status: r.status,
        detail: r.method_name,
        at: r.created_at,
      })),
      ...withdrawals.map((r) => ({
        id: r.id,
        memberId: r.member_id,
        kind: 'WITHDRAWAL' as const,
        amount: -r.amount,
        status: r.status,
        detail: r.bank_name,
        at: r.created_at,
      })),
      ...adjustments.map((r) => ({
        id: r.id,
        memberId: r.member_id,
        kind: 'ADJUSTMENT' as const,
        amount: r.direction === 'CREDIT' ? r.amount : -r.amount,
        status: 'APPLIED',
        detail: r.reason_code,
        at: new Date(r.at),
      })),
      ...transfers.map((r) => ({
        id: r.id,
        memberId: r.member_id,
        kind: 'TRANSFER' as const,
        amount: r.amount,
        status: 'DONE',
        // The counterparty's account, named below.
        detail: r.counterparty_id,
        at: r.created_at,
      })),
    ];
    const total =
      Number(deposits[0]?.total ?? 0) +
      Number(withdrawals[0]?.total ?? 0) +
      Number(adjustments[0]?.total ?? 0) +
      transferCount;
    const order = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'ADJUSTMENT'];
    entries.sort(
      (a, b) =>
        b.at.getTime() - a.at.getTime() ||
        order.indexOf(a.kind) - order.indexOf(b.kind) ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) ||
        (a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0),
    );
    const page = entries.slice(window.offset, window.offset + window.limit);
    const names = await this.#names(scope, [
      ...page.map((e) => e.memberId),
      ...page.flatMap((e) => (typeof e.detail === 'bigint' ? [e.detail] : [])),
    ]);
    const me = page.some((e) => typeof e.detail === 'bigint' && !names.has(e.detail))
      ? ((await findMemberById(this.#d.db, brand.id, agentId))?.account ?? '')
      : '';
    const list: TTeamTransaction[] = page.map((e) => ({
      id: `${e.kind[0]}${e.id}${e.kind === 'TRANSFER' ? (e.amount < 0n ? '-OUT' : '-IN') : ''}`,
      account: names.get(e.memberId)?.account ?? '',
      kind: e.kind,
      amount: money(e.amount),
      status: e.status,
      // A transfer's counterparty is a team member or, outside the team, me.
      detail: typeof e.detail === 'bigint' ? (names.get(e.detail)?.account ?? me) : e.detail,
      at: e.at.toISOString(),
    }));
    return pageOf(list, total, q.pageNo, q.pageSize);
  }
}
