import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { PlayMoneyWallet } from '../trial/play-money.ts';
import { claimCall, claimRollbackPlaceholder, type MoneyContext } from './money-calls.ts';
import {
  type Answer,
  type BetRequest,
  type Call,
  contentHash,
  type MoneyRequest,
  type RollbackRequest,
  type Status,
  toUnits,
  type WinRequest,
} from './protocol.ts';
import * as repo from './provider-wallet.repository.ts';

const KIND_OF = { bet: 'BET', win: 'WIN', rollback: 'ROLLBACK' } as const;

/** A refusal found inside the transaction: it rolls back (the claim with it) and is answered. */
class Refusal extends Error {
  readonly status: Status;
  constructor(status: Status) {
    super(status);
    this.status = status;
  }
}
class ClaimedMeanwhile extends Error {}

/**
 * Bets, wins and rollbacks of a trial account (ADR 0044): the same protocol and the same
 * transaction ids (claimed, replayed, refused as duplicates the same way), but the money is the
 * trial module's play money, moved through its port in the call's transaction. No round is
 * opened in the betting record and no journal row is written; the transactions are marked
 * `play_money`. The balance answered is the play-money balance, in the brand's currency code
 * (the protocol's), and the game is launched told it is play money.
 */
export class PlayMoneyCalls {
  readonly #db: Db;
  readonly #money: PlayMoneyWallet;

  constructor(deps: { db: Db; playMoney: PlayMoneyWallet }) {
    this.#db = deps.db;
    this.#money = deps.playMoney;
  }

  balance(c: MoneyContext): Promise<bigint> {
    return this.#money.balanceOf(null, c.brand, c.memberId);
  }

  async refuse(c: MoneyContext, r: MoneyRequest, status: Status): Promise<Answer> {
    return { request_uuid: r.request_uuid, ...stored(c, r, status, await this.balance(c)) };
  }

  /** A transaction id seen before: the same content replays its answer, other content is a duplicate. */
  async again(c: MoneyContext, call: Call, r: MoneyRequest, known: repo.TransactionRow): Promise<Answer> {
    if (known.kind === 'BET' && known.tombstone && known.content_hash === '') {
      // The bet its rollback came before: void, now and on every replay.
      const same = call === 'bet' && known.member_id === c.memberId && known.game_code === r.game_code;
      return this.refuse(c, r, same ? 'RS_ERROR_TRANSACTION_ROLLED_BACK' : 'RS_ERROR_DUPLICATE_TRANSACTION');
    }
    if (!known.play_money || known.content_hash !== contentHash(KIND_OF[call as keyof typeof KIND_OF], r))
      return this.refuse(c, r, 'RS_ERROR_DUPLICATE_TRANSACTION');
    return { request_uuid: r.request_uuid, ...known.answer };
  }

  bet(c: MoneyContext, r: BetRequest, stake: bigint): Promise<Answer> {
    return this.#run(c, 'bet', r, async (trx) => {
      const id = await claimCall(trx, c, 'BET', r, stake, null, true);
      const moved = await this.#money.move(trx, c.brand, c.memberId, {
        key: `pw:${c.vendorCode}:${r.transaction_uuid}`,
        kind: 'BET',
        delta: -stake,
        at: c.at,
      });
      return this.#finish(trx, c, r, id, moved.after);
    });
  }

  win(c: MoneyContext, r: WinRequest, payout: bigint): Promise<Answer> {
    return this.#run(c, 'win', r, async (trx) => {
      const id = await claimCall(trx, c, 'WIN', r, payout, r.reference_transaction_uuid, true);
      const bet = await this.#betOf(trx, c, r);
      if (bet.rolled_back) throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
      const moved = await this.#money.move(trx, c.brand, c.memberId, {
        key: `pw:${c.vendorCode}:${r.transaction_uuid}`,
        kind: 'WIN',
        delta: payout,
        at: c.at,
      });
      return this.#finish(trx, c, r, id, moved.after);
    });
  }

  rollback(c: MoneyContext, r: RollbackRequest): Promise<Answer> {
    return this.#run(c, 'rollback', r, async (trx) => {
      const id = await claimCall(trx, c, 'ROLLBACK', r, 0n, r.reference_transaction_uuid, true);
      // A rollback before its bet leaves a placeholder under the bet's id: the late bet is void.
      const placeholder = await claimRollbackPlaceholder(trx, c, r, true);
      if (placeholder !== null) {
        return this.#finish(trx, c, r, id, await this.#money.balanceOf(trx, c.brand, c.memberId));
      }
      const bet = await this.#betOf(trx, c, r);
      if (bet.rolled_back)
        return this.#finish(trx, c, r, id, await this.#money.balanceOf(trx, c.brand, c.memberId));
      // Never money out of thin air: a bet whose win was paid keeps its stake.
      if (await repo.hasPaidWin(trx, c.vendorCode, bet.transaction_uuid))
        throw new Refusal('RS_ERROR_UNKNOWN');
      await repo.markRolledBack(trx, bet.id);
      const moved = await this.#money.move(trx, c.brand, c.memberId, {
        key: `pw:${c.vendorCode}:${r.transaction_uuid}`,
        kind: 'REFUND',
        delta: bet.amount,
        at: c.at,
      });
      return this.#finish(trx, c, r, id, moved.after);
    });
  }

  /** The play-money bet a win or rollback refers to, locked: of this member, game and round. */
  async #betOf(trx: Trx, c: MoneyContext, r: WinRequest | RollbackRequest): Promise<repo.TransactionRow> {
    const bet = await repo.findTransaction(trx, c.vendorCode, r.reference_transaction_uuid, true);
    if (bet?.kind !== 'BET' || bet.member_id !== c.memberId || !bet.play_money)
      throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    if (bet.game_code !== r.game_code || bet.round !== r.round)
      throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    return bet;
  }

  async #finish(trx: Trx, c: MoneyContext, r: MoneyRequest, id: bigint, balance: bigint): Promise<Answer> {
    const answer = stored(c, r, 'RS_OK', balance);
    await repo.finishTransaction(trx, id, { answer, betId: null });
    return answer;
  }

  async #run(
    c: MoneyContext,
    call: Call,
    r: MoneyRequest,
    work: (trx: Trx) => Promise<Answer>,
  ): Promise<Answer> {
    try {
      const answer = await this.#db.transaction().execute(work);
      return { request_uuid: r.request_uuid, ...answer };
    } catch (error) {
      if (error instanceof ClaimedMeanwhile) {
        const known = await repo.findTransaction(this.#db, c.vendorCode, r.transaction_uuid);
        return known ? this.again(c, call, r, known) : this.refuse(c, r, 'RS_ERROR_UNKNOWN');
      }
      if (error instanceof Refusal) return this.refuse(c, r, error.status);
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')
        return this.refuse(c, r, 'RS_ERROR_NOT_ENOUGH_MONEY');
      throw error;
    }
  }
}

function stored(c: MoneyContext, r: MoneyRequest, status: Status, balance: bigint): Answer {
  return {
    user: r.user,
    status,
    currency: c.brand.currency,
    balance: toUnits(balance, c.brand.currencyExponent),
  };
}
