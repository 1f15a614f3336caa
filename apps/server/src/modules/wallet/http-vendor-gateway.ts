import { createPublicKey, type KeyObject, randomUUID, sign, verify } from 'node:crypto';
import type { Brand } from '../brands/brand.ts';
import type {
  GatewayOutcome,
  HeldBalance,
  LookupOutcome,
  SessionOutcome,
  TransferSession,
  VendorGateway,
  VendorTransfer,
} from './vendor-gateway.ts';

/** The header both sides sign their bodies in, as in the wallet protocol (ADR 0015). */
export const SIGNATURE_HEADER = 'x-portal-signature';
/** A transfer with no answer after this long is UNKNOWN: the reconciliation job looks it up. */
export const VENDOR_TIMEOUT_MS = 8_000;
/** The availability check is cheap and cached: the funds page asks for it on every view. */
const HEALTH_TIMEOUT_MS = 2_000;
const HEALTH_TTL_MS = 15_000;
const MAX_ANSWER_BYTES = 64 * 1024;
const MAX_SIGNATURE_CHARS = 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Wallet protocol amounts are units of 1/100000 of the currency (ADR 0015). */
const UNIT_EXPONENT = 5;

/** Where one vendor's transfer API is and the key its answers are signed with. */
export interface VendorEndpoint {
  /** `http://127.0.0.1:3002`: calls go to `${baseUrl}/transfer/<vendor>/...`. */
  baseUrl: string;
  publicKey: KeyObject;
}

interface Answer {
  request_uuid?: string;
  status?: unknown;
  outcome?: unknown;
  balance?: unknown;
  seq?: unknown;
}

/**
 * A transfer-wallet vendor reached over HTTP (ADR 0043): the vendor's signed transfer API, signed
 * both ways like the wallet protocol (we sign the request body with the portal's wallet key; the
 * vendor's answer must verify with its public key before a field is read). Each transfer carries
 * our transfer id, which the vendor applies at most once; no answer, an unsigned one or
 * RS_ERROR_UNKNOWN is UNKNOWN, and the reconciliation job asks `transfer/status` later.
 */
export class HttpVendorGateway implements VendorGateway {
  readonly #privateKey: KeyObject;
  readonly #endpoint: (vendorCode: string) => Promise<VendorEndpoint | null>;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  readonly #health = new Map<string, { up: boolean; until: number }>();

  constructor(deps: {
    privateKey: KeyObject;
    endpoint: (vendorCode: string) => Promise<VendorEndpoint | null>;
    fetchImpl?: typeof fetch;
    timeoutMs?: number;
    now?: () => number;
  }) {
    this.#privateKey = deps.privateKey;
    this.#endpoint = deps.endpoint;
    this.#fetch = deps.fetchImpl ?? fetch;
    this.#timeoutMs = deps.timeoutMs ?? VENDOR_TIMEOUT_MS;
    this.#now = deps.now ?? Date.now;
  }

  async isAvailable(_brand: Brand, vendorCode: string): Promise<boolean> {
    const cached = this.#health.get(vendorCode);
    if (cached && cached.until > this.#now()) return cached.up;
    const endpoint = await this.#endpoint(vendorCode);
    let up = false;
    if (endpoint) {
      try {
        const response = await this.#fetch(`${endpoint.baseUrl}/healthz`, {
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
          redirect: 'manual',
        });
        up = response.ok;
        await response.body?.cancel();
      } catch {
        up = false;
      }
    }
    this.#health.set(vendorCode, { up, until: this.#now() + HEALTH_TTL_MS });
    return up;
  }

  async transfer(brand: Brand, t: VendorTransfer): Promise<GatewayOutcome> {
    const units = toUnits(t.amount, brand.currencyExponent);
    if (units === null) return 'FAILED';
    const answer = await this.#call(t.vendorCode, 'transfer', {
      user: userOf(brand, t.memberId),
      currency: brand.currency,
      transfer_id: transferIdOf(brand, t.transferId),
      direction: t.direction,
      amount: units,
    });
    if (!answer) return 'UNKNOWN';
    if (answer.status === 'RS_OK') return answer.outcome === 'OK' ? 'OK' : 'UNKNOWN';
    // Definite refusals: nothing moved at the vendor, so the money goes back.
    if (typeof answer.status === 'string' && DEFINITE_REFUSALS.has(answer.status)) return 'FAILED';
    return 'UNKNOWN';
  }

  async lookup(brand: Brand, transferId: string, vendorCode: string): Promise<LookupOutcome> {
    const answer = await this.#call(vendorCode, 'transfer/status', {
      transfer_id: transferIdOf(brand, transferId),
    });
    if (!answer) return 'UNKNOWN';
    if (answer.status === 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST') return 'NOT_FOUND';
    if (answer.status !== 'RS_OK') return 'UNKNOWN';
    return answer.outcome === 'OK' ? 'OK' : answer.outcome === 'FAILED' ? 'FAILED' : 'UNKNOWN';
  }

  /** Opens a game window at the vendor: the launch token becomes good for the member there. */
  async openSession(brand: Brand, session: TransferSession): Promise<SessionOutcome> {
    const answer = await this.#call(session.vendorCode, 'session', {
      user: userOf(brand, session.memberId),
      currency: brand.currency,
      token: session.token,
      game_code: session.gameCode,
    });
    return answer?.status === 'RS_OK' ? 'OK' : 'UNAVAILABLE';
  }

  /** The member's balance at the vendor in minor units, or null when it cannot be read. */
  async heldBalance(brand: Brand, vendorCode: string, memberId: bigint): Promise<HeldBalance | null> {
    const answer = await this.#call(vendorCode, 'balance', { user: userOf(brand, memberId) });
    if (answer?.status !== 'RS_OK' || typeof answer.balance !== 'number' || typeof answer.seq !== 'number') {
      return null;
    }
    if (!Number.isSafeInteger(answer.balance) || answer.balance < 0) return null;
    if (brand.currencyExponent > UNIT_EXPONENT) return null;
    const step = 10n ** BigInt(UNIT_EXPONENT - brand.currencyExponent);
    // Units finer than the currency's minor unit stay at the vendor (rounded down, never invented).
    return { minor: BigInt(answer.balance) / step, seq: answer.seq };
  }

  /** One signed call; null when there is no answer we can trust (the effect is unknown). */
  async #call(vendorCode: string, path: string, fields: Record<string, unknown>): Promise<Answer | null> {
    const endpoint = await this.#endpoint(vendorCode);
    if (!endpoint) return null;
    const requestUuid = randomUUID();
    const body = JSON.stringify({ request_uuid: requestUuid, ...fields });
    let response: Response;
    let raw: Buffer;
    try {
      response = await this.#fetch(`${endpoint.baseUrl}/transfer/${encodeURIComponent(vendorCode)}/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [SIGNATURE_HEADER]: sign('sha256', Buffer.from(body), this.#privateKey).toString('base64'),
        },
        body,
        signal: AbortSignal.timeout(this.#timeoutMs),
        redirect: 'manual',
      });
      raw = Buffer.from(await response.arrayBuffer());
    } catch {
      return null;
    }
    if (response.status !== 200 || raw.length > MAX_ANSWER_BYTES) return null;
    if (!verified(endpoint.publicKey, raw, response.headers.get(SIGNATURE_HEADER))) return null;
    let answer: unknown;
    try {
      answer = JSON.parse(raw.toString('utf8'));
    } catch {
      return null;
    }
    if (typeof answer !== 'object' || answer === null) return null;
    // An answer to another request (a confused proxy) is not ours.
    if ((answer as Answer).request_uuid !== requestUuid) return null;
    return answer as Answer;
  }
}

/** Statuses after which the vendor certainly did not apply the transfer. */
const DEFINITE_REFUSALS = new Set([
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_USER_DISABLED',
]);

/** The member as vendors know them (the same id as the wallet protocol's launch). */
function userOf(brand: Brand, memberId: bigint): string {
  return `${brand.code}-${memberId}`;
}

/** Transfer ids are per installation; the brand code keeps them apart at a vendor shared by brands. */
function transferIdOf(brand: Brand, transferId: string): string {
  return `${brand.code}-${transferId}`;
}

function toUnits(minor: bigint, exponent: number): number | null {
  if (exponent > UNIT_EXPONENT || exponent < 0) return null;
  const units = minor * 10n ** BigInt(UNIT_EXPONENT - exponent);
  return units > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(units);
}

function verified(key: KeyObject, raw: Buffer, signature: string | null): boolean {
  if (!signature || signature.length > MAX_SIGNATURE_CHARS || !BASE64.test(signature)) return false;
  try {
    return verify('sha256', raw, key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A vendor's public key from its PEM, or null when it is not one. */
export function publicKeyFromPem(pem: string): KeyObject | null {
  try {
    const key = createPublicKey(pem);
    return key.type === 'public' ? key : null;
  } catch {
    return null;
  }
}
