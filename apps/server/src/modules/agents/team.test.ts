import { randomUUID } from 'node:crypto';
import { AGENT_CENTRE_ROUTES, endpointPath, MEMBER_TYPE } from '@portal/contracts';
import type { TInvitation, TTeamMemberSummary, TTeamPage } from '@portal/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSealed } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';

/**
 * The agent centre's team pages (issue 16): team management (filters, drill-down, trail, paging),
 * a team member's summary, the invitation and the register centre. The tree is built here, away
 * from the demo one: A (agent) → m1, m2, S (sub-agent) → s1, s2, s3; B (another branch) → b1.
 */

let t: TestApp;
let brand: Brand;

interface Node {
  id: bigint;
  account: string;
  headers: Record<string, string>;
}

const run = randomUUID().slice(0, 6);
const name = (base: string) => `${base}${run}`.toLowerCase();

async function member(account: string, type: number, parent: Node | null, nickname?: string): Promise<Node> {
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account,
      nickname: nickname ?? null,
      type,
      password_hash: 'unused',
      referral_code: `T${randomUUID().slice(0, 10).toUpperCase()}`,
      parent_id: parent?.id ?? null,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await t.app.services.sessions.create(brand, row.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { id: row.id, account, headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' } };
}

let A: Node;
let S: Node;
let S2: Node;
let B: Node;
let m1: Node;
let m2: Node;
let s1: Node;
let s2: Node;
let s3: Node;
let b1: Node;

async function team(caller: Node, query: Record<string, string> = {}) {
  return t.app.inject({ url: AGENT_CENTRE_ROUTES.team.path, query, headers: caller.headers });
}
const teamPage = async (caller: Node, query: Record<string, string> = {}) => {
  const res = await team(caller, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as TTeamPage;
};
const accounts = (page: TTeamPage) => page.list.map((m) => m.account).sort();
const memberUrl = (id: bigint | string) =>
  endpointPath(AGENT_CENTRE_ROUTES.teamMember.path, { id: String(id) });

beforeAll(async () => {
  t = await createTestApp();
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  A = await member(name('tma'), MEMBER_TYPE.AGENT, null, 'Alpha Boss');
  m1 = await member(name('tm1'), MEMBER_TYPE.MEMBER, A);
  m2 = await member(name('tm2'), MEMBER_TYPE.MEMBER, A, 'Moonlight');
  S = await member(name('tms'), MEMBER_TYPE.AGENT_SUB, A);
  s1 = await member(name('ts1'), MEMBER_TYPE.MEMBER, S);
  s2 = await member(name('ts2'), MEMBER_TYPE.MEMBER, S, 'Sunny Side');
  s3 = await member(name('ts3'), MEMBER_TYPE.MEMBER, S);
  B = await member(name('tmb'), MEMBER_TYPE.AGENT, null);
  b1 = await member(name('tb1'), MEMBER_TYPE.MEMBER, B);
});
afterAll(() => t.close());

describe('team management', () => {
  it('lists my whole team with level, direct upline, own team size and no balance by default', async () => {
    const page = await teamPage(A);
    expect(page.total).toBe(6);
    expect(accounts(page)).toEqual([m1, m2, S, s1, s2, s3].map((n) => n.account).sort());
    expect(page.trail).toEqual([]);
    const byAccount = new Map(page.list.map((m) => [m.account, m]));
    expect(byAccount.get(S.account)).toMatchObject({
      id: String(S.id),
      type: MEMBER_TYPE.AGENT_SUB,
      isAgent: true,
      level: 1,
      directUpline: { id: String(A.id), account: A.account },
      teamSize: 3,
      balance: null,
      status: 'active',
      lastLoginAt: null,
    });
    expect(byAccount.get(s2.account)).toMatchObject({
      nickname: 'Sunny Side',
      isAgent: false,
      level: 2,
      directUpline: { id: String(S.id), account: S.account },
      teamSize: 0,
    });
    expect(byAccount.get(m1.account)?.level).toBe(1);
    // Newest first by default.
    expect(page.list[0]?.account).toBe(s3.account);
  });

  it('filters by direct downline, kind and a keyword in the account or nickname', async () => {
    expect(accounts(await teamPage(A, { directOnly: 'true' }))).toEqual(
      [m1, m2, S].map((n) => n.account).sort(),
    );
    expect(accounts(await teamPage(A, { kind: 'agent' }))).toEqual([S.account]);
    expect((await teamPage(A, { kind: 'member' })).total).toBe(5);
    expect(accounts(await teamPage(A, { keyword: 'TS2' }))).toEqual([s2.account]);
    expect(accounts(await teamPage(A, { keyword: 'moon' }))).toEqual([m2.account]);
    expect(accounts(await teamPage(A, { keyword: 'sunny', kind: 'agent' }))).toEqual([]);
    // LIKE's own characters are text, not wildcards.
    expect((await teamPage(A, { keyword: '%' })).total).toBe(0);
    expect((await teamPage(A, { keyword: '_' })).total).toBe(0);
  });

  it('drills down into a sub-agent: its team, levels still under me, the trail from me to it', async () => {
    const page = await teamPage(A, { under: String(S.id) });
    expect(accounts(page)).toEqual([s1, s2, s3].map((n) => n.account).sort());
    expect(page.list.every((m) => m.level === 2)).toBe(true);
    expect(page.trail).toEqual([
      { id: String(A.id), account: A.account },
      { id: String(S.id), account: S.account },
    ]);
    // My own id is my own team.
    expect((await teamPage(A, { under: String(A.id) })).total).toBe(6);
    // A member without downline has an empty team.
    expect((await teamPage(A, { under: String(s1.id) })).total).toBe(0);
  });

  it('answers NOT_FOUND for a drill-down outside my team', async () => {
    for (const under of [B.id, b1.id, 900000000000000001n]) {
      const res = await team(A, { under: String(under) });
      expect(res.statusCode, String(under)).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // The sub-agent cannot look up: neither at its upline nor at its upline's other members.
    for (const under of [A.id, m1.id]) expect((await team(S, { under: String(under) })).statusCode).toBe(404);
    expect(accounts(await teamPage(S))).toEqual([s1, s2, s3].map((n) => n.account).sort());
  });

  it('pages and sorts', async () => {
    const first = await teamPage(A, { sort: 'account', pageSize: '4' });
    const second = await teamPage(A, { sort: 'account', pageSize: '4', pageNo: '2' });
    expect(first).toMatchObject({ total: 6, totalPages: 2, pageNum: 1, pageSize: 4 });
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(2);
    const all = [...first.list, ...second.list].map((m) => m.account);
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(6);
    expect((await teamPage(A, { pageNo: '9' })).list).toEqual([]);
  });

  it('refuses malformed filters with a 400, not a 500', async () => {
    const queries: Record<string, string>[] = [
      { under: 'x' },
      { kind: 'boss' },
      { sort: 'balance' },
      { pageSize: '0' },
      { nope: '1' },
    ];
    for (const query of queries) {
      const res = await team(A, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('shows main balances, read for the page at once, when the brand allows it', async () => {
    const credit = 12_345n;
    await t.app.services.wallet.adjust(brand, s1.id, credit, `team-test:${s1.account}`, 'test');
    await t.app.services.brands.updateSettings(brand, (s) => ({
      ...s,
      agents: { ...(s.agents ?? defaults()), showTeamBalances: true },
    }));
    try {
      const page = await teamPage(A);
      const byAccount = new Map(page.list.map((m) => [m.account, m.balance]));
      expect(byAccount.get(s1.account)).toBe('123.45');
      expect(byAccount.get(m1.account)).toBe('0.00');
    } finally {
      await t.app.services.brands.updateSettings(brand, (s) => ({
        ...s,
        agents: { ...(s.agents ?? defaults()), showTeamBalances: false },
      }));
    }
    await expectLedgerHealthy(t);
  });
});

function defaults() {
  return {
    maxAgentDepth: 3,
    recruitingTypes: [1, 2, 41, 42],
    subAgentType: 2,
    showTeamBalances: false,
    transfers: { toDownline: true, toUpline: false, minMinor: 100, dailyLimitMinor: 10_000_000 },
  };
}

describe('team member summary', () => {
  it('shows a member of my team at any depth: its row, the trail to its upline, its figures', async () => {
    const now = new Date();
    // Registered ten days ago, played an hour ago: in both the last 30 days and the lifetime.
    await t.db
      .updateTable('members')
      .set({ created_at: new Date(now.getTime() - 10 * 86_400_000) })
      .where('id', '=', s1.id)
      .execute();
    await t.db
      .insertInto('bets')
      .values({
        merchant_id: brand.id,
        member_id: s1.id,
        vendor_code: 'JILI',
        game_code: 'team-test',
        game_name: 'Team test',
        category: 'RNG',
        external_id: `team-test-${run}`,
        stake: 5_000n,
        valid_bet: 5_000n,
        payout: 2_000n,
        status: 'SETTLED',
        placed_at: new Date(now.getTime() - 3_600_000),
        settled_at: new Date(now.getTime() - 3_500_000),
      })
      .execute();
    const res = await t.app.inject({ url: memberUrl(s1.id), headers: A.headers });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().value as TTeamMemberSummary;
    expect(summary.member).toMatchObject({
      account: s1.account,
      level: 2,
      directUpline: { account: S.account },
    });
    expect(summary.trail).toEqual([
      { id: String(A.id), account: A.account },
      { id: String(S.id), account: S.account },
    ]);
    for (const figures of [summary.last30Days, summary.lifetime]) {
      expect(figures).toMatchObject({
        betCount: 1,
        validBet: '50.00',
        profitLoss: '-30.00',
        activeMembers: 1,
      });
    }
    const direct = (await t.app.inject({ url: memberUrl(S.id), headers: A.headers })).json()
      .value as TTeamMemberSummary;
    expect(direct.member.teamSize).toBe(3);
    expect(direct.trail).toEqual([{ id: String(A.id), account: A.account }]);
    expect(direct.lifetime.betCount).toBe(0);
  });

  it('answers NOT_FOUND outside my team: my own id, another branch, my upline, nobody', async () => {
    const cases: [Node, bigint | string][] = [
      [A, A.id],
      [A, B.id],
      [A, b1.id],
      [A, 900000000000000001n],
      [B, s1.id],
      [S, A.id],
      [S, m1.id],
      [S, S.id],
    ];
    for (const [caller, id] of cases) {
      const res = await t.app.inject({ url: memberUrl(id), headers: caller.headers });
      expect(res.statusCode, `${caller.account} → ${id}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await t.app.inject({ url: memberUrl('abc'), headers: A.headers })).statusCode).toBe(400);
  });
});

describe('invitation', () => {
  it('gives my code and a registration link that carries it', async () => {
    const res = await t.app.inject({
      url: AGENT_CENTRE_ROUTES.invitation.path,
      headers: { ...A.headers, host: 'localhost:3000' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value as TInvitation;
    const code = (
      await t.db
        .selectFrom('members')
        .select('referral_code')
        .where('id', '=', A.id)
        .executeTakeFirstOrThrow()
    ).referral_code;
    expect(value.code).toBe(code);
    const link = new URL(value.link);
    expect(link.host).toBe('localhost:3000');
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('affiliateCode')).toBe(code);
    expect(value.canRegisterAgents).toBe(true);
  });

  it("links to the brand's primary player domain when asked on another host", async () => {
    const res = await t.app.inject({
      url: AGENT_CENTRE_ROUTES.invitation.path,
      headers: { ...A.headers, host: 'agent.tiger.localhost' },
    });
    expect(new URL((res.json().value as TInvitation).link).origin).toBe('https://localhost');
  });

  it('may not recruit agents at the deepest agent level or with a type the brand does not let recruit', async () => {
    // A (1 agent) → S (2) → S2 (3 = maxAgentDepth): S2 may register members only.
    S2 = await member(name('tss'), MEMBER_TYPE.AGENT_SUB, S);
    const invitationOf = async (caller: Node) =>
      (
        (await t.app.inject({ url: AGENT_CENTRE_ROUTES.invitation.path, headers: caller.headers })).json()
          .value as TInvitation
      ).canRegisterAgents;
    expect(await invitationOf(S)).toBe(true);
    expect(await invitationOf(S2)).toBe(false);
    await t.app.services.brands.updateSettings(brand, (s) => ({
      ...s,
      agents: { ...(s.agents ?? defaults()), recruitingTypes: [1] },
    }));
    try {
      expect(await invitationOf(A)).toBe(true);
      expect(await invitationOf(S)).toBe(false);
    } finally {
      await t.app.services.brands.updateSettings(brand, (s) => ({
        ...s,
        agents: { ...(s.agents ?? defaults()), recruitingTypes: [1, 2, 41, 42] },
      }));
    }
  });
});

describe('register centre', () => {
  const register = (caller: Node, body: Record<string, unknown>, language?: string) =>
    sendSealed(t.app, 'TIGER', 'POST', AGENT_CENTRE_ROUTES.registerDownline.path, body, {
      headers: { ...caller.headers, ...(language ? { 'x-language': language } : {}) },
    });
  let mobiles = 0;
  const nextMobile = () => {
    mobiles += 1;
    return `0171${String(Date.now() % 10_000).padStart(4, '0')}${String(mobiles).padStart(3, '0')}`;
  };
  const form = (username: string) => ({
    username,
    mobileNum: nextMobile(),
    password: 'Downline@2026',
    confirmPassword: 'Downline@2026',
  });

  it('registers a member directly under me: in my team, on the right path, an event, no sign-in', async () => {
    const account = name('newm');
    const res = await register(A, { ...form(account), kind: 'member' });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value as { id: string; account: string; isAgent: boolean };
    expect(value).toEqual({ id: expect.any(String), account, isAgent: false });
    expect(JSON.stringify(res.json())).not.toMatch(/token/i);
    const row = await t.db
      .selectFrom('members')
      .select(['parent_id', 'upline_path', 'type', 'register_method', 'mobile_verified_at'])
      .where('id', '=', BigInt(value.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: A.id, upline_path: `/${A.id}/`, type: MEMBER_TYPE.MEMBER });
    expect(row.register_method).toBe('AGENT');
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', BigInt(value.id))
      .execute();
    expect(sessions).toEqual([]);
    // The agent's address is not remembered as the new member's own.
    const known = await t.db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', '=', BigInt(value.id))
      .execute();
    expect(known).toEqual([]);
    const page = await teamPage(A, { directOnly: 'true', keyword: account });
    expect(page.list.map((m) => [m.account, m.level, m.directUpline.account])).toEqual([
      [account, 1, A.account],
    ]);
    const event = await t.db
      .selectFrom('outbox_events')
      .select(['type', 'payload'])
      .where('type', '=', 'member.registered')
      .where('aggregate_id', '=', value.id)
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({
      memberId: value.id,
      account,
      agentId: String(A.id),
      method: 'AGENT',
    });
  });

  it("registers a sub-agent of the brand's sub-agent type under a sub-agent", async () => {
    const account = name('nsub');
    const res = await register(S, { ...form(account), kind: 'agent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ account, isAgent: true });
    const row = await t.db
      .selectFrom('members')
      .select(['type', 'upline_path'])
      .where('account', '=', account)
      .where('merchant_id', '=', brand.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: MEMBER_TYPE.AGENT_SUB, upline_path: `/${A.id}/${S.id}/` });
    const mine = await teamPage(A, { kind: 'agent', keyword: account });
    expect(mine.list[0]).toMatchObject({ level: 2, directUpline: { account: S.account } });
  });

  it('refuses an agent that may not recruit agents, in its language; members are still fine', async () => {
    const res = await register(S2, { ...form(name('nope')), kind: 'agent' }, 'bn');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AGENT_CANNOT_RECRUIT');
    expect(res.json().message).toMatch(/সাব-এজেন্ট/);
    const exists = await t.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', name('nope'))
      .executeTakeFirst();
    expect(exists).toBeUndefined();
    expect((await register(S2, { ...form(name('s2m')), kind: 'member' })).statusCode).toBe(200);
  });

  it("checks the form with the brand's register rules: field errors, a taken account", async () => {
    const bad = await register(A, {
      username: 'x',
      password: 'short',
      confirmPassword: 'other',
      kind: 'member',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const fields = (bad.json().value.fields as { field: string; message: string }[]).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password']));

    const taken = await register(A, { ...form(m1.account), kind: 'member' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().value.fields).toEqual([{ field: 'username', message: expect.any(String) }]);
    // Another brand's account of the same name does not count.
    const jadeName = name('jdup');
    const jade = await t.app.services.brands.findByCode('JADE');
    await t.db
      .insertInto('members')
      .values({
        merchant_id: (jade as Brand).id,
        account: jadeName,
        type: 0,
        password_hash: 'unused',
        referral_code: `J${randomUUID().slice(0, 10).toUpperCase()}`,
      })
      .execute();
    expect((await register(A, { ...form(jadeName), kind: 'member' })).statusCode).toBe(200);
  });

  it('refuses an unsealed or malformed body with a 4xx', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: AGENT_CENTRE_ROUTES.registerDownline.path,
      headers: A.headers,
      payload: { ...form(name('plain')), kind: 'member' },
    });
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(plain.statusCode).toBeLessThan(500);
    for (const body of [
      { ...form(name('k1')), kind: 'boss' },
      { ...form(name('k2')) },
      { ...form(name('k3')), kind: 'member', affiliateCode: 'X' },
    ]) {
      const res = await register(A, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is for agents only', async () => {
    const res = await register(m1, { ...form(name('mm')), kind: 'member' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_AGENT');
  });
});
