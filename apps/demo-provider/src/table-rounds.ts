import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GameError } from './errors.ts';
import {
  BACCARAT_SPOTS,
  type BaccaratHand,
  type BaccaratSpot,
  DRAGON_TIGER_SPOTS,
  type DragonTigerHand,
  type DragonTigerSpot,
  dealBaccarat,
  dealDragonTiger,
  type Stakes,
  settleBaccarat,
  settleDragonTiger,
  shoeDrawer,
} from './games/baccarat.ts';
import {
  betReturn,
  drawMeronWeight,
  FAST_SCHEDULE,
  type FightResult,
  fightResult,
  type Odds,
  oddsFor,
  type Phase,
  type RoundClock,
  roundAt,
  type Schedule,
  SIDES,
  type Side,
  STANDARD_SCHEDULE,
  TICKETS,
} from './games/cockfight.ts';
import { FISH_KINDS, type FishKind, isFishKind, type ShotOutcome, shoot } from './games/fish.ts';
import { currencyExponent, stakeStep, UNITS_PER_WHOLE } from './money.ts';
import { checkSpotStake, refusal, type Settlement } from './rounds.ts';
import type { Session } from './sessions.ts';
import { type GameWallet, isIndefinite, prepareCall, STATUS, type WalletResult } from './wallet.ts';

/**
 * Rounds of the table games (ADR 0042): baccarat, dragon tiger and the fish shooter are instant
 * rounds (bet, outcome, win in one request, like the slot); the cockfight ring takes bets while a
 * shared fight is open and settles every open bet when that fight ends. Money moves only through
 * the session's wallet seam (`session.wallet`), so a transfer-wallet vendor plays the same way.
 */

/** The most one spot (or one cockfight bet) can carry, in stake steps (500.00 in a two-decimal currency). */
export const TABLE_MAX_SPOT_STEPS = 500;
/** Table chips, in stake steps. */
export const TABLE_CHIP_STEPS = [1, 5, 10, 50, 100] as const;
/** Fish shot costs, in hundredths of a stake step (0.10 to 10.00 in a two-decimal currency). */
export const FISH_SHOT_HUNDREDTHS = [10, 20, 50, 100, 200, 500, 1_000] as const;

/** Units of the currency's minor unit: 1000 (0.01) for a two-decimal currency. */
export function grainOf(currency: string): number {
  return UNITS_PER_WHOLE / 10 ** currencyExponent(currency);
}

export function tableChips(currency: string): number[] {
  const step = stakeStep(currency);
  return TABLE_CHIP_STEPS.map((n) => n * step);
}

/** Shot costs that are whole minor units of the currency (a currency without them starts at 1). */
export function fishShots(currency: string): number[] {
  const step = stakeStep(currency);
  const grain = grainOf(currency);
  return FISH_SHOT_HUNDREDTHS.map((n) => (step * n) / 100).filter((units) => units % grain === 0);
}

interface Instant {
  round: string;
  stake: number;
  win: number;
  balance: number;
  currency: string;
  settlement: Settlement;
}

export type BaccaratResult = Instant & {
  engine: 'baccarat';
  outcome: { hand: BaccaratHand; returns: Partial<Record<BaccaratSpot, number>> };
};
export type DragonTigerResult = Instant & {
  engine: 'dragon-tiger';
  outcome: { hand: DragonTigerHand; returns: Partial<Record<DragonTigerSpot, number>> };
};
export type ShotResult = Instant & { engine: 'fish'; outcome: ShotOutcome };

/** A cockfight bet between its placing and its settlement (kept until the fight's result is paid). */
export interface CockfightBet {
  id: string;
  fight: number;
  session: Pick<Session, 'id' | 'user' | 'token' | 'vendor' | 'game' | 'currency' | 'wallet'>;
  side: Side;
  stake: number;
  odds: Odds;
  round: string;
  betUuid: string;
  placedAt: number;
  /** Set once, synchronously, before the win is sent: a bet is settled exactly once. */
  settled: null | { result: FightResult; paid: number; settlement: Settlement | 'sending' };
}

export interface Fight {
  number: number;
  meronWeight: number;
  odds: Odds;
  /** Drawn when the fight starts; never shown before its result phase. */
  result: FightResult | null;
  settled: boolean;
}

/** Fights kept for the history strip, and bets kept for the players' "my bets" after settling. */
const HISTORY = 30;
const SETTLED_BETS_KEPT_MS = 60 * 60 * 1_000;

export interface TableServiceOptions {
  randomInt: (max: number) => number;
  now: () => number;
  schedule: Schedule;
  /**
   * Where the ring keeps its open bets and its fights' draws (COCKFIGHT_DATA_DIR), so a restart
   * settles them; without it they are rolled back at shutdown.
   */
  dataDir?: string | null;
  /** The wallet a restored bet settles through (its session is gone after a restart). */
  walletFor?: (vendor: string) => GameWallet;
}

/** The ring's file: fights drawn and bets open, rewritten whole (temporary file, then renamed). */
interface RingFile {
  version: 1;
  fights: { number: number; meronWeight: number; result: FightResult | null }[];
  bets: (Omit<CockfightBet, 'session' | 'settled'> & { session: Omit<CockfightBet['session'], 'wallet'> })[];
}

function parseStakes<Spot extends string>(
  value: unknown,
  spots: readonly Spot[],
  currency: string,
): { stakes: Stakes<Spot>; total: number; description: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new GameError('invalid_request', 'stakes must be an object of spot to units.');
  }
  const step = stakeStep(currency);
  const stakes: Stakes<Spot> = {};
  const parts: string[] = [];
  let total = 0;
  for (const [key, amount] of Object.entries(value)) {
    if (!(spots as readonly string[]).includes(key)) {
      throw new GameError('invalid_request', `stakes keys must be among ${spots.join(', ')}.`);
    }
    if (amount === 0) continue;
    checkSpotStake(key, amount, step, TABLE_MAX_SPOT_STEPS);
    stakes[key as Spot] = amount;
    parts.push(`${key}:${amount}`);
    total += amount;
  }
  if (total === 0) throw new GameError('invalid_request', 'Stake on at least one spot.');
  return { stakes, total, description: parts.join(' ') };
}

function common(session: Pick<Session, 'user' | 'token' | 'game'>) {
  return { user: session.user, token: session.token, game_code: session.game };
}

/**
 * Places a bet through the session's wallet. An indefinite answer is rolled back (the rollback
 * retried until answered) and reported as `bet_failed`; a refusal as what the player is told.
 */
async function placeBet(
  session: Pick<Session, 'user' | 'token' | 'vendor' | 'game' | 'currency' | 'wallet'>,
  round: string,
  amount: number,
  description: string,
): Promise<{ betUuid: string; balance: number }> {
  const betUuid = randomUUID();
  const betResult = await session.wallet.send(
    prepareCall(session.vendor, 'transaction/bet', {
      ...common(session),
      currency: session.currency,
      round,
      round_closed: false,
      transaction_uuid: betUuid,
      supplier_transaction_id: `dp-bet-${betUuid}`,
      amount,
      is_free: false,
      bet: description,
    }),
  );
  const answer = betResult.kind === 'answer' ? betResult.answer : null;
  const placed = answer?.status === STATUS.OK && answer.balance !== undefined;
  if (!answer || isIndefinite(betResult) || (answer.status === STATUS.OK && !placed)) {
    const rollbackUuid = randomUUID();
    const rollback = await session.wallet.deliver(
      prepareCall(session.vendor, 'transaction/rollback', {
        ...common(session),
        round,
        round_closed: true,
        transaction_uuid: rollbackUuid,
        supplier_transaction_id: `dp-rollback-${rollbackUuid}`,
        reference_transaction_uuid: betUuid,
      }),
    );
    const balance =
      rollback.kind === 'answer' && rollback.answer.status === STATUS.OK
        ? rollback.answer.balance
        : undefined;
    throw new GameError('bet_failed', 'The bet could not be confirmed; it has been cancelled.', balance);
  }
  if (!placed) throw refusal(answer, 'bet');
  return { betUuid, balance: answer.balance as number };
}

/** Closes a round with its win (0 for a loss), delivered until the wallet answers. */
async function payWin(
  session: Pick<Session, 'user' | 'token' | 'vendor' | 'game' | 'currency' | 'wallet'>,
  round: string,
  betUuid: string,
  amount: number,
): Promise<{ settlement: Settlement; result: WalletResult }> {
  const winUuid = randomUUID();
  const result = await session.wallet.deliver(
    prepareCall(session.vendor, 'transaction/win', {
      ...common(session),
      currency: session.currency,
      round,
      round_closed: true,
      transaction_uuid: winUuid,
      supplier_transaction_id: `dp-win-${winUuid}`,
      reference_transaction_uuid: betUuid,
      amount,
      is_free: false,
    }),
  );
  if (isIndefinite(result)) return { settlement: 'pending', result };
  if (result.kind === 'answer' && result.answer.status === STATUS.OK) return { settlement: 'paid', result };
  const status = result.kind === 'answer' ? result.answer.status : result.reason;
  console.error(`Demo provider: the portal refused the win of round ${round} (${status}).`);
  return { settlement: 'refused', result };
}

/**
 * The ring's clock: COCKFIGHT_FAST=1 gives development and the end-to-end tests a fight every 24
 * seconds; production always runs the standard schedule.
 */
export function cockfightScheduleFromEnv(env: Record<string, string | undefined>): Schedule {
  const production = env.NODE_ENV === 'production' || env.APP_MODE === 'production';
  return env.COCKFIGHT_FAST === '1' && !production ? FAST_SCHEDULE : STANDARD_SCHEDULE;
}

/** Where the ring keeps its open bets (COCKFIGHT_DATA_DIR), or nowhere. */
export function cockfightDataDirFromEnv(env: Record<string, string | undefined>): string | null {
  return env.COCKFIGHT_DATA_DIR || null;
}

export class TableService {
  readonly #randomInt: (max: number) => number;
  readonly #now: () => number;
  readonly #schedule: Schedule;
  readonly #fights = new Map<number, Fight>();
  readonly #bets: CockfightBet[] = [];
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;

  readonly #file: string | null;

  constructor(options: TableServiceOptions) {
    this.#randomInt = options.randomInt;
    this.#now = options.now;
    this.#schedule = options.schedule;
    this.#file = options.dataDir ? path.join(options.dataDir, 'cockfight.json') : null;
    if (this.#file && options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
      this.#restore(this.#file, options.walletFor);
    }
  }

  /** Bets left open by the last run are settled by this one, with the fights' draws as they were. */
  #restore(file: string, walletFor: TableServiceOptions['walletFor']): void {
    let data: RingFile;
    try {
      data = JSON.parse(readFileSync(file, 'utf8')) as RingFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (data.version !== 1 || !Array.isArray(data.fights) || !Array.isArray(data.bets)) {
      throw new Error(`${file} is not a cockfight file of this version.`);
    }
    if (data.bets.length > 0 && !walletFor) throw new Error('Open cockfight bets need a wallet to settle.');
    for (const fight of data.fights) {
      this.#fights.set(fight.number, { ...fight, odds: oddsFor(fight.meronWeight), settled: false });
    }
    for (const bet of data.bets) {
      const wallet = (walletFor as NonNullable<TableServiceOptions['walletFor']>)(bet.session.vendor);
      this.#bets.push({ ...bet, session: { ...bet.session, wallet }, settled: null });
    }
    if (this.#bets.length > 0) this.start();
  }

  /** Writes the fights that still have open bets (and the current one) and the open bets. */
  #save(): void {
    if (!this.#file) return;
    const open = this.#bets.filter((bet) => bet.settled === null);
    const numbers = new Set(open.map((bet) => bet.fight));
    const data: RingFile = {
      version: 1,
      fights: [...this.#fights.values()]
        .filter((fight) => numbers.has(fight.number))
        .map(({ number, meronWeight, result }) => ({ number, meronWeight, result })),
      bets: open.map(({ session, settled: _settled, ...bet }) => {
        const { wallet: _wallet, ...stored } = session;
        return { ...bet, session: stored };
      }),
    };
    const temporary = `${this.#file}.${process.pid}.tmp`;
    // Launch tokens travel in the wallet calls kept here: readable by this user only.
    writeFileSync(temporary, JSON.stringify(data), { mode: 0o600 });
    renameSync(temporary, this.#file);
  }

  get schedule(): Schedule {
    return this.#schedule;
  }

  // ---- Instant rounds -----------------------------------------------------------------------

  async #instant<T>(
    session: Session,
    total: number,
    description: string,
    decide: () => { win: number; outcome: T },
  ): Promise<Instant & { outcome: T }> {
    if (session.wallet.isFull) {
      throw new GameError('provider_busy', 'Too many wallet calls are waiting; try again shortly.');
    }
    if (session.busy)
      throw new GameError('round_in_progress', 'A round is already being played in this window.');
    session.busy = true;
    try {
      const round = randomUUID();
      const bet = await placeBet(session, round, total, description);
      // The bet is placed: only now is the outcome drawn.
      const { win, outcome } = decide();
      const paid = await payWin(session, round, bet.betUuid, win);
      const balance =
        paid.settlement === 'paid' && paid.result.kind === 'answer'
          ? (paid.result.answer.balance ?? bet.balance + win)
          : bet.balance;
      return {
        round,
        stake: total,
        win,
        balance,
        currency: session.currency,
        settlement: paid.settlement,
        outcome,
      };
    } finally {
      session.busy = false;
    }
  }

  async playBaccarat(session: Session, value: unknown): Promise<BaccaratResult> {
    if (session.engine !== 'baccarat')
      throw new GameError('invalid_request', 'This window plays another game.');
    const { stakes, total, description } = parseStakes(value, BACCARAT_SPOTS, session.currency);
    const grain = grainOf(session.currency);
    const result = await this.#instant(session, total, `baccarat ${description}`, () => {
      const hand = dealBaccarat(shoeDrawer(this.#randomInt));
      const settled = settleBaccarat(stakes, hand, grain);
      return { win: settled.win, outcome: { hand, returns: settled.returns } };
    });
    return { ...result, engine: 'baccarat' };
  }

  async playDragonTiger(session: Session, value: unknown): Promise<DragonTigerResult> {
    if (session.engine !== 'dragon-tiger')
      throw new GameError('invalid_request', 'This window plays another game.');
    const { stakes, total, description } = parseStakes(value, DRAGON_TIGER_SPOTS, session.currency);
    const grain = grainOf(session.currency);
    const result = await this.#instant(session, total, `dragon-tiger ${description}`, () => {
      const hand = dealDragonTiger(shoeDrawer(this.#randomInt));
      const settled = settleDragonTiger(stakes, hand, grain);
      return { win: settled.win, outcome: { hand, returns: settled.returns } };
    });
    return { ...result, engine: 'dragon-tiger' };
  }

  async shoot(session: Session, fish: unknown, stake: unknown): Promise<ShotResult> {
    if (session.engine !== 'fish') throw new GameError('invalid_request', 'This window plays another game.');
    if (!isFishKind(fish))
      throw new GameError('invalid_request', `fish must be one of ${FISH_KINDS.join(', ')}.`);
    const shots = fishShots(session.currency);
    if (typeof stake !== 'number' || !shots.includes(stake)) {
      throw new GameError('invalid_request', `stake must be one of ${shots.join(', ')}.`);
    }
    const result = await this.#instant(session, stake, `fish ${fish}`, () => {
      const outcome = shoot(fish as FishKind, stake, this.#randomInt);
      return { win: outcome.win, outcome };
    });
    return { ...result, engine: 'fish' };
  }

  // ---- The cockfight ring -------------------------------------------------------------------

  /**
   * Starts the ring's clock: each second it draws, fights and settles what is due. It starts with
   * the first player at the ring (the provider's random source is not spent on an empty ring).
   */
  start(): void {
    if (this.#timer || this.#stopped) return;
    this.#timer = setInterval(() => this.tick(), 1_000);
    this.#timer.unref();
  }

  /**
   * Stops the clock. Bets still open are rolled back (their stakes go home) rather than left
   * for the portal's 48-hour close, which would settle them as lost.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    // Kept on disk, they are settled by the next run.
    if (this.#file) {
      this.#save();
      return;
    }
    const open = this.#bets.filter((bet) => bet.settled === null);
    await Promise.all(
      open.map(async (bet) => {
        bet.settled = { result: 'draw', paid: bet.stake, settlement: 'sending' };
        const rollbackUuid = randomUUID();
        const result = await bet.session.wallet.deliver(
          prepareCall(bet.session.vendor, 'transaction/rollback', {
            ...common(bet.session),
            round: bet.round,
            round_closed: true,
            transaction_uuid: rollbackUuid,
            supplier_transaction_id: `dp-rollback-${rollbackUuid}`,
            reference_transaction_uuid: bet.betUuid,
          }),
        );
        bet.settled.settlement = isIndefinite(result) ? 'pending' : 'paid';
      }),
    );
  }

  /** The fight of a number, its odds drawn the first time anyone (or the clock) needs it. */
  #fight(number: number): Fight {
    let fight = this.#fights.get(number);
    if (!fight) {
      const meronWeight = drawMeronWeight(this.#randomInt);
      fight = { number, meronWeight, odds: oddsFor(meronWeight), result: null, settled: false };
      this.#fights.set(number, fight);
    }
    return fight;
  }

  /** Brings the ring up to the clock: results drawn at the fight, bets settled at the result. */
  tick(): void {
    const clock = roundAt(this.#now(), this.#schedule);
    const current = this.#fight(clock.number);
    // An earlier fight the clock skipped past (a stalled process) is finished first.
    for (const fight of [...this.#fights.values()].sort((a, b) => a.number - b.number)) {
      const over = fight.number < clock.number;
      if (fight.result === null && (over || (fight === current && isAfter(clock.phase, 'closed')))) {
        fight.result = fightResult(fight.meronWeight, this.#randomInt(TICKETS));
        if (this.#bets.some((bet) => bet.fight === fight.number && bet.settled === null)) this.#save();
      }
      if (!fight.settled && fight.result !== null && (over || clock.phase === 'result')) {
        fight.settled = true;
        this.#settleFight(fight);
      }
    }
    this.#forget(clock.number);
  }

  #settleFight(fight: Fight): void {
    let settled = false;
    for (const bet of this.#bets) {
      if (bet.fight === fight.number && bet.settled === null) {
        this.#settleBet(bet, fight);
        settled = true;
      }
    }
    if (settled) this.#save();
  }

  #settleBet(bet: CockfightBet, fight: Fight): void {
    const result = fight.result as FightResult;
    const paid = betReturn(bet.side, bet.stake, result, bet.odds, grainOf(bet.session.currency));
    const settled: NonNullable<CockfightBet['settled']> = { result, paid, settlement: 'sending' };
    bet.settled = settled;
    void payWin(bet.session, bet.round, bet.betUuid, paid).then(
      ({ settlement }) => {
        settled.settlement = settlement;
      },
      (error: unknown) => {
        settled.settlement = 'pending';
        console.error(error);
      },
    );
  }

  /** Keeps the last fights for the history and settled bets for an hour. */
  #forget(current: number): void {
    for (const number of this.#fights.keys()) {
      const fight = this.#fights.get(number) as Fight;
      if (number < current - HISTORY && fight.settled) this.#fights.delete(number);
    }
    const cutoff = this.#now() - SETTLED_BETS_KEPT_MS;
    for (let i = this.#bets.length - 1; i >= 0; i -= 1) {
      const bet = this.#bets[i] as CockfightBet;
      if (bet.settled && bet.settled.settlement !== 'sending' && bet.placedAt < cutoff)
        this.#bets.splice(i, 1);
    }
  }

  /** What a player's page shows: the fight now, the last results and the player's own bets. */
  state(session: Session): CockfightState {
    if (session.engine !== 'cockfight')
      throw new GameError('invalid_request', 'This window plays another game.');
    this.start();
    this.tick();
    const now = this.#now();
    const clock = roundAt(now, this.#schedule);
    const fight = this.#fight(clock.number);
    const history = [...this.#fights.values()]
      .filter((f) => f.result !== null && (f.number < clock.number || clock.phase === 'result'))
      .sort((a, b) => b.number - a.number)
      .slice(0, HISTORY)
      .map((f) => ({ number: f.number, result: f.result as FightResult }));
    const bets = this.#bets
      .filter((bet) => bet.session.user === session.user && bet.session.vendor === session.vendor)
      .slice(-20)
      .reverse()
      .map((bet) => ({
        id: bet.id,
        fight: bet.fight,
        side: bet.side,
        stake: bet.stake,
        odds: bet.side === 'draw' ? null : bet.odds[bet.side],
        status: bet.settled === null ? ('open' as const) : outcomeOf(bet),
        paid: bet.settled?.paid ?? null,
        settlement: bet.settled?.settlement ?? null,
      }));
    return {
      now,
      fight: {
        ...clock,
        odds: fight.odds,
        result: clock.phase === 'result' ? fight.result : null,
      },
      history,
      bets,
    };
  }

  async betCockfight(session: Session, side: unknown, stake: unknown): Promise<CockfightBetResult> {
    if (session.engine !== 'cockfight')
      throw new GameError('invalid_request', 'This window plays another game.');
    if (typeof side !== 'string' || !(SIDES as readonly string[]).includes(side)) {
      throw new GameError('invalid_request', `side must be one of ${SIDES.join(', ')}.`);
    }
    const step = stakeStep(session.currency);
    if (
      typeof stake !== 'number' ||
      !Number.isSafeInteger(stake) ||
      stake <= 0 ||
      stake % step !== 0 ||
      stake > TABLE_MAX_SPOT_STEPS * step
    ) {
      throw new GameError(
        'invalid_request',
        `stake must be a multiple of ${step} units, at most ${TABLE_MAX_SPOT_STEPS * step}.`,
      );
    }
    this.start();
    const clock = roundAt(this.#now(), this.#schedule);
    if (clock.phase !== 'betting') throw new GameError('betting_closed', 'Betting on this fight is closed.');
    if (session.wallet.isFull) {
      throw new GameError('provider_busy', 'Too many wallet calls are waiting; try again shortly.');
    }
    if (session.busy)
      throw new GameError('round_in_progress', 'A bet is already being placed in this window.');
    const fight = this.#fight(clock.number);
    session.busy = true;
    try {
      const round = randomUUID();
      const odds = side === 'draw' ? null : fight.odds[side as 'meron' | 'wala'];
      const description = `cockfight #${fight.number} ${side}${odds === null ? ' 8:1' : ` @${(odds / 100).toFixed(2)}`}`;
      const placed = await placeBet(session, round, stake, description);
      const bet: CockfightBet = {
        id: randomUUID(),
        fight: fight.number,
        session: {
          id: session.id,
          user: session.user,
          token: session.token,
          vendor: session.vendor,
          game: session.game,
          currency: session.currency,
          wallet: session.wallet,
        },
        side: side as Side,
        stake,
        odds: fight.odds,
        round,
        betUuid: placed.betUuid,
        placedAt: this.#now(),
        settled: null,
      };
      this.#bets.push(bet);
      // Accepted while betting was open; if the wallet's answer came after the fight was
      // settled, this bet is settled now with the same result.
      if (fight.settled) this.#settleBet(bet, fight);
      this.#save();
      return {
        bet: bet.id,
        fight: fight.number,
        side: bet.side,
        stake,
        balance: placed.balance,
        currency: session.currency,
      };
    } finally {
      session.busy = false;
    }
  }

  /** Open bets (for tests and the shutdown log). */
  get openBets(): number {
    return this.#bets.filter((bet) => bet.settled === null).length;
  }
}

const PHASES: Phase[] = ['betting', 'closed', 'fight', 'result'];
function isAfter(phase: Phase, other: Phase): boolean {
  return PHASES.indexOf(phase) > PHASES.indexOf(other);
}

function outcomeOf(bet: CockfightBet): 'won' | 'lost' | 'refunded' {
  const settled = bet.settled as NonNullable<CockfightBet['settled']>;
  if (settled.paid === 0) return 'lost';
  if (settled.paid === bet.stake && bet.side !== 'draw') return 'refunded';
  return 'won';
}

export interface CockfightState {
  now: number;
  fight: RoundClock & { odds: Odds; result: FightResult | null };
  history: { number: number; result: FightResult }[];
  bets: {
    id: string;
    fight: number;
    side: Side;
    stake: number;
    odds: number | null;
    status: 'open' | 'won' | 'lost' | 'refunded';
    paid: number | null;
    settlement: Settlement | 'sending' | null;
  }[];
}

export interface CockfightBetResult {
  bet: string;
  fight: number;
  side: Side;
  stake: number;
  balance: number;
  currency: string;
}
