import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signatures older or newer than this are refused (replays of captured requests). */
const SIGNATURE_TOLERANCE_S = 300;
const REQUEST_TIMEOUT_MS = 10_000;

export interface ProviderPayment {
  id: string;
  reference: string;
  amount: string;
  currency: string;
  exponent: number;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED';
  failureReason: string | null;
  checkoutUrl: string;
}

export interface ProviderEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  data: ProviderPayment;
}

export interface CreatePayment {
  reference: string;
  amountMinor: bigint;
  currency: string;
  exponent: number;
  description: string;
  returnUrl: string;
  webhookUrl: string;
  customerId: string;
  locale: string;
  /** A mobile-wallet method (bKash, GCash…) and the payer's wallet number (ADR 0047). */
  method?: { channel: string; account: string } | null;
}

/** A payment provider as the deposit flow needs it (ADR 0014); a real one is another adapter. */
export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePayment): Promise<ProviderPayment>;
  /** The event, when the signature over the raw body is valid and fresh; otherwise null. */
  readEvent(rawBody: string, signature: string | undefined): ProviderEvent | null;
}

export function signBody(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Checks a `t=…,v1=…` signature in constant time, within the tolerance. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowS: number,
): boolean {
  if (!header || header.length > 300) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  const v1 = parts.v1;
  if (!Number.isSafeInteger(t) || typeof v1 !== 'string' || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(nowS - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

export class ProviderError extends Error {}

/** The sandbox provider (apps/sandbox-psp) over HTTP. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly #url: string;
  readonly #secret: string;
  readonly #now: () => Date;
  readonly #fetch: typeof fetch;

  constructor(options: { url: string; secret: string; now: () => Date; fetchImpl?: typeof fetch }) {
    this.#url = options.url;
    this.#secret = options.secret;
    this.#now = options.now;
    this.#fetch = options.fetchImpl ?? fetch;
  }

  async createPayment(input: CreatePayment): Promise<ProviderPayment> {
    const body = JSON.stringify({
      reference: input.reference,
      amount: input.amountMinor.toString(),
      currency: input.currency,
      exponent: input.exponent,
      description: input.description.slice(0, 140),
      returnUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
      customer: { id: input.customerId },
      locale: input.locale,
      ...(input.method ? { method: input.method } : {}),
    });
    let response: Response;
    try {
      response = await this.#fetch(`${this.#url}/v1/payments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sandbox-merchant': 'portal',
          'sandbox-signature': signBody(this.#secret, body, Math.floor(this.#now().getTime() / 1000)),
        },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`sandbox provider unreachable: ${(error as Error).message}`);
    }
    if (response.status !== 200 && response.status !== 201) {
      throw new ProviderError(`sandbox provider answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as ProviderPayment;
  }

  readEvent(rawBody: string, signature: string | undefined): ProviderEvent | null {
    if (!verifySignature(this.#secret, rawBody, signature, Math.floor(this.#now().getTime() / 1000)))
      return null;
    try {
      const event = JSON.parse(rawBody) as ProviderEvent;
      if (typeof event?.id !== 'string' || typeof event.data?.reference !== 'string') return null;
      return event;
    } catch {
      return null;
    }
  }
}
