import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The books of the transfer-wallet vendors this provider stands in for (ADR 0043): each member's
 * balance at the vendor, every transfer by its id (so each is applied once and can be looked up),
 * the launch sessions the portal opened, and the game transactions played against the balance.
 *
 * Kept in memory and written through to one JSON file after every change (a temporary file renamed
 * over the old one, so a crash leaves either the old or the new books, never half of them). Every
 * change is synchronous: check and apply happen with no await in between, so two requests can
 * never both spend the same money.
 */

/** Units of 1/100000 of the currency, as in the wallet protocol (ADR 0015). */
export type Units = number;

export interface Account {
  currency: string;
  balance: Units;
  /** Counts every change of the balance: the portal syncs its books once per state (ADR 0043). */
  seq: number;
}

export interface TransferRecord {
  user: string;
  direction: 'IN' | 'OUT';
  amount: Units;
  outcome: 'OK' | 'FAILED';
  /** The balance right after it (the one answered, replayed on a repeat). */
  balance: Units;
  at: string;
}

export interface GameTransaction {
  kind: 'bet' | 'win' | 'rollback';
  user: string;
  round: string;
  amount: Units;
  /** The bet a win or rollback settles. */
  reference: string | null;
  /** The answer's status and balance, replayed on a repeat. */
  status: string;
  balance: Units;
  /** A bet that was rolled back (its money returned). */
  rolledBack?: boolean;
  /** A bet whose round a win closed. */
  settled?: boolean;
}

interface SessionRecord {
  user: string;
  game: string;
  expiresAt: number;
}

interface Books {
  version: 1;
  accounts: Record<string, Account>;
  transfers: Record<string, TransferRecord>;
  sessions: Record<string, SessionRecord>;
  transactions: Record<string, GameTransaction>;
}

const key = (vendor: string, id: string) => `${vendor}|${id}`;
const tokenKey = (vendor: string, token: string) =>
  key(vendor, createHash('sha256').update(token).digest('base64url'));

export class TransferStore {
  readonly #file: string | null;
  readonly #now: () => number;
  #books: Books;

  /** `file` null keeps the books in memory only (tests). */
  constructor(file: string | null, now: () => number = Date.now) {
    this.#file = file;
    this.#now = now;
    this.#books = file ? load(file) : empty();
  }

  account(vendor: string, user: string): Account | undefined {
    return this.#books.accounts[key(vendor, user)];
  }

  transfer(vendor: string, transferId: string): TransferRecord | undefined {
    return this.#books.transfers[key(vendor, transferId)];
  }

  transaction(vendor: string, id: string): GameTransaction | undefined {
    return this.#books.transactions[key(vendor, id)];
  }

  /**
   * Applies a transfer once: a known id answers what it answered the first time. OUT never takes
   * the balance below zero (FAILED, nothing moves). A member's first transfer opens the account in
   * its currency; a later one in another currency is refused by the caller before this.
   */
  applyTransfer(
    vendor: string,
    transferId: string,
    t: { user: string; currency: string; direction: 'IN' | 'OUT'; amount: Units },
  ): { record: TransferRecord; replay: boolean } {
    const seen = this.transfer(vendor, transferId);
    if (seen) return { record: seen, replay: true };
    const account = this.account(vendor, t.user) ?? { currency: t.currency, balance: 0, seq: 0 };
    const next = account.balance + (t.direction === 'IN' ? t.amount : -t.amount);
    const ok = next >= 0 && Number.isSafeInteger(next);
    const record: TransferRecord = {
      user: t.user,
      direction: t.direction,
      amount: t.amount,
      outcome: ok ? 'OK' : 'FAILED',
      balance: ok ? next : account.balance,
      at: new Date(this.#now()).toISOString(),
    };
    if (ok) {
      this.#books.accounts[key(vendor, t.user)] = {
        currency: account.currency,
        balance: next,
        seq: account.seq + 1,
      };
    }
    this.#books.transfers[key(vendor, transferId)] = record;
    this.#save();
    return { record, replay: false };
  }

  /** An account with nothing in it, in the member's currency (a launch before any transfer). */
  openAccount(vendor: string, user: string, currency: string): void {
    if (this.account(vendor, user)) return;
    this.#books.accounts[key(vendor, user)] = { currency, balance: 0, seq: 0 };
    this.#save();
  }

  /** The portal opened a game window: the token is good for this member until it expires. */
  openSession(vendor: string, token: string, session: SessionRecord): void {
    const now = this.#now();
    for (const [id, s] of Object.entries(this.#books.sessions)) {
      if (s.expiresAt <= now) delete this.#books.sessions[id];
    }
    this.#books.sessions[tokenKey(vendor, token)] = session;
    this.#save();
  }

  /** The member a live token belongs to, or undefined. */
  sessionUser(vendor: string, token: string): SessionRecord | undefined {
    const session = this.#books.sessions[tokenKey(vendor, token)];
    return session && session.expiresAt > this.#now() ? session : undefined;
  }

  /**
   * Records a game transaction and moves the balance by `delta` in the same synchronous step; the
   * caller has checked that the result is not negative.
   */
  recordTransaction(
    vendor: string,
    id: string,
    transaction: Omit<GameTransaction, 'balance'>,
    delta: Units,
    currency: string,
    mark?: { bet: string; as: 'rolledBack' | 'settled' },
  ): GameTransaction {
    const account = this.account(vendor, transaction.user) ?? { currency, balance: 0, seq: 0 };
    const balance = account.balance + delta;
    if (balance < 0) throw new Error('A game transaction would take the balance below zero.');
    if (delta !== 0) {
      this.#books.accounts[key(vendor, transaction.user)] = { ...account, balance, seq: account.seq + 1 };
    }
    const stored: GameTransaction = { ...transaction, balance };
    this.#books.transactions[key(vendor, id)] = stored;
    if (mark) {
      const bet = this.#books.transactions[key(vendor, mark.bet)];
      if (bet) bet[mark.as] = true;
    }
    this.#save();
    return stored;
  }

  #save(): void {
    if (!this.#file) return;
    mkdirSync(path.dirname(this.#file), { recursive: true });
    const temporary = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.#books));
    renameSync(temporary, this.#file);
  }
}

function empty(): Books {
  return { version: 1, accounts: {}, transfers: {}, sessions: {}, transactions: {} };
}

/** The books as last written; none yet is an empty book. A file that is not ours stops the start. */
function load(file: string): Books {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty();
    throw error;
  }
  const books = JSON.parse(text) as Partial<Books>;
  if (books.version !== 1 || typeof books.accounts !== 'object' || typeof books.transfers !== 'object') {
    throw new Error(`${file} is not the demo provider's transfer books (version 1).`);
  }
  return { ...empty(), ...books } as Books;
}
