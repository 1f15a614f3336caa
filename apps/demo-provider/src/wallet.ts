import { randomUUID } from 'node:crypto';
import type { ProviderKeys } from './keys.ts';
import { SIGNATURE_HEADER, signBody, verifyBody } from './signature.ts';

/** The portal's wallet calls (ADR 0015), relative to `<wallet URL>/<vendor>/`. */
export type WalletPath =
  | 'user/info'
  | 'user/balance'
  | 'transaction/bet'
  | 'transaction/win'
  | 'transaction/rollback';

/** The statuses of ADR 0015 this provider acts on; any other status is a definite refusal. */
export const STATUS = {
  OK: 'RS_OK',
  UNKNOWN: 'RS_ERROR_UNKNOWN',
  INVALID_TOKEN: 'RS_ERROR_INVALID_TOKEN',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  INVALID_GAME: 'RS_ERROR_INVALID_GAME',
  INVALID_PARTNER: 'RS_ERROR_INVALID_PARTNER',
  NOT_ENOUGH_MONEY: 'RS_ERROR_NOT_ENOUGH_MONEY',
  LIMIT_REACHED: 'RS_ERROR_LIMIT_REACHED',
  USER_DISABLED: 'RS_ERROR_USER_DISABLED',
  TRANSACTION_ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
} as const;

/** The fields of any wallet answer; which are present depends on the call. */
export interface WalletAnswer {
  request_uuid: string;
  status: string;
  user?: string;
  currency?: string;
  /** Units of 1/100000 of the currency. */
  balance?: number;
  display_name?: string;
  language?: string;
  country?: string;
}

export type FailureReason = 'network' | 'timeout' | 'http_status' | 'unsigned' | 'malformed';

export type WalletResult =
  | { kind: 'answer'; answer: WalletAnswer }
  | { kind: 'failure'; reason: FailureReason };

/** One call, serialised once: a retry sends exactly the same bytes, so the portal can replay its answer. */
export interface WalletCall {
  vendor: string;
  path: WalletPath;
  requestUuid: string;
  body: string;
}

export interface WalletOptions {
  /** `http://127.0.0.1:3000/pw`, no trailing slash. */
  baseUrl: string;
  keys: ProviderKeys;
  fetchImpl?: typeof fetch;
  /** A call with no answer after this long counts as a network failure. */
  timeoutMs?: number;
}

export const WALLET_TIMEOUT_MS = 10_000;
/** Answers are a few hundred bytes; a much bigger one is not an answer of the protocol. */
const MAX_ANSWER_BYTES = 64 * 1024;
const STATUS_PATTERN = /^RS_[A-Z_]{1,60}$/;

/** Builds a call with a fresh `request_uuid` as the first field. */
export function prepareCall(vendor: string, path: WalletPath, fields: Record<string, unknown>): WalletCall {
  const requestUuid = randomUUID();
  return { vendor, path, requestUuid, body: JSON.stringify({ request_uuid: requestUuid, ...fields }) };
}

/**
 * True when the call's effect is unknown: no answer we can trust, or RS_ERROR_UNKNOWN. A bet in
 * that state is rolled back; a win or rollback in that state is sent again.
 */
export function isIndefinite(result: WalletResult): boolean {
  return result.kind === 'failure' || result.answer.status === STATUS.UNKNOWN;
}

/**
 * The wallet seam of a game session (ADR 0043): every engine moves money only through
 * `session.wallet`, never through the portal client directly. A seamless vendor's session gets the
 * portal's wallet (ADR 0015, {@link SeamlessWallet}); a transfer-wallet vendor's session gets the
 * balance the vendor itself holds (`transfer/vendor-wallet.ts`). Both take the same calls
 * (`prepareCall(vendor, 'transaction/bet' | 'transaction/win' | …, fields)`) and give the same
 * answers, so an engine never knows which one it plays against.
 */
export interface GameWallet {
  /** One attempt: reads (`user/balance`, `user/info`) and bets. */
  send(call: WalletCall): Promise<WalletResult>;
  /**
   * Wins and rollbacks: sent until a definite answer (retried in the background with the same
   * transaction id); resolves with the first result, which may still be indefinite.
   */
  deliver(call: WalletCall): Promise<WalletResult>;
  /** True while no new round may start (too many wins or rollbacks are still waiting). */
  readonly isFull: boolean;
}

/** The portal's wallet with its retry queue, as a session's {@link GameWallet}. */
export class SeamlessWallet implements GameWallet {
  readonly #wallet: Pick<PortalWallet, 'send'>;
  readonly #queue: { deliver(call: WalletCall): Promise<WalletResult>; readonly isFull: boolean };

  constructor(
    wallet: Pick<PortalWallet, 'send'>,
    queue: { deliver(call: WalletCall): Promise<WalletResult>; readonly isFull: boolean },
  ) {
    this.#wallet = wallet;
    this.#queue = queue;
  }

  send(call: WalletCall): Promise<WalletResult> {
    return this.#wallet.send(call);
  }

  deliver(call: WalletCall): Promise<WalletResult> {
    return this.#queue.deliver(call);
  }

  get isFull(): boolean {
    return this.#queue.isFull;
  }
}

/** The portal's wallet API as this provider sees it: signed calls, verified answers. */
export class PortalWallet {
  readonly #options: WalletOptions;
  readonly #fetch: typeof fetch;
  readonly #closing = new AbortController();

  constructor(options: WalletOptions) {
    this.#options = options;
    this.#fetch = options.fetchImpl ?? fetch;
  }

  /** Aborts calls in flight, so closing the server does not wait on a silent portal. */
  close(): void {
    this.#closing.abort();
  }

  async send(call: WalletCall): Promise<WalletResult> {
    const url = `${this.#options.baseUrl}/${encodeURIComponent(call.vendor)}/${call.path}`;
    const signal = AbortSignal.any([
      AbortSignal.timeout(this.#options.timeoutMs ?? WALLET_TIMEOUT_MS),
      this.#closing.signal,
    ]);
    let response: Response;
    let raw: Buffer;
    try {
      response = await this.#fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': 'DemoProvider-Wallet/1.0',
          [SIGNATURE_HEADER]: signBody(this.#options.keys.privateKey, call.body),
        },
        body: call.body,
        signal,
        redirect: 'manual',
      });
      raw = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { kind: 'failure', reason: timedOut ? 'timeout' : 'network' };
    }
    // Every protocol answer is HTTP 200; anything else came from something in between (a proxy, a crash).
    if (response.status !== 200) return { kind: 'failure', reason: 'http_status' };
    if (raw.length > MAX_ANSWER_BYTES) return { kind: 'failure', reason: 'malformed' };
    // Verify the bytes as received before reading a single field.
    if (!verifyBody(this.#options.keys.portalPublicKey, response.headers.get(SIGNATURE_HEADER), raw)) {
      return { kind: 'failure', reason: 'unsigned' };
    }
    const answer = parseAnswer(raw, call.requestUuid);
    return answer ? { kind: 'answer', answer } : { kind: 'failure', reason: 'malformed' };
  }
}

function parseAnswer(raw: Buffer, requestUuid: string): WalletAnswer | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const record = json as Record<string, unknown>;
  if (typeof record.status !== 'string' || !STATUS_PATTERN.test(record.status)) return null;
  // An answer to another request (a confused proxy, a mixed-up replay) must not be taken for ours.
  if (record.request_uuid !== requestUuid) return null;
  const answer: WalletAnswer = { request_uuid: requestUuid, status: record.status };
  for (const key of ['user', 'currency', 'display_name', 'language', 'country'] as const) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.length > 200) return null;
    answer[key] = value;
  }
  if (record.balance !== undefined && record.balance !== null) {
    if (typeof record.balance !== 'number' || !Number.isSafeInteger(record.balance) || record.balance < 0)
      return null;
    answer.balance = record.balance;
  }
  return answer;
}
