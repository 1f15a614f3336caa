import type { LanguageCode } from '@portal/contracts';
import {
  type DepositStatus,
  parseMoney,
  type RiskFlag,
  type TPage,
  type WithdrawalStatus,
} from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, validationError } from '../../platform/app-error.ts';
import type { Brand } from '../brands/brand.ts';
import { findMemberByAccount, findMemberById, memberAccountsOf } from '../member/members.ts';
import {
  type DepositQueueRow,
  depositQueue,
  lastCreditedDeposit,
  memberDeposits,
  sharedReferences,
} from '../payments/deposit-queue.ts';
import type { DepositService } from '../payments/deposits.service.ts';
import { paymentMethodsOf } from '../payments/payment-methods.ts';
import { moneyText } from '../wallet/amounts.ts';
import {
  memberMoney,
  stakesSince,
  type WithdrawalQueueRow,
  withdrawalQueue,
} from '../wallet/payment-context.ts';
import type { WithdrawalService } from '../wallet/withdrawals.service.ts';
import type { OperatorContext } from './operator-auth.service.ts';
import { operatorNames } from './operator-directory.repository.ts';
import type { ClaimView, PaymentClaims } from './payment-claims.ts';
import { paymentText } from './payment-texts.ts';

const DAY_MS = 24 * 3_600_000;
/** A member registered this recently is a new account. */
const NEW_ACCOUNT_MS = 7 * DAY_MS;
/** A withdrawal this soon after a credited deposit, with less staked since than it, is quick. */
const QUICK_WITHDRAWAL_MS = DAY_MS;
/** Rejected deposits counted over this window, and how many make the flag. */
const REJECTED_WINDOW_MS = 30 * DAY_MS;
const REJECTED_FLAG_AT = 3;
/** The member's latest deposits and withdrawals shown in a row's detail. */
const RECENT = 5;

interface QueueQuery {
  from?: string | undefined;
  to?: string | undefined;
  account?: string | undefined;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  sort: 'createdAt' | 'amount';
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

/** The address of a proof image for the console (the raw route of admin-payments.ts). */
export const proofUrl = (id: string) => `/admin/uploads/${encodeURIComponent(id)}`;

/**
 * The console's payment queues (issue 15, "Payments"): the rows of payments (deposits) and the
 * wallet (withdrawals) through what those modules publish, with each row's claim, the player
 * context (balance, wagering, history) and the risk flags computed from the member's records.
 */
export class PaymentQueues {
  readonly #db: Db;
  readonly #claims: PaymentClaims;
  readonly #deposits: DepositService;
  readonly #withdrawals: WithdrawalService;
  readonly #now: () => Date;

  constructor(deps: {
    db: Db;
    claims: PaymentClaims;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    now: () => Date;
  }) {
    this.#db = deps.db;
    this.#claims = deps.claims;
    this.#deposits = deps.deposits;
    this.#withdrawals = deps.withdrawals;
    this.#now = deps.now;
  }

  /** The common filters read: amounts in the brand's currency, instants, the member by account. */
  async #filters(brand: Brand, q: QueueQuery, language: LanguageCode) {
    const problems: { field: string; message: string }[] = [];
    const amount = (field: 'minAmount' | 'maxAmount') => {
      const text = q[field];
      if (text === undefined) return null;
      const minor = parseMoney(text, brand.currencyExponent);
      if (minor === null)
        problems.push({
          field,
          message: paymentText(language, 'amount', { decimals: brand.currencyExponent }),
        });
      return minor;
    };
    const minAmount = amount('minAmount');
    const maxAmount = amount('maxAmount');
    if (minAmount !== null && maxAmount !== null && minAmount > maxAmount)
      problems.push({ field: 'maxAmount', message: paymentText(language, 'minAboveMax') });
    const from = q.from ? new Date(q.from) : null;
    const to = q.to ? new Date(q.to) : null;
    if (from && to && from > to)
      problems.push({ field: 'to', message: paymentText(language, 'fromAfterTo') });
    if (problems.length > 0) throw validationError(problems);
    let memberId: bigint | null = null;
    let noMember = false;
    if (q.account) {
      const member = await findMemberByAccount(this.#db, brand.id, q.account);
      if (member) memberId = member.id;
      else noMember = true;
    }
    return { from, to, minAmount, maxAmount, memberId, noMember };
  }

  async deposits(
    operator: OperatorContext,
    brand: Brand,
    q: QueueQuery & { status?: DepositStatus | undefined; methodId?: string | undefined },
    language: LanguageCode,
  ) {
    const f = await this.#filters(brand, q, language);
    const methods = (await paymentMethodsOf(this.#db, brand)).map((m) => ({
      id: String(m.id),
      name: m.name,
    }));
    const empty = { list: [], pageNum: q.pageNo, pageSize: q.pageSize, total: 0, totalPages: 0, methods };
    if (f.noMember) return empty;
    const page = await depositQueue(
      this.#db,
      brand,
      {
        id: null,
        status: q.status ?? null,
        from: f.from,
        to: f.to,
        memberId: f.memberId,
        minAmount: f.minAmount,
        maxAmount: f.maxAmount,
        methodId: q.methodId ? BigInt(q.methodId) : null,
      },
      { by: q.sort, order: q.order },
      q,
    );
    return { ...page, list: await this.#depositViews(operator, brand, page.list), methods };
  }

  async deposit(operator: OperatorContext, brand: Brand, id: string) {
    const page = await depositQueue(
      this.#db,
      brand,
      {
        id: BigInt(id),
        status: null,
        from: null,
        to: null,
        memberId: null,
        minAmount: null,
        maxAmount: null,
        methodId: null,
      },
      { by: 'createdAt', order: 'desc' },
      { pageNo: 1, pageSize: 1 },
    );
    const row = page.list[0];
    if (!row) throw new AppError('NOT_FOUND');
    const [view] = await this.#depositViews(operator, brand, [row]);
    return { row: view as NonNullable<typeof view>, ...(await this.#recent(brand, row.member_id)) };
  }

  async withdrawals(
    operator: OperatorContext,
    brand: Brand,
    q: QueueQuery & { status?: WithdrawalStatus | undefined; bank?: string | undefined },
    language: LanguageCode,
  ) {
    const f = await this.#filters(brand, q, language);
    const banks = [...brand.settings.wallet.banks];
    const empty = { list: [], pageNum: q.pageNo, pageSize: q.pageSize, total: 0, totalPages: 0, banks };
    if (f.noMember) return empty;
    const page = await withdrawalQueue(
      this.#db,
      brand,
      {
        id: null,
        status: q.status ?? null,
        from: f.from,
        to: f.to,
        memberId: f.memberId,
        minAmount: f.minAmount,
        maxAmount: f.maxAmount,
        bank: q.bank ?? null,
      },
      { by: q.sort, order: q.order },
      q,
    );
    return { ...page, list: await this.#withdrawalViews(operator, brand, page.list), banks };
  }

  async withdrawal(operator: OperatorContext, brand: Brand, id: string) {
    const page = await withdrawalQueue(
      this.#db,
      brand,
      {
        id: BigInt(id),
        status: null,
        from: null,
        to: null,
        memberId: null,
        minAmount: null,
        maxAmount: null,
        bank: null,
      },
      { by: 'createdAt', order: 'desc' },
      { pageNo: 1, pageSize: 1 },
    );
    const row = page.list[0];
    if (!row) throw new AppError('NOT_FOUND');
    const [view] = await this.#withdrawalViews(operator, brand, [row]);
    return { row: view as NonNullable<typeof view>, ...(await this.#recent(brand, row.member_id)) };
  }

  async #recent(brand: Brand, memberId: bigint) {
    const [deposits, withdrawals] = await Promise.all([
      this.#deposits.list(brand, memberId, { pageNo: 1, pageSize: RECENT }),
      this.#withdrawals.list(brand, memberId, { pageNo: 1, pageSize: RECENT }),
    ]);
    return { recentDeposits: deposits.list, recentWithdrawals: withdrawals.list };
  }

  async #depositViews(operator: OperatorContext, brand: Brand, rows: DepositQueueRow[]) {
    const [players, claims, shared, deciders] = await Promise.all([
      this.#players(
        brand,
        rows.map((r) => r.member_id),
      ),
      this.#claims.claimsOf(
        operator,
        'deposit',
        rows.map((r) => r.id),
      ),
      sharedReferences(
        this.#db,
        brand,
        rows.flatMap((r) => (r.reference ? [r.reference] : [])),
      ),
      operatorNames(
        this.#db,
        rows.flatMap((r) => (r.decided_by === null ? [] : [r.decided_by])),
      ),
    ]);
    return rows.map((r) => {
      const player = players.get(r.member_id) as PlayerContext;
      const flags = [...player.flags];
      if (r.reference && shared.has(r.reference)) flags.push('SHARED_REFERENCE');
      return {
        id: String(r.id),
        methodId: String(r.method_id),
        method: r.method,
        kind: r.kind,
        amount: moneyText(brand, r.amount),
        status: r.status,
        reference: r.reference,
        proofs: r.proof_ids.map((id) => ({ id, url: proofUrl(id) })),
        reason: r.reason,
        createdAt: r.created_at.toISOString(),
        completedAt: r.completed_at?.toISOString() ?? null,
        decidedBy: r.decided_by === null ? null : (deciders.get(r.decided_by) ?? String(r.decided_by)),
        claim: claims.get(String(r.id)) ?? null,
        player: player.view,
        flags,
      };
    });
  }

  async #withdrawalViews(operator: OperatorContext, brand: Brand, rows: WithdrawalQueueRow[]) {
    const [players, claims, deciders, quick] = await Promise.all([
      this.#players(
        brand,
        rows.map((r) => r.member_id),
      ),
      this.#claims.claimsOf(
        operator,
        'withdrawal',
        rows.map((r) => r.id),
      ),
      operatorNames(
        this.#db,
        rows.flatMap((r) => (r.decided_by === null ? [] : [r.decided_by])),
      ),
      Promise.all(rows.map((r) => this.#quick(brand, r.member_id, r.created_at))),
    ]);
    return rows.map((r, i) => {
      const player = players.get(r.member_id) as PlayerContext;
      const flags = [...player.flags];
      if (quick[i]) flags.push('QUICK_WITHDRAWAL');
      const claim: ClaimView | null = claims.get(String(r.id)) ?? null;
      return {
        id: String(r.id),
        amount: moneyText(brand, r.amount),
        status: r.status,
        confirmation: r.confirmation,
        reason: r.reason,
        paymentReference: r.payment_reference,
        proofs: r.proof_ids.map((id) => ({ id, url: proofUrl(id) })),
        bank: `${r.bank_name} ····${r.account_number_last4}`,
        accountName: r.account_name,
        createdAt: r.created_at.toISOString(),
        decidedAt: r.decided_at?.toISOString() ?? null,
        decidedBy: r.decided_by === null ? null : (deciders.get(r.decided_by) ?? String(r.decided_by)),
        claim,
        player: player.view,
        flags,
      };
    });
  }

  /** A withdrawal within a day of a credited deposit, with less staked since than that deposit. */
  async #quick(brand: Brand, memberId: bigint, requestedAt: Date): Promise<boolean> {
    const deposit = await lastCreditedDeposit(this.#db, brand, memberId, requestedAt);
    if (!deposit?.completed_at) return false;
    if (requestedAt.getTime() - deposit.completed_at.getTime() > QUICK_WITHDRAWAL_MS) return false;
    return (await stakesSince(this.#db, brand, memberId, deposit.completed_at)) < deposit.amount;
  }

  /** Each member's context and the flags that come from the member alone. */
  async #players(brand: Brand, memberIds: bigint[]): Promise<Map<bigint, PlayerContext>> {
    const ids = [...new Set(memberIds)];
    const now = this.#now();
    const [money, deposits, accounts, members] = await Promise.all([
      memberMoney(this.#db, brand, ids),
      memberDeposits(this.#db, brand, ids, new Date(now.getTime() - REJECTED_WINDOW_MS)),
      memberAccountsOf(this.#db, brand.id, ids),
      Promise.all(ids.map((id) => findMemberById(this.#db, brand.id, id))),
    ]);
    const out = new Map<bigint, PlayerContext>();
    ids.forEach((id, i) => {
      const m = money.get(id);
      const d = deposits.get(id);
      const registeredAt = members[i]?.created_at ?? null;
      const flags: RiskFlag[] = [];
      if (registeredAt && now.getTime() - registeredAt.getTime() < NEW_ACCOUNT_MS) flags.push('NEW_ACCOUNT');
      if ((d?.rejectedRecently ?? 0) >= REJECTED_FLAG_AT) flags.push('REJECTED_DEPOSITS');
      const required = m?.turnoverRequired ?? 0n;
      const wagered = m?.turnoverProgress ?? 0n;
      out.set(id, {
        flags,
        view: {
          memberId: String(id),
          account: accounts.get(id) ?? String(id),
          registeredAt: registeredAt?.toISOString() ?? null,
          balance: moneyText(brand, m?.balance ?? 0n),
          turnoverRequired: moneyText(brand, required),
          turnoverWagered: moneyText(brand, wagered),
          turnoverRemaining: moneyText(brand, required > wagered ? required - wagered : 0n),
          depositsCredited: d?.credited ?? 0,
          depositsCreditedSum: moneyText(brand, d?.creditedSum ?? 0n),
          lastDepositAt: d?.lastCreditedAt?.toISOString() ?? null,
          depositsRejected30d: d?.rejectedRecently ?? 0,
          withdrawalsPaid: m?.withdrawalsPaid ?? 0,
          withdrawalsPaidSum: moneyText(brand, m?.withdrawalsPaidSum ?? 0n),
          withdrawalsPending: m?.withdrawalsPending ?? 0,
          lastWithdrawalAt: m?.lastWithdrawalAt?.toISOString() ?? null,
        },
      });
    });
    return out;
  }
}

interface PlayerContext {
  flags: RiskFlag[];
  view: {
    memberId: string;
    account: string;
    registeredAt: string | null;
    balance: string;
    turnoverRequired: string;
    turnoverWagered: string;
    turnoverRemaining: string;
    depositsCredited: number;
    depositsCreditedSum: string;
    lastDepositAt: string | null;
    depositsRejected30d: number;
    withdrawalsPaid: number;
    withdrawalsPaidSum: string;
    withdrawalsPending: number;
    lastWithdrawalAt: string | null;
  };
}

export type { TPage };
