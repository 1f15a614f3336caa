import { randomUUID } from 'node:crypto';
import { endpointPath, MEMBER_TYPE } from '@portal/contracts';
import { agentCentreEndpoints } from '@portal/contracts/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSealed } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';

/**
 * Issue 16's scope matrix: every endpoint of the agent centre, read from its declaration (a new
 * endpoint is in the matrix the moment it is declared), called by agent A (`agent01`), agent B
 * of another branch, A's sub-agent, a member, a trial account and another brand's agent.
 *
 * - Members and trial accounts get 403 NOT_AGENT from every endpoint; another brand's session
 *   is nobody here (401).
 * - Every field of a request that names a member (a path `id`, a drill-down `under`, an `account`
 *   filter, a transfer's `to`) is probed with members outside the caller's subtree (another
 *   branch, the upline, a sibling, another brand): the answer must be the very answer given for
 *   a member that does not exist, so it tells nothing; the caller's own team member gets through.
 * - Every read's answer with its default filters is scanned for the accounts and ids of members
 *   outside the caller's subtree: none may appear.
 */

type Endpoint = (typeof agentCentreEndpoints)[keyof typeof agentCentreEndpoints];
const ENDPOINTS: Endpoint[] = Object.values(agentCentreEndpoints);

/** The field names of a declared part of a request (an object schema, refined or not). */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The fields through which a request names a member, by where they sit. */
const memberFields = (e: Endpoint) => ({
  params: fieldsOf(e.params).filter((f) => f === 'id'),
  query: fieldsOf(e.query).filter((f) => f === 'under' || f === 'account'),
  body: fieldsOf(e.body).filter((f) => f === 'to'),
});

/**
 * Writes that name nobody: they act on the caller itself (a downline is registered under the
 * caller). A new write must be listed here or name its target in a member field above.
 */
const ACTS_ON_CALLER = new Set(['agentCentre.registerDownline']);

/** A valid body of each write, with `target` in its member field where it has one. */
const BODIES: Record<string, (target: string) => Record<string, unknown>> = {
  'agentCentre.registerDownline': () => ({
    kind: 'member',
    username: `nope${randomUUID().slice(0, 8)}`,
    password: 'Downline@2026',
    confirmPassword: 'Downline@2026',
  }),
  'agentCentre.transfer': (target) => ({
    to: target,
    amount: '1.00',
    paymentPassword: '123456',
    requestId: randomUUID(),
  }),
};

/**
 * Where a sub-agent meets its own direct upline by design: the upline/downline transfer (the
 * spec's transferUpline page names the upline it can send to). Nowhere else.
 */
const SHOWS_MY_UPLINE = new Set([
  'agentCentre.transferInfo',
  'agentCentre.transfer',
  'agentCentre.transfers',
]);

const run = randomUUID().slice(0, 6);
const NO_SUCH_ID = '900000000000000001';
const NO_SUCH_ACCOUNT = `nosuch${run}`;

interface Caller {
  name: string;
  id: bigint;
  account: string;
  merchant: string;
  headers: Record<string, string>;
}
interface Someone {
  id: bigint;
  account: string;
}

let t: TestApp;
let tiger: Brand;
let jade: Brand;
let A: Caller;
let B: Caller;
let SA: Caller;
let J: Caller;
let member: Caller;
let trial: Caller;
/** Team members: A's direct member, the sub-agent's two, B's and J's. */
let am1: Someone;
let sa1: Someone;
let sa2: Someone;
let b1: Someone;
let j1: Someone;

async function session(brand: Brand, id: bigint, account: string, name: string): Promise<Caller> {
  const { token } = await t.app.services.sessions.create(brand, id, { ip: '127.0.0.1', userAgent: 'test' });
  return {
    name,
    id,
    account,
    merchant: brand.code,
    headers: { authorization: `Bearer ${token}`, 'x-merchant': brand.code },
  };
}

async function create(brand: Brand, base: string, type: number, parent: Someone | null): Promise<Someone> {
  const account = `${base}${run}`;
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account,
      type,
      password_hash: 'unused',
      referral_code: `S${randomUUID().slice(0, 10).toUpperCase()}`,
      parent_id: parent?.id ?? null,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, account };
}

async function seeded(brand: Brand, account: string): Promise<Someone> {
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', brand.id)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return { id: row.id, account };
}

/** A settled bet and a deposit request an hour ago, so the reports have rows for this member. */
async function bet(brand: Brand, who: Someone): Promise<void> {
  const at = Date.now() - 3_600_000;
  const method = await t.db
    .selectFrom('payment_methods')
    .select('id')
    .where('merchant_id', '=', brand.id)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('deposits')
    .values({
      merchant_id: brand.id,
      member_id: who.id,
      method_id: method.id,
      amount: 50_000n,
      currency: brand.currency,
      status: 'PENDING',
      request_id: `scope-${who.account}`,
      created_at: new Date(at),
    })
    .execute();
  await t.db
    .insertInto('bets')
    .values({
      merchant_id: brand.id,
      member_id: who.id,
      vendor_code: 'JILI',
      game_code: 'scope',
      game_name: 'Scope',
      category: 'RNG',
      external_id: `scope-${who.account}`,
      stake: 1_000n,
      valid_bet: 1_000n,
      payout: 500n,
      status: 'SETTLED',
      placed_at: new Date(at),
      settled_at: new Date(at + 30_000),
    })
    .execute();
}

/** The request of an endpoint with valid defaults, and the given member in its member fields. */
async function callEndpoint(
  e: Endpoint,
  caller: Pick<Caller, 'headers' | 'merchant'>,
  target?: { id: string; account: string },
): Promise<LightMyRequestResponse> {
  const fields = memberFields(e);
  const params: Record<string, string> = {};
  for (const f of fieldsOf(e.params)) params[f] = f === 'id' ? (target?.id ?? NO_SUCH_ID) : '1';
  const query: Record<string, string> = {};
  const queryFields = fieldsOf(e.query);
  if (queryFields.includes('from') && queryFields.includes('to')) {
    query.from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    query.to = new Date(Date.now() + 3_600_000).toISOString();
  }
  if (target) {
    for (const f of fields.query) query[f] = f === 'under' ? target.id : target.account;
  }
  const url = endpointPath(e.path, params);
  if (e.method === 'GET') return t.app.inject({ method: 'GET', url, query, headers: caller.headers });
  const make = BODIES[e.id];
  if (!make) throw new Error(`${e.id}: give the matrix a valid body (BODIES)`);
  const body = make(target?.account ?? NO_SUCH_ACCOUNT);
  if (e.sealed) {
    return sendSealed(t.app, caller.merchant, e.method as 'POST' | 'PUT', url, body, {
      headers: caller.headers,
    });
  }
  return t.app.inject({ method: e.method, url, payload: body, headers: caller.headers });
}

/** What an answer tells: its status, code and value (the message is the code's, localised). */
function told(res: LightMyRequestResponse) {
  const json = res.json() as { code?: string; value?: unknown };
  return { status: res.statusCode, code: json.code, value: json.value };
}

beforeAll(async () => {
  t = await createTestApp();
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  jade = (await t.app.services.brands.findByCode('JADE')) as Brand;
  const agent01 = await seeded(tiger, 'agent01');
  A = await session(tiger, agent01.id, agent01.account, 'agent A (agent01)');
  am1 = await create(tiger, 'scam', MEMBER_TYPE.MEMBER, agent01);
  const sub = await create(tiger, 'scsa', MEMBER_TYPE.AGENT_SUB, agent01);
  SA = await session(tiger, sub.id, sub.account, "A's sub-agent");
  sa1 = await create(tiger, 'scsb', MEMBER_TYPE.MEMBER, sub);
  sa2 = await create(tiger, 'scsc', MEMBER_TYPE.MEMBER, sub);
  const agentB = await create(tiger, 'scbb', MEMBER_TYPE.AGENT, null);
  B = await session(tiger, agentB.id, agentB.account, 'agent B (another branch)');
  b1 = await create(tiger, 'scbm', MEMBER_TYPE.MEMBER, agentB);
  const jadeagent = await seeded(jade, 'jadeagent');
  J = await session(jade, jadeagent.id, jadeagent.account, "another brand's agent (jadeagent)");
  j1 = await create(jade, 'scjm', MEMBER_TYPE.MEMBER, jadeagent);
  member = await session(tiger, am1.id, am1.account, 'a member');
  const freeplay = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { 'x-merchant': 'TIGER' },
    payload: {},
  });
  const trialToken = freeplay.json().value?.token as string;
  expect(trialToken, freeplay.body).toBeTruthy();
  trial = {
    name: 'a trial account',
    id: 0n,
    account: '',
    merchant: 'TIGER',
    headers: { authorization: `Bearer ${trialToken}`, 'x-merchant': 'TIGER' },
  };
  for (const who of [am1, sa1, sa2]) await bet(tiger, who);
  await bet(tiger, b1);
  await bet(jade, j1);
});
afterAll(() => t.close());

describe('the agent centre scope matrix', () => {
  it('knows how every declared endpoint names members, or that it acts on the caller', () => {
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(12);
    for (const e of ENDPOINTS) {
      expect(e.access, e.id).toBe('agent');
      const f = memberFields(e);
      if (e.method !== 'GET') {
        const names = f.params.length + f.query.length + f.body.length > 0;
        expect(names || ACTS_ON_CALLER.has(e.id), `${e.id}: a write that names nobody`).toBe(true);
        expect(BODIES[e.id], `${e.id}: give the matrix a valid body`).toBeDefined();
      }
    }
  });

  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s: members and trial accounts get 403 NOT_AGENT',
    async (_id, e) => {
      for (const caller of [member, trial]) {
        const res = await callEndpoint(e, caller, { id: String(sa1.id), account: sa1.account });
        expect(told(res), `${caller.name}`).toMatchObject({ status: 403, code: 'NOT_AGENT' });
      }
    },
  );

  it.each(ENDPOINTS.map((e) => [e.id, e] as const))(
    "%s: another brand's session is nobody here (401)",
    async (_id, e) => {
      const res = await callEndpoint(e, {
        headers: { ...J.headers, 'x-merchant': 'TIGER' },
        merchant: 'TIGER',
      });
      expect(told(res)).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
    },
  );

  /** Who each agent may and may not name: its own team member, and members outside its subtree. */
  const cases = () =>
    [
      { caller: A, own: sa1, outside: [b1, j1, { id: B.id, account: B.account }] },
      {
        caller: B,
        own: b1,
        outside: [am1, sa1, sa2, { id: SA.id, account: SA.account }, { id: A.id, account: A.account }, j1],
      },
      { caller: SA, own: sa2, outside: [{ id: A.id, account: A.account }, am1, b1, j1] },
      { caller: J, own: j1, outside: [am1, sa1, b1, { id: A.id, account: A.account }] },
    ] as const;

  const naming = ENDPOINTS.filter((e) => {
    const f = memberFields(e);
    return f.params.length + f.query.length + f.body.length > 0;
  });

  it.each(naming.map((e) => [e.id, e] as const))(
    '%s: a member outside my subtree is answered as one that does not exist',
    async (_id, e) => {
      for (const { caller, own, outside } of cases()) {
        const nobody = told(await callEndpoint(e, caller, { id: NO_SUCH_ID, account: NO_SUCH_ACCOUNT }));
        expect(nobody.status, `${caller.name}: nobody`).toBeLessThan(500);
        for (const other of outside) {
          if (caller === SA && other.id === A.id && SHOWS_MY_UPLINE.has(e.id)) continue;
          const res = await callEndpoint(e, caller, { id: String(other.id), account: other.account });
          const answer = told(res);
          expect(answer, `${caller.name} naming ${other.account}`).toEqual(nobody);
          expect(res.body, `${caller.name} naming ${other.account}`).not.toContain(`"${other.account}"`);
        }
        // The caller's own team member gets through where a read names one.
        if (e.method === 'GET') {
          const mine = await callEndpoint(e, caller, { id: String(own.id), account: own.account });
          expect(mine.statusCode, `${caller.name} naming its own ${own.account}: ${mine.body}`).toBe(200);
          expect(told(mine), `${caller.name} naming its own ${own.account}`).not.toEqual(nobody);
        }
      }
    },
  );

  it.each(ENDPOINTS.filter((e) => e.method === 'GET').map((e) => [e.id, e] as const))(
    "%s: no answer shows a member outside the caller's subtree",
    async (_id, e) => {
      for (const { caller, own, outside } of cases()) {
        const target =
          memberFields(e).params.length > 0 ? { id: String(own.id), account: own.account } : undefined;
        const res = await callEndpoint(e, caller, target);
        expect(res.statusCode, `${caller.name}: ${res.body}`).toBe(200);
        for (const other of outside) {
          if (caller === SA && other.id === A.id && SHOWS_MY_UPLINE.has(e.id)) continue;
          expect(res.body, `${caller.name} sees ${other.account}`).not.toContain(`"${other.account}"`);
          expect(res.body, `${caller.name} sees ${other.account}'s id`).not.toContain(`"${other.id}"`);
        }
      }
    },
  );

  it('the team lists show each agent its own members (the control of the scans above)', async () => {
    const team = agentCentreEndpoints.team;
    const accountsOf = async (caller: Caller) =>
      ((await callEndpoint(team, caller)).json().value.list as { account: string }[]).map((m) => m.account);
    expect(await accountsOf(A)).toEqual(
      expect.arrayContaining([am1.account, SA.account, sa1.account, sa2.account]),
    );
    expect(await accountsOf(SA)).toEqual(expect.arrayContaining([sa1.account, sa2.account]));
    expect(await accountsOf(B)).toEqual([b1.account]);
    expect(await accountsOf(J)).toEqual(expect.arrayContaining([j1.account]));
  });

  it('a downline registered by an agent goes under that agent only', async () => {
    const e = agentCentreEndpoints.registerDownline;
    const username = `scnw${run}`;
    const res = await sendSealed(
      t.app,
      'TIGER',
      'POST',
      e.path,
      {
        kind: 'member',
        username,
        password: 'Downline@2026',
        confirmPassword: 'Downline@2026',
        mobileNum: `0171${String(Date.now()).slice(-7)}`,
      },
      { headers: B.headers },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('parent_id')
      .where('merchant_id', '=', tiger.id)
      .where('account', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.parent_id).toBe(B.id);
    const seenByA = await callEndpoint(agentCentreEndpoints.team, A);
    expect(seenByA.body).not.toContain(username);
    await expectLedgerHealthy(t);
  });
});
