import { type GameWallet, STATUS, type WalletAnswer, type WalletCall, type WalletResult } from '../wallet.ts';
import type { TransferStore } from './store.ts';

/**
 * A transfer-wallet vendor's session wallet (ADR 0043): the same calls as the portal's wallet
 * (ADR 0015), answered from the balance the vendor itself holds — the money the member moved in
 * with a transfer. Bets, wins and rollbacks are idempotent by transaction id, like the portal's;
 * the balance never goes below zero. Every answer is definite (the books are local), so nothing
 * is ever queued for a retry.
 */
export class VendorHeldWallet implements GameWallet {
  readonly #store: TransferStore;
  readonly #vendor: string;
  readonly isFull = false;

  constructor(store: TransferStore, vendor: string) {
    this.#store = store;
    this.#vendor = vendor;
  }

  async send(call: WalletCall): Promise<WalletResult> {
    return { kind: 'answer', answer: this.#answer(call) };
  }

  deliver(call: WalletCall): Promise<WalletResult> {
    return this.send(call);
  }

  #answer(call: WalletCall): WalletAnswer {
    const body = JSON.parse(call.body) as Record<string, unknown>;
    const echo = { request_uuid: call.requestUuid };
    const user = typeof body.user === 'string' ? body.user : '';
    const account = this.#store.account(this.#vendor, user);
    const money = (balance: number) => ({
      ...echo,
      user,
      currency: account?.currency ?? '',
      balance,
    });
    switch (call.path) {
      case 'user/info':
        // The vendor knows the member only by the portal's id; it holds no name.
        return account
          ? { ...echo, status: STATUS.OK, user, currency: account.currency }
          : { ...echo, status: STATUS.UNKNOWN };
      case 'user/balance': {
        if (!this.#tokenOk(body, user)) return { ...echo, status: STATUS.INVALID_TOKEN };
        if (!account) return { ...echo, status: STATUS.INVALID_TOKEN };
        return { ...money(account.balance), status: STATUS.OK };
      }
      case 'transaction/bet':
        return this.#bet(body, user, echo);
      case 'transaction/win':
      case 'transaction/rollback':
        return this.#settle(call.path, body, user, echo);
    }
  }

  #tokenOk(body: Record<string, unknown>, user: string): boolean {
    const token = typeof body.token === 'string' ? body.token : '';
    const session = this.#store.sessionUser(this.#vendor, token);
    return session?.user === user;
  }

  #bet(body: Record<string, unknown>, user: string, echo: { request_uuid: string }): WalletAnswer {
    const id = String(body.transaction_uuid ?? '');
    const seen = this.#store.transaction(this.#vendor, id);
    if (seen) {
      // A bet rolled back before it arrived stays refused; a repeat replays the first answer.
      if (seen.kind === 'rollback') return { ...echo, status: STATUS.TRANSACTION_ROLLED_BACK };
      return replay(seen, echo, this.#store.account(this.#vendor, user)?.currency);
    }
    if (!this.#tokenOk(body, user)) return { ...echo, status: STATUS.INVALID_TOKEN };
    const account = this.#store.account(this.#vendor, user);
    const amount = body.amount;
    if (!account || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      return { ...echo, status: 'RS_ERROR_WRONG_TYPES' };
    }
    if (body.currency !== account.currency) return { ...echo, status: 'RS_ERROR_WRONG_CURRENCY' };
    if (amount > account.balance) {
      return {
        ...echo,
        status: STATUS.NOT_ENOUGH_MONEY,
        user,
        currency: account.currency,
        balance: account.balance,
      };
    }
    const stored = this.#store.recordTransaction(
      this.#vendor,
      id,
      { kind: 'bet', user, round: String(body.round ?? ''), amount, reference: null, status: STATUS.OK },
      -amount,
      account.currency,
    );
    return replay(stored, echo, account.currency);
  }

  #settle(
    path: 'transaction/win' | 'transaction/rollback',
    body: Record<string, unknown>,
    user: string,
    echo: { request_uuid: string },
  ): WalletAnswer {
    const id = String(body.transaction_uuid ?? '');
    const seen = this.#store.transaction(this.#vendor, id);
    if (seen) return replay(seen, echo, this.#store.account(this.#vendor, user)?.currency);
    const reference = String(body.reference_transaction_uuid ?? '');
    const bet = this.#store.transaction(this.#vendor, reference);
    const account = this.#store.account(this.#vendor, user);
    const currency = account?.currency ?? '';
    const round = String(body.round ?? '');
    if (path === 'transaction/rollback') {
      if (!bet) {
        // A rollback of a bet never received: recorded under the bet's id too, so the bet, if it
        // arrives late, is refused rather than taking the money again.
        this.#store.recordTransaction(
          this.#vendor,
          reference,
          { kind: 'rollback', user, round, amount: 0, reference, status: STATUS.OK },
          0,
          currency,
        );
        const stored = this.#store.recordTransaction(
          this.#vendor,
          id,
          { kind: 'rollback', user, round, amount: 0, reference, status: STATUS.OK },
          0,
          currency,
        );
        return replay(stored, echo, currency);
      }
      if (bet.kind !== 'bet' || bet.user !== user)
        return { ...echo, status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' };
      if (bet.settled) return { ...echo, status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' };
      const refund = bet.rolledBack ? 0 : bet.amount;
      const stored = this.#store.recordTransaction(
        this.#vendor,
        id,
        { kind: 'rollback', user, round, amount: refund, reference, status: STATUS.OK },
        refund,
        currency,
        { bet: reference, as: 'rolledBack' },
      );
      return replay(stored, echo, currency);
    }
    if (bet?.kind !== 'bet' || bet.user !== user) {
      return { ...echo, status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' };
    }
    if (bet.rolledBack) return { ...echo, status: STATUS.TRANSACTION_ROLLED_BACK };
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
      return { ...echo, status: 'RS_ERROR_WRONG_TYPES' };
    }
    const stored = this.#store.recordTransaction(
      this.#vendor,
      id,
      { kind: 'win', user, round, amount, reference, status: STATUS.OK },
      amount,
      currency,
      { bet: reference, as: 'settled' },
    );
    return replay(stored, echo, currency);
  }
}

function replay(
  t: { status: string; user: string; balance: number },
  echo: { request_uuid: string },
  currency?: string,
): WalletAnswer {
  return { ...echo, status: t.status, user: t.user, balance: t.balance, ...(currency ? { currency } : {}) };
}
