import { randomBytes } from 'node:crypto';

export type PaymentStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED';
export type FailureReason = 'declined' | 'expired';
export type Locale = 'en' | 'bn' | 'fil';
export type EventType = 'payment.succeeded' | 'payment.failed';

/** A payment lives this long before the sweep expires it (ADR 0014: 30 minutes). */
export const PAYMENT_TTL_MS = 30 * 60 * 1000;
/** The store never holds more than this many payments (memory stays bounded). */
export const MAX_PAYMENTS = 10_000;

/** The validated, normalised `POST /v1/payments` body. */
export interface PaymentRequest {
  reference: string;
  amount: string;
  currency: string;
  exponent: number;
  description: string;
  returnUrl: string;
  webhookUrl: string;
  customer: { id: string; name: string | null };
  locale: Locale;
  /** The payer's mobile wallet, when the merchant's method is one (bKash, Nagad, GCash, Maya). */
  method: { channel: WalletChannel; account: string } | null;
}

/** The mobile wallets the sandbox simulates, with the wallet numbers of their country. */
export const WALLET_CHANNELS = {
  BKASH: { name: 'bKash', colour: '#e2136e', account: /^01[3-9]\d{8}$/ },
  NAGAD: { name: 'Nagad', colour: '#ec1c24', account: /^01[3-9]\d{8}$/ },
  GCASH: { name: 'GCash', colour: '#0a5bd7', account: /^09\d{9}$/ },
  MAYA: { name: 'Maya', colour: '#00835b', account: /^09\d{9}$/ },
} as const;
export type WalletChannel = keyof typeof WALLET_CHANNELS;

/** The object the API returns and webhooks carry, exactly the ADR's shape. */
export interface PaymentObject {
  id: string;
  reference: string;
  amount: string;
  currency: string;
  exponent: number;
  status: PaymentStatus;
  failureReason: FailureReason | null;
  checkoutUrl: string;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}

export interface WebhookEvent {
  id: string;
  type: EventType;
  createdAt: string;
  data: PaymentObject;
}

export interface Payment {
  id: string;
  merchant: string;
  request: PaymentRequest;
  /** Canonical JSON of `request`, compared to tell an idempotent retry from a conflicting reuse. */
  fingerprint: string;
  status: PaymentStatus;
  failureReason: FailureReason | null;
  createdAtMs: number;
  expiresAtMs: number;
  completedAtMs: number | null;
  /** The settlement event, kept so resend-webhook can send the very same id and bytes again. */
  lastEvent: { event: WebhookEvent; body: string } | null;
}

export function newId(prefix: 'pay' | 'evt'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export function toPaymentObject(payment: Payment, publicUrl: string): PaymentObject {
  return {
    id: payment.id,
    reference: payment.request.reference,
    amount: payment.request.amount,
    currency: payment.request.currency,
    exponent: payment.request.exponent,
    status: payment.status,
    failureReason: payment.failureReason,
    checkoutUrl: `${publicUrl}/checkout/${payment.id}`,
    createdAt: new Date(payment.createdAtMs).toISOString(),
    expiresAt: new Date(payment.expiresAtMs).toISOString(),
    completedAt: payment.completedAtMs === null ? null : new Date(payment.completedAtMs).toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Validation

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
// No leading zeros, so one amount has one spelling; 19 digits keeps it within a signed 64-bit integer.
const AMOUNT = /^[1-9][0-9]{0,18}$/;
const CURRENCY = /^[A-Z]{3}$/;
const LOCALES: readonly Locale[] = ['en', 'bn', 'fil'];
const ALLOWED_KEYS = new Set([
  'reference',
  'amount',
  'currency',
  'exponent',
  'description',
  'returnUrl',
  'webhookUrl',
  'customer',
  'locale',
  'method',
]);
const ALLOWED_CUSTOMER_KEYS = new Set(['id', 'name']);
const MAX_URL_LENGTH = 2048;
// C0/C1 control characters would render as garbage on the hosted page.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export class ValidationError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Length in code points, so an emoji or a Bengali letter counts as one character, not two units. */
function charLength(value: string): number {
  return [...value].length;
}

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ValidationError(`${field} must be a non-empty string.`);
  }
  if (charLength(value) > max) throw new ValidationError(`${field} must be at most ${max} characters.`);
  if (CONTROL.test(value)) throw new ValidationError(`${field} must not contain control characters.`);
  return value;
}

function httpUrl(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || !URL.canParse(value)) {
    throw new ValidationError(`${field} must be an absolute http(s) URL.`);
  }
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ValidationError(`${field} must be an absolute http(s) URL.`);
  }
  // Credentials in a URL would end up in the browser's address bar or our logs.
  if (url.username !== '' || url.password !== '') {
    throw new ValidationError(`${field} must not contain credentials.`);
  }
  return value;
}

/**
 * Validates a create-payment body and fills the defaults (locale `en`, no customer name), so two
 * bodies that mean the same thing normalise to the same request. Unknown fields are refused:
 * silently ignoring a misspelt field would hide a merchant's bug.
 */
export function parsePaymentRequest(body: unknown): PaymentRequest {
  if (!isRecord(body)) throw new ValidationError('The body must be a JSON object.');
  for (const key of Object.keys(body)) {
    if (!ALLOWED_KEYS.has(key)) throw new ValidationError(`Unknown field: ${key}.`);
  }

  if (typeof body.reference !== 'string' || !REFERENCE.test(body.reference)) {
    throw new ValidationError('reference must be 1 to 64 of A-Z, a-z, 0-9, _ and -.');
  }
  if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount)) {
    throw new ValidationError(
      'amount must be a string of minor units: a positive integer without leading zeros.',
    );
  }
  if (typeof body.currency !== 'string' || !CURRENCY.test(body.currency)) {
    throw new ValidationError('currency must be 3 capital letters.');
  }
  if (
    typeof body.exponent !== 'number' ||
    !Number.isInteger(body.exponent) ||
    body.exponent < 0 ||
    body.exponent > 4
  ) {
    throw new ValidationError('exponent must be an integer from 0 to 4.');
  }
  const description = text(body.description, 'description', 140);
  const returnUrl = httpUrl(body.returnUrl, 'returnUrl');
  const webhookUrl = httpUrl(body.webhookUrl, 'webhookUrl');

  if (!isRecord(body.customer)) throw new ValidationError('customer must be an object with an id.');
  for (const key of Object.keys(body.customer)) {
    if (!ALLOWED_CUSTOMER_KEYS.has(key)) throw new ValidationError(`Unknown field: customer.${key}.`);
  }
  const customerId = text(body.customer.id, 'customer.id', 64);
  const customerName =
    body.customer.name === undefined || body.customer.name === null
      ? null
      : text(body.customer.name, 'customer.name', 140);

  let locale: Locale = 'en';
  if (body.locale !== undefined && body.locale !== null) {
    if (typeof body.locale !== 'string' || !LOCALES.includes(body.locale as Locale)) {
      throw new ValidationError('locale must be en, bn or fil.');
    }
    locale = body.locale as Locale;
  }

  let method: PaymentRequest['method'] = null;
  if (body.method !== undefined && body.method !== null) {
    const m = body.method;
    if (!isRecord(m) || Object.keys(m).some((key) => key !== 'channel' && key !== 'account')) {
      throw new ValidationError('method must be an object with channel and account.');
    }
    if (typeof m.channel !== 'string' || !Object.hasOwn(WALLET_CHANNELS, m.channel)) {
      throw new ValidationError(`method.channel must be one of ${Object.keys(WALLET_CHANNELS).join(', ')}.`);
    }
    const channel = m.channel as WalletChannel;
    if (typeof m.account !== 'string' || !WALLET_CHANNELS[channel].account.test(m.account)) {
      throw new ValidationError(`method.account must be a ${WALLET_CHANNELS[channel].name} wallet number.`);
    }
    method = { channel, account: m.account };
  }

  return {
    reference: body.reference,
    amount: body.amount,
    currency: body.currency,
    exponent: body.exponent,
    description,
    returnUrl,
    webhookUrl,
    customer: { id: customerId, name: customerName },
    locale,
    method,
  };
}

/** Fixed key order, so the fingerprint does not depend on how the merchant ordered its JSON. */
export function fingerprint(request: PaymentRequest): string {
  return JSON.stringify([
    request.reference,
    request.amount,
    request.currency,
    request.exponent,
    request.description,
    request.returnUrl,
    request.webhookUrl,
    request.customer.id,
    request.customer.name,
    request.locale,
    request.method?.channel ?? null,
    request.method?.account ?? null,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Store

/**
 * Payments in memory, by id and by (merchant, reference). A Map keeps insertion order, which is
 * creation order, so "oldest first" is a walk from the front.
 */
export class PaymentStore {
  readonly #byId = new Map<string, Payment>();
  readonly #byReference = new Map<string, Payment>();
  readonly #capacity: number;

  constructor(capacity = MAX_PAYMENTS) {
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#byId.size;
  }

  get(id: string): Payment | undefined {
    return this.#byId.get(id);
  }

  findByReference(merchant: string, reference: string): Payment | undefined {
    return this.#byReference.get(referenceKey(merchant, reference));
  }

  /** Adds a payment, first making room: the oldest settled payment goes, else the oldest of all. */
  add(payment: Payment): void {
    while (this.#byId.size >= this.#capacity) this.#evictOne();
    this.#byId.set(payment.id, payment);
    this.#byReference.set(referenceKey(payment.merchant, payment.request.reference), payment);
  }

  pending(): Payment[] {
    return [...this.#byId.values()].filter((payment) => payment.status === 'PENDING');
  }

  #evictOne(): void {
    let victim: Payment | undefined;
    for (const payment of this.#byId.values()) {
      if (payment.status !== 'PENDING') {
        victim = payment;
        break;
      }
    }
    // Everything pending: dropping the oldest is what a restart would do anyway (ADR 0014).
    victim ??= this.#byId.values().next().value;
    if (!victim) return;
    this.#byId.delete(victim.id);
    this.#byReference.delete(referenceKey(victim.merchant, victim.request.reference));
  }
}

function referenceKey(merchant: string, reference: string): string {
  // Neither part may contain a newline (both are validated), so this separator cannot collide.
  return `${merchant}\n${reference}`;
}
