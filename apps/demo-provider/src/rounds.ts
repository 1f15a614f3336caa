import { randomUUID } from 'node:crypto';
import { GameError } from './errors.ts';
import { LINE_COUNT, type SlotOutcome, spinSlot } from './games/slot.ts';
import {
  isWheelNumber,
  spinWheel,
  WHEEL_NUMBERS,
  type WheelNumber,
  type WheelOutcome,
  type WheelStakes,
} from './games/wheel.ts';
import { slotStakes, stakeStep, WHEEL_MAX_SPOT_STEPS } from './money.ts';
import type { Engine, Session, SessionStore } from './sessions.ts';
import {
  type GameWallet,
  isIndefinite,
  prepareCall,
  STATUS,
  type WalletAnswer,
  type WalletResult,
} from './wallet.ts';

export interface LaunchInput {
  token: string;
  user: string;
  vendor: string;
  game: string;
  engine: Engine;
}

export interface PlayInput {
  /** Slot: the total stake in units. */
  stake?: unknown;
  /** Wheel: units per number, keyed by the number. */
  stakes?: unknown;
}

/** How the round's win call ended: paid, still being retried, or refused by the portal. */
export type Settlement = 'paid' | 'pending' | 'refused';

export type RoundResult = {
  round: string;
  stake: number;
  win: number;
  /** After the round as far as we know: with the win once paid, without it while pending. */
  balance: number;
  currency: string;
  settlement: Settlement;
} & ({ engine: 'slot'; outcome: SlotOutcome } | { engine: 'wheel'; outcome: WheelOutcome });

export interface RoundServiceOptions {
  /** The portal's seamless wallet (with its retry queue): every vendor's sessions but transfer ones. */
  wallet: GameWallet;
  /** A transfer-wallet vendor's own balance store (ADR 0043), or null for a seamless vendor. */
  transferWallet?: (vendor: string) => GameWallet | null;
  sessions: SessionStore;
  randomInt: (max: number) => number;
}

const CURRENCY = /^[A-Z]{3}$/;

/** Opens game windows and plays rounds; all money moves through the portal's wallet (ADR 0015). */
export class RoundService {
  readonly #wallet: GameWallet;
  readonly #transferWallet: (vendor: string) => GameWallet | null;
  readonly #sessions: SessionStore;
  readonly #randomInt: (max: number) => number;

  constructor(options: RoundServiceOptions) {
    this.#wallet = options.wallet;
    this.#transferWallet = options.transferWallet ?? (() => null);
    this.#sessions = options.sessions;
    this.#randomInt = options.randomInt;
  }

  /** Checks the launch token with the wallet and opens a session with the player's balance. */
  async open(input: LaunchInput): Promise<{ session: Session; balance: number }> {
    const transfer = this.#transferWallet(input.vendor);
    const wallet = transfer ?? this.#wallet;
    const [balanceResult, infoResult] = await Promise.all([
      wallet.send(
        prepareCall(input.vendor, 'user/balance', {
          user: input.user,
          token: input.token,
          game_code: input.game,
        }),
      ),
      wallet.send(prepareCall(input.vendor, 'user/info', { user: input.user })),
    ]);
    const answer = definiteAnswer(balanceResult, 'balance');
    if (answer.status !== STATUS.OK) throw refusal(answer, 'balance');
    const { balance, currency } = answer;
    if (balance === undefined || currency === undefined || !CURRENCY.test(currency)) {
      throw new GameError('wallet_unavailable', 'The balance answer has no balance or currency.');
    }
    // The display name is a courtesy: the session stands without it.
    const info =
      infoResult.kind === 'answer' && infoResult.answer.status === STATUS.OK ? infoResult.answer : null;
    const session = this.#sessions.create({
      ...input,
      currency,
      displayName: info?.display_name ?? null,
      wallet,
      walletMode: transfer ? 'transfer' : 'seamless',
    });
    return { session, balance };
  }

  async balance(session: Session): Promise<number> {
    const result = await session.wallet.send(
      prepareCall(session.vendor, 'user/balance', {
        user: session.user,
        token: session.token,
        game_code: session.game,
      }),
    );
    const answer = definiteAnswer(result, 'balance');
    if (answer.status !== STATUS.OK || answer.balance === undefined) throw refusal(answer, 'balance');
    return answer.balance;
  }

  async play(session: Session, input: PlayInput): Promise<RoundResult> {
    // The table games (table-rounds.ts) and the books have their own routes.
    if (session.engine !== 'slot' && session.engine !== 'wheel') {
      throw new GameError('invalid_request', 'This window plays another game.');
    }
    const bet =
      session.engine === 'slot'
        ? parseSlotStake(input.stake, session.currency)
        : parseWheelStakes(input.stakes, session.currency);
    if (session.wallet.isFull) {
      throw new GameError('provider_busy', 'Too many wallet calls are waiting; try again shortly.');
    }
    if (session.busy)
      throw new GameError('round_in_progress', 'A round is already being played in this window.');
    session.busy = true;
    try {
      return await this.#playRound(session, bet);
    } finally {
      session.busy = false;
    }
  }

  async #playRound(session: Session, bet: SlotBet | WheelBet): Promise<RoundResult> {
    const common = { user: session.user, token: session.token, game_code: session.game };
    const round = randomUUID();
    const betUuid = randomUUID();
    const betResult = await session.wallet.send(
      prepareCall(session.vendor, 'transaction/bet', {
        ...common,
        currency: session.currency,
        round,
        round_closed: false,
        transaction_uuid: betUuid,
        supplier_transaction_id: `dp-bet-${betUuid}`,
        amount: bet.total,
        is_free: false,
        bet: bet.description,
      }),
    );

    // No answer we can trust, RS_ERROR_UNKNOWN, or an OK without a balance: the money may have
    // moved, so the bet is rolled back (and the rollback retried until the portal answers).
    const betAnswer = betResult.kind === 'answer' ? betResult.answer : null;
    const placed = betAnswer?.status === STATUS.OK && betAnswer.balance !== undefined;
    if (!betAnswer || isIndefinite(betResult) || (betAnswer.status === STATUS.OK && !placed)) {
      const rollbackUuid = randomUUID();
      const rollback = await session.wallet.deliver(
        prepareCall(session.vendor, 'transaction/rollback', {
          ...common,
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
    if (!placed) throw refusal(betAnswer, 'bet');

    // The bet is placed: only now is the outcome drawn.
    const outcome =
      bet.engine === 'slot'
        ? ({ engine: 'slot', outcome: spinSlot(bet.total, this.#randomInt) } as const)
        : ({ engine: 'wheel', outcome: spinWheel(bet.stakes, this.#randomInt) } as const);
    const win = outcome.outcome.win;

    // Every round is closed by a win, with 0 for a loss; it is retried until the portal answers.
    const winUuid = randomUUID();
    const winResult = await session.wallet.deliver(
      prepareCall(session.vendor, 'transaction/win', {
        ...common,
        currency: session.currency,
        round,
        round_closed: true,
        transaction_uuid: winUuid,
        supplier_transaction_id: `dp-win-${winUuid}`,
        reference_transaction_uuid: betUuid,
        amount: win,
        is_free: false,
      }),
    );

    let settlement: Settlement;
    let balance = betAnswer.balance as number;
    if (isIndefinite(winResult)) {
      settlement = 'pending';
    } else if (winResult.kind === 'answer' && winResult.answer.status === STATUS.OK) {
      settlement = 'paid';
      balance = winResult.answer.balance ?? balance + win;
    } else {
      settlement = 'refused';
      const status = winResult.kind === 'answer' ? winResult.answer.status : winResult.reason;
      console.error(`Demo provider: the portal refused the win of round ${round} (${status}).`);
    }
    return { round, stake: bet.total, win, balance, currency: session.currency, settlement, ...outcome };
  }
}

interface SlotBet {
  engine: 'slot';
  total: number;
  description: string;
}

interface WheelBet {
  engine: 'wheel';
  total: number;
  stakes: WheelStakes;
  description: string;
}

function parseSlotStake(value: unknown, currency: string): SlotBet {
  const stakes = slotStakes(currency);
  if (typeof value !== 'number' || !stakes.includes(value)) {
    throw new GameError('invalid_request', `stake must be one of ${stakes.join(', ')}.`);
  }
  return { engine: 'slot', total: value, description: `slot ${LINE_COUNT} lines` };
}

function parseWheelStakes(value: unknown, currency: string): WheelBet {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new GameError('invalid_request', 'stakes must be an object of number to units.');
  }
  const step = stakeStep(currency);
  const stakes: WheelStakes = {};
  const parts: string[] = [];
  let total = 0;
  for (const [key, amount] of Object.entries(value)) {
    const number = Number(key);
    if (!isWheelNumber(number) || String(number) !== key) {
      throw new GameError('invalid_request', `stakes keys must be among ${WHEEL_NUMBERS.join(', ')}.`);
    }
    if (amount === 0) continue;
    checkSpotStake(key, amount, step, WHEEL_MAX_SPOT_STEPS);
    stakes[number as WheelNumber] = amount;
    parts.push(`${number}:${amount}`);
    total += amount;
  }
  if (total === 0) throw new GameError('invalid_request', 'Stake on at least one number.');
  return { engine: 'wheel', total, stakes, description: `wheel ${parts.join(' ')}` };
}

/** One spot's stake: a whole number of chip steps, at most `maxSteps` of them (wheel and tables alike). */
export function checkSpotStake(
  key: string,
  amount: unknown,
  step: number,
  maxSteps: number,
): asserts amount is number {
  if (
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    amount < 0 ||
    amount % step !== 0 ||
    amount > maxSteps * step
  ) {
    throw new GameError(
      'invalid_request',
      `A stake on ${key} must be a multiple of ${step} units, at most ${maxSteps * step}.`,
    );
  }
}

/** An answer to act on; a failure or RS_ERROR_UNKNOWN on a read is "the wallet is unavailable". */
export function definiteAnswer(result: WalletResult, what: string): WalletAnswer {
  if (result.kind === 'failure') {
    throw new GameError('wallet_unavailable', `The wallet's ${what} answer failed (${result.reason}).`);
  }
  if (result.answer.status === STATUS.UNKNOWN) {
    throw new GameError('wallet_unavailable', `The wallet answered ${what} with ${STATUS.UNKNOWN}.`);
  }
  return result.answer;
}

/** Maps a definite refusal to what the player is told. */
export function refusal(answer: WalletAnswer, what: string): GameError {
  const message = `The wallet refused the ${what}: ${answer.status}.`;
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
