import { randomUUID } from 'node:crypto';
import { endpoint } from '@portal/contracts/endpoints';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serve } from '../../platform/endpoint.ts';
import { bearer, loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';
import { agentHeight } from './agent-ops.service.ts';

/** The operators' agent tools (issue 16, "Operator side"; ADR 0037). */

/** An agent endpoint of the player site: serve() reads the caller's type at every request. */
const agentPing = endpoint({
  id: 'test.agentOpsPing',
  method: 'GET',
  path: '/wps/test/agent-ops-ping',
  summary: 'a signed-in agent only',
  access: 'agent',
  response: z.object({ ok: z.literal(true) }),
});

let t: TestApp;
let owner: Record<string, string>;
let support: Record<string, string>;
let content: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '1000000' },
    extend: (app) => serve(app, agentPing, { checkResponses: true }, async () => ({ ok: true as const })),
  });
  owner = await operatorSession(t, 'TIGER', 'owner');
  support = await operatorSession(t, 'TIGER', 'support');
  content = await operatorSession(t, 'TIGER', 'content');
});
afterAll(() => t.close());

const send = (
  headers: Record<string, string>,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-merchant': 'TIGER', ...headers },
    ...(payload ? { payload } : {}),
  });
const value = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  const body = res.json();
  if (!body.success) throw new Error(`${args[2]}: ${res.statusCode} ${res.body}`);
  return body.value;
};
const refusal = async (...args: Parameters<typeof send>) => {
  const res = await send(...args);
  const body = res.json();
  return {
    status: res.statusCode,
    code: body.code as string,
    fields: ((body.value?.fields ?? []) as { field: string; message: string }[]).map((f) => f.field),
    message: (body.value?.fields?.[0]?.message ?? '') as string,
  };
};

async function brandId(code: string): Promise<number> {
  const brand = await t.app.services.brands.findByCode(code);
  if (!brand) throw new Error(`no brand ${code}`);
  return brand.id;
}

/** An account of the brand, of a type, under a parent (the triggers fill its path). */
async function account(type: number, parent: bigint | null = null, merchant = 'TIGER') {
  const name = `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: await brandId(merchant),
      account: name,
      type,
      parent_id: parent,
      password_hash: 'unused',
      referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, account: name, key: String(row.id) };
}

async function upline(id: bigint) {
  const row = await t.db
    .selectFrom('members')
    .select(['parent_id', 'upline_path', 'type'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

const auditRows = (action: string, target: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'details', 'actor_id'])
    .where('action', '=', action)
    .where('target', '=', target)
    .orderBy('id')
    .execute();

const events = (type: string, memberId: bigint) =>
  t.db
    .selectFrom('outbox_events')
    .select(['type', 'aggregate', 'aggregate_id', 'payload'])
    .where('type', '=', type)
    .where('aggregate_id', '=', String(memberId))
    .orderBy('id')
    .execute();

describe('the longest chain of agents in a team', () => {
  it('counts the head when it is an agent and the agents down each path', () => {
    const head = { id: 5n, upline_path: '/1/' };
    expect(agentHeight(head, false, [])).toBe(0);
    expect(agentHeight(head, true, [])).toBe(1);
    // 5 (agent) -> 7 (member) -> 9 (agent) -> 11 (agent); 5 -> 8 (agent)
    const agents = [
      { id: 9n, upline_path: '/1/5/7/' },
      { id: 11n, upline_path: '/1/5/7/9/' },
      { id: 8n, upline_path: '/1/5/' },
    ];
    expect(agentHeight(head, true, agents)).toBe(3);
    expect(agentHeight(head, false, agents)).toBe(2);
  });
});

describe('the agent tree', () => {
  let a: Awaited<ReturnType<typeof account>>;
  let b: typeof a;
  let c: typeof a;
  let m1: typeof a;
  let m2: typeof a;
  let x: typeof a;

  beforeAll(async () => {
    // A (agent) -> B (sub-agent) -> C (sub-agent) -> m1; B -> m2. X (agent) stands alone.
    a = await account(1);
    b = await account(2, a.id);
    c = await account(2, b.id);
    m1 = await account(0, c.id);
    m2 = await account(0, b.id);
    x = await account(1);
  });

  it('lists the top agents with their counts, and a node`s children with agents first', async () => {
    const top = await value(support, 'GET', '/admin/api/agent-tree?pageSize=50');
    const ids = top.list.map((n: { id: string }) => n.id);
    expect(ids).toEqual(expect.arrayContaining([a.key, x.key]));
    // Members without an upline are not at the top of the agent tree.
    const loose = await account(0);
    const again = await value(support, 'GET', '/admin/api/agent-tree?pageSize=50');
    expect(again.list.map((n: { id: string }) => n.id)).not.toContain(loose.key);
    const nodeA = top.list.find((n: { id: string }) => n.id === a.key);
    expect(nodeA).toMatchObject({ isAgent: true, directCount: 1, teamSize: 4, parentId: null, depth: 0 });

    const underB = await value(support, 'GET', `/admin/api/agent-tree?parentId=${b.key}`);
    expect(underB.total).toBe(2);
    expect(underB.list.map((n: { id: string }) => n.id)).toEqual([c.key, m2.key]);
    expect(underB.list[0]).toMatchObject({ directCount: 1, teamSize: 1, depth: 2, parentId: b.key });
  });

  it('finds an account with its chain from the top', async () => {
    const found = await value(support, 'GET', `/admin/api/agent-tree/search?q=${m1.account}`);
    expect(found.list).toHaveLength(1);
    expect(found.list[0].chain.map((e: { id: string }) => e.id)).toEqual([a.key, b.key, c.key]);
    const byId = await value(support, 'GET', `/admin/api/agent-tree/search?q=${m1.key}`);
    expect(byId.list.map((d: { node: { id: string } }) => d.node.id)).toContain(m1.key);
    const node = await value(support, 'GET', `/admin/api/agent-tree/${c.key}`);
    expect(node.node).toMatchObject({ id: c.key, directCount: 1, teamSize: 1 });
    expect(node.chain.map((e: { account: string }) => e.account)).toEqual([a.account, b.account]);
  });

  it('answers 404 for an account of another brand, 400 for a malformed id', async () => {
    const jade = await account(1, null, 'JADE');
    expect((await refusal(support, 'GET', `/admin/api/agent-tree/${jade.key}`)).status).toBe(404);
    expect((await refusal(support, 'GET', `/admin/api/agent-tree?parentId=${jade.key}`)).status).toBe(404);
    expect((await refusal(support, 'GET', '/admin/api/agent-tree/abc')).status).toBe(400);
    expect((await refusal(support, 'GET', '/admin/api/agent-tree/search?q=')).status).toBe(400);
    const jadeFinds = await value(support, 'GET', `/admin/api/agent-tree/search?q=${jade.account}`);
    expect(jadeFinds.list).toHaveLength(0);
  });

  it('is for roles holding agents.view; moves for agents.manage', async () => {
    expect((await refusal(content, 'GET', '/admin/api/agent-tree')).status).toBe(403);
    const byContent = await refusal(support, 'POST', `/admin/api/agent-tree/${m2.key}/move`, {
      uplineId: x.key,
      reason: 'support may not move',
    });
    expect([byContent.status, byContent.code]).toEqual([403, 'FORBIDDEN']);
    expect((await upline(m2.id)).parent_id).toBe(b.id);
  });

  it('moves a member to another agent: audited with both chains, member.moved in the outbox', async () => {
    const moved = await value(owner, 'POST', `/admin/api/agent-tree/${m2.key}/move`, {
      uplineId: x.key,
      reason: 'asked by the player',
    });
    expect(moved.moved).toBe(1);
    expect(moved.node).toMatchObject({ id: m2.key, parentId: x.key, depth: 1 });
    expect(moved.chain.map((e: { id: string }) => e.id)).toEqual([x.key]);
    expect(await upline(m2.id)).toMatchObject({ parent_id: x.id, upline_path: `/${x.id}/` });

    const [audit] = await auditRows('agents.member.move', `member:${m2.id}`);
    expect(audit?.details).toMatchObject({
      account: m2.account,
      reason: 'asked by the player',
      moved: 1,
      before: {
        uplineId: b.key,
        chain: [
          { id: a.key, account: a.account },
          { id: b.key, account: b.account },
        ],
      },
      after: { uplineId: x.key, chain: [{ id: x.key, account: x.account }] },
    });
    const [event] = await events('member.moved', m2.id);
    expect(event).toMatchObject({ aggregate: 'member' });
    expect(event?.payload).toMatchObject({
      memberId: m2.key,
      fromParentId: b.key,
      toParentId: x.key,
      fromChain: [a.key, b.key],
      toChain: [x.key],
      moved: 1,
      reason: 'asked by the player',
    });
  });

  it('refuses a cycle, a non-agent, another brand`s agent and the same upline with 400 on uplineId', async () => {
    const move = (who: { key: string }, uplineId: string | null) =>
      refusal(owner, 'POST', `/admin/api/agent-tree/${who.key}/move`, { uplineId, reason: 'test move' });
    const underOwnTeam = await move(a, c.key);
    expect([underOwnTeam.status, underOwnTeam.code, underOwnTeam.fields]).toEqual([
      400,
      'VALIDATION_ERROR',
      ['uplineId'],
    ]);
    expect(underOwnTeam.message).toMatch(/own team/);
    expect((await move(a, a.key)).fields).toEqual(['uplineId']);
    const notAgent = await move(m1, m2.key);
    expect([notAgent.status, notAgent.message]).toEqual([400, 'The new upline must be an agent.']);
    const jade = await account(1, null, 'JADE');
    const otherBrand = await move(m1, jade.key);
    expect([otherBrand.status, otherBrand.fields]).toEqual([400, ['uplineId']]);
    expect((await move(m1, c.key)).status).toBe(400);
    expect((await move({ key: jade.key }, a.key)).status).toBe(404);
    const trial = await account(4);
    expect((await move(trial, a.key)).message).toMatch(/Trial/);
    // In Bengali for a Bengali console.
    const bn = await t.app.inject({
      method: 'POST',
      url: `/admin/api/agent-tree/${a.key}/move`,
      headers: { 'x-merchant': 'TIGER', 'x-language': 'bn', ...owner },
      payload: { uplineId: c.key, reason: 'test move' },
    });
    expect(bn.json().value.fields[0].message).toMatch(/টিম/);
    // Nothing moved, nothing recorded.
    expect(await upline(a.id)).toMatchObject({ parent_id: null, upline_path: '/' });
    expect(await auditRows('agents.member.move', `member:${a.id}`)).toHaveLength(0);
    expect(await events('member.moved', a.id)).toHaveLength(0);
  });

  it('refuses a move that makes a chain of agents deeper than maxAgentDepth, then moves the whole team', async () => {
    // B -> C is two agents deep; under X that is three.
    const settings = (await value(owner, 'GET', '/admin/api/agent-settings')).settings;
    await value(owner, 'PUT', '/admin/api/agent-settings', { ...settings, maxAgentDepth: 2 });
    const tooDeep = await refusal(owner, 'POST', `/admin/api/agent-tree/${b.key}/move`, {
      uplineId: x.key,
      reason: 'merge teams',
    });
    expect([tooDeep.status, tooDeep.fields]).toEqual([400, ['uplineId']]);
    expect(tooDeep.message).toMatch(/\(2 agents\)/);
    // To the top, B's chain is two agents deep: allowed.
    const top = await value(owner, 'POST', `/admin/api/agent-tree/${b.key}/move`, {
      uplineId: null,
      reason: 'its own network now',
    });
    expect(top).toMatchObject({ moved: 3, chain: [], node: { parentId: null, depth: 0, teamSize: 2 } });
    expect(await upline(m1.id)).toMatchObject({ upline_path: `/${b.id}/${c.id}/` });

    await value(owner, 'PUT', '/admin/api/agent-settings', { ...settings, maxAgentDepth: 3 });
    const back = await value(owner, 'POST', `/admin/api/agent-tree/${b.key}/move`, {
      uplineId: x.key,
      reason: 'merge teams',
    });
    expect(back.moved).toBe(3);
    expect(await upline(m1.id)).toMatchObject({ upline_path: `/${x.id}/${b.id}/${c.id}/` });
    const nodeX = await value(support, 'GET', `/admin/api/agent-tree/${x.key}`);
    expect(nodeX.node).toMatchObject({ directCount: 2, teamSize: 4 });
  });

  it('promotes within the depth limit and refuses beyond it; demotion waits until the team is moved', async () => {
    // m1 sits under X -> B -> C: three agents above it already.
    const deep = await refusal(owner, 'POST', `/admin/api/agent-tree/${m1.key}/type`, {
      type: 1,
      reason: 'top player',
    });
    expect([deep.status, deep.fields]).toEqual([400, ['type']]);
    const promoted = await value(owner, 'POST', `/admin/api/agent-tree/${m2.key}/type`, {
      type: 41,
      reason: 'brings friends',
    });
    expect(promoted.node).toMatchObject({ type: 41, isAgent: true });
    const [audit] = await auditRows('agents.member.type', `member:${m2.id}`);
    expect(audit?.details).toMatchObject({
      before: { type: 0 },
      after: { type: 41 },
      reason: 'brings friends',
    });
    const [event] = await events('member.type_changed', m2.id);
    expect(event?.payload).toMatchObject({ memberId: m2.key, fromType: 0, toType: 41 });

    const withTeam = await refusal(owner, 'POST', `/admin/api/agent-tree/${c.key}/type`, {
      type: 0,
      reason: 'stop',
    });
    expect([withTeam.status, withTeam.fields]).toEqual([400, ['type']]);
    expect(withTeam.message).toMatch(/1 accounts/);
    const same = await refusal(owner, 'POST', `/admin/api/agent-tree/${m2.key}/type`, {
      type: 41,
      reason: 'again',
    });
    expect(same.status).toBe(400);
    expect(
      (await refusal(owner, 'POST', `/admin/api/agent-tree/${m2.key}/type`, { type: 4, reason: 'trial' }))
        .status,
    ).toBe(400);
    expect(
      (await refusal(support, 'POST', `/admin/api/agent-tree/${m2.key}/type`, { type: 0, reason: 'no' }))
        .status,
    ).toBe(403);
    const demoted = await value(owner, 'POST', `/admin/api/agent-tree/${m2.key}/type`, {
      type: 0,
      reason: 'inactive',
    });
    expect(demoted.node).toMatchObject({ type: 0, isAgent: false });
  });
});

describe('a demoted agent', () => {
  it('is refused NOT_AGENT on its very next agent call, with the same session', async () => {
    const login = await loginAs(t.app, 'TIGER', 'agent01', 'Agent@2026');
    const token = login.json().value.token as string;
    const ping = () =>
      t.app.inject({ url: '/wps/test/agent-ops-ping', headers: { ...bearer(token), 'x-merchant': 'TIGER' } });
    expect((await ping()).statusCode).toBe(200);

    const agent = await value(support, 'GET', '/admin/api/agent-tree/search?q=agent01');
    const agentId = agent.list[0].node.id as string;
    const direct = agent.list[0].node.directCount as number;
    expect(direct).toBeGreaterThanOrEqual(3);
    const refused = await refusal(owner, 'POST', `/admin/api/agent-tree/${agentId}/type`, {
      type: 0,
      reason: 'closing',
    });
    expect(refused.message).toContain(`${direct} accounts`);

    // Its players go to another agent first.
    const other = await account(1);
    const players = await value(support, 'GET', `/admin/api/agent-tree?parentId=${agentId}&pageSize=50`);
    for (const p of players.list as { id: string }[]) {
      await value(owner, 'POST', `/admin/api/agent-tree/${p.id}/move`, {
        uplineId: other.key,
        reason: 'agent closing',
      });
    }
    await value(owner, 'POST', `/admin/api/agent-tree/${agentId}/type`, { type: 0, reason: 'closing' });
    const after = await ping();
    expect([after.statusCode, after.json().code]).toEqual([403, 'NOT_AGENT']);
  });
});

describe('agent settings', () => {
  it('reads the defaults, refuses invalid settings, audits a change once and reaches the brand', async () => {
    const view = await value(support, 'GET', '/admin/api/agent-settings');
    expect(view).toMatchObject({ currency: 'BDT', currencyExponent: 2 });
    const base = view.settings;
    const put = (headers: Record<string, string>, body: object) =>
      refusal(headers, 'PUT', '/admin/api/agent-settings', body);
    expect((await put(support, base)).status).toBe(403);
    expect((await put(owner, { ...base, maxAgentDepth: 0 })).status).toBe(400);
    expect((await put(owner, { ...base, subAgentType: 3 })).status).toBe(400);
    expect((await put(owner, { ...base, recruitingTypes: [0] })).status).toBe(400);
    const limit = await put(owner, {
      ...base,
      transfers: { ...base.transfers, minMinor: 500, dailyLimitMinor: 100 },
    });
    expect([limit.status, limit.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await put(owner, { ...base, extra: true })).status).toBe(400);

    const merchantId = await brandId('TIGER');
    const auditCount = async () =>
      (
        await t.db
          .selectFrom('audit_log')
          .select('details')
          .where('merchant_id', '=', merchantId)
          .where('action', '=', 'settings.agents')
          .execute()
      ).length;
    const before = await auditCount();
    const next = { ...base, showTeamBalances: true, recruitingTypes: [41, 1, 1], maxAgentDepth: 4 };
    const saved = await value(owner, 'PUT', '/admin/api/agent-settings', next);
    expect(saved.settings).toMatchObject({
      showTeamBalances: true,
      recruitingTypes: [1, 41],
      maxAgentDepth: 4,
    });
    expect(await auditCount()).toBe(before + 1);
    const [last] = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'settings.agents')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(last?.details).toMatchObject({
      before: { showTeamBalances: base.showTeamBalances, maxAgentDepth: base.maxAgentDepth },
      after: { showTeamBalances: true, maxAgentDepth: 4 },
    });
    // The brand every node reads has them (BrandService.changed dropped the cached one).
    const brand = await t.app.services.brands.findByCode('TIGER');
    expect(brand?.settings.agents).toMatchObject({ showTeamBalances: true, maxAgentDepth: 4 });
    // The same settings again change nothing and record nothing.
    await value(owner, 'PUT', '/admin/api/agent-settings', next);
    expect(await auditCount()).toBe(before + 1);
  });
});
