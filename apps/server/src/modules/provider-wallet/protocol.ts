import { createHash } from 'node:crypto';

/** Every answer's status (ADR 0015). */
export const STATUSES = [
  'RS_OK',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_LIMIT_REACHED',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_UNKNOWN',
] as const;
export type Status = (typeof STATUSES)[number];

/** The five calls, by the path after `/pw/:vendor/`. */
export const CALLS = {
  'user/info': 'info',
  'user/balance': 'balance',
  'transaction/bet': 'bet',
  'transaction/win': 'win',
  'transaction/rollback': 'rollback',
} as const;
export type Call = (typeof CALLS)[keyof typeof CALLS];

/** What every answer carries; money answers add currency and balance, user/info its own fields. */
export interface Answer {
  request_uuid?: string;
  user?: string;
  status: Status;
  currency?: string;
  balance?: number;
  country?: string;
  language?: string;
  display_name?: string;
}

export interface InfoRequest {
  request_uuid: string;
  user: string;
}
export interface BalanceRequest extends InfoRequest {
  token: string;
  game_code: string;
}
interface RoundFields extends BalanceRequest {
  round: string;
  round_closed: boolean;
  transaction_uuid: string;
  supplier_transaction_id: string | null;
}
export interface BetRequest extends RoundFields {
  currency: string;
  amount: number;
  is_free: boolean;
  bet: string | null;
}
export interface WinRequest extends RoundFields {
  currency: string;
  reference_transaction_uuid: string;
  amount: number;
  is_free: boolean;
}
export interface RollbackRequest extends RoundFields {
  reference_transaction_uuid: string;
}
export type MoneyRequest = BetRequest | WinRequest | RollbackRequest;

type Check = (value: unknown) => boolean;
const text =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length >= min && v.length <= max;
const orNull =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const boolean: Check = (v) => typeof v === 'boolean';
/** Whole units of 1/100000, never negative, exact in a double. */
const units: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

const id = text(1, 100);
const BASE = { request_uuid: id, user: text(1, 100) };
const SESSION = { ...BASE, token: text(1, 255), game_code: text(1, 100) };
const ROUND = {
  ...SESSION,
  round: text(1, 100),
  round_closed: boolean,
  transaction_uuid: id,
  supplier_transaction_id: orNull(text(0, 100)),
};

const FIELDS: Record<Call, Record<string, Check>> = {
  info: BASE,
  balance: SESSION,
  bet: { ...ROUND, currency: text(1, 10), amount: units, is_free: boolean, bet: orNull(text(0, 1000)) },
  win: { ...ROUND, currency: text(1, 10), reference_transaction_uuid: id, amount: units, is_free: boolean },
  rollback: { ...ROUND, reference_transaction_uuid: id },
};

export type Parsed<T> = { ok: true; request: T } | { ok: false; answer: Answer };

/**
 * Reads a verified body: not JSON, not an object or a field missing is WRONG_SYNTAX; a field of
 * the wrong type or out of range is WRONG_TYPES. Fields the call does not know are ignored. The
 * answer echoes request_uuid and user when they could be read.
 */
export function parseRequest(call: Call, body: Buffer): Parsed<Record<string, unknown>> {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: false, answer: { status: 'RS_ERROR_WRONG_SYNTAX' } };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, answer: { status: 'RS_ERROR_WRONG_SYNTAX' } };
  const fields = json as Record<string, unknown>;
  const echo: Answer = { status: 'RS_OK' };
  if (id(fields.request_uuid)) echo.request_uuid = fields.request_uuid as string;
  if (BASE.user(fields.user)) echo.user = fields.user as string;
  const checks = Object.entries(FIELDS[call]);
  if (checks.some(([name]) => fields[name] === undefined))
    return { ok: false, answer: { ...echo, status: 'RS_ERROR_WRONG_SYNTAX' } };
  if (checks.some(([name, check]) => !check(fields[name])))
    return { ok: false, answer: { ...echo, status: 'RS_ERROR_WRONG_TYPES' } };
  return { ok: true, request: fields };
}

/** `<BRAND CODE>-<member id>`, as the launch hands the member to the provider. */
const USER = /^([A-Z0-9]{2,16})-([1-9][0-9]{0,17})$/;

export function parseUser(user: string): { brandCode: string; memberId: bigint } | null {
  const match = USER.exec(user);
  return match ? { brandCode: match[1] as string, memberId: BigInt(match[2] as string) } : null;
}

export const userOf = (brandCode: string, memberId: bigint) => `${brandCode}-${memberId}`;

/** Protocol amounts are in 1/100000 of the currency (Hub88's scale). */
const PROTOCOL_EXPONENT = 5;

/** Minor units of a protocol amount; null when it is not a whole number of them. */
export function toMinor(units: number, exponent: number): bigint | null {
  const factor = 10n ** BigInt(PROTOCOL_EXPONENT - exponent);
  const value = BigInt(units);
  return value % factor === 0n ? value / factor : null;
}

/** A balance in protocol units. */
export function toUnits(minor: bigint, exponent: number): number {
  return Number(minor * 10n ** BigInt(PROTOCOL_EXPONENT - exponent));
}

/** Brands keep at most as many decimals as the protocol carries. */
export const isSupportedExponent = (exponent: number) =>
  Number.isInteger(exponent) && exponent >= 0 && exponent <= PROTOCOL_EXPONENT;

/**
 * What makes a transaction the same one (ADR 0015): kind, user, game, round, amount, currency and
 * reference. Ids, tokens, round_closed and the bet text may differ in a retry.
 */
export function contentHash(kind: 'BET' | 'WIN' | 'ROLLBACK', r: MoneyRequest): string {
  const amount = 'amount' in r ? r.amount : null;
  const currency = 'currency' in r ? r.currency : null;
  const reference = 'reference_transaction_uuid' in r ? r.reference_transaction_uuid : null;
  return createHash('sha256')
    .update(JSON.stringify([kind, r.user, r.game_code, r.round, amount, currency, reference]))
    .digest('hex');
}
