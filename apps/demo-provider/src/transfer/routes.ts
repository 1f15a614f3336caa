import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNATURE_HEADER, signBody, verifyBody } from '../signature.ts';
import type { TransferStore } from './store.ts';

/**
 * The transfer API of the transfer-wallet vendors this provider hosts (ADR 0043), under
 * `/transfer/:vendor/`. The portal calls it; signed both ways exactly as the wallet protocol
 * (ADR 0015): the portal signs the raw request body with its key (verified here with the portal's
 * public key before a field is read), and every answer is HTTP 200 with an RS_* status, signed
 * with this provider's key.
 *
 * - `session`: the portal opens a game window (the launch token is good for the member 12 hours).
 * - `transfer`: money IN to the member's balance here or OUT of it, once per transfer id; OUT never
 *   below zero (RS_ERROR_NOT_ENOUGH_MONEY, nothing moves).
 * - `transfer/status`: what became of a transfer id (RS_ERROR_TRANSACTION_DOES_NOT_EXIST: never
 *   received), for the portal's reconciliation after a timeout.
 * - `balance`: the member's balance here.
 */

export const TRANSFER_SESSION_MS = 12 * 60 * 60_000;
const BODY_LIMIT_BYTES = 16 * 1024;
const USER = /^[A-Za-z0-9._:@-]{1,100}$/;
const ID = /^[A-Za-z0-9._:-]{1,100}$/;
const CURRENCY = /^[A-Z]{3}$/;
const TOKEN = /^[A-Za-z0-9._~+/=-]{1,255}$/;
const GAME = /^[A-Za-z0-9._-]{1,40}$/;

interface Answer {
  request_uuid?: string;
  status: string;
  user?: string;
  currency?: string;
  balance?: number;
  transfer_id?: string;
  outcome?: 'OK' | 'FAILED';
  seq?: number;
}

export interface TransferRouteOptions {
  store: TransferStore;
  /** The vendors hosted here with a transfer wallet (SB1 in the demo). */
  vendors: ReadonlySet<string>;
  privateKey: KeyObject;
  portalPublicKey: KeyObject;
  now: () => number;
}

export async function transferRoutes(app: FastifyInstance, options: TransferRouteOptions): Promise<void> {
  const { store, vendors, privateKey, portalPublicKey, now } = options;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_req, body, done) => {
    done(null, body);
  });

  const send = (reply: FastifyReply, answer: Answer) => {
    const body = JSON.stringify(answer);
    return reply
      .code(200)
      .header(SIGNATURE_HEADER, signBody(privateKey, body))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(body);
  };

  app.setErrorHandler((error, _request, reply) => {
    const code = (error as { code?: string }).code;
    if (code?.startsWith('FST_ERR_CTP')) return send(reply, { status: 'RS_ERROR_WRONG_SYNTAX' });
    console.error(error);
    return send(reply, { status: 'RS_ERROR_UNKNOWN' });
  });

  /** The verified JSON body, or the answer that refuses it. */
  function read(
    request: FastifyRequest<{ Params: { vendor: string } }>,
  ):
    | { ok: true; body: Record<string, unknown>; echo: { request_uuid: string } }
    | { ok: false; answer: Answer } {
    if (!vendors.has(request.params.vendor))
      return { ok: false, answer: { status: 'RS_ERROR_INVALID_PARTNER' } };
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!verifyBody(portalPublicKey, request.headers[SIGNATURE_HEADER], raw)) {
      return { ok: false, answer: { status: 'RS_ERROR_INVALID_SIGNATURE' } };
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return { ok: false, answer: { status: 'RS_ERROR_WRONG_SYNTAX' } };
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      return { ok: false, answer: { status: 'RS_ERROR_WRONG_SYNTAX' } };
    }
    const body = json as Record<string, unknown>;
    if (typeof body.request_uuid !== 'string' || !ID.test(body.request_uuid)) {
      return { ok: false, answer: { status: 'RS_ERROR_WRONG_TYPES' } };
    }
    return { ok: true, body, echo: { request_uuid: body.request_uuid } };
  }

  const text = (value: unknown, pattern: RegExp): value is string =>
    typeof value === 'string' && pattern.test(value);

  type Req = FastifyRequest<{ Params: { vendor: string } }>;

  app.post('/:vendor/session', async (request: Req, reply) => {
    const r = read(request);
    if (!r.ok) return send(reply, r.answer);
    const { body, echo } = r;
    const vendor = request.params.vendor;
    if (
      !text(body.user, USER) ||
      !text(body.token, TOKEN) ||
      !text(body.game_code, GAME) ||
      !text(body.currency, CURRENCY)
    ) {
      return send(reply, { ...echo, status: 'RS_ERROR_WRONG_TYPES' });
    }
    const account = store.account(vendor, body.user);
    if (account && account.currency !== body.currency) {
      return send(reply, { ...echo, status: 'RS_ERROR_WRONG_CURRENCY' });
    }
    // A member who never transferred plays with nothing until the first transfer in.
    if (!account) store.openAccount(vendor, body.user, body.currency);
    store.openSession(vendor, body.token, {
      user: body.user,
      game: body.game_code,
      expiresAt: now() + TRANSFER_SESSION_MS,
    });
    const balance = store.account(vendor, body.user)?.balance ?? 0;
    return send(reply, { ...echo, status: 'RS_OK', user: body.user, currency: body.currency, balance });
  });

  app.post('/:vendor/transfer', async (request: Req, reply) => {
    const r = read(request);
    if (!r.ok) return send(reply, r.answer);
    const { body, echo } = r;
    const vendor = request.params.vendor;
    const { user, currency, transfer_id: id, direction, amount } = body;
    if (
      !text(user, USER) ||
      !text(currency, CURRENCY) ||
      !text(id, ID) ||
      (direction !== 'IN' && direction !== 'OUT') ||
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount) ||
      amount <= 0
    ) {
      return send(reply, { ...echo, status: 'RS_ERROR_WRONG_TYPES' });
    }
    const seen = store.transfer(vendor, id);
    if (seen && (seen.user !== user || seen.direction !== direction || seen.amount !== amount)) {
      // The same id with other terms is not a retry: refused, and the first transfer stands.
      return send(reply, { ...echo, status: 'RS_ERROR_DUPLICATE_TRANSACTION', transfer_id: id });
    }
    const account = store.account(vendor, user);
    if (!seen && account && account.currency !== currency) {
      return send(reply, { ...echo, status: 'RS_ERROR_WRONG_CURRENCY', transfer_id: id });
    }
    const { record } = store.applyTransfer(vendor, id, { user, currency, direction, amount });
    return send(reply, {
      ...echo,
      status: record.outcome === 'OK' ? 'RS_OK' : 'RS_ERROR_NOT_ENOUGH_MONEY',
      user,
      currency: store.account(vendor, user)?.currency ?? currency,
      balance: record.balance,
      transfer_id: id,
      outcome: record.outcome,
    });
  });

  app.post('/:vendor/transfer/status', async (request: Req, reply) => {
    const r = read(request);
    if (!r.ok) return send(reply, r.answer);
    const { body, echo } = r;
    if (!text(body.transfer_id, ID)) return send(reply, { ...echo, status: 'RS_ERROR_WRONG_TYPES' });
    const seen = store.transfer(request.params.vendor, body.transfer_id);
    if (!seen) {
      return send(reply, {
        ...echo,
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        transfer_id: body.transfer_id,
      });
    }
    return send(reply, {
      ...echo,
      status: 'RS_OK',
      user: seen.user,
      transfer_id: body.transfer_id,
      outcome: seen.outcome,
      balance: seen.balance,
    });
  });

  app.post('/:vendor/balance', async (request: Req, reply) => {
    const r = read(request);
    if (!r.ok) return send(reply, r.answer);
    const { body, echo } = r;
    if (!text(body.user, USER)) return send(reply, { ...echo, status: 'RS_ERROR_WRONG_TYPES' });
    const account = store.account(request.params.vendor, body.user);
    return send(reply, {
      ...echo,
      status: 'RS_OK',
      user: body.user,
      ...(account ? { currency: account.currency } : {}),
      balance: account?.balance ?? 0,
      seq: account?.seq ?? 0,
    });
  });
}
