import {
  DEFAULT_AGENT_SETTINGS,
  groupMoney,
  type TAgentSettings,
  type TLiveEvent,
  type TPage,
} from '@portal/contracts';
import type { TAgentTransfer, TAgentTransferInfo } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import { balanceOf, post } from '../ledger/ledger.ts';
import { findMemberByAccount, findMemberById, lockMember, memberAccountsOf } from '../member/members.ts';
import { moneyText, readAmount } from '../wallet/amounts.ts';
import { checkPaymentPassword } from '../wallet/payment-password.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { AgentTransferRelation, AgentTransferRow } from './agents.tables.ts';
import * as repo from './transfers.repository.ts';

/** The journal kind of an upline/downline transfer (the records read it). */
export const AGENT_TRANSFER_KIND = 'AGENT_TRANSFER';

export const agentSettingsOf = (brand: Brand): TAgentSettings =>
  brand.settings.agents ?? DEFAULT_AGENT_SETTINGS;

/** The UTC day's start of an instant: the daily limit's day (brand settings: "a day (UTC)"). */
const utcDayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export interface TransferRequest {
  to: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
  remark?: string | undefined;
}

/**
 * Upline/downline transfers (spec: transferUpline; ADR 0036). An agent sends money from its main
 * wallet to a direct downline's (member or agent) when the brand allows it, and a sub-agent to
 * its direct upline when the brand allows that; nobody else is reachable, and whoever is not a
 * direct downline or the upline is answered the same way whether or not the account exists.
 * The payment password is the withdrawals' (one throttle); the sender's daily total (UTC day,
 * both directions) and the brand's minimum apply; the money moves in one journal entry, in the
 * transaction that claims the request id and writes the transfer row and its domain event.
 */
export class AgentTransferService {
  readonly #db: Db;
  readonly #wallet: WalletService;
  readonly #events: EventBus;
  readonly #now: () => Date;

  constructor(deps: { db: Db; wallet: WalletService; events: EventBus; now: () => Date }) {
    this.#db = deps.db;
    this.#wallet = deps.wallet;
    this.#events = deps.events;
    this.#now = deps.now;
  }

  async info(brand: Brand, agentId: bigint): Promise<TAgentTransferInfo> {
    const settings = agentSettingsOf(brand).transfers;
    const agent = await findMemberById(this.#db, brand.id, agentId);
    if (!agent) throw new AppError('NOT_FOUND');
    const [balance, sentToday, upline] = await Promise.all([
      balanceOf(this.#db, brand.id, agentId, 'MAIN'),
      repo.sentSince(this.#db, brand.id, agentId, utcDayStart(this.#now())),
      agent.parent_id === null ? undefined : findMemberById(this.#db, brand.id, agent.parent_id),
    ]);
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      balance: moneyText(brand, balance),
      upline: upline ? { account: upline.account, nickname: upline.nickname } : null,
      canSendToDownline: settings.toDownline,
      canSendToUpline: settings.toUpline && upline?.status === 'active',
      minAmount: moneyText(brand, BigInt(settings.minMinor)),
      dailyLimit: moneyText(brand, BigInt(settings.dailyLimitMinor)),
      sentToday: moneyText(brand, sentToday),
      hasPaymentPassword: agent.payment_password_hash !== null,
    };
  }

  /**
   * What the recipient is to the sender, or the refusal: not a direct downline nor the direct
   * upline (of this brand: accounts are looked up in the sender's brand only) is
   * AGENT_TRANSFER_RECIPIENT_UNKNOWN, the same answer as for an account that does not exist.
   */
  #relation(
    brand: Brand,
    sender: { id: bigint; parent_id: bigint | null },
    recipient: { id: bigint; parent_id: bigint | null; status: string } | undefined,
  ): AgentTransferRelation {
    const settings = agentSettingsOf(brand).transfers;
    let relation: AgentTransferRelation;
    if (recipient && recipient.id !== sender.id && recipient.parent_id === sender.id) relation = 'DOWNLINE';
    else if (recipient && recipient.id !== sender.id && sender.parent_id === recipient.id)
      relation = 'UPLINE';
    else throw new AppError('AGENT_TRANSFER_RECIPIENT_UNKNOWN');
    if (relation === 'DOWNLINE' && !settings.toDownline)
      throw new AppError('AGENT_TRANSFER_TO_DOWNLINE_DISABLED');
    if (relation === 'UPLINE' && !settings.toUpline) throw new AppError('AGENT_TRANSFER_TO_UPLINE_DISABLED');
    if (recipient.status !== 'active') throw new AppError('AGENT_TRANSFER_RECIPIENT_DISABLED');
    return relation;
  }

  async transfer(
    brand: Brand,
    senderId: bigint,
    input: TransferRequest,
  ): Promise<{ transfer: TAgentTransfer; balance: string }> {
    const settings = agentSettingsOf(brand).transfers;
    const amount = readAmount(brand, input.amount);
    const remark = input.remark ? input.remark : null;
    // Checked before the payment password so a wrong account or amount costs no attempt; checked
    // again under the members' locks below.
    const sender = await findMemberById(this.#db, brand.id, senderId);
    if (!sender) throw new AppError('NOT_FOUND');
    const recipient = await findMemberByAccount(this.#db, brand.id, input.to);
    this.#relation(brand, sender, recipient);
    const min = BigInt(settings.minMinor);
    if (amount < min) {
      throw new AppError('AGENT_TRANSFER_BELOW_MIN', { params: { min: groupMoney(moneyText(brand, min)) } });
    }
    await checkPaymentPassword(this.#db, brand, senderId, input.paymentPassword, this.#now());
    const recipientId = (recipient as { id: bigint }).id;

    // Set by the work when it ran (not by a replay of the first answer).
    const done: { written?: { row: AgentTransferRow; recipientAccount: string } } = {};
    const answer = await this.#db.transaction().execute((trx) =>
      idempotent(
        trx,
        {
          merchantId: brand.id,
          scope: `member:${senderId}`,
          key: `agent-transfer:${input.requestId}`,
          request: { to: input.to, amount, remark },
        },
        async () => {
          // Both members locked, in id order (two agents sending to each other cannot deadlock):
          // the tree cannot move under the transfer, and one sender's transfers queue, so the
          // daily total is read after the previous one committed.
          for (const id of [senderId, recipientId].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
            await lockMember(trx, id);
          }
          const lockedSender = await findMemberById(trx, brand.id, senderId);
          const lockedRecipient = await findMemberById(trx, brand.id, recipientId);
          if (!lockedSender) throw new AppError('NOT_FOUND');
          const relation = this.#relation(brand, lockedSender, lockedRecipient);
          // The claim above answers a repeated request id; this holds even if claims are ever
          // pruned: a request id moves money once per sender, whatever its age.
          if (await repo.findByRequest(trx, senderId, input.requestId)) {
            throw new AppError('IDEMPOTENCY_CONFLICT');
          }
          const now = this.#now();
          const sent = await repo.sentSince(trx, brand.id, senderId, utcDayStart(now));
          const limit = BigInt(settings.dailyLimitMinor);
          if (sent + amount > limit) {
            const left = limit > sent ? limit - sent : 0n;
            throw new AppError('AGENT_TRANSFER_DAILY_LIMIT', {
              params: {
                limit: groupMoney(moneyText(brand, limit)),
                left: groupMoney(moneyText(brand, left)),
              },
            });
          }
          const id = await repo.nextTransferId(trx);
          // Refused as a whole (INSUFFICIENT_FUNDS) when the sender's main wallet would go below
          // zero: the ledger's CHECK decides, in the same statement that moves the money.
          const posted = await post(trx, {
            merchantId: brand.id,
            currency: brand.currency,
            kind: AGENT_TRANSFER_KIND,
            idempotencyKey: `agent-transfer:${id}`,
            reference: `agent-transfer:${id}`,
            metadata: { from: String(senderId), to: String(recipientId), relation },
            postings: [
              { account: { merchantId: brand.id, kind: 'MAIN', memberId: senderId }, amount: -amount },
              { account: { merchantId: brand.id, kind: 'MAIN', memberId: recipientId }, amount },
            ],
          });
          const row = await repo.insertTransfer(trx, {
            id,
            merchant_id: brand.id,
            from_member_id: senderId,
            to_member_id: recipientId,
            relation,
            amount,
            currency: brand.currency,
            remark,
            ledger_transaction_id: posted.transactionId,
            request_id: input.requestId,
            created_at: now,
          });
          // After the posting, which locked the sender's wallet (ADR 0021: order per member).
          await appendEvent(trx, {
            type: 'agent.transfer.completed',
            aggregate: 'member',
            aggregateId: senderId,
            merchantId: brand.id,
            payload: {
              transferId: String(id),
              fromMemberId: String(senderId),
              toMemberId: String(recipientId),
              relation,
              amount: String(amount),
              currency: brand.currency,
              ledgerTransactionId: String(posted.transactionId),
              completedAt: now.toISOString(),
            },
          });
          const lockedAccount = (lockedRecipient as { account: string }).account;
          done.written = { row, recipientAccount: lockedAccount };
          const balance = await balanceOf(trx, brand.id, senderId, 'MAIN');
          return {
            transfer: this.#view(brand, row, senderId, lockedAccount),
            balance: moneyText(brand, balance),
          };
        },
      ),
    );
    // A replay (the same request id again) changed nothing and tells no one.
    if (done.written) await this.#announce(brand, done.written, sender.account);
    return answer;
  }

  /** After the commit: both sides' open tabs hear their new balance and the transfer. */
  async #announce(
    brand: Brand,
    written: { row: AgentTransferRow; recipientAccount: string },
    senderAccount: string,
  ): Promise<void> {
    const { row } = written;
    wakeDispatchers(this.#events);
    await this.#wallet.publishBalances(brand, [row.from_member_id, row.to_member_id]);
    const tell = (memberId: bigint, event: TLiveEvent) =>
      this.#events.publish(memberChannel(brand.id, memberId), event);
    await tell(row.from_member_id, {
      type: 'agent.transfer',
      transfer: this.#view(brand, row, row.from_member_id, written.recipientAccount),
    });
    await tell(row.to_member_id, {
      type: 'agent.transfer',
      transfer: this.#view(brand, row, row.to_member_id, senderAccount),
    });
  }

  /** My transfers, sent and received, in the period, newest first. */
  async list(
    brand: Brand,
    memberId: bigint,
    query: { from: string; to: string; pageNo: number; pageSize: number },
  ): Promise<TPage<TAgentTransfer>> {
    const q = { merchantId: brand.id, memberId, from: new Date(query.from), to: new Date(query.to) };
    let accounts = new Map<bigint, string>();
    return paginate(
      query,
      () => repo.countMemberTransfers(this.#db, q),
      async (window) => {
        const rows = await repo.memberTransfersPage(this.#db, q, window);
        const others = rows.map((r) => (r.from_member_id === memberId ? r.to_member_id : r.from_member_id));
        accounts = await memberAccountsOf(this.#db, brand.id, others);
        return rows;
      },
      (row) => {
        const other = row.from_member_id === memberId ? row.to_member_id : row.from_member_id;
        return this.#view(brand, row, memberId, accounts.get(other) ?? '');
      },
    );
  }

  /** A transfer as one of its two sides sees it. */
  #view(brand: Brand, row: AgentTransferRow, viewer: bigint, counterparty: string): TAgentTransfer {
    const sent = row.from_member_id === viewer;
    const flipped: AgentTransferRelation = row.relation === 'UPLINE' ? 'DOWNLINE' : 'UPLINE';
    return {
      transferId: String(row.id),
      direction: sent ? 'OUT' : 'IN',
      counterparty,
      relation: sent ? row.relation : flipped,
      amount: moneyText(brand, row.amount),
      remark: row.remark,
      createdAt: row.created_at.toISOString(),
    };
  }
}
