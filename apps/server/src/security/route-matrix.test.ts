import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CRASH_ROUTES,
  GAME_ROUTES,
  MEMBER_TYPE,
  ORIGINALS_ROUTES,
  PAYMENT_ROUTES,
  WALLET_ROUTES,
} from '@portal/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../modules/admin/operator-auth.service.ts';
import { signBody as signSandbox } from '../modules/payments/sandbox-provider.ts';
import { SIGNATURE_HEADER, signBody as signProvider } from '../modules/provider-wallet/signature.ts';
import { PROVIDER_KEY } from '../modules/provider-wallet/test-provider.ts';
import { sendSealed, tokenFor } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  useSimulatedTransferVendors,
  walletMember,
} from '../test/wallet.ts';
import { ROUTE_TABLE, type RouteAccess } from './route-table.ts';
import { appRoutes } from './routes.ts';

/**
 * Issue 13's route matrix: every route of the app, read from its own router, called as every kind
 * of caller; only those the route table (route-table.ts) names may get through. Then the records a
 * member owns are attacked by id from another member and from another brand's operator.
 */

/** An id no row has: the matrix is about who gets past the door, not what is behind it. */
const NO_SUCH_ID = '900000000000000001';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Every write carries a field no schema knows, so an allowed caller stops at validation (400)
 * and nothing is written; a refused one must be refused before the body is read.
 */
const PROBE_BODY = { probe: true };
/** Routes whose success ends the caller's session: an allowed caller uses a throwaway one. */
const ENDS_SESSION = new Set(['DELETE /wps/session/logout', 'DELETE /admin/api/session']);
/**
 * No brand of the demo data configures a social login provider, so this answers every caller alike
 * with 403 FEATURE_DISABLED (session/social.test.ts covers it with a provider).
 */
const FEATURE_OFF = new Set(['GET /wps/session/social/:provider/start']);
/** The live socket holds its connection open; it has a test of its own below. */
const SOCKET = 'GET /ws';

type CallerKind =
  | 'visitor'
  | 'trial'
  | 'member'
  | 'agent'
  | 'foreign-member'
  | 'foreign-operator'
  | 'operator';
interface Caller {
  name: string;
  kind: CallerKind;
  role?: OperatorRole;
  headers: Record<string, string>;
  /** A second session of the same kind, for calls that end the one they carry. */
  fresh?: () => Promise<Record<string, string>>;
}

type Expected = { allow: true } | { status: number; code: string } | { providerStatus: string };

const ALLOW: Expected = { allow: true };
const NOT_LOGGED_IN: Expected = { status: 401, code: 'NOT_LOGGED_IN' };

/** What the table says this caller must get from a route. */
function expected(access: RouteAccess, caller: Caller): Expected {
  switch (access.kind) {
    case 'public':
    case 'static':
    case 'development':
      return ALLOW;
    case 'provider':
      return { providerStatus: 'RS_ERROR_INVALID_SIGNATURE' };
    case 'webhook':
      return { status: 401, code: 'WEBHOOK_SIGNATURE_INVALID' };
    case 'session':
    case 'real-member':
    case 'agent': {
      // Another brand's member, and every operator, has no session of this brand.
      if (!['trial', 'member', 'agent'].includes(caller.kind)) return NOT_LOGGED_IN;
      // A trial account meets the agent refusal on an agent route (serve(): NOT_AGENT, below).
      if (caller.kind === 'trial' && access.kind === 'real-member')
        return { status: 403, code: 'NEED_REAL_ACCOUNT' };
      if (access.kind === 'agent' && caller.kind !== 'agent') return { status: 403, code: 'NOT_AGENT' };
      return ALLOW;
    }
    case 'operator': {
      // Another brand's operator passes the door and acts on its own brand; this brand's records
      // are out of its reach (the second part of this file).
      if (caller.kind === 'foreign-operator') return ALLOW;
      if (caller.kind !== 'operator') return NOT_LOGGED_IN;
      const role = caller.role as OperatorRole;
      if (role === 'owner' || (access.roles as readonly string[]).includes(role)) return ALLOW;
      return { status: 403, code: 'FORBIDDEN' };
    }
  }
}

const jsonOf = (res: LightMyRequestResponse): { code?: string; status?: string } | null => {
  try {
    return res.json();
  } catch {
    return null;
  }
};

/** Null when the answer is what was expected, else what was wrong. */
function mismatch(res: LightMyRequestResponse, want: Expected, key: string): string | null {
  const body = jsonOf(res);
  const got = `${res.statusCode} ${body?.code ?? body?.status ?? ''}`.trim();
  if (res.statusCode >= 500) return `got ${got}`;
  if ('allow' in want && FEATURE_OFF.has(key))
    return body?.code === 'FEATURE_DISABLED' ? null : `expected 403 FEATURE_DISABLED, got ${got}`;
  if ('allow' in want) {
    if (res.statusCode === 401 || res.statusCode === 403) return `refused with ${got}`;
    return null;
  }
  if ('providerStatus' in want)
    return res.statusCode === 200 && body?.status === want.providerStatus
      ? null
      : `expected ${want.providerStatus}, got ${got}`;
  // Pages answer their errors in HTML; the status still tells.
  const codeOk = body === null || body.code === want.code;
  return res.statusCode === want.status && codeOk ? null : `expected ${want.status} ${want.code}, got ${got}`;
}

let t: TestApp;
let webDist: string;
let adminDist: string;
let seamlessVendor: string;

beforeAll(async () => {
  // A build of the player site of our own, so that /assets/* exists whether or not the real site
  // has been built on this machine.
  webDist = mkdtempSync(path.join(tmpdir(), 'route-matrix-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'probe.js'), 'export {};\n');
  // And of the operator console, for /admin and /admin/assets/*.
  adminDist = mkdtempSync(path.join(tmpdir(), 'route-matrix-admin-'));
  mkdirSync(path.join(adminDist, 'assets'));
  writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>console</title>\n');
  writeFileSync(path.join(adminDist, 'assets', 'probe.js'), 'export {};\n');
  t = await createTestApp({
    // Some 2,000 calls from one address within the minute: the per-address ceilings are tested elsewhere.
    env: { RATE_LIMIT_PER_MINUTE: '1000000' },
    overrides: { webDist, adminDist },
  });
  await useSimulatedTransferVendors(t);
  const vendor = await t.db
    .selectFrom('game_vendors')
    .select('code')
    .where('wallet_mode', '=', 'SEAMLESS')
    .where('wallet_public_key', 'is not', null)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  seamlessVendor = vendor.code;
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(adminDist, { recursive: true, force: true });
});

const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** A URL for a registered path: parameters get values that pass their schemas but match no row. */
function urlOf(routePath: string): string {
  if (routePath === '/*') return '/assets/probe.js';
  if (routePath === '/admin*') return '/admin/assets/probe.js';
  const samples: Record<string, string> = {
    id: NO_SUCH_ID,
    roundId: NO_SUCH_ID,
    file: 'NONE.svg',
    vendor: seamlessVendor,
    // No brand has it: the development page's brand switches must not touch a real brand here.
    code: 'ZZZZ',
    provider: 'google',
    key: 'support',
    // No brand has it (the brand settings' domain routes).
    domain: 'no-such-domain.example',
    // A report of the console (reports.ts); without a period it is refused after the access check.
    report: 'ggr-day',
    // The games screens: a category and a vendor no brand lists there.
    category: 'MINI',
    vendorCode: 'NOPE',
    // An application's image (issue 18): an upload id nobody has.
    image: 'NoSuchUploadId000000',
  };
  return routePath.replace(/:([A-Za-z]+)/g, (_all, name: string) => {
    const value = samples[name];
    if (value === undefined) throw new Error(`no sample value for :${name} in ${routePath}`);
    return value;
  });
}

function call(method: string, url: string, headers: Record<string, string>, payload?: unknown) {
  return t.app.inject({
    method: method as InjectOptions['method'],
    url,
    // What a browser on our own pages sends; the cross-site checks have their own suite.
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

async function memberIdOf(merchant: string, account: string): Promise<bigint> {
  const brand = await t.app.services.brands.findByCode(merchant);
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', brand?.id ?? -1)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function memberSession(merchant: string, memberId: bigint): Promise<Record<string, string>> {
  const brand = await t.app.services.brands.findByCode(merchant);
  if (!brand) throw new Error(`no brand ${merchant}`);
  const { token } = await t.app.services.sessions.create(brand, memberId, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { authorization: `Bearer ${token}`, 'x-merchant': merchant };
}

/** Counts of what any route could write; the matrix must leave all of them as they were. */
async function footprint() {
  const tables = [
    'ledger_transactions',
    'deposits',
    'withdrawals',
    'wallet_transfers',
    'members',
    'member_bank_accounts',
    'uploads',
    'messages',
    'announcements',
    'banners',
    'feedback',
    'operators',
    'operator_sessions',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const merchants = await t.db
    .selectFrom('merchants')
    .select(['code', 'status', 'settings'])
    .orderBy('id')
    .execute();
  return { counts, merchants: JSON.stringify(merchants) };
}

/** The callers of the matrix (brief of issue 13), plus this brand's operators of every role. */
async function callers(): Promise<Caller[]> {
  const tiger = (headers: Record<string, string>) => ({ ...headers, 'x-merchant': 'TIGER' });

  const trialRes = await call('POST', '/wps/session/login/freeplay', { 'x-merchant': 'TIGER' }, {});
  const trialToken = trialRes.json().value?.token as string;
  expect(trialToken, trialRes.body).toBeTruthy();
  const trialHeaders = tiger({ authorization: `Bearer ${trialToken}` });
  const trialId = BigInt((await call('GET', '/wps/member/info', trialHeaders)).json().value.id);

  const aId = await memberIdOf('TIGER', 'demo01');
  const agentId = await memberIdOf('TIGER', 'agent01');
  const b = await walletMember(t);
  // An agent of another branch: an agent with no downline, not agent01's.
  const otherAgent = await walletMember(t);
  await t.db
    .updateTable('members')
    .set({ type: MEMBER_TYPE.AGENT })
    .where('id', '=', otherAgent.id)
    .execute();

  const operator = async (merchant: string, role: OperatorRole) =>
    tiger(await operatorSession(t, merchant, role));
  const list: Caller[] = [
    { name: 'visitor', kind: 'visitor', headers: tiger({}) },
    { name: 'trial', kind: 'trial', headers: trialHeaders, fresh: () => memberSession('TIGER', trialId) },
    {
      name: 'member A (demo01)',
      kind: 'member',
      headers: tiger({ authorization: `Bearer ${await tokenFor(t.app, 'TIGER', 'demo01', 'Play@2026')}` }),
      fresh: () => memberSession('TIGER', aId),
    },
    { name: 'member B', kind: 'member', headers: b.headers, fresh: () => memberSession('TIGER', b.id) },
    {
      name: 'agent (agent01)',
      kind: 'agent',
      headers: tiger({ authorization: `Bearer ${await tokenFor(t.app, 'TIGER', 'agent01', 'Agent@2026')}` }),
      fresh: () => memberSession('TIGER', agentId),
    },
    {
      name: 'agent of another branch',
      kind: 'agent',
      headers: otherAgent.headers,
      fresh: () => memberSession('TIGER', otherAgent.id),
    },
    {
      // A JADE session presented to TIGER.
      name: 'JADE member',
      kind: 'foreign-member',
      headers: tiger({ authorization: `Bearer ${await tokenFor(t.app, 'JADE', 'jade01', 'Jade@2026!')}` }),
    },
    {
      name: 'JADE operator (owner)',
      kind: 'foreign-operator',
      role: 'owner',
      headers: await operator('JADE', 'owner'),
      fresh: () => operator('JADE', 'owner'),
    },
  ];
  for (const role of ['owner', 'content', 'support', 'finance'] as const) {
    list.push({
      name: `TIGER operator (${role})`,
      kind: 'operator',
      role,
      headers: await operator('TIGER', role),
      fresh: () => operator('TIGER', role),
    });
  }
  return list;
}

describe('the route table', () => {
  it('has one entry for every route the app serves, and none for a route it does not', () => {
    const served = appRoutes(t.app).map(routeKey);
    // The router printout is the source; a broken reading of it would make this test pass on nothing.
    expect(served.length).toBeGreaterThan(200);
    expect(served).toEqual(
      expect.arrayContaining(['GET /wps/member/info', 'POST /pw/:vendor/transaction/bet']),
    );
    const missing = served.filter((key) => !Object.hasOwn(ROUTE_TABLE, key));
    const stale = Object.keys(ROUTE_TABLE).filter((key) => !served.includes(key));
    const advice = [
      ...missing.map(
        (key) =>
          `${key} has no entry in apps/server/src/security/route-table.ts: add one saying who may call it (see docs/security.md).`,
      ),
      ...stale.map(
        (key) =>
          `${key} is in apps/server/src/security/route-table.ts, but the app no longer serves it: remove the entry.`,
      ),
    ];
    expect(advice).toEqual([]);
  });
});

describe('every route, called as every kind of caller', () => {
  it('refuses everyone the table does not name, lets through everyone it does, and changes nothing', async () => {
    const people = await callers();
    // Throwaway sessions for the calls that end theirs, made before the count below.
    const spare = new Map<string, Record<string, string>>();
    for (const key of ENDS_SESSION)
      for (const caller of people) if (caller.fresh) spare.set(`${key} ${caller.name}`, await caller.fresh());
    const before = await footprint();
    const problems: string[] = [];
    let calls = 0;
    for (const route of appRoutes(t.app)) {
      const key = routeKey(route);
      const access = ROUTE_TABLE[key];
      if (!access || key === SOCKET) continue;
      const url = urlOf(route.path);
      await Promise.all(
        people.map(async (caller) => {
          const want = expected(access, caller);
          const headers = ('allow' in want && spare.get(`${key} ${caller.name}`)) || caller.headers;
          const res = await call(
            route.method,
            url,
            headers,
            WRITES.has(route.method) ? PROBE_BODY : undefined,
          );
          calls += 1;
          const wrong = mismatch(res, want, key);
          if (wrong) problems.push(`${key} as ${caller.name} (table: ${access.kind}): ${wrong}`);
        }),
      );
    }
    expect(calls).toBeGreaterThan(200 * people.length);
    expect(problems).toEqual([]);
    // The first session of everyone is still alive: nothing above ended one by mistake.
    for (const caller of people) {
      if (caller.kind === 'visitor' || caller.kind === 'foreign-member') continue;
      const url = caller.kind.endsWith('operator') ? '/admin/api/me' : '/wps/member/info';
      expect((await call('GET', url, caller.headers)).statusCode, caller.name).toBe(200);
    }
    expect(await footprint()).toEqual(before);
    await expectLedgerHealthy(t);
    // Some 2,800 calls: on a shared machine this outlasts the default 30 seconds.
  }, 120_000);

  it('ends only the session a logout carries', async () => {
    const aId = await memberIdOf('TIGER', 'demo01');
    const kept = await memberSession('TIGER', aId);
    const ended = await memberSession('TIGER', aId);
    expect((await call('DELETE', '/wps/session/logout', ended)).statusCode).toBe(200);
    expect((await call('GET', '/wps/member/info', ended)).json().code).toBe('NOT_LOGGED_IN');
    expect((await call('GET', '/wps/member/info', kept)).statusCode).toBe(200);
  });

  it('lets the live socket hear a member only with a session of its own brand', async () => {
    const hello = async (message: object): Promise<string> => {
      const socket = await t.app.injectWS('/ws');
      return new Promise((resolve) => {
        socket.on('message', (data) => {
          if (JSON.parse(String(data)).type === 'ready') {
            resolve('ready');
            socket.terminate();
          }
        });
        socket.on('close', (code) => resolve(`closed ${code}`));
        socket.send(JSON.stringify(message));
      });
    };
    const token = (headers: Record<string, string>) => (headers.authorization ?? '').slice('Bearer '.length);
    const a = await memberSession('TIGER', await memberIdOf('TIGER', 'demo01'));
    const jade = await memberSession('JADE', await memberIdOf('JADE', 'jade01'));
    expect(await hello({ type: 'hello', merchant: 'TIGER', visitor: true })).toBe('ready');
    expect(await hello({ type: 'hello', merchant: 'TIGER', token: token(a) })).toBe('ready');
    expect(await hello({ type: 'hello', merchant: 'TIGER', token: token(jade) })).toBe('closed 4401');
    expect(await hello({ type: 'hello', merchant: 'TIGER', token: 'x'.repeat(43) })).toBe('closed 4401');
  });

  it('answers signed provider and payment calls past the signature check (the refusals above are real)', async () => {
    for (const [key, access] of Object.entries(ROUTE_TABLE)) {
      if (access.kind !== 'provider') continue;
      const body = '{}';
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(key.split(' ')[1] as string),
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signProvider(PROVIDER_KEY, body) },
        payload: body,
      });
      expect(res.json().status, key).not.toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(res.json().status, key).toMatch(/^RS_/);
    }
    const secret = t.config.paymentSandbox?.secret;
    expect(secret).toBeTruthy();
    // A well-formed event about no deposit: past the signature, it is answered 404.
    const body = JSON.stringify({
      id: 'evt_matrix',
      type: 'payment.succeeded',
      data: { reference: 'D900000000' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/hooks/payments/sandbox',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signSandbox(secret as string, body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('has no development route in production', async () => {
    const production = await createTestApp({
      overrides: { mode: 'production', isProduction: true, isDevelopment: false, secretKey: 'x'.repeat(40) },
    });
    try {
      const development = Object.entries(ROUTE_TABLE).filter(([, access]) => access.kind === 'development');
      expect(development.length).toBeGreaterThan(0);
      const served = new Set(appRoutes(production.app).map(routeKey));
      for (const [key] of development) {
        expect(served.has(key), key).toBe(false);
        const [method, routePath] = key.split(' ') as [string, string];
        const res = await production.app.inject({
          method: method as InjectOptions['method'],
          url: urlOf(routePath),
          ...(WRITES.has(method) ? { payload: PROBE_BODY } : {}),
        });
        expect(res.statusCode, key).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

/** A tiny PNG (the signature is all the upload check reads, and a real image is cheap). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe("a member's records", () => {
  /** Member A's records, and the callers who must not reach them. */
  let A: Record<string, string>;
  let B: Record<string, string>;
  let jadeOwner: Record<string, string>;
  let tigerFinance: Record<string, string>;
  const own = {
    deposit: '',
    withdrawal: '',
    bankAccount: '',
    upload: '',
    message: '',
    diceRound: '',
    minesRound: '',
    hiloRound: '',
    favouriteGame: '',
    crashRound: '',
    crashBet: '',
    transferRequest: '',
    diceRequest: '',
    announcement: '',
    banner: '',
    feedback: '',
  };
  let bankMethod: { id: string; min: string };

  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const send = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    call(method, url, headers, payload);

  beforeAll(async () => {
    const tiger = await t.app.services.brands.findByCode('TIGER');
    if (!tiger) throw new Error('no TIGER');
    const aId = await memberIdOf('TIGER', 'demo01');
    A = await memberSession('TIGER', aId);
    // B has a payment password (112233) and no money: a replayed answer of A's would be a success.
    B = (await walletMember(t)).headers;
    jadeOwner = { ...(await operatorSession(t, 'JADE', 'owner')), 'x-merchant': 'TIGER' };
    tigerFinance = await operatorSession(t, 'TIGER', 'finance');

    const info = ok(await send('GET', WALLET_ROUTES.withdrawalInfo.path, A));
    own.bankAccount =
      info.bankAccounts[0]?.id ??
      ok(
        await send('POST', WALLET_ROUTES.bankAccounts.path, A, {
          bankName: info.banks[0],
          accountNumber: '1234567890',
        }),
      ).id;
    own.upload = ok(
      await t.app.inject({
        method: 'POST',
        url: PAYMENT_ROUTES.upload.path,
        headers: { ...A, 'content-type': 'image/png' },
        payload: PNG,
      }),
    ).id;
    const methods = ok(await send('GET', PAYMENT_ROUTES.methods.path, A)) as {
      id: string;
      kind: string;
      min: string;
    }[];
    const bank = methods.find((m) => m.kind === 'BANK_TRANSFER');
    if (!bank) throw new Error('TIGER has no bank transfer method');
    bankMethod = bank;
    own.deposit = ok(
      await send('POST', PAYMENT_ROUTES.bankDeposit.path, A, {
        methodId: bank.id,
        amount: bank.min,
        reference: 'MATRIX-1',
        requestId: randomUUID(),
      }),
    ).id;
    // A paid withdrawal that waits for A's confirmation: the state in which a confirmation or an
    // operator's forced receipt would succeed if the id alone were enough.
    own.withdrawal = ok(
      await sendSealed(
        t.app,
        'TIGER',
        'POST',
        WALLET_ROUTES.withdrawals.path,
        {
          bankAccountId: own.bankAccount,
          amount: info.min,
          paymentPassword: '135790',
          requestId: randomUUID(),
        },
        { headers: A },
      ),
    ).id;
    const tigerOperator = await t.db
      .selectFrom('operators')
      .select('id')
      .where('merchant_id', '=', tiger.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.app.services.withdrawals.approve(tiger, own.withdrawal, tigerOperator.id, 'MATRIX-PAID');
    own.message = await t.app.services.inbox.send({
      merchantId: tiger.id,
      memberId: aId,
      language: null,
      kind: 'SYSTEM',
      title: 'For A only',
      content: 'Private',
    });
    own.diceRequest = randomUUID();
    own.diceRound = ok(
      await send('POST', ORIGINALS_ROUTES.dice.path, A, {
        requestId: own.diceRequest,
        amount: '1.00',
        direction: 'OVER',
        target: 5000,
      }),
    ).roundId;
    own.minesRound = ok(
      await send('POST', ORIGINALS_ROUTES.mines.path, A, {
        requestId: randomUUID(),
        amount: '1.00',
        mines: 3,
      }),
    ).roundId;
    own.hiloRound = ok(
      await send('POST', ORIGINALS_ROUTES.hilo.path, A, { requestId: randomUUID(), amount: '1.00' }),
    ).roundId;
    // A bet on a crash round still taking bets (the engine's timer is off in tests; one step of it
    // opens the round). Another member's cash-out must not find it; if it did, the open round would
    // answer INVALID_STATE rather than 404.
    await t.app.services.crashEngine.runOnce();
    const round = await t.app.services.crash.latestRound(tiger);
    expect(round?.status).toBe('BETTING');
    const crashBet = ok(
      await send('POST', CRASH_ROUTES.bet.path, A, { requestId: randomUUID(), amount: '1.00' }),
    );
    own.crashRound = crashBet.roundId;
    own.crashBet = crashBet.betId;
    own.transferRequest = randomUUID();
    ok(
      await send('POST', WALLET_ROUTES.transfer.path, A, {
        from: 'MAIN',
        to: 'BTI',
        amount: '10.00',
        requestId: own.transferRequest,
      }),
    );
    const hot = ok(await send('GET', GAME_ROUTES.hot.path, A)).list as { nodeId?: string; id?: string }[];
    own.favouriteGame = String(hot[0]?.nodeId ?? hot[0]?.id);
    ok(await send('POST', GAME_ROUTES.addFavourite.path, A, { nodeId: own.favouriteGame }));

    const firstOf = async (table: 'announcements' | 'banners') =>
      String(
        (
          await t.db
            .selectFrom(table)
            .select('id')
            .where('merchant_id', '=', tiger.id)
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    own.announcement = await firstOf('announcements');
    own.banner = await firstOf('banners');
    own.feedback = String(
      (
        await t.db
          .insertInto('feedback')
          .values({
            merchant_id: tiger.id,
            member_id: aId,
            sender: 'demo01',
            type: 0,
            content: 'A private question from member A.',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  });

  /** Everything A owns, as it stands; equal before and after an attack means the attack changed nothing. */
  async function state() {
    const tiger = await t.app.services.brands.findByCode('TIGER');
    const byId = (table: 'deposits' | 'withdrawals' | 'original_rounds' | 'crash_bets', id: string) =>
      t.db.selectFrom(table).selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
    return JSON.stringify(
      {
        deposit: await byId('deposits', own.deposit),
        withdrawal: await byId('withdrawals', own.withdrawal),
        mines: await byId('original_rounds', own.minesRound),
        hilo: await byId('original_rounds', own.hiloRound),
        crash: await byId('crash_bets', own.crashBet),
        upload: await t.db
          .selectFrom('uploads')
          .select('used_for')
          .where('id', '=', own.upload)
          .executeTakeFirst(),
        reads: await t.db
          .selectFrom('message_reads')
          .selectAll()
          .where('message_id', '=', BigInt(own.message))
          .execute(),
        favourites: await t.db
          .selectFrom('game_favourites')
          .select(['member_id', 'game_id'])
          .where('game_id', '=', BigInt(own.favouriteGame))
          .execute(),
        announcement: await byIdOf('announcements', own.announcement),
        banner: await byIdOf('banners', own.banner),
        feedback: await byIdOf('feedback', own.feedback),
        merchant: await t.db
          .selectFrom('merchants')
          .select('settings')
          .where('id', '=', tiger?.id ?? -1)
          .execute(),
        journal: (
          await t.db
            .selectFrom('ledger_transactions')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      },
      (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
    );
  }
  const byIdOf = (table: 'announcements' | 'banners' | 'feedback', id: string) =>
    t.db.selectFrom(table).selectAll().where('id', '=', BigInt(id)).executeTakeFirst();

  /** Refused with 404 (or 403), and the caller's attempt changed nothing of A's. */
  async function expectRefused(attempts: [string, string, unknown?][], headers: Record<string, string>) {
    const before = await state();
    const answers: string[] = [];
    for (const [method, url, payload] of attempts) {
      const res = await send(method, url, headers, payload);
      if (res.statusCode !== 404 && res.statusCode !== 403)
        answers.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(answers).toEqual([]);
    expect(await state()).toEqual(before);
  }

  it('are out of reach of another member by id', async () => {
    // A reaches them (so the ids are real and the 404s below are the ownership check).
    ok(await send('GET', `${PAYMENT_ROUTES.deposits.path}/${own.deposit}`, A));
    ok(await send('GET', `${ORIGINALS_ROUTES.rounds.path}/${own.diceRound}`, A));
    ok(await send('GET', `${ORIGINALS_ROUTES.rounds.path}/${own.minesRound}`, A));
    await expectRefused(
      [
        ['GET', `${PAYMENT_ROUTES.deposits.path}/${own.deposit}`],
        ['GET', `${ORIGINALS_ROUTES.rounds.path}/${own.diceRound}`],
        ['GET', `${ORIGINALS_ROUTES.rounds.path}/${own.minesRound}`],
        ['POST', `${WALLET_ROUTES.withdrawals.path}/${own.withdrawal}/confirm`, { action: 'RECEIVED' }],
        ['POST', `/wps/member/messages/${own.message}/read`, {}],
        ['POST', ORIGINALS_ROUTES.minesReveal.path, { roundId: own.minesRound, tile: 0 }],
        ['POST', ORIGINALS_ROUTES.minesCashout.path, { roundId: own.minesRound }],
        ['POST', ORIGINALS_ROUTES.hiloGuess.path, { roundId: own.hiloRound, guess: 'HIGHER' }],
        ['POST', ORIGINALS_ROUTES.hiloCashout.path, { roundId: own.hiloRound }],
        ['POST', CRASH_ROUTES.cashout.path, { roundId: own.crashRound }],
      ],
      B,
    );
  });

  it('cannot be used by another member in a request of their own (bank account, proof images)', async () => {
    const before = await state();
    const withdrawal = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      WALLET_ROUTES.withdrawals.path,
      {
        bankAccountId: own.bankAccount,
        amount: '500.00',
        paymentPassword: '112233',
        requestId: randomUUID(),
      },
      { headers: B },
    );
    expect(withdrawal.json().code).toBe('NOT_FOUND');
    // The image is checked when the deposit is written: someone else's is as good as none.
    const deposit = await send('POST', PAYMENT_ROUTES.bankDeposit.path, B, {
      methodId: bankMethod.id,
      amount: bankMethod.min,
      reference: 'MATRIX-B',
      proofIds: [own.upload],
      requestId: randomUUID(),
    });
    expect(deposit.json().code).toBe('UPLOAD_INVALID');
    const confirm = await send('POST', `${WALLET_ROUTES.withdrawals.path}/${own.withdrawal}/confirm`, B, {
      action: 'NOT_RECEIVED',
      proofIds: [own.upload],
    });
    expect(confirm.statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });

  it("never answers another member's request id with A's result", async () => {
    // B has no money: B's own transfer or bet can only fail, so a success is A's answer replayed.
    const transfer = await send('POST', WALLET_ROUTES.transfer.path, B, {
      from: 'MAIN',
      to: 'BTI',
      amount: '10.00',
      requestId: own.transferRequest,
    });
    expect(transfer.json().code).toBe('INSUFFICIENT_FUNDS');
    const dice = await send('POST', ORIGINALS_ROUTES.dice.path, B, {
      requestId: own.diceRequest,
      amount: '1.00',
      direction: 'OVER',
      target: 5000,
    });
    expect(dice.json().code).toBe('INSUFFICIENT_FUNDS');
  });

  it("stay out of another member's lists, and another member's favourites are their own", async () => {
    const ids = (value: unknown) => JSON.stringify(value);
    const lists: [string, string][] = [
      [PAYMENT_ROUTES.deposits.path, own.deposit],
      [WALLET_ROUTES.withdrawals.path, own.withdrawal],
      ['/wps/member/messages', own.message],
      [ORIGINALS_ROUTES.rounds.path, own.diceRound],
      [WALLET_ROUTES.bankAccounts.path, own.bankAccount],
      [CRASH_ROUTES.myBets.path, own.crashBet],
    ];
    for (const [url, id] of lists) {
      // A sees it (the list shows ids as text), B does not.
      expect(ids(ok(await send('GET', url, A))), url).toContain(`"${id}"`);
      expect(ids(ok(await send('GET', url, B))), url).not.toContain(`"${id}"`);
    }
    const before = await state();
    ok(await send('DELETE', GAME_ROUTES.removeFavourite.path, B, { nodeId: own.favouriteGame }));
    expect(await state()).toEqual(before);
    expect(ok(await send('GET', GAME_ROUTES.favouriteIds.path, A))).toContain(own.favouriteGame);
  });

  it("are out of reach of another brand's operator, through the API and the pages", async () => {
    // This brand's finance operator sees the proof image (so the id is real).
    expect(
      (await t.app.inject({ url: `/admin/uploads/${own.upload}`, headers: tigerFinance })).statusCode,
    ).toBe(200);
    const w = own.withdrawal;
    const d = own.deposit;
    await expectRefused(
      [
        ['GET', `/admin/uploads/${own.upload}`],
        ['POST', `/admin/api/deposits/${d}/approve`, {}],
        ['POST', `/admin/api/deposits/${d}/reject`, {}],
        ['POST', `/admin/api/withdrawals/${w}/approve`, {}],
        ['POST', `/admin/api/withdrawals/${w}/reject`, {}],
        ['POST', `/admin/api/withdrawals/${w}/resolve`, { outcome: 'FORCED_RECEIPT' }],
        ['GET', `/admin/api/payments/deposits/${d}`],
        ['POST', `/admin/api/payments/deposits/${d}/claim`, {}],
        ['GET', `/admin/api/payments/withdrawals/${w}`],
        ['POST', `/admin/api/payments/withdrawals/${w}/claim`, {}],
        ['DELETE', `/admin/api/announcements/${own.announcement}`],
        ['DELETE', `/admin/api/banners/${own.banner}`],
        ['POST', `/admin/api/feedback/${own.feedback}/handled`, {}],
        // A message to A by name: JADE has no demo01.
        ['POST', '/admin/api/messages', { account: 'demo01', title: 'Hello', content: 'From JADE' }],
      ],
      jadeOwner,
    );
    // A bulk decision answers each row: another brand's are NOT_FOUND, and nothing changes.
    const before = await state();
    for (const [url, id] of [
      ['/admin/api/payments/deposits/bulk', d],
      ['/admin/api/payments/withdrawals/bulk', w],
    ] as const) {
      const answer = ok(await send('POST', url, jadeOwner, { action: 'reject', ids: [id] })) as {
        results: { ok: boolean; code: string | null }[];
      };
      expect(answer.results, url).toEqual([expect.objectContaining({ ok: false, code: 'NOT_FOUND' })]);
    }
    expect(await state()).toEqual(before);
    // Nor does it see them in its lists.
    for (const [url, id] of [
      ['/admin/api/deposits', own.deposit],
      ['/admin/api/withdrawals', own.withdrawal],
      ['/admin/api/payments/deposits', own.deposit],
      ['/admin/api/payments/withdrawals', own.withdrawal],
      ['/admin/api/announcements', own.announcement],
      ['/admin/api/banners', own.banner],
      ['/admin/api/feedback', own.feedback],
    ] as const) {
      expect(JSON.stringify(ok(await send('GET', url, jadeOwner))), url).not.toContain(`"${id}"`);
      expect(
        JSON.stringify(ok(await send('GET', url, await operatorSession(t, 'TIGER', 'owner')))),
        url,
      ).toContain(`"${id}"`);
    }
    expect(
      await t.db
        .selectFrom('messages')
        .select('id')
        .where('title', '=', 'Hello')
        .where('content', '=', 'From JADE')
        .execute(),
    ).toEqual([]);
  });

  it('leave the ledger whole', async () => {
    await expectLedgerHealthy(t);
  });
});
