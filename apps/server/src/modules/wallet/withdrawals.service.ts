import { createHmac } from 'node:crypto';
import {
  BANK_ACCOUNT_LIMIT,
  groupMoney,
  type LanguageCode,
  type TBankAccount,
  type TPage,
  type TWithdrawal,
  type TWithdrawalInfo,
} from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { WithdrawalsTable } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/events.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import { seal, unsealForRequest } from '../../platform/sealed.ts';
import { type KeyRing, ringKeys } from '../../platform/secrets.ts';
import type { Brand } from '../brands/brand.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { balanceOf, paymentClearing, post, type Trx } from '../ledger/ledger.ts';
import { findMemberById, lockMember, memberAccountsOf } from '../member/members.ts';
import { checkRange, moneyText, readAmount } from './amounts.ts';
import type { BonusService } from './bonus.service.ts';
import { type MoneyEvent, moneyMessage } from './money-messages.ts';
import { checkPaymentPassword } from './payment-password.ts';
import { turnoverRemaining } from './turnover.ts';
import type { WalletService } from './wallet.service.ts';
import * as repo from './withdrawals.repository.ts';

/**
 * The keyed hash that finds a bank account bound twice without storing the number in the clear
 * (the re-seal command recomputes it under the current key).
 */
export function accountNumberHash(key: Buffer, brandId: number, accountNumber: string): string {
  return createHmac('sha256', key).update(`${brandId}:${accountNumber}`).digest('hex');
}

type Row = repo.WithdrawalRow;

/**
 * The proof images a withdrawal takes with it, claimed for it in the same transaction. The
 * payments module's uploads, passed in at wiring (the wallet does not call payments).
 */
export interface ProofClaims {
  claim(trx: Trx, brand: Brand, memberId: bigint, ids: string[], purpose: string): Promise<void>;
}

/**
 * A member's own daily withdrawal limit (minor units over the last 24 hours; null: the brand's
 * limits only): the VIP level's (issue 19), a port of the vip module filled at wiring.
 */
export type WithdrawalDailyLimit = (trx: Trx, brand: Brand, memberId: bigint) => Promise<bigint | null>;

/**
 * Withdrawals: bank accounts in the member's own name, a request that holds the amount at once
 * (MAIN to the member's WITHDRAWAL_HOLD), then paid (on to PAYMENT_CLEARING) or rejected (back to
 * MAIN), and the confirmation of spec section 4 after payment (ADR 0013).
 */
export class WithdrawalService {
  readonly #db: Db;
  readonly #wallet: WalletService;
  readonly #bonus: BonusService | null;
  readonly #inbox: InboxService;
  readonly #uploads: ProofClaims;
  readonly #key: KeyRing;
  readonly #events: EventBus;
  readonly #now: () => Date;
  readonly #dailyLimit: WithdrawalDailyLimit | null;
  readonly #clearingPerMember: boolean;

  constructor(deps: {
    db: Db;
    wallet: WalletService;
    /** The bonus wallet: a withdrawal while a bonus is active forfeits it or is refused. */
    bonus?: BonusService;
    inbox: InboxService;
    uploads: ProofClaims;
    key: KeyRing;
    /** Wakes the outbox dispatchers after a payment's event commits. */
    events: EventBus;
    now: () => Date;
    /** The member's own daily amount limit (the VIP level's); absent: none. */
    dailyLimit?: WithdrawalDailyLimit | undefined;
    /** Pay into the member's own PAYMENT_CLEARING account (ADR 0052; default) or the brand's. */
    clearingPerMember?: boolean;
  }) {
    this.#clearingPerMember = deps.clearingPerMember ?? true;
    this.#dailyLimit = deps.dailyLimit ?? null;
    this.#db = deps.db;
    this.#wallet = deps.wallet;
    this.#bonus = deps.bonus ?? null;
    this.#inbox = deps.inbox;
    this.#uploads = deps.uploads;
    this.#key = deps.key;
    this.#events = deps.events;
    this.#now = deps.now;
  }

  // Bank accounts.

  async bankAccounts(brand: Brand, memberId: bigint): Promise<TBankAccount[]> {
    const rows = await repo.bankAccountsOf(this.#db, brand.id, memberId);
    return rows.map((r) => ({
      id: String(r.id),
      bankName: r.bank_name,
      accountNumberMasked: `····${r.account_number_last4}`,
      accountName: r.account_name,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** Binds a bank account in the member's bank account name (which must be set first). */
  async addBankAccount(
    brand: Brand,
    memberId: bigint,
    input: { bankName: string; accountNumber: string },
  ): Promise<TBankAccount> {
    if (!brand.settings.wallet.banks.includes(input.bankName)) throw new AppError('VALIDATION_ERROR');
    const member = await this.#member(brand, memberId);
    if (!member.payee_name) throw new AppError('PAYEE_NAME_REQUIRED');
    // Every key of the ring: an account bound before a key rotation has its hash under the
    // previous key until `npm run secrets:reseal` rewrites it, and is still the same account.
    const hashes = ringKeys(this.#key).map((k) => accountNumberHash(k.key, brand.id, input.accountNumber));
    const hash = hashes[0] as string;
    const id = await this.#db.transaction().execute(async (trx) => {
      // The member row is the lock that keeps two binds from passing the limit together.
      await lockMember(trx, memberId);
      const existing = await repo.boundAccountNumbers(trx, brand.id, memberId);
      // An account sealed under a key this node lacks has a hash nothing here can match, so a
      // duplicate would slip through: refuse (SECRET_UNAVAILABLE) rather than guess.
      for (const e of existing) unsealForRequest(this.#key, e.account_number_sealed);
      if (existing.some((e) => hashes.includes(e.account_number_hash))) throw new AppError('ALREADY_BOUND');
      if (existing.length >= BANK_ACCOUNT_LIMIT) {
        throw new AppError('BANK_ACCOUNT_LIMIT', { params: { max: BANK_ACCOUNT_LIMIT } });
      }
      return repo.insertBankAccount(trx, {
        merchant_id: brand.id,
        member_id: memberId,
        bank_name: input.bankName,
        account_number_sealed: seal(this.#key, input.accountNumber),
        account_number_hash: hash,
        account_number_last4: input.accountNumber.slice(-4),
        account_name: member.payee_name as string,
      });
    });
    const accounts = await this.bankAccounts(brand, memberId);
    return accounts.find((a) => a.id === String(id)) as TBankAccount;
  }

  // Requests.

  async info(brand: Brand, memberId: bigint): Promise<TWithdrawalInfo> {
    const w = brand.settings.wallet;
    const [member, main, remaining, today, accounts] = await Promise.all([
      this.#member(brand, memberId),
      balanceOf(this.#db, brand.id, memberId, 'MAIN'),
      turnoverRemaining(this.#db, brand, memberId),
      this.#todayCount(this.#db, brand, memberId),
      this.bankAccounts(brand, memberId),
    ]);
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      withdrawable: moneyText(brand, main),
      min: moneyText(brand, BigInt(w.withdrawalMinMinor)),
      max: moneyText(brand, BigInt(w.withdrawalMaxMinor)),
      todayCount: today,
      dailyCount: w.withdrawalsPerDay,
      turnoverRemaining: moneyText(brand, remaining),
      hasPayeeName: member.payee_name !== null,
      hasPaymentPassword: member.payment_password_hash !== null,
      bankAccounts: accounts,
      banks: w.banks,
    };
  }

  /** Requests in the last 24 hours count against the daily limit. */
  #todayCount(db: Db | Trx, brand: Brand, memberId: bigint): Promise<number> {
    const since = new Date(this.#now().getTime() - 24 * 3_600_000);
    return repo.countRequestsSince(db, brand.id, memberId, since);
  }

  /** The member's row (payee name, payment password) through the member module. */
  async #member(brand: Brand, memberId: bigint) {
    const member = await findMemberById(this.#db, brand.id, memberId);
    if (!member) throw new Error(`member ${memberId} not found`);
    return member;
  }

  /**
   * A withdrawal request: the payment password, the bank account, the amount within the brand's
   * limits, the daily count, the wagering requirement; then the amount is held in the same
   * transaction as the request row, or refused with INSUFFICIENT_FUNDS.
   */
  async request(
    brand: Brand,
    memberId: bigint,
    input: {
      bankAccountId: string;
      amount: string;
      paymentPassword: string;
      requestId: string;
      forfeitBonus?: boolean | undefined;
    },
  ): Promise<TWithdrawal> {
    const w = brand.settings.wallet;
    const amount = readAmount(brand, input.amount);
    await this.#checkPaymentPassword(brand, memberId, input.paymentPassword);
    const account = await repo.findBankAccount(this.#db, brand.id, memberId, BigInt(input.bankAccountId));
    if (!account) throw new AppError('NOT_FOUND');
    checkRange(brand, amount, BigInt(w.withdrawalMinMinor), BigInt(w.withdrawalMaxMinor));

    const { withdrawalId } = await this.#db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${memberId}`,
          key: `withdrawal:${input.requestId}`,
          request: { bankAccountId: input.bankAccountId, amount },
        },
        async () => {
          // One request at a time per member: the main wallet row is locked by the hold below, but
          // the limits are read before it, so the member row serialises them.
          await lockMember(trx, memberId);
          if ((await this.#todayCount(trx, brand, memberId)) >= w.withdrawalsPerDay) {
            throw new AppError('WITHDRAWAL_LIMIT');
          }
          const dailyLimit = await this.#dailyLimit?.(trx, brand, memberId);
          if (dailyLimit != null) {
            const since = new Date(this.#now().getTime() - 24 * 3_600_000);
            const used = await repo.amountRequestedSince(trx, brand.id, memberId, since);
            if (used + amount > dailyLimit)
              throw new AppError('WITHDRAWAL_DAILY_AMOUNT', {
                params: { limit: groupMoney(moneyText(brand, dailyLimit)) },
              });
          }
          const remaining = await turnoverRemaining(trx, brand, memberId);
          if (remaining > 0n) {
            throw new AppError('TURNOVER_NOT_MET', {
              params: { remaining: groupMoney(moneyText(brand, remaining)) },
            });
          }
          // An active bonus: refused (BONUS_ACTIVE) unless the member agreed to give it up, which
          // happens here, in the withdrawal's transaction (ADR 0039).
          await this.#bonus?.beforeWithdrawal(trx, brand, memberId, input.forfeitBonus === true);
          const id = await repo.insertWithdrawal(trx, {
            merchant_id: brand.id,
            member_id: memberId,
            bank_account_id: account.id,
            amount,
            currency: brand.currency,
            status: 'PENDING',
            request_id: input.requestId,
          });
          await post(trx, {
            merchantId: brand.id,
            currency: brand.currency,
            kind: 'WITHDRAWAL_HOLD',
            idempotencyKey: `withdrawal:${id}:hold`,
            reference: `withdrawal:${id}`,
            postings: [
              { account: { merchantId: brand.id, kind: 'MAIN', memberId }, amount: -amount },
              { account: { merchantId: brand.id, kind: 'WITHDRAWAL_HOLD', memberId }, amount },
            ],
          });
          return { withdrawalId: String(id) };
        },
      ),
    );
    // A forfeited bonus's `bonus.ended` is told live by its subscriber.
    wakeDispatchers(this.#events);
    await this.#wallet.publishBalances(brand, [memberId]);
    return this.get(brand, memberId, withdrawalId);
  }

  #checkPaymentPassword(brand: Brand, memberId: bigint, password: string): Promise<void> {
    return checkPaymentPassword(this.#db, brand, memberId, password, this.#now());
  }

  async list(
    brand: Brand,
    memberId: bigint,
    query: { status?: WithdrawalsTable['status'] | undefined; pageNo: number; pageSize: number },
  ): Promise<TPage<TWithdrawal>> {
    return paginate(
      query,
      () => repo.countMemberWithdrawals(this.#db, brand.id, memberId, query.status),
      (window) => repo.memberWithdrawalsPage(this.#db, brand.id, memberId, query.status, window),
      (row) => this.#view(brand, row),
    );
  }

  async get(brand: Brand, memberId: bigint | null, id: string): Promise<TWithdrawal> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    const row = await repo.findWithdrawal(this.#db, brand.id, BigInt(id), memberId);
    if (!row) throw new AppError('NOT_FOUND');
    return this.#view(brand, row);
  }

  // Operators.

  /**
   * Pays a pending withdrawal: the held amount leaves for the member's bank, with its
   * `withdrawal.paid` event. The live balance follows from the event (wallet.subscribers.ts).
   */
  async approve(
    brand: Brand,
    id: string,
    operatorId: number,
    reference: string | null,
    audit?: AuditInTransaction,
  ): Promise<TWithdrawal> {
    const minutes = brand.settings.wallet.autoConfirmMinutes;
    const row = await this.#transition(
      brand,
      id,
      ['PENDING'],
      async (trx, w) => {
        await post(trx, {
          merchantId: brand.id,
          currency: brand.currency,
          kind: 'WITHDRAWAL_PAID',
          idempotencyKey: `withdrawal:${w.id}:paid`,
          reference: `withdrawal:${w.id}`,
          postings: [
            {
              account: { merchantId: brand.id, kind: 'WITHDRAWAL_HOLD', memberId: w.member_id },
              amount: -w.amount,
            },
            { account: paymentClearing(brand.id, w.member_id, this.#clearingPerMember), amount: w.amount },
          ],
        });
        const now = this.#now();
        // After the posting, which locked the member's hold (ADR 0021: order per member).
        await appendEvent(trx, {
          type: 'withdrawal.paid',
          aggregate: 'member',
          aggregateId: w.member_id,
          merchantId: brand.id,
          payload: {
            memberId: String(w.member_id),
            withdrawalId: String(w.id),
            amount: String(w.amount),
            currency: brand.currency,
            paidAt: now.toISOString(),
          },
        });
        return {
          status: 'PAID',
          confirmation: 'AWAITING',
          payment_reference: reference,
          decided_by: operatorId,
          decided_at: now,
          auto_confirm_at: new Date(now.getTime() + minutes * 60_000),
        };
      },
      null,
      audit,
    );
    wakeDispatchers(this.#events);
    await this.#tell(brand, row, {
      kind: 'WITHDRAWAL_APPROVED',
      amount: '',
      bank: row.bank_name,
      last4: row.account_number_last4,
      minutes,
    });
    return this.#view(brand, row);
  }

  /** Refuses a pending withdrawal: the held amount goes back to the main wallet. */
  async reject(
    brand: Brand,
    id: string,
    operatorId: number,
    reason: string | null,
    audit?: AuditInTransaction,
  ): Promise<TWithdrawal> {
    const row = await this.#transition(
      brand,
      id,
      ['PENDING'],
      async (trx, w) => {
        await this.#release(trx, brand, w, 'WITHDRAWAL_HOLD', 'release');
        return { status: 'REJECTED', reason, decided_by: operatorId, decided_at: this.#now() };
      },
      null,
      audit,
    );
    await this.#tell(brand, row, { kind: 'WITHDRAWAL_REJECTED', amount: '', reason });
    await this.#wallet.publishBalances(brand, [row.member_id]);
    return this.#view(brand, row);
  }

  /**
   * The operator's answer to a paid or disputed withdrawal: FULL_PAYMENT (the payment was made in
   * full, with evidence) or FORCED_RECEIPT close it as received and return nothing; REFUND (the
   * payment really did not arrive) returns the amount to the main wallet (ADR 0013).
   */
  async resolve(
    brand: Brand,
    id: string,
    operatorId: number,
    outcome: 'FULL_PAYMENT' | 'FORCED_RECEIPT' | 'REFUND',
    note: string | null,
    audit?: AuditInTransaction,
  ): Promise<TWithdrawal> {
    const from: WithdrawalsTable['status'][] =
      outcome === 'FULL_PAYMENT' ? ['DISPUTED'] : ['PAID', 'DISPUTED'];
    const row = await this.#transition(
      brand,
      id,
      from,
      async (trx, w) => {
        if (outcome === 'REFUND') {
          await this.#release(trx, brand, w, 'PAYMENT_CLEARING', 'refund');
          return { status: 'REFUNDED', reason: note, decided_by: operatorId, completed_at: this.#now() };
        }
        return {
          status: 'COMPLETED',
          confirmation: outcome,
          reason: note,
          decided_by: operatorId,
          completed_at: this.#now(),
        };
      },
      null,
      audit,
    );
    if (outcome === 'REFUND') {
      await this.#tell(brand, row, { kind: 'WITHDRAWAL_REFUNDED', amount: '' });
      await this.#wallet.publishBalances(brand, [row.member_id]);
    }
    return this.#view(brand, row);
  }

  // The member's confirmation.

  async confirm(
    brand: Brand,
    memberId: bigint,
    id: string,
    input: { action: 'RECEIVED' | 'NOT_RECEIVED'; proofIds: string[] },
  ): Promise<TWithdrawal> {
    if (input.action === 'NOT_RECEIVED' && input.proofIds.length === 0) throw new AppError('UPLOAD_INVALID');
    const row = await this.#transition(
      brand,
      id,
      ['PAID'],
      async (trx, w) => {
        if (w.confirmation !== 'AWAITING') throw new AppError('INVALID_STATE');
        if (input.action === 'RECEIVED') {
          return { status: 'COMPLETED', confirmation: 'RECEIVED', completed_at: this.#now() };
        }
        await this.#uploads.claim(trx, brand, memberId, input.proofIds, `withdrawal:${w.id}`);
        return { status: 'DISPUTED', confirmation: 'NOT_RECEIVED', proof_ids: input.proofIds };
      },
      memberId,
    );
    return this.#view(brand, row);
  }

  /** Paid withdrawals nobody confirmed count as received after the brand's minutes. Safe on every node. */
  async autoConfirm(): Promise<number> {
    return repo.autoConfirmDue(this.#db, this.#now());
  }

  async listForOperator(brand: Brand, status: WithdrawalsTable['status'] | null, limit = 100) {
    const rows = await repo.operatorWithdrawals(this.#db, brand.id, status, limit);
    const accounts = await memberAccountsOf(
      this.#db,
      brand.id,
      rows.map((r) => r.member_id),
    );
    return rows.map((r) => ({
      id: String(r.id),
      account: accounts.get(r.member_id) as string,
      amount: moneyText(brand, r.amount),
      status: r.status,
      confirmation: r.confirmation,
      reason: r.reason,
      proofIds: r.proof_ids,
      bank: `${r.bank_name} ····${r.account_number_last4}`,
      accountName: r.account_name,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** Locks the withdrawal, checks its state, applies the change in the same transaction. */
  async #transition(
    brand: Brand,
    id: string,
    from: WithdrawalsTable['status'][],
    change: (trx: Trx, w: Row) => Promise<repo.WithdrawalChange>,
    memberId: bigint | null = null,
    audit?: AuditInTransaction,
  ): Promise<Row> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    return this.#db.transaction().execute(async (trx) => {
      const w = await repo.findWithdrawal(trx, brand.id, BigInt(id), memberId, true);
      if (!w) throw new AppError('NOT_FOUND');
      if (!from.includes(w.status)) throw new AppError('INVALID_STATE');
      const set = await change(trx, w);
      await repo.updateWithdrawal(trx, w.id, set);
      await audit?.(trx, {
        before: { status: w.status, confirmation: w.confirmation, amount: String(w.amount) },
        after: { status: set.status ?? w.status, confirmation: set.confirmation ?? w.confirmation },
      });
      return (await repo.findWithdrawal(trx, brand.id, w.id, null)) as Row;
    });
  }

  /** Money back to the member's main wallet, from the hold (rejected) or the clearing account (refund). */
  async #release(trx: Trx, brand: Brand, w: Row, from: 'WITHDRAWAL_HOLD' | 'PAYMENT_CLEARING', what: string) {
    await post(trx, {
      merchantId: brand.id,
      currency: brand.currency,
      kind: 'WITHDRAWAL_RETURNED',
      idempotencyKey: `withdrawal:${w.id}:${what}`,
      reference: `withdrawal:${w.id}`,
      postings: [
        {
          // Both are the member's own (the clearing account unless set to the brand's single row;
          // a refund of a withdrawal paid into the brand's row before ADR 0052 takes it from the
          // member's: the brand's clearing balance, their sum, is the same).
          account:
            from === 'WITHDRAWAL_HOLD'
              ? { merchantId: brand.id, kind: from, memberId: w.member_id }
              : paymentClearing(brand.id, w.member_id, this.#clearingPerMember),
          amount: -w.amount,
        },
        { account: { merchantId: brand.id, kind: 'MAIN', memberId: w.member_id }, amount: w.amount },
      ],
    });
  }

  #view(brand: Brand, r: Row): TWithdrawal {
    return {
      id: String(r.id),
      amount: moneyText(brand, r.amount),
      status: r.status,
      confirmation: r.confirmation,
      bankName: r.bank_name,
      accountNumberMasked: `····${r.account_number_last4}`,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at?.toISOString() ?? null,
      autoConfirmAt:
        r.status === 'PAID' && r.confirmation === 'AWAITING'
          ? (r.auto_confirm_at?.toISOString() ?? null)
          : null,
    };
  }

  async #tell(brand: Brand, w: Row, event: MoneyEvent): Promise<void> {
    const language = (await this.#inbox.languageOf({
      merchantId: brand.id,
      memberId: w.member_id,
    })) as LanguageCode;
    const filled = { ...event, amount: groupMoney(moneyText(brand, w.amount)) } as MoneyEvent;
    await this.#inbox.send({
      merchantId: brand.id,
      memberId: w.member_id,
      language: null,
      ...moneyMessage(language, filled, brand.currency),
    });
  }
}
