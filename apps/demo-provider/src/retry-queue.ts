import { isIndefinite, type PortalWallet, type WalletCall, type WalletResult } from './wallet.ts';

/** Waits between attempts: quick at first, then once a minute. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000];
/** About an hour and a half of trying; past that the portal's 48-hour job closes the round. */
export const DEFAULT_MAX_ATTEMPTS = 100;
/** Calls waiting at once. When full, new rounds are refused rather than a win being dropped. */
export const DEFAULT_MAX_PENDING = 10_000;

export interface RetryQueueOptions {
  wallet: PortalWallet;
  delaysMs?: number[];
  maxAttempts?: number;
  maxPending?: number;
  /** Told of each call's final answer (tests watch it; the server logs refusals). */
  onSettled?: (call: WalletCall, result: WalletResult, attempts: number) => void;
}

/**
 * Sends wins and rollbacks until the portal gives a definite answer (ADR 0015: they are retried
 * with the same transaction id, and the portal replays its first answer). Kept in memory: a
 * restart forgets the queue, which leaves rounds open for the portal's 48-hour close.
 */
export class RetryQueue {
  readonly #options: RetryQueueOptions;
  readonly #timers = new Set<NodeJS.Timeout>();
  #pending = 0;
  #closed = false;

  constructor(options: RetryQueueOptions) {
    this.#options = options;
  }

  get pending(): number {
    return this.#pending;
  }

  get isFull(): boolean {
    return this.#pending >= (this.#options.maxPending ?? DEFAULT_MAX_PENDING);
  }

  /**
   * Sends at once; if the answer is indefinite, keeps retrying in the background and resolves
   * with that first, indefinite result (the caller tells the player it is on its way).
   */
  async deliver(call: WalletCall): Promise<WalletResult> {
    const result = await this.#options.wallet.send(call);
    if (!isIndefinite(result)) {
      this.#options.onSettled?.(call, result, 1);
      return result;
    }
    this.#pending += 1;
    this.#schedule(call, 2);
    return result;
  }

  /** Stops retrying; whatever is still waiting is reported, since it will now never be sent. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    if (this.#pending > 0) {
      console.error(
        `Demo provider: ${this.#pending} wallet call(s) abandoned at shutdown (rounds stay open).`,
      );
    }
  }

  #schedule(call: WalletCall, attempt: number): void {
    const delays = this.#options.delaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const delay = delays[Math.min(attempt - 2, delays.length - 1)] ?? 1_000;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      void this.#retry(call, attempt);
    }, delay);
    // A waiting retry alone must not keep the process (or a test run) alive.
    timer.unref();
    this.#timers.add(timer);
  }

  async #retry(call: WalletCall, attempt: number): Promise<void> {
    if (this.#closed) return;
    const result = await this.#options.wallet.send(call);
    if (this.#closed) return;
    if (!isIndefinite(result)) {
      this.#pending -= 1;
      this.#options.onSettled?.(call, result, attempt);
      return;
    }
    if (attempt >= (this.#options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) {
      this.#pending -= 1;
      // The transaction id identifies the call; the body would also print the player's token.
      const { transaction_uuid: id, round } = JSON.parse(call.body) as {
        transaction_uuid?: string;
        round?: string;
      };
      console.error(
        `Demo provider: gave up on ${call.path} ${id} (round ${round}) after ${attempt} attempts.`,
      );
      this.#options.onSettled?.(call, result, attempt);
      return;
    }
    this.#schedule(call, attempt + 1);
  }
}
