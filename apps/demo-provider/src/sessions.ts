import { randomBytes } from 'node:crypto';
import type { GameWallet } from './wallet.ts';

export const ENGINES = [
  'slot',
  'wheel',
  'sportsbook',
  'esports',
  'baccarat',
  'dragon-tiger',
  'fish',
  'cockfight',
] as const;
export type Engine = (typeof ENGINES)[number];

export function isEngine(value: unknown): value is Engine {
  return typeof value === 'string' && (ENGINES as readonly string[]).includes(value);
}

/** One game window: what the portal's launch token opened, as the wallet confirmed it. */
export interface Session {
  /** Random, given to the page; the page never needs the launch token again once it has this. */
  id: string;
  token: string;
  user: string;
  vendor: string;
  game: string;
  engine: Engine;
  currency: string;
  displayName: string | null;
  lastUsedMs: number;
  /** A round is between its bet and its first win attempt: a second one waits. */
  busy: boolean;
  /**
   * Where this session's money is (ADR 0043): the portal's seamless wallet, or the balance a
   * transfer-wallet vendor holds. Engines call only this, with the wallet protocol's calls.
   */
  wallet: GameWallet;
  /** 'seamless' (the portal's wallet) or 'transfer' (the vendor-held balance). */
  walletMode: 'seamless' | 'transfer';
}

/** The portal's launch token lives 12 hours; an idle game window is forgotten after as long. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1_000;
export const MAX_SESSIONS = 10_000;

/** Sessions in memory: a restart forgets them, and the page opens a new one from its launch token. */
export class SessionStore {
  readonly #sessions = new Map<string, Session>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  get size(): number {
    return this.#sessions.size;
  }

  create(fields: Omit<Session, 'id' | 'lastUsedMs' | 'busy'>): Session {
    if (this.#sessions.size >= MAX_SESSIONS) this.#evict();
    const session: Session = {
      ...fields,
      id: randomBytes(24).toString('base64url'),
      lastUsedMs: this.#now(),
      busy: false,
    };
    this.#sessions.set(session.id, session);
    return session;
  }

  get(id: string): Session | undefined {
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    if (this.#now() - session.lastUsedMs > SESSION_IDLE_MS) {
      this.#sessions.delete(id);
      return undefined;
    }
    session.lastUsedMs = this.#now();
    return session;
  }

  /** Drops idle sessions; if all are live, the oldest (insertion order) makes room. */
  #evict(): void {
    const now = this.#now();
    for (const [id, session] of this.#sessions) {
      if (now - session.lastUsedMs > SESSION_IDLE_MS && !session.busy) this.#sessions.delete(id);
    }
    if (this.#sessions.size < MAX_SESSIONS) return;
    for (const [id, session] of this.#sessions) {
      if (!session.busy) {
        this.#sessions.delete(id);
        return;
      }
    }
  }
}
