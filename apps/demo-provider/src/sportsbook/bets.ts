import { randomBytes, randomUUID } from 'node:crypto';
import { GameError } from '../errors.ts';
import {
  type GameWallet,
  isIndefinite,
  prepareCall,
  STATUS,
  type WalletAnswer,
  type WalletCall,
  type WalletResult,
} from '../wallet.ts';
import { type BookKind, leagueByCode } from './catalogue.ts';
import {
  type FixtureView,
  type LegResult,
  MARKET_SELECTIONS,
  type MarketCode,
  type Schedule,
  type SelectionCode,
} from './fixtures.ts';
import {
  checkStake,
  combinedOdds,
  type Leg,
  MAX_LEGS,
  potentialReturn,
  settlementAmount,
  stakeLimits,
} from './slip.ts';
import type { BookStore } from './store.ts';

/**
 * The book's bets (ADR 0041). A bet is one wallet round: `transaction/bet` with round_closed false
 * when placed; when every leg's fixture is decided, `transaction/win` with round_closed true (0 for
 * a loss), or `transaction/rollback` when every leg is void. Wins and rollbacks go through the
 * delivery seam (the retry queue), with the call kept on the bet so it is the same bytes however
 * often and after however many restarts it is sent.
 */

/** Whom a bet's wallet calls are for; a session has these fields. */
export interface BetOwner {
  user: string;
  vendor: string;
  game: string;
  token: string;
  currency: string;
}

/**
 * The wallet a bet's calls go to. The app decides (the portal's seamless wallet, or a
 * transfer-wallet vendor's own balance, ADR 0043); the book never reaches for one itself. Placing
 * uses the session's wallet; settling, which may come after the session is gone, asks this.
 */
export type BookWallet = GameWallet;
export type WalletFor = (owner: BetOwner) => BookWallet;

export type BetState = 'placing' | 'open' | 'settled' | 'cancelled';
export type Delivery = 'paid' | 'pending' | 'refused';

export interface StoredLeg extends Leg {
  home: string;
  away: string;
  leagueName: string;
  sport: string;
  result: LegResult | null;
}

export interface StoredBet extends BetOwner {
  id: string;
  slipId: string;
  book: BookKind;
  legs: StoredLeg[];
  stake: number;
  potential: number;
  placedAt: number;
  state: BetState;
  betUuid: string;
  payout: number | null;
  settledAt: number | null;
  /** The closing call (win or rollback), kept to be resent as is. */
  call: WalletCall | null;
  delivery: Delivery | null;
}

/** What the page is shown of a bet. */
export interface BetView {
  id: string;
  kind: 'single' | 'accumulator';
  legs: (Omit<StoredLeg, never> & { status: FixtureView['status'] | null; score: [number, number] | null })[];
  stake: number;
  odds: number;
  potential: number;
  placedAt: number;
  state: BetState;
  outcome: 'won' | 'lost' | 'void' | null;
  payout: number | null;
  settledAt: number | null;
  delivery: Delivery | null;
  currency: string;
}

export interface PlaceInput {
  slipId: unknown;
  stake: unknown;
  legs: unknown;
  acceptOddsChanges?: unknown;
}

/** Refusals of a slip the page acts on (odds moved, a market closed), with the book's current view. */
export class SlipError extends Error {
  readonly code: 'odds_changed' | 'selection_suspended' | 'return_limit';
  readonly statusCode = 409;
  readonly details: Record<string, unknown>;

  constructor(code: SlipError['code'], message: string, details: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

export interface BookOptions {
  schedule: Schedule;
  walletFor: WalletFor;
  now: () => number;
  store?: BookStore | null;
  /** Settled bets are shown for this long, then forgotten. */
  keepSettledMs?: number;
}

const SLIP_ID = /^[A-Za-z0-9_-]{8,64}$/;
const DAY_MS = 86_400_000;
/** Bets a player sees in My bets: open ones first, then the latest settled. */
const LIST_LIMIT = 50;

export class Sportsbook {
  readonly schedule: Schedule;
  readonly #walletFor: WalletFor;
  readonly #now: () => number;
  readonly #store: BookStore | null;
  readonly #seed: string;
  readonly #keepSettledMs: number;
  readonly #bets = new Map<string, StoredBet>();
  /** Transaction id of a closing call → the bet, to note the queue's final answer. */
  readonly #byClosingCall = new Map<string, string>();
  #timer: NodeJS.Timeout | null = null;

  constructor(options: BookOptions & { seed: string }) {
    this.schedule = options.schedule;
    this.#walletFor = options.walletFor;
    this.#now = options.now;
    this.#store = options.store ?? null;
    this.#seed = options.seed;
    this.#keepSettledMs = options.keepSettledMs ?? DAY_MS;
  }

  /** Bets loaded from the store: placing ones are rolled back, pending closings resent. */
  resume(bets: StoredBet[]): void {
    for (const bet of bets) this.#bets.set(bet.id, bet);
    for (const bet of bets) {
      if (bet.state === 'placing') {
        // The process stopped between sending the bet and hearing its answer.
        this.#close(bet, 'cancelled', null);
      } else if (bet.call && bet.delivery === 'pending') {
        this.#deliver(bet);
      }
    }
    this.#save();
  }

  /** Settles on a timer (the page's polls settle too). */
  start(intervalMs = 1_000): void {
    this.#timer = setInterval(() => this.settleDue(), intervalMs);
    this.#timer.unref();
  }

  get size(): number {
    return this.#bets.size;
  }

  /** The book's clock (fast-forwarded in tests). */
  now(): number {
    return this.#now();
  }

  fixtures(book: BookKind): FixtureView[] {
    return this.schedule.list(book, this.#now());
  }

  async place(
    owner: BetOwner,
    book: BookKind,
    input: PlaceInput,
    wallet: BookWallet = this.#walletFor(owner),
  ): Promise<{ bet: BetView; balance: number | null }> {
    if (typeof input.slipId !== 'string' || !SLIP_ID.test(input.slipId)) {
      throw new GameError('invalid_request', 'slipId must be 8 to 64 letters, digits, - or _.');
    }
    const existing = [...this.#bets.values()].find(
      (b) => b.slipId === input.slipId && b.user === owner.user && b.vendor === owner.vendor,
    );
    // The same slip sent twice (a double tap, a retry after a lost answer) is one bet.
    if (existing && existing.state !== 'placing') return { bet: this.#view(existing), balance: null };
    if (existing) throw new GameError('round_in_progress', 'This slip is being placed.');

    const stake = checkStake(input.stake, owner.currency);
    if (wallet.isFull)
      throw new GameError('provider_busy', 'Too many wallet calls are waiting; try again shortly.');
    const legs = this.#checkLegs(book, input.legs, input.acceptOddsChanges === true);
    const potential = potentialReturn(
      stake,
      legs.map((l) => l.odds),
      owner.currency,
    );
    const { maxReturn } = stakeLimits(owner.currency);
    if (potential > maxReturn) {
      throw new SlipError('return_limit', `A bet may return at most ${maxReturn} units.`, { maxReturn });
    }

    const bet: StoredBet = {
      ...pickOwner(owner),
      id: randomUUID(),
      slipId: input.slipId,
      book,
      legs,
      stake,
      potential,
      placedAt: this.#now(),
      state: 'placing',
      betUuid: randomUUID(),
      payout: null,
      settledAt: null,
      call: null,
      delivery: null,
    };
    this.#bets.set(bet.id, bet);
    this.#save();

    const result = await wallet.send(
      prepareCall(owner.vendor, 'transaction/bet', {
        user: owner.user,
        token: owner.token,
        game_code: owner.game,
        currency: owner.currency,
        round: bet.id,
        round_closed: false,
        transaction_uuid: bet.betUuid,
        supplier_transaction_id: `dp-sb-bet-${bet.betUuid}`,
        amount: stake,
        is_free: false,
        bet: describe(bet),
      }),
    );
    const answer = result.kind === 'answer' ? result.answer : null;
    const placed = answer?.status === STATUS.OK && answer.balance !== undefined;
    if (!answer || isIndefinite(result) || (answer.status === STATUS.OK && !placed)) {
      // The money may have moved: the bet is rolled back (retried until the portal answers) and
      // nothing stays open.
      const rollback = await this.#close(bet, 'cancelled', null, true);
      const balance =
        rollback.kind === 'answer' && rollback.answer.status === STATUS.OK
          ? rollback.answer.balance
          : undefined;
      throw new GameError('bet_failed', 'The bet could not be confirmed; it has been cancelled.', balance);
    }
    if (!placed) {
      this.#bets.delete(bet.id);
      this.#save();
      throw refusal(answer);
    }
    bet.state = 'open';
    this.#save();
    return { bet: this.#view(bet), balance: answer.balance ?? null };
  }

  /** A player's bets with this vendor: open first, then the latest settled. */
  bets(owner: Pick<BetOwner, 'user' | 'vendor'>): BetView[] {
    this.settleDue();
    const mine = [...this.#bets.values()].filter(
      (b) => b.user === owner.user && b.vendor === owner.vendor && b.state !== 'placing',
    );
    mine.sort((a, b) => {
      const openA = a.state === 'open' ? 0 : 1;
      const openB = b.state === 'open' ? 0 : 1;
      return openA - openB || (b.settledAt ?? b.placedAt) - (a.settledAt ?? a.placedAt);
    });
    return mine.slice(0, LIST_LIMIT).map((b) => this.#view(b));
  }

  /**
   * Settles every open bet whose fixtures are all decided. Synchronous up to the wallet call:
   * a bet leaves `open` before its call is sent, so it is settled exactly once.
   */
  settleDue(): number {
    const now = this.#now();
    let settled = 0;
    for (const bet of this.#bets.values()) {
      if (bet.state !== 'open') continue;
      const results = bet.legs.map((leg) =>
        this.schedule.result(leg.fixture, leg.market, leg.selection, now),
      );
      if (results.some((r) => r === null)) continue;
      bet.legs.forEach((leg, i) => {
        leg.result = results[i] as LegResult;
      });
      const amount = settlementAmount(
        bet.stake,
        bet.legs as { odds: number; result: LegResult }[],
        bet.currency,
      );
      void this.#close(bet, amount === null ? 'cancelled' : 'settled', amount);
      settled += 1;
    }
    this.#prune(now);
    return settled;
  }

  /** The retry queue's final answer for a call (wired by the app). */
  noteDelivered(call: WalletCall, result: WalletResult): void {
    const id = transactionOf(call);
    const betId = id ? this.#byClosingCall.get(id) : undefined;
    const bet = betId ? this.#bets.get(betId) : undefined;
    if (bet?.delivery !== 'pending') return;
    bet.delivery = deliveryOf(result);
    this.#byClosingCall.delete(id as string);
    this.#save();
  }

  /**
   * Stops the timer. With a store, open bets wait on disk for the next start. Without one they
   * would be lost, so each is rolled back now (one attempt; what fails is closed by the portal's
   * 48-hour job).
   */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    if (this.#store) {
      this.#save();
      return;
    }
    const open = [...this.#bets.values()].filter((b) => b.state === 'open');
    await Promise.all(
      open.map(async (bet) => {
        bet.state = 'cancelled';
        bet.call = rollbackCall(bet);
        const result = await this.#walletFor(bet).send(bet.call);
        if (isIndefinite(result)) {
          console.error(`Demo provider: the open bet ${bet.id} could not be rolled back at shutdown.`);
        }
      }),
    );
  }

  /** Closes a bet: state, result and call first (saved), then the call through the queue. */
  #close(bet: StoredBet, state: 'settled' | 'cancelled', payout: number | null, failedPlacement = false) {
    bet.state = state;
    bet.payout = state === 'cancelled' ? null : payout;
    bet.settledAt = this.#now();
    bet.call = state === 'cancelled' ? rollbackCall(bet) : winCall(bet, payout as number);
    bet.delivery = 'pending';
    if (failedPlacement) {
      // A bet that never stood is not shown; its rollback is still delivered.
      this.#bets.delete(bet.id);
    }
    this.#save();
    return this.#deliver(bet);
  }

  async #deliver(bet: StoredBet): Promise<WalletResult> {
    const call = bet.call as WalletCall;
    const id = transactionOf(call) as string;
    this.#byClosingCall.set(id, bet.id);
    const result = await this.#walletFor(bet).deliver(call);
    if (!isIndefinite(result)) {
      this.#byClosingCall.delete(id);
      bet.delivery = deliveryOf(result);
      if (bet.delivery === 'refused') {
        const status = result.kind === 'answer' ? result.answer.status : 'failure';
        console.error(`Demo provider: the portal refused closing bet ${bet.id} (${status}).`);
      }
      this.#save();
    }
    return result;
  }

  #checkLegs(book: BookKind, value: unknown, acceptChanges: boolean): StoredLeg[] {
    if (!Array.isArray(value) || value.length < 1 || value.length > MAX_LEGS) {
      throw new GameError('invalid_request', `legs must be 1 to ${MAX_LEGS} selections.`);
    }
    const now = this.#now();
    const seen = new Set<string>();
    const legs: StoredLeg[] = [];
    const changed: { fixture: string; market: string; selection: string; odds: number }[] = [];
    const suspended: string[] = [];
    for (const raw of value) {
      if (typeof raw !== 'object' || raw === null)
        throw new GameError('invalid_request', 'A leg must be an object.');
      const { fixture, market, selection, odds } = raw as Record<string, unknown>;
      if (typeof fixture !== 'string' || typeof market !== 'string' || typeof selection !== 'string') {
        throw new GameError('invalid_request', 'A leg needs fixture, market and selection.');
      }
      if (typeof odds !== 'number' || !Number.isSafeInteger(odds) || odds < 101 || odds > 100_000) {
        throw new GameError('invalid_request', 'A leg needs the odds shown, in hundredths.');
      }
      if (seen.has(fixture)) {
        throw new GameError('invalid_request', 'An accumulator takes one selection per fixture.');
      }
      seen.add(fixture);
      const view = this.schedule.isListed(fixture, now) ? this.schedule.get(fixture, now) : undefined;
      const leagueBook = view ? leagueBookOf(view) : undefined;
      if (!view || leagueBook !== book)
        throw new GameError('invalid_request', `No fixture ${fixture} in this book.`);
      const marketView = view.markets.find((m) => m.code === market);
      const index = marketView ? marketView.selections.indexOf(selection as SelectionCode) : -1;
      if (!marketView || index < 0 || !MARKET_SELECTIONS[market as MarketCode]) {
        throw new GameError('invalid_request', `No selection ${market}/${selection} on ${fixture}.`);
      }
      const current = marketView.odds?.[index];
      if ((view.status !== 'pre' && view.status !== 'live') || current === undefined) {
        suspended.push(fixture);
        continue;
      }
      if (current !== odds) changed.push({ fixture, market, selection, odds: current });
      legs.push({
        fixture,
        market: market as MarketCode,
        selection: selection as SelectionCode,
        odds: current,
        home: view.home,
        away: view.away,
        leagueName: view.leagueName,
        sport: view.sport,
        result: null,
      });
    }
    if (suspended.length > 0) {
      throw new SlipError('selection_suspended', 'A selection is not open for betting now.', { suspended });
    }
    if (changed.length > 0 && !acceptChanges) {
      throw new SlipError('odds_changed', 'The odds of a selection have changed.', { changed });
    }
    return legs;
  }

  #view(bet: StoredBet): BetView {
    const now = this.#now();
    const outcome =
      bet.state === 'cancelled' ? 'void' : bet.state !== 'settled' ? null : bet.payout === 0 ? 'lost' : 'won';
    return {
      id: bet.id,
      kind: bet.legs.length > 1 ? 'accumulator' : 'single',
      legs: bet.legs.map((leg) => {
        const fixture = this.schedule.get(leg.fixture, now);
        return { ...leg, status: fixture?.status ?? null, score: fixture ? fixture.score : null };
      }),
      stake: bet.stake,
      odds: combinedOdds(bet.legs.map((l) => l.odds)),
      potential: bet.potential,
      placedAt: bet.placedAt,
      state: bet.state,
      outcome,
      payout: bet.payout,
      settledAt: bet.settledAt,
      delivery: bet.delivery,
      currency: bet.currency,
    };
  }

  /** Forgets settled bets shown long enough (never one whose closing call is still pending). */
  #prune(now: number): void {
    let removed = false;
    for (const [id, bet] of this.#bets) {
      if ((bet.state === 'settled' || bet.state === 'cancelled') && bet.delivery !== 'pending') {
        if (now - (bet.settledAt ?? now) > this.#keepSettledMs) {
          this.#bets.delete(id);
          removed = true;
        }
      }
    }
    if (removed) this.#save();
  }

  #save(): void {
    if (!this.#store) return;
    this.#store.save({ version: 1, seed: this.#seed, bets: [...this.#bets.values()] });
  }
}

/** A fresh secret seed for a book without a store. */
export function newSeed(): string {
  return randomBytes(32).toString('base64url');
}

function pickOwner(owner: BetOwner): BetOwner {
  return {
    user: owner.user,
    vendor: owner.vendor,
    game: owner.game,
    token: owner.token,
    currency: owner.currency,
  };
}

function leagueBookOf(view: FixtureView): BookKind | undefined {
  return leagueByCode(view.league)?.book;
}

function describe(bet: StoredBet): string {
  const legs = bet.legs.map((l) => `${l.fixture} ${l.market}:${l.selection}@${(l.odds / 100).toFixed(2)}`);
  return `${bet.legs.length > 1 ? `acca ${bet.legs.length}` : 'single'} ${legs.join(' ')}`.slice(0, 500);
}

function winCall(bet: StoredBet, amount: number): WalletCall {
  const uuid = randomUUID();
  return prepareCall(bet.vendor, 'transaction/win', {
    user: bet.user,
    token: bet.token,
    game_code: bet.game,
    currency: bet.currency,
    round: bet.id,
    round_closed: true,
    transaction_uuid: uuid,
    supplier_transaction_id: `dp-sb-win-${uuid}`,
    reference_transaction_uuid: bet.betUuid,
    amount,
    is_free: false,
  });
}

function rollbackCall(bet: StoredBet): WalletCall {
  const uuid = randomUUID();
  return prepareCall(bet.vendor, 'transaction/rollback', {
    user: bet.user,
    token: bet.token,
    game_code: bet.game,
    round: bet.id,
    round_closed: true,
    transaction_uuid: uuid,
    supplier_transaction_id: `dp-sb-rollback-${uuid}`,
    reference_transaction_uuid: bet.betUuid,
  });
}

function transactionOf(call: WalletCall): string | undefined {
  return (JSON.parse(call.body) as { transaction_uuid?: string }).transaction_uuid;
}

function deliveryOf(result: WalletResult): Delivery {
  if (isIndefinite(result)) return 'pending';
  return result.kind === 'answer' && result.answer.status === STATUS.OK ? 'paid' : 'refused';
}

function refusal(answer: WalletAnswer): GameError {
  const message = `The wallet refused the bet: ${answer.status}.`;
  switch (answer.status) {
    case STATUS.INVALID_TOKEN:
    case STATUS.TOKEN_EXPIRED:
      return new GameError('session_ended', message);
    case STATUS.INVALID_GAME:
    case STATUS.INVALID_PARTNER:
      return new GameError('unknown_game', message);
    case STATUS.NOT_ENOUGH_MONEY:
      return new GameError('insufficient_funds', message, answer.balance);
    case STATUS.LIMIT_REACHED:
      return new GameError('limit_reached', message, answer.balance);
    case STATUS.USER_DISABLED:
      return new GameError('account_disabled', message);
    default:
      return new GameError('wallet_refused', message, answer.balance);
  }
}
