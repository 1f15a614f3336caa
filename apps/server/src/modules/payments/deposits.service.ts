import type { LanguageCode, TDeposit, TOnlineDepositStart, TPage, TPaymentMethod } from '@portal/contracts';
import { groupMoney, isWalletNumber, normaliseWalletNumber } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { DepositsTable } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/events.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { InboxService } from '../content/inbox.service.ts';
import { paymentClearing, post } from '../ledger/ledger.ts';
import { memberAccountsOf } from '../member/members.ts';
import { checkRange, moneyText, readAmount } from '../wallet/amounts.ts';
import { type MoneyEvent, moneyMessage } from '../wallet/money-messages.ts';
import { addDepositRequirement } from '../wallet/turnover.ts';
import * as repo from './deposits.repository.ts';
import { type PaymentProvider, ProviderError } from './sandbox-provider.ts';
import type { UploadService } from './uploads.service.ts';

type DepositRow = repo.LockedDeposit;

/** The provider's reference for a deposit, and back. */
const referenceOf = (depositId: bigint) => `dep-${depositId}`;
const depositIdOf = (reference: string): bigint | null => {
  const match = /^dep-(\d{1,18})$/.exec(reference);
  return match ? BigInt(match[1] as string) : null;
};

export type WebhookAnswer = { status: 200 | 401 | 404 | 409; outcome: string };

/**
 * Deposits (depositv2): online payments through a provider, credited on its signed notification
 * exactly once; and bank transfers with proof, credited when an operator approves them.
 */
export class DepositService {
  readonly #db: Db;
  readonly #provider: PaymentProvider | null;
  readonly #inbox: InboxService;
  readonly #uploads: UploadService;
  readonly #webhookOrigin: string;
  readonly #events: EventBus;
  readonly #now: () => Date;
  readonly #clearingPerMember: boolean;

  constructor(deps: {
    db: Db;
    provider: PaymentProvider | null;
    inbox: InboxService;
    uploads: UploadService;
    webhookOrigin: string;
    /** Wakes the outbox dispatchers after a credit's event commits. */
    events: EventBus;
    now: () => Date;
    /** Credit from the member's own PAYMENT_CLEARING account (ADR 0052; default) or the brand's. */
    clearingPerMember?: boolean;
  }) {
    this.#clearingPerMember = deps.clearingPerMember ?? true;
    this.#db = deps.db;
    this.#provider = deps.provider;
    this.#inbox = deps.inbox;
    this.#uploads = deps.uploads;
    this.#webhookOrigin = deps.webhookOrigin;
    this.#events = deps.events;
    this.#now = deps.now;
  }

  async methods(brand: Brand): Promise<TPaymentMethod[]> {
    const rows = await repo.enabledMethods(this.#db, brand.id);
    return rows
      .filter((m) => m.kind !== 'ONLINE' || this.#provider !== null)
      .map((m) => ({
        id: String(m.id),
        kind: m.kind,
        name: m.name,
        min: moneyText(brand, m.min_amount),
        max: moneyText(brand, m.max_amount),
        presets: m.presets.map((p) => moneyText(brand, BigInt(p))),
        bank: m.kind === 'BANK_TRANSFER' ? m.bank : null,
        channel: m.channel,
      }));
  }

  async #method(brand: Brand, methodId: string, kind: 'ONLINE' | 'BANK_TRANSFER') {
    const method = await repo.findEnabledMethod(this.#db, brand.id, BigInt(methodId), kind);
    if (!method) throw new AppError('NOT_FOUND');
    return method;
  }

  /** Starts an online payment: a pending deposit, then the provider's payment page to go to. */
  async startOnline(
    brand: Brand,
    member: { id: bigint; account: string },
    input: { methodId: string; amount: string; requestId: string; walletNumber?: string | undefined },
    context: { returnOrigin: string; language: LanguageCode },
  ): Promise<TOnlineDepositStart> {
    if (!this.#provider) throw new AppError('FEATURE_DISABLED');
    const method = await this.#method(brand, input.methodId, 'ONLINE');
    const amount = readAmount(brand, input.amount);
    checkRange(brand, amount, method.min_amount, method.max_amount);
    // A mobile wallet pays from the payer's wallet number, of the wallet's country (ADR 0047).
    let walletNumber: string | null = null;
    if (method.channel) {
      const given = input.walletNumber ?? '';
      if (!isWalletNumber(method.channel, given)) throw new AppError('INVALID_PHONE');
      walletNumber = normaliseWalletNumber(method.channel, given);
    }
    const { depositId } = await this.#db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${member.id}`,
          key: `deposit:${input.requestId}`,
          request: { methodId: input.methodId, amount, ...(walletNumber ? { walletNumber } : {}) },
        },
        async () => {
          const id = await repo.insertDeposit(trx, {
            merchant_id: brand.id,
            member_id: member.id,
            method_id: method.id,
            amount,
            currency: brand.currency,
            status: 'PENDING',
            request_id: input.requestId,
          });
          return { depositId: String(id) };
        },
      ),
    );
    const id = BigInt(depositId);
    let payment: Awaited<ReturnType<PaymentProvider['createPayment']>>;
    try {
      // The provider is idempotent by reference, so a retried request finds the same payment.
      payment = await this.#provider.createPayment({
        reference: referenceOf(id),
        amountMinor: amount,
        currency: brand.currency,
        exponent: brand.currencyExponent,
        description: `${brand.name} deposit ${referenceOf(id)}`,
        returnUrl: `${context.returnOrigin}/member?page=depositv2&deposit=${id}`,
        webhookUrl: `${this.#webhookOrigin}/hooks/payments/${this.#provider.name}`,
        customerId: `${brand.code}:${member.account}`,
        locale: context.language,
        method: method.channel && walletNumber ? { channel: method.channel, account: walletNumber } : null,
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await this.#fail(brand, id, 'provider unreachable', { notify: false, onlyIfPending: true });
      throw new AppError('PAYMENT_PROVIDER_ERROR', { cause: error });
    }
    await repo.setProviderPaymentId(this.#db, id, payment.id);
    return { deposit: await this.get(brand, member.id, depositId), redirectUrl: payment.checkoutUrl };
  }

  /** A bank transfer the member made: waits for an operator with its reference and proof. */
  async bankTransfer(
    brand: Brand,
    memberId: bigint,
    input: { methodId: string; amount: string; reference: string; proofIds: string[]; requestId: string },
  ): Promise<TDeposit> {
    const method = await this.#method(brand, input.methodId, 'BANK_TRANSFER');
    const amount = readAmount(brand, input.amount);
    checkRange(brand, amount, method.min_amount, method.max_amount);
    const { depositId } = await this.#db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${memberId}`,
          key: `deposit:${input.requestId}`,
          request: { methodId: input.methodId, amount, reference: input.reference, proofIds: input.proofIds },
        },
        async () => {
          const id = await repo.insertDeposit(trx, {
            merchant_id: brand.id,
            member_id: memberId,
            method_id: method.id,
            amount,
            currency: brand.currency,
            status: 'AWAITING_REVIEW',
            request_id: input.requestId,
            reference: input.reference,
            proof_ids: input.proofIds,
          });
          await this.#uploads.claim(trx, brand, memberId, input.proofIds, `deposit:${id}`);
          return { depositId: String(id) };
        },
      ),
    );
    return this.get(brand, memberId, depositId);
  }

  async list(
    brand: Brand,
    memberId: bigint,
    query: { status?: DepositsTable['status'] | undefined; pageNo: number; pageSize: number },
  ): Promise<TPage<TDeposit>> {
    return paginate(
      query,
      () => repo.countMemberDeposits(this.#db, brand.id, memberId, query.status),
      (window) => repo.memberDepositsPage(this.#db, brand.id, memberId, query.status, window),
      (row) => this.#view(brand, row),
    );
  }

  /** One of the member's deposits; another member's is NOT_FOUND. */
  async get(brand: Brand, memberId: bigint | null, id: string): Promise<TDeposit> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    const row = await repo.findDeposit(this.#db, brand.id, BigInt(id), memberId);
    if (!row) throw new AppError('NOT_FOUND');
    return this.#view(brand, row);
  }

  #view(brand: Brand, row: repo.DepositView): TDeposit {
    return {
      id: String(row.id),
      kind: row.kind,
      methodName: row.name,
      amount: moneyText(brand, row.amount),
      status: row.status,
      reference: row.reference,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      completedAt: row.completed_at?.toISOString() ?? null,
    };
  }

  /**
   * A provider notification. Only a valid signature is read; the deposit must exist and match in
   * amount and currency; the same event twice changes nothing. Answers what the provider should be
   * told (2xx stops its retries).
   */
  async handleEvent(
    brands: (id: number) => Promise<Brand | null>,
    rawBody: string,
    signature: string | undefined,
  ): Promise<WebhookAnswer> {
    if (!this.#provider) return { status: 404, outcome: 'no provider' };
    const event = this.#provider.readEvent(rawBody, signature);
    if (!event) return { status: 401, outcome: 'bad signature' };
    const depositId = depositIdOf(event.data.reference);
    const deposit = depositId ? await repo.findDepositForNotice(this.#db, depositId) : undefined;
    const record = async (outcome: string) => {
      await repo.recordPaymentEvent(this.#db, {
        event_id: event.id,
        provider: this.#provider?.name ?? 'unknown',
        type: event.type,
        deposit_id: deposit?.id ?? null,
        outcome,
      });
    };
    if (!deposit) {
      await record('unknown reference');
      return { status: 404, outcome: 'unknown reference' };
    }
    const matches =
      event.data.amount === deposit.amount.toString() &&
      event.data.currency === deposit.currency &&
      (deposit.provider_payment_id === null || deposit.provider_payment_id === event.data.id);
    if (!matches) {
      await record('mismatch');
      return { status: 409, outcome: 'mismatch' };
    }
    const brand = await brands(deposit.merchant_id);
    if (!brand) return { status: 404, outcome: 'unknown brand' };
    if (event.type === 'payment.succeeded') {
      const credited = await this.#credit(brand, deposit.id, null);
      await record(credited ? 'credited' : 'duplicate');
      return { status: 200, outcome: credited ? 'credited' : 'duplicate' };
    }
    const failed = await this.#fail(brand, deposit.id, event.data.failureReason ?? 'declined', {
      notify: true,
      onlyIfPending: true,
    });
    await record(failed ? 'failed' : 'duplicate');
    return { status: 200, outcome: failed ? 'failed' : 'duplicate' };
  }

  /** Operators: approve a bank transfer (credits it). */
  async approve(
    brand: Brand,
    depositId: string,
    operatorId: number,
    audit?: AuditInTransaction,
  ): Promise<TDeposit> {
    await this.get(brand, null, depositId);
    const credited = await this.#credit(brand, BigInt(depositId), operatorId, ['AWAITING_REVIEW'], audit);
    if (!credited) throw new AppError('INVALID_STATE');
    return this.get(brand, null, depositId);
  }

  /** Operators: refuse a bank transfer (nothing was credited; the member is told why). */
  async reject(
    brand: Brand,
    depositId: string,
    operatorId: number,
    reason: string | null,
    audit?: AuditInTransaction,
  ): Promise<TDeposit> {
    await this.get(brand, null, depositId);
    const done = await this.#fail(brand, BigInt(depositId), reason, {
      notify: true,
      onlyIfPending: false,
      status: 'REJECTED',
      operatorId,
      audit,
    });
    if (!done) throw new AppError('INVALID_STATE');
    return this.get(brand, null, depositId);
  }

  async listForOperator(brand: Brand, status: DepositsTable['status'] | null, limit = 100) {
    const rows = await repo.operatorDeposits(this.#db, brand.id, status, limit);
    const accounts = await memberAccountsOf(
      this.#db,
      brand.id,
      rows.map((r) => r.member_id),
    );
    return rows.map((r) => ({
      id: String(r.id),
      account: accounts.get(r.member_id) as string,
      method: r.method,
      kind: r.kind,
      amount: moneyText(brand, r.amount),
      status: r.status,
      reference: r.reference,
      proofIds: r.proof_ids,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
      completedAt: r.completed_at?.toISOString() ?? null,
    }));
  }

  /**
   * Credits a deposit once: the money moves from the member's payment-clearing account to the
   * member's main wallet with the deposit's turnover requirement, in one transaction with its new
   * status, and with its `deposit.credited` event. A late success after a failure is still
   * credited: the provider has the money. The live balance follows from the event (the wallet's
   * subscriber); the inbox message is sent here after the commit.
   */
  async #credit(
    brand: Brand,
    id: bigint,
    operatorId: number | null,
    from: DepositsTable['status'][] = ['PENDING', 'FAILED'],
    audit?: AuditInTransaction,
  ): Promise<boolean> {
    const credited = await this.#db.transaction().execute(async (trx) => {
      const d = await repo.lockDeposit(trx, brand.id, id);
      if (!d || !from.includes(d.status)) return null;
      await post(trx, {
        merchantId: brand.id,
        currency: brand.currency,
        kind: 'DEPOSIT',
        idempotencyKey: `deposit:${d.id}`,
        reference: `deposit:${d.id}`,
        postings: [
          {
            account: paymentClearing(brand.id, d.member_id, this.#clearingPerMember),
            amount: -d.amount,
          },
          { account: { merchantId: brand.id, kind: 'MAIN', memberId: d.member_id }, amount: d.amount },
        ],
      });
      await addDepositRequirement(trx, brand, d.member_id, d.id, d.amount);
      const completedAt = this.#now();
      await repo.updateDeposit(trx, d.id, {
        status: 'CREDITED',
        reason: null,
        completed_at: completedAt,
        decided_by: operatorId,
      });
      await audit?.(trx, {
        before: { status: d.status, amount: String(d.amount) },
        after: { status: 'CREDITED' },
      });
      // After the posting, which locked the member's wallet (ADR 0021: order per member).
      await appendEvent(trx, {
        type: 'deposit.credited',
        aggregate: 'member',
        aggregateId: d.member_id,
        merchantId: brand.id,
        payload: {
          memberId: String(d.member_id),
          depositId: String(d.id),
          amount: String(d.amount),
          currency: d.currency,
          creditedAt: completedAt.toISOString(),
        },
      });
      return d;
    });
    if (!credited) return false;
    wakeDispatchers(this.#events);
    await this.#afterChange(brand, credited, { kind: 'DEPOSIT_CREDITED', amount: '', method: '' });
    return true;
  }

  async #fail(
    brand: Brand,
    id: bigint,
    reason: string | null,
    options: {
      notify: boolean;
      onlyIfPending: boolean;
      status?: 'FAILED' | 'REJECTED';
      operatorId?: number;
      audit?: AuditInTransaction | undefined;
    },
  ): Promise<boolean> {
    const failed = await this.#db.transaction().execute(async (trx) => {
      const d = await repo.lockDeposit(trx, brand.id, id);
      const allowed: DepositsTable['status'][] = options.onlyIfPending ? ['PENDING'] : ['AWAITING_REVIEW'];
      if (!d || !allowed.includes(d.status)) return null;
      await repo.updateDeposit(trx, d.id, {
        status: options.status ?? 'FAILED',
        reason,
        completed_at: this.#now(),
        decided_by: options.operatorId ?? null,
      });
      await options.audit?.(trx, {
        before: { status: d.status, amount: String(d.amount) },
        after: { status: options.status ?? 'FAILED', reason },
      });
      return d;
    });
    if (!failed) return false;
    if (options.notify)
      await this.#afterChange(brand, failed, { kind: 'DEPOSIT_FAILED', amount: '', method: '', reason });
    return true;
  }

  /**
   * After the commit: the inbox message (in the member's language). The live balance after a
   * credit comes from the `deposit.credited` event (wallet.subscribers.ts); a failure moves none.
   */
  async #afterChange(brand: Brand, d: DepositRow, event: MoneyEvent): Promise<void> {
    const method = await repo.methodName(this.#db, d.method_id);
    const reader = { merchantId: brand.id, memberId: d.member_id };
    const language = (await this.#inbox.languageOf(reader)) as LanguageCode;
    const filled = {
      ...event,
      amount: groupMoney(moneyText(brand, d.amount)),
      method,
    } as MoneyEvent;
    const message = moneyMessage(language, filled, brand.currency);
    await this.#inbox.send({ merchantId: brand.id, memberId: d.member_id, language: null, ...message });
  }
}
