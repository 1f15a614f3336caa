import { signatureHeader } from './signature.ts';

/** Waits between attempts (ADR 0014): 8 attempts in all, the last about two minutes after the first. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000];
/** An attempt with no answer after this long counts as failed and is retried. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookDelivery {
  url: string;
  /** The exact bytes to send; fixed once per event so retries and resends are byte-identical. */
  body: string;
}

export interface WebhookOptions {
  secret: string;
  now: () => number;
  fetchImpl: typeof fetch;
  retryDelaysMs: number[];
  timeoutMs?: number;
}

/**
 * Sends webhooks in the background with the retry schedule. Each delivery is independent, so a
 * resend runs beside a still-retrying original, as a real provider's duplicate would.
 */
export class WebhookSender {
  readonly #options: WebhookOptions;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #inFlight = new Set<AbortController>();
  #closed = false;

  constructor(options: WebhookOptions) {
    this.#options = options;
  }

  /** Queues a delivery; returns at once (the merchant's answer never blocks our own response). */
  send(delivery: WebhookDelivery): void {
    this.#attempt(delivery, 1);
  }

  /** Stops retrying and aborts requests in flight, so closing the server does not hang on a slow merchant. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    for (const controller of this.#inFlight) controller.abort();
  }

  #attempt(delivery: WebhookDelivery, attempt: number): void {
    if (this.#closed) return;
    void this.#post(delivery, attempt);
  }

  async #post(delivery: WebhookDelivery, attempt: number): Promise<void> {
    const { secret, now, fetchImpl, retryDelaysMs } = this.#options;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.#options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    this.#inFlight.add(controller);
    let status: number | null = null;
    try {
      const response = await fetchImpl(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SandboxPay-Webhooks/1.0',
          // Signed afresh on every attempt: a late retry or a resend must still fall within the 300 s window.
          'sandbox-signature': signatureHeader(secret, delivery.body, now()),
        },
        body: delivery.body,
        signal: controller.signal,
        redirect: 'manual',
      });
      status = response.status;
      // Drain the body so the connection can be reused; its content does not matter.
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = null; // refused, reset or timed out: all count as "no answer"
    } finally {
      clearTimeout(timeout);
      this.#inFlight.delete(controller);
    }

    const delivered = status !== null && status >= 200 && status < 300;
    if (delivered || this.#closed) return;
    const delay = retryDelaysMs[attempt - 1];
    if (delay === undefined) return; // schedule exhausted: the merchant can still look the payment up
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      this.#attempt(delivery, attempt + 1);
    }, delay);
    // A pending retry alone must not keep the process alive at shutdown.
    timer.unref();
    this.#timers.add(timer);
  }
}
