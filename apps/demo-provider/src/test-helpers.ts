import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildProvider, type ProviderOptions } from './app.ts';
import type { ProviderKeys } from './keys.ts';
import { SIGNATURE_HEADER, signBody, verifyBody } from './signature.ts';

function rsaPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** Fresh key pairs for the provider and the fake portal, made once per test file. */
export const PROVIDER_PAIR = rsaPair();
export const PORTAL_PAIR = rsaPair();
export const PROVIDER_KEYS: ProviderKeys = {
  privateKey: PROVIDER_PAIR.privateKey,
  portalPublicKey: PORTAL_PAIR.publicKey,
};

export const USER = 'TIGER-42';
export const TOKEN = 'launch-token-abc_123';
export const VENDOR = 'LKR';
export const GAME = 'LKR-RN0001';

/**
 * What the fake portal does with one call of a path, instead of its normal handling:
 * `drop` closes the connection unanswered; `unknown` answers RS_ERROR_UNKNOWN and moves nothing;
 * `lost` moves the money and then answers RS_ERROR_UNKNOWN (the answer was lost on the way);
 * `badsig` moves the money and signs the answer with the wrong key; `http500` answers HTTP 500;
 * `{ status }` answers that status and moves nothing; `{ delayMs }` waits, then behaves normally.
 */
export type Behaviour =
  | 'drop'
  | 'unknown'
  | 'lost'
  | 'badsig'
  | 'http500'
  | { status: string }
  | { delayMs: number };

export interface ReceivedCall {
  path: string;
  vendor: string;
  raw: string;
  body: Record<string, unknown>;
  signatureOk: boolean;
}

interface StoredTransaction {
  kind: 'bet' | 'win' | 'rollback';
  raw: string;
  answer: Record<string, unknown>;
  amount: number;
  rolledBack?: boolean;
}

/**
 * A portal wallet (ADR 0015) on 127.0.0.1 for the provider to call: it verifies the provider's
 * signature, keeps one member's balance, replays repeated transaction ids, and signs its answers.
 */
export async function startFakePortal(options: { balance?: number; currency?: string } = {}) {
  const state = {
    balance: options.balance ?? 25_000 * 100_000,
    currency: options.currency ?? 'BDT',
    tokens: new Set([TOKEN]),
    expired: new Set<string>(),
  };
  const calls: ReceivedCall[] = [];
  const scripts = new Map<string, Behaviour[]>();
  const transactions = new Map<string, StoredTransaction>();

  function answer(body: Record<string, unknown>, fields: Record<string, unknown>) {
    return { request_uuid: body.request_uuid, user: body.user, currency: state.currency, ...fields };
  }

  function handle(path: string, body: Record<string, unknown>, raw: string): Record<string, unknown> {
    const token = body.token as string | undefined;
    const tokenStatus =
      token === undefined
        ? null
        : state.expired.has(token)
          ? 'RS_ERROR_TOKEN_EXPIRED'
          : state.tokens.has(token)
            ? null
            : 'RS_ERROR_INVALID_TOKEN';
    if (body.user !== USER) return answer(body, { status: 'RS_ERROR_INVALID_TOKEN' });
    switch (path) {
      case 'user/info':
        return answer(body, { status: 'RS_OK', country: 'BD', language: 'en', display_name: 'Rahim' });
      case 'user/balance':
        if (tokenStatus) return answer(body, { status: tokenStatus });
        if (body.game_code !== GAME) return answer(body, { status: 'RS_ERROR_INVALID_GAME' });
        return answer(body, { status: 'RS_OK', balance: state.balance });
      case 'transaction/bet':
      case 'transaction/win':
      case 'transaction/rollback': {
        const id = body.transaction_uuid as string;
        const seen = transactions.get(id);
        if (seen)
          return seen.raw === raw ? seen.answer : answer(body, { status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
        const kind = path.slice('transaction/'.length) as StoredTransaction['kind'];
        let result: Record<string, unknown>;
        let amount = 0;
        if (kind === 'bet') {
          amount = body.amount as number;
          if (tokenStatus) result = answer(body, { status: tokenStatus });
          else if (amount > state.balance)
            result = answer(body, { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: state.balance });
          else {
            state.balance -= amount;
            result = answer(body, { status: 'RS_OK', balance: state.balance });
          }
        } else if (kind === 'win') {
          const bet = transactions.get(body.reference_transaction_uuid as string);
          if (bet?.kind !== 'bet') result = answer(body, { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
          else if (bet.rolledBack) result = answer(body, { status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' });
          else {
            amount = body.amount as number;
            state.balance += amount;
            result = answer(body, { status: 'RS_OK', balance: state.balance });
          }
        } else {
          const bet = transactions.get(body.reference_transaction_uuid as string);
          if (bet && bet.kind === 'bet' && bet.answer.status === 'RS_OK' && !bet.rolledBack) {
            bet.rolledBack = true;
            state.balance += bet.amount;
          }
          result = answer(body, { status: 'RS_OK', balance: state.balance });
        }
        transactions.set(id, { kind, raw, answer: result, amount });
        return result;
      }
      default:
        return answer(body, { status: 'RS_ERROR_WRONG_SYNTAX' });
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const match = /^\/pw\/([^/]+)\/(.+)$/.exec(request.url ?? '');
      const vendor = decodeURIComponent(match?.[1] ?? '');
      const path = match?.[2] ?? '';
      const signatureOk = verifyBody(PROVIDER_PAIR.publicKey, request.headers[SIGNATURE_HEADER], raw);
      const body = JSON.parse(raw) as Record<string, unknown>;
      calls.push({ path, vendor, raw, body, signatureOk });

      let behaviour = scripts.get(path)?.shift();
      if (behaviour && typeof behaviour === 'object' && 'delayMs' in behaviour) {
        const { delayMs } = behaviour;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        behaviour = undefined;
      }
      if (behaviour === 'drop') {
        request.socket.destroy();
        return;
      }
      if (behaviour === 'http500') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
        return;
      }
      let result: Record<string, unknown>;
      if (!signatureOk) result = answer(body, { status: 'RS_ERROR_INVALID_SIGNATURE' });
      else if (behaviour === 'unknown') result = answer(body, { status: 'RS_ERROR_UNKNOWN' });
      else if (behaviour && typeof behaviour === 'object' && 'status' in behaviour) {
        result = answer(body, { status: behaviour.status, balance: state.balance });
      } else {
        result = handle(path, body, raw);
        if (behaviour === 'lost') result = answer(body, { status: 'RS_ERROR_UNKNOWN' });
      }
      const text = JSON.stringify(result);
      const key = behaviour === 'badsig' ? PROVIDER_PAIR.privateKey : PORTAL_PAIR.privateKey;
      response
        .writeHead(200, { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(key, text) })
        .end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    walletUrl: `http://127.0.0.1:${port}/pw`,
    state,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** Queues behaviours for the next calls of a path, in order. */
    script: (path: string, behaviours: Behaviour[]) => scripts.set(path, [...behaviours]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePortal = Awaited<ReturnType<typeof startFakePortal>>;

export function testProvider(portal: FakePortal, overrides: Partial<ProviderOptions> = {}): FastifyInstance {
  return buildProvider({
    walletUrl: portal.walletUrl,
    keys: PROVIDER_KEYS,
    retryDelaysMs: [5, 10, 20],
    walletTimeoutMs: 2_000,
    ...overrides,
  });
}

/** A random source that returns the queued values in turn (each checked against its range). */
export function scriptedRandom(values: number[]): (max: number) => number {
  const queue = [...values];
  return (max) => {
    const next = queue.shift();
    if (next === undefined) throw new Error('scriptedRandom: no more values');
    if (next < 0 || next >= max) throw new Error(`scriptedRandom: ${next} is outside 0..${max - 1}`);
    return next;
  };
}

export function launchQuery(overrides: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  const values: Record<string, string | undefined> = {
    token: TOKEN,
    user: USER,
    game: GAME,
    vendor: VENDOR,
    engine: 'slot',
    lang: 'en',
    currency: 'BDT',
    lobby: 'http://portal.test/rng',
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, value);
  return `/launch?${params}`;
}

/** Opens a session the way the page does after a restart, returning its id. */
export async function openSession(app: FastifyInstance, engine: 'slot' | 'wheel' = 'slot'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { token: TOKEN, user: USER, game: GAME, vendor: VENDOR, engine },
  });
  if (response.statusCode !== 200) throw new Error(`openSession: ${response.statusCode} ${response.body}`);
  return (response.json() as { session: string }).session;
}

/** Polls until the condition holds (retries run in the background). */
export async function waitFor(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitFor: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
