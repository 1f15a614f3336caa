import { randomUUID } from 'node:crypto';
import {
  ADMIN_CONTRACT_ROUTES,
  AGENT_CONTRACT_ROUTES,
  type ContractType,
  DEFAULT_AGENT_SETTINGS,
  DEFAULT_CONTRACT_SETTINGS,
  endpointPath,
  MEMBER_TYPE,
  type TContractSettings,
} from '@portal/contracts';
import type { TContract, TContractInfo, TContractPage } from '@portal/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../platform/events.ts';
import { eventsOf } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession, rid } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { lastEndedPeriod } from './contract-periods.ts';

/**
 * The contracts' life (issue 17; ADR 0038) through the API: the brand's offers to top agents, an
 * agent's offers to its direct downline, the answers (the four spec calls), the cascade, the
 * refusals, expiry, the tree's moves and changes of type, scope and the console. Every test
 * builds its own branch of the tree on brand TIGER, so none depends on another's.
 */

let t: TestApp;
let brand: Brand;
let owner: Record<string, string>;
let finance: Record<string, string>;
let support: Record<string, string>;

interface Node {
  id: bigint;
  account: string;
  headers: Record<string, string>;
}

let counter = 0;
async function node(type: number, parent: Node | null, merchant = 'TIGER'): Promise<Node> {
  const b = merchant === 'TIGER' ? brand : ((await t.app.services.brands.findByCode(merchant)) as Brand);
  counter += 1;
  const account = `ct${randomUUID().slice(0, 6)}${counter}`;
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: b.id,
      account,
      type,
      password_hash: 'unused',
      referral_code: `C${randomUUID().slice(0, 10).toUpperCase()}`,
      parent_id: parent?.id ?? null,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await t.app.services.sessions.create(b, row.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id: row.id, account, headers: { authorization: `Bearer ${token}`, 'x-merchant': merchant } };
}
const agent = (parent: Node | null = null) => node(MEMBER_TYPE.AGENT, parent);
const subAgent = (parent: Node) => node(MEMBER_TYPE.AGENT_SUB, parent);
const player = (parent: Node) => node(MEMBER_TYPE.MEMBER, parent);

/** Tiers as sent: [threshold, active members, rate in bp], amounts in BDT. */
const tiers = (...rows: [string, number, number][]) =>
  rows.map(([threshold, activeMembers, rateBps]) => ({
    threshold,
    minValidBet: '0',
    activeMembers,
    rateBps,
  }));
const TOP = tiers(['0', 1, 1000], ['1000', 2, 2000], ['5000', 3, 3000]);

const PROCESS: Record<ContractType, string> = {
  DIVIDEND: AGENT_CONTRACT_ROUTES.processDividend.path,
  DAILY_SALARY: AGENT_CONTRACT_ROUTES.processDailySalary.path,
  HOURLY_SALARY: AGENT_CONTRACT_ROUTES.processHourlySalary.path,
  REALTIME_SALARY: AGENT_CONTRACT_ROUTES.processRealtimeSalary.path,
};

interface Answer {
  status: number;
  code: string;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in tests
  value: any;
}
async function call(
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    headers: { 'x-merchant': 'TIGER', ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const body = res.json();
  return { status: res.statusCode, code: body.code, message: body.message, value: body.value };
}
async function ok(
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const answer = await call(headers, method, url, payload);
  expect(answer.status, `${method} ${url}: ${answer.code} ${answer.message}`).toBe(200);
  return answer.value;
}

/** The brand offers a top agent a contract (console). */
const brandOffer = (
  agentAccount: string,
  type: ContractType,
  offered = TOP,
  extra: Record<string, unknown> = {},
) =>
  call(owner, 'POST', ADMIN_CONTRACT_ROUTES.offer.path, {
    agent: agentAccount,
    type,
    tiers: offered,
    requestId: rid(),
    ...extra,
  });
/** An agent offers its downline a contract. */
const offer = (
  from: Node,
  to: Node | string,
  type: ContractType,
  offered: unknown,
  extra: Record<string, unknown> = {},
) =>
  call(from.headers, 'POST', AGENT_CONTRACT_ROUTES.offer.path, {
    agent: typeof to === 'string' ? to : to.account,
    type,
    tiers: offered,
    requestId: rid(),
    ...extra,
  });
const answer = (who: Node, type: ContractType, contractId: string, action: string, agreeCascade?: boolean) =>
  call(who.headers, 'POST', PROCESS[type], {
    contractId,
    action,
    ...(agreeCascade === undefined ? {} : { agreeCascade }),
  });
const info = async (who: Node) =>
  (await ok(who.headers, 'GET', AGENT_CONTRACT_ROUTES.info.path)) as TContractInfo;
const page = async (who: Node, type: ContractType) =>
  (await ok(who.headers, 'GET', `${AGENT_CONTRACT_ROUTES.page.path}?type=${type}`)) as TContractPage;
const row = (id: string | bigint) =>
  t.db.selectFrom('agent_contracts').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

/** A contract in effect between `upline` (null: the brand) and `to`. */
async function contracted(upline: Node | null, to: Node, type: ContractType, offered: unknown = TOP) {
  const made = upline
    ? await offer(upline, to, type, offered)
    : await brandOffer(to.account, type, offered as typeof TOP);
  expect(made.status, made.message).toBe(200);
  const accepted = await answer(to, type, made.value.id, 'ACCEPT');
  expect(accepted.status, accepted.message).toBe(200);
  return accepted.value.contract as TContract;
}

async function setContracts(change: (s: TContractSettings) => TContractSettings) {
  await t.app.services.brands.updateSettings(brand, (s) => ({
    ...s,
    contracts: change(s.contracts ?? DEFAULT_CONTRACT_SETTINGS),
  }));
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
}
async function setPolicy(on: boolean) {
  await t.app.services.brandSettings.setFlags(brand.id, { AGENTPOLICY3: on }, async () => {});
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
}

beforeAll(async () => {
  t = await createTestApp();
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  await setPolicy(true);
  // Deep trees for the cascade tests; the brand's default allows three levels of agents.
  await t.app.services.brands.updateSettings(brand, (s) => ({
    ...s,
    agents: { ...(s.agents ?? DEFAULT_AGENT_SETTINGS), maxAgentDepth: 8 },
  }));
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  owner = await operatorSession(t, 'TIGER', 'owner');
  finance = await operatorSession(t, 'TIGER', 'finance');
  support = await operatorSession(t, 'TIGER', 'support');
});
afterAll(() => t.close());

describe('offers and answers', () => {
  it('the brand offers a top agent, who hears it live, sees it in the info and the popup, and accepts', async () => {
    const top = await agent();
    const heard: unknown[] = [];
    const stop = await t.app.services.events.subscribe(memberChannel(brand.id, top.id), (e) => {
      heard.push(e);
    });
    const made = await brandOffer(top.account, 'DIVIDEND', TOP, { period: 'W' });
    expect(made.status, made.message).toBe(200);
    expect(made.value).toMatchObject({
      type: 'DIVIDEND',
      period: 'W',
      mode: DEFAULT_CONTRACT_SETTINGS.types.DIVIDEND.mode,
      state: 'OFFERED',
      upline: null,
      agent: { account: top.account },
      tiers: [{ threshold: '0.00', minValidBet: '0.00', activeMembers: 1, rateBps: 1000 }, {}, {}],
    });
    expect(made.value.offeredByOperator).toBeTruthy();
    const [offered] = await eventsOf(t.db, 'agent.contract.offered', top.id);
    expect(offered?.payload).toMatchObject({ contractId: made.value.id, uplineId: null, type: 'DIVIDEND' });
    await t.app.services.outbox.runOnce();
    expect(heard).toContainEqual({
      type: 'contract.offer',
      contractId: made.value.id,
      contractType: 'DIVIDEND',
    });
    await stop();

    const before = await info(top);
    expect(before).toMatchObject({ enabled: true, divtypereq: 'OFFERED', enableCt: false, pendingOffers: 1 });
    expect(before.types.map((x) => x.type)).toEqual([
      'DIVIDEND',
      'DAILY_SALARY',
      'HOURLY_SALARY',
      'REALTIME_SALARY',
    ]);
    const popup = await ok(top.headers, 'GET', AGENT_CONTRACT_ROUTES.offers.path);
    expect(popup.offers).toHaveLength(1);
    expect(popup.offers[0]).toMatchObject({ offer: { id: made.value.id }, current: null, cascade: [] });

    const accepted = await answer(top, 'DIVIDEND', made.value.id, 'ACCEPT');
    expect(accepted.status, accepted.message).toBe(200);
    expect(accepted.value).toMatchObject({ contract: { id: made.value.id, state: 'VALID' }, ended: [] });
    expect(accepted.value.contract.effectiveFrom).toBe(accepted.value.contract.decidedAt);
    expect(await info(top)).toMatchObject({ divtypereq: 'VALID', enableCt: true, pendingOffers: 0 });
  });

  it('an agent offers its direct downline within its own terms; a newer offer withdraws the pending one; reject and withdraw', async () => {
    const top = await agent();
    await contracted(null, top, 'DAILY_SALARY', tiers(['100', 1, 100], ['1000', 2, 150]));
    const sub = await subAgent(top);
    await player(sub);

    const first = await offer(top, sub, 'DAILY_SALARY', tiers(['100', 1, 80]));
    expect(first.status, first.message).toBe(200);
    expect(first.value).toMatchObject({ state: 'OFFERED', period: 'D', upline: { account: top.account } });
    const second = await offer(top, sub, 'DAILY_SALARY', tiers(['100', 1, 90]));
    expect(second.status).toBe(200);
    expect(await row(first.value.id)).toMatchObject({ state: 'TERMINATED', end_reason: 'OFFER_WITHDRAWN' });

    const targets = (await page(top, 'DAILY_SALARY')).targets;
    expect(targets).toEqual([
      { id: String(sub.id), account: sub.account, nickname: null, contract: 'OFFERED' },
    ]);

    const rejected = await answer(sub, 'DAILY_SALARY', second.value.id, 'REJECT');
    expect(rejected.status).toBe(200);
    expect(rejected.value).toMatchObject({ contract: { state: 'REJECTED', endReason: null }, ended: [] });
    const again = await answer(sub, 'DAILY_SALARY', second.value.id, 'ACCEPT');
    expect([again.status, again.code]).toEqual([409, 'CONTRACT_STATE']);

    const third = await offer(top, sub, 'DAILY_SALARY', tiers(['100', 1, 90]));
    const withdrawn = await call(
      top.headers,
      'DELETE',
      endpointPath(AGENT_CONTRACT_ROUTES.withdraw.path, { id: third.value.id }),
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.value).toMatchObject({ state: 'TERMINATED', endReason: 'OFFER_WITHDRAWN' });
    const twice = await call(
      top.headers,
      'DELETE',
      endpointPath(AGENT_CONTRACT_ROUTES.withdraw.path, { id: third.value.id }),
    );
    expect([twice.status, twice.code]).toEqual([409, 'CONTRACT_STATE']);
    const ended = await eventsOf(t.db, 'agent.contract.ended', sub.id);
    expect(ended.map((e) => e.payload.state)).toEqual(['TERMINATED', 'REJECTED', 'TERMINATED']);
  });

  it("a downline's contract pays the way its upline's does, whatever the brand's mode is now", async () => {
    const top = await agent();
    const mine = await contracted(null, top, 'DIVIDEND', tiers(['0', 1, 100], ['10000', 1, 1000]));
    expect(mine.mode).toBe('FLOATING');
    await setContracts((s) => ({
      ...s,
      types: { ...s.types, DIVIDEND: { ...s.types.DIVIDEND, mode: 'FIXED' } },
    }));
    try {
      const sub = await subAgent(top);
      // Paid fixed, these tiers would out-pay the upline's floating contract above 10,000 (on
      // 20,000: 2,000 against 1,100); paid floating as the upline's, they stay within it.
      const made = await offer(top, sub, 'DIVIDEND', tiers(['0', 1, 100], ['10000', 1, 1000]));
      expect(made.status, made.message).toBe(200);
      expect(made.value).toMatchObject({ mode: 'FLOATING' });
      // A floating first tier may not pay more than the upline's first tier.
      const above = await offer(top, sub, 'DIVIDEND', tiers(['10000', 1, 1000]));
      expect([above.status, above.code]).toEqual([400, 'CONTRACT_RATE_ABOVE_UPLINE']);
    } finally {
      await setContracts((s) => ({
        ...s,
        types: {
          ...s.types,
          DIVIDEND: { ...s.types.DIVIDEND, mode: DEFAULT_CONTRACT_SETTINGS.types.DIVIDEND.mode },
        },
      }));
    }
  });

  it('the same request id answers the same offer; another offer under it is a conflict', async () => {
    const top = await agent();
    await contracted(null, top, 'HOURLY_SALARY', tiers(['10', 1, 100]));
    const sub = await subAgent(top);
    const requestId = rid();
    const first = await offer(top, sub, 'HOURLY_SALARY', tiers(['10', 1, 50]), { requestId });
    const replay = await offer(top, sub, 'HOURLY_SALARY', tiers(['10', 1, 50]), { requestId });
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.value.id).toBe(first.value.id);
    const count = await t.db
      .selectFrom('agent_contracts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('agent_id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const other = await offer(top, sub, 'DAILY_SALARY', tiers(['10', 1, 50]), { requestId });
    expect([other.status, other.code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
  });

  it('refuses offers outside the rules', async () => {
    const top = await agent();
    await contracted(null, top, 'DIVIDEND', TOP);
    const sub = await subAgent(top);
    const grandchild = await subAgent(sub);
    const member = await player(top);
    const elsewhere = await agent();
    const elsewhereSub = await subAgent(elsewhere);
    const good = tiers(['0', 1, 500]);

    const refusal = async (to: Node | string, type: ContractType, offered: unknown, extra = {}) => {
      const r = await offer(top, to, type, offered, extra);
      return [r.status, r.code, r.message] as const;
    };
    expect((await refusal(grandchild, 'DIVIDEND', good)).slice(0, 2)).toEqual([404, 'CONTRACT_NOT_DOWNLINE']);
    expect((await refusal(elsewhereSub, 'DIVIDEND', good)).slice(0, 2)).toEqual([
      404,
      'CONTRACT_NOT_DOWNLINE',
    ]);
    expect((await refusal(member, 'DIVIDEND', good)).slice(0, 2)).toEqual([404, 'CONTRACT_NOT_DOWNLINE']);
    expect((await refusal('nobody-here', 'DIVIDEND', good)).slice(0, 2)).toEqual([
      404,
      'CONTRACT_NOT_DOWNLINE',
    ]);
    expect((await refusal(top, 'DIVIDEND', good)).slice(0, 2)).toEqual([404, 'CONTRACT_NOT_DOWNLINE']);
    // No daily salary of its own: nothing to offer.
    expect((await refusal(sub, 'DAILY_SALARY', good)).slice(0, 2)).toEqual([409, 'CONTRACT_NO_OWN_CONTRACT']);
    // Above its own contract at a tier's conditions: tier 2 pays 25 % where its own pays 20 %.
    const above = await refusal(sub, 'DIVIDEND', tiers(['0', 1, 500], ['2000', 2, 2500]));
    expect(above.slice(0, 2)).toEqual([400, 'CONTRACT_RATE_ABOVE_UPLINE']);
    expect(above[2]).toBe('Tier 2 pays 25%, more than your own contract pays at that level (20%).');
    // Needing fewer active members for the same rate is paying more too.
    const fewer = await refusal(sub, 'DIVIDEND', tiers(['1000', 1, 2000]));
    expect(fewer.slice(0, 2)).toEqual([400, 'CONTRACT_RATE_ABOVE_UPLINE']);
    // Thresholds and rates must rise together.
    const flat = await refusal(sub, 'DIVIDEND', tiers(['0', 1, 500], ['1000', 2, 500]));
    expect(flat.slice(0, 2)).toEqual([400, 'CONTRACT_TIERS_INVALID']);
    expect(flat[2]).toMatch(/^Tier 2 is not valid/);
    const badAmount = await refusal(sub, 'DIVIDEND', tiers(['1.234', 1, 500]));
    expect(badAmount.slice(0, 2)).toEqual([400, 'AMOUNT_INVALID']);
    // A dividend's period is the offering agent's own (weekly here).
    expect((await refusal(sub, 'DIVIDEND', good, { period: 'M' })).slice(0, 2)).toEqual([
      400,
      'CONTRACT_PERIOD_INVALID',
    ]);
    expect((await offer(top, sub, 'DIVIDEND', good, { period: 'W' })).status).toBe(200);
    // Malformed input is a 4xx with a message, never a 500.
    const malformed = await offer(top, sub, 'DIVIDEND', [
      { threshold: '0', minValidBet: '0', activeMembers: 1, rateBps: 0 },
    ]);
    expect(malformed.status).toBe(400);
    // A member (not an agent) cannot offer at all.
    const byMember = await offer(member, top, 'DIVIDEND', good);
    expect([byMember.status, byMember.code]).toEqual([403, 'NOT_AGENT']);
  });

  it('refuses a type the brand does not offer and an offer above the brand maximum', async () => {
    const top = await agent();
    const earlier = await brandOffer(top.account, 'HOURLY_SALARY', tiers(['10', 1, 50]));
    const other = await agent();
    const earlierToOther = await brandOffer(other.account, 'HOURLY_SALARY', tiers(['10', 1, 50]));
    const disabled = await (async () => {
      await setContracts((s) => ({
        ...s,
        types: { ...s.types, HOURLY_SALARY: { ...s.types.HOURLY_SALARY, enabled: false } },
      }));
      try {
        // An offer made before cannot be accepted any more, but can be rejected.
        const accept = await answer(top, 'HOURLY_SALARY', earlier.value.id, 'ACCEPT');
        expect([accept.status, accept.code]).toEqual([403, 'CONTRACT_TYPE_DISABLED']);
        expect((await answer(other, 'HOURLY_SALARY', earlierToOther.value.id, 'REJECT')).status).toBe(200);
        return await brandOffer(top.account, 'HOURLY_SALARY', tiers(['10', 1, 50]));
      } finally {
        await setContracts((s) => ({
          ...s,
          types: { ...s.types, HOURLY_SALARY: { ...s.types.HOURLY_SALARY, enabled: true } },
        }));
      }
    })();
    expect([disabled.status, disabled.code]).toEqual([403, 'CONTRACT_TYPE_DISABLED']);
    const max = DEFAULT_CONTRACT_SETTINGS.types.REALTIME_SALARY.maxRateBps;
    const tooHigh = await brandOffer(top.account, 'REALTIME_SALARY', tiers(['10', 1, max + 1]));
    expect([tooHigh.status, tooHigh.code]).toEqual([400, 'CONTRACT_TIERS_INVALID']);
    expect(tooHigh.message).toContain(`${max / 100}%`);
  });

  it('answers each offer only through the call of its own type, and only the agent it was made to', async () => {
    const top = await agent();
    const made = await brandOffer(top.account, 'REALTIME_SALARY', tiers(['10', 1, 50]));
    const wrong = await answer(top, 'DIVIDEND', made.value.id, 'ACCEPT');
    expect([wrong.status, wrong.code]).toEqual([400, 'CONTRACT_TYPE_MISMATCH']);
    const stranger = await agent();
    const notMine = await answer(stranger, 'REALTIME_SALARY', made.value.id, 'ACCEPT');
    expect([notMine.status, notMine.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    const member = await player(top);
    const byMember = await answer(member, 'REALTIME_SALARY', made.value.id, 'ACCEPT');
    expect([byMember.status, byMember.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    expect(await info(member)).toMatchObject({
      enabled: false,
      realtimesalreqtype: 'NONE',
      pendingOffers: 0,
      types: [],
    });
    const unknown = await answer(top, 'REALTIME_SALARY', '999999999', 'ACCEPT');
    expect([unknown.status, unknown.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    const terminateOffer = await answer(top, 'REALTIME_SALARY', made.value.id, 'TERMINATE');
    expect([terminateOffer.status, terminateOffer.code]).toEqual([409, 'CONTRACT_STATE']);
    const malformed = await call(top.headers, 'POST', PROCESS.REALTIME_SALARY, {
      contractId: 'x',
      action: 'ACCEPT',
    });
    expect(malformed.status).toBe(400);
    expect((await answer(top, 'REALTIME_SALARY', made.value.id, 'ACCEPT')).status).toBe(200);
  });

  it('one of two parallel accepts of an offer wins; the other finds it answered', async () => {
    const top = await agent();
    const made = await brandOffer(top.account, 'DAILY_SALARY', tiers(['100', 1, 100]));
    const results = await Promise.all([
      answer(top, 'DAILY_SALARY', made.value.id, 'ACCEPT'),
      answer(top, 'DAILY_SALARY', made.value.id, 'ACCEPT'),
      answer(top, 'DAILY_SALARY', made.value.id, 'REJECT'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.code === 'CONTRACT_STATE')).toBe(true);
    const valid = await t.db
      .selectFrom('agent_contracts')
      .select('state')
      .where('agent_id', '=', top.id)
      .execute();
    expect(valid.map((r) => r.state)).toEqual([results.find((r) => r.status === 200)?.value.contract.state]);
  });

  it('an offer not answered in time expires: refused when answered, and the expiry job ends the others', async () => {
    const top = await agent();
    const late = await brandOffer(top.account, 'DIVIDEND', TOP);
    const other = await agent();
    const unanswered = await brandOffer(other.account, 'DIVIDEND', TOP);
    const past = new Date(Date.now() - 1000);
    await t.db
      .updateTable('agent_contracts')
      .set({ offer_expires_at: past })
      .where('id', 'in', [BigInt(late.value.id), BigInt(unanswered.value.id)])
      .execute();
    expect((await info(top)).pendingOffers).toBe(0);
    const refused = await answer(top, 'DIVIDEND', late.value.id, 'ACCEPT');
    expect([refused.status, refused.code]).toEqual([409, 'CONTRACT_STATE']);
    expect(await row(late.value.id)).toMatchObject({ state: 'EXPIRED' });
    expect(await t.app.services.agentContracts.expireOffers()).toBeGreaterThanOrEqual(1);
    expect(await row(unanswered.value.id)).toMatchObject({ state: 'EXPIRED', end_reason: null });
    expect(await t.app.services.agentContracts.expireOffers()).toBe(0);
  });
});

describe('the cascade', () => {
  it('lower terms ask for agreement, then end the downline contracts that pay more, down the tree', async () => {
    const top = await agent();
    await contracted(null, top, 'DIVIDEND', TOP);
    const a = await subAgent(top);
    await contracted(top, a, 'DIVIDEND', tiers(['0', 1, 800], ['1000', 2, 1600]));
    const b = await subAgent(a);
    const bContract = await contracted(a, b, 'DIVIDEND', tiers(['0', 1, 600]));
    const c = await subAgent(b);
    const cContract = await contracted(b, c, 'DIVIDEND', tiers(['0', 1, 300]));
    const b2 = await subAgent(a);
    const b2Offer = await offer(a, b2, 'DIVIDEND', tiers(['0', 1, 700]));
    const b3 = await subAgent(a);
    const b3Contract = await contracted(a, b3, 'DIVIDEND', tiers(['0', 1, 400]));

    // The top agent offers A 5 %: B's 6 % and B2's 7 % pay more; B3's 4 % does not.
    const lower = await offer(top, a, 'DIVIDEND', tiers(['0', 1, 500]));
    const popup = await ok(a.headers, 'GET', AGENT_CONTRACT_ROUTES.offers.path);
    expect(popup.offers[0].cascade.map((x: { account: string }) => x.account).sort()).toEqual(
      [b.account, b2.account].sort(),
    );
    const asked = await answer(a, 'DIVIDEND', lower.value.id, 'ACCEPT');
    expect([asked.status, asked.code]).toEqual([409, 'CONTRACT_CASCADE_CONFIRM']);
    expect(asked.message).toContain('2');
    expect(asked.value.cascade).toHaveLength(2);
    expect(await row(lower.value.id)).toMatchObject({ state: 'OFFERED' });

    const agreed = await answer(a, 'DIVIDEND', lower.value.id, 'ACCEPT', true);
    expect(agreed.status, agreed.message).toBe(200);
    expect(agreed.value.contract).toMatchObject({ state: 'VALID' });
    expect(agreed.value.ended.map((x: { account: string }) => x.account).sort()).toEqual(
      [b.account, b2.account, c.account].sort(),
    );
    expect(await row(agreed.value.contract.replacesId)).toMatchObject({
      state: 'TERMINATED',
      end_reason: 'REPLACED',
    });
    expect(await row(bContract.id)).toMatchObject({
      state: 'TERMINATED',
      end_reason: 'UPLINE_CONTRACT_LOWERED',
    });
    expect(await row(b2Offer.value.id)).toMatchObject({ state: 'TERMINATED', end_reason: 'OFFER_WITHDRAWN' });
    expect(await row(cContract.id)).toMatchObject({
      state: 'TERMINATED',
      end_reason: 'UPLINE_CONTRACT_ENDED',
    });
    expect(await row(b3Contract.id)).toMatchObject({ state: 'VALID' });
  });

  it('a dividend over another period than the downline contracts ends them too (a downline’s period is its upline’s)', async () => {
    const top = await agent();
    await contracted(null, top, 'DIVIDEND', TOP);
    const a = await subAgent(top);
    const aContract = await contracted(top, a, 'DIVIDEND', tiers(['0', 1, 500]));
    expect(aContract.period).toBe('W');
    const monthly = await brandOffer(top.account, 'DIVIDEND', TOP, { period: 'M' });
    const asked = await answer(top, 'DIVIDEND', monthly.value.id, 'ACCEPT');
    expect([asked.status, asked.code, asked.value.cascade]).toEqual([
      409,
      'CONTRACT_CASCADE_CONFIRM',
      [{ contractId: aContract.id, account: a.account, type: 'DIVIDEND' }],
    ]);
    expect((await answer(top, 'DIVIDEND', monthly.value.id, 'ACCEPT', true)).status).toBe(200);
    expect(await row(aContract.id)).toMatchObject({
      state: 'TERMINATED',
      end_reason: 'UPLINE_CONTRACT_LOWERED',
    });
    const again = await offer(top, a, 'DIVIDEND', tiers(['0', 1, 500]));
    expect(again.value).toMatchObject({ period: 'M', state: 'OFFERED' });
  });

  it('an agent terminates its own contract; its downline contracts of the type end with it; the upline cannot terminate', async () => {
    const top = await agent();
    await contracted(null, top, 'DAILY_SALARY', tiers(['100', 1, 150]));
    const a = await subAgent(top);
    const aContract = await contracted(top, a, 'DAILY_SALARY', tiers(['100', 1, 120]));
    const b = await subAgent(a);
    const bContract = await contracted(a, b, 'DAILY_SALARY', tiers(['100', 1, 100]));
    const c = await subAgent(b);
    const cOffer = await offer(b, c, 'DAILY_SALARY', tiers(['100', 1, 50]));

    const byUpline = await answer(top, 'DAILY_SALARY', aContract.id, 'TERMINATE');
    expect([byUpline.status, byUpline.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    const withdrawValid = await call(
      top.headers,
      'DELETE',
      endpointPath(AGENT_CONTRACT_ROUTES.withdraw.path, { id: aContract.id }),
    );
    expect([withdrawValid.status, withdrawValid.code]).toEqual([409, 'CONTRACT_STATE']);

    const ended = await answer(a, 'DAILY_SALARY', aContract.id, 'TERMINATE');
    expect(ended.status, ended.message).toBe(200);
    expect(ended.value.contract).toMatchObject({ state: 'TERMINATED', endReason: 'TERMINATED_BY_AGENT' });
    expect(ended.value.ended.map((x: { account: string }) => x.account).sort()).toEqual(
      [b.account, c.account].sort(),
    );
    expect(await row(bContract.id)).toMatchObject({
      state: 'TERMINATED',
      end_reason: 'UPLINE_CONTRACT_ENDED',
    });
    expect(await row(cOffer.value.id)).toMatchObject({
      state: 'TERMINATED',
      end_reason: 'UPLINE_CONTRACT_ENDED',
    });
    expect((await page(a, 'DAILY_SALARY')).canOffer).toBe(false);
  });
});

describe('the tree', () => {
  it('a move ends the moved agent’s contract with its old upline (or the brand’s, once an agent is above it), with the cascade; the rest of the tree keeps its contracts', async () => {
    const top = await agent();
    await contracted(null, top, 'DIVIDEND', TOP);
    const a = await subAgent(top);
    const aContract = await contracted(top, a, 'DIVIDEND', tiers(['0', 1, 900]));
    const a2 = await subAgent(top);
    const b = await subAgent(a);
    const bContract = await contracted(a, b, 'DIVIDEND', tiers(['0', 1, 800]));
    const c = await subAgent(b);
    const cContract = await contracted(b, c, 'DIVIDEND', tiers(['0', 1, 700]));

    const moved = await call(owner, 'POST', `/admin/api/agent-tree/${b.id}/move`, {
      uplineId: String(a2.id),
      reason: 'asked by the agent',
    });
    expect(moved.status, moved.message).toBe(200);
    await t.app.services.outbox.runOnce();
    expect(await row(bContract.id)).toMatchObject({ state: 'TERMINATED', end_reason: 'MOVED' });
    // B holds no dividend any more, so what it gave C cannot stand (the cap needs a contract).
    expect(await row(cContract.id)).toMatchObject({
      state: 'TERMINATED',
      end_reason: 'UPLINE_CONTRACT_ENDED',
    });
    expect(await row(aContract.id)).toMatchObject({ state: 'VALID' });

    // A top agent moved under another agent is no longer a top agent: the brand's contract ends.
    const x = await agent();
    const xContract = await contracted(null, x, 'DAILY_SALARY', tiers(['100', 1, 150]));
    const xs = await subAgent(x);
    const xsContract = await contracted(x, xs, 'DAILY_SALARY', tiers(['100', 1, 100]));
    const y = await agent();
    const xMoved = await call(owner, 'POST', `/admin/api/agent-tree/${x.id}/move`, {
      uplineId: String(y.id),
      reason: 'merge teams',
    });
    expect(xMoved.status, xMoved.message).toBe(200);
    await t.app.services.outbox.runOnce();
    expect(await row(xContract.id)).toMatchObject({ state: 'TERMINATED', end_reason: 'MOVED' });
    // …and with it what X gave its team.
    expect(await row(xsContract.id)).toMatchObject({
      state: 'TERMINATED',
      end_reason: 'UPLINE_CONTRACT_ENDED',
    });
    // Delivered again, nothing more changes.
    await t.app.services.outbox.runOnce();
  });

  it('an agent made a member again loses its contracts (NO_LONGER_AGENT)', async () => {
    const top = await agent();
    await contracted(null, top, 'HOURLY_SALARY', tiers(['10', 1, 100]));
    const a = await subAgent(top);
    const aContract = await contracted(top, a, 'HOURLY_SALARY', tiers(['10', 1, 80]));
    const demoted = await call(owner, 'POST', `/admin/api/agent-tree/${a.id}/type`, {
      type: 0,
      reason: 'no longer recruiting',
    });
    expect(demoted.status, demoted.message).toBe(200);
    await t.app.services.outbox.runOnce();
    expect(await row(aContract.id)).toMatchObject({ state: 'TERMINATED', end_reason: 'NO_LONGER_AGENT' });
    expect((await page(top, 'HOURLY_SALARY')).targets).toEqual([]);
  });
});

describe('the agent centre', () => {
  it('a contract page shows mine, my history, what I gave and whom I may offer', async () => {
    const top = await agent();
    const first = await contracted(null, top, 'DIVIDEND', TOP);
    const second = await contracted(null, top, 'DIVIDEND', tiers(['0', 1, 1100]));
    const a = await subAgent(top);
    const aContract = await contracted(top, a, 'DIVIDEND', tiers(['0', 1, 900]));
    const b = await subAgent(top);
    await player(top);
    const mine = await page(top, 'DIVIDEND');
    expect(mine.current?.id).toBe(second.id);
    expect(mine.current?.replacesId).toBe(first.id);
    expect(mine.history.map((h) => [h.id, h.endReason])).toEqual([[first.id, 'REPLACED']]);
    expect(mine.downline.map((d) => d.id)).toEqual([aContract.id]);
    expect(mine.canOffer).toBe(true);
    expect(mine.targets.map((x) => [x.account, x.contract])).toEqual(
      [
        [a.account, 'VALID'],
        [b.account, 'NONE'],
      ].sort(),
    );
    expect(mine.nextPeriod?.key).toMatch(/^\d{4}-W\d{2}$/);
    const theirs = await page(b, 'DIVIDEND');
    expect(theirs).toMatchObject({
      current: null,
      offer: null,
      canOffer: false,
      targets: [],
      nextPeriod: null,
    });
  });

  it('previews an offer on the agent’s last ended period and names what it would end', async () => {
    const top = await agent();
    await contracted(null, top, 'DAILY_SALARY', tiers(['100', 1, 150]));
    const a = await subAgent(top);
    await contracted(top, a, 'DAILY_SALARY', tiers(['100', 1, 120]));
    const b = await subAgent(a);
    await contracted(a, b, 'DAILY_SALARY', tiers(['100', 1, 100]));
    const m = await player(a);
    const period = lastEndedPeriod(brand, 'D', new Date());
    const at = new Date(period.start.getTime() + 3_600_000);
    await t.db
      .insertInto('bets')
      .values({
        merchant_id: brand.id,
        member_id: m.id,
        vendor_code: 'SIM',
        game_code: 'g',
        game_name: 'G',
        category: 'SLOT',
        external_id: `ct-${randomUUID()}`,
        stake: 50_000n,
        valid_bet: 50_000n,
        payout: 20_000n,
        status: 'SETTLED',
        placed_at: new Date(at.getTime() - 1000),
        settled_at: at,
      })
      .execute();
    const preview = await ok(top.headers, 'POST', AGENT_CONTRACT_ROUTES.preview.path, {
      agent: a.account,
      type: 'DAILY_SALARY',
      tiers: tiers(['100', 1, 90]),
    });
    expect(preview).toMatchObject({
      period: { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() },
      figures: {
        basis: '500.00',
        validBet: '500.00',
        activeMembers: 1,
        teamProfitLoss: '-300.00',
        carriedIn: '0.00',
      },
      tier: 0,
      amount: '4.50',
      cascade: [{ account: b.account, type: 'DAILY_SALARY' }],
    });
    const refused = await call(top.headers, 'POST', AGENT_CONTRACT_ROUTES.preview.path, {
      agent: b.account,
      type: 'DAILY_SALARY',
      tiers: tiers(['100', 1, 90]),
    });
    expect([refused.status, refused.code]).toEqual([404, 'CONTRACT_NOT_DOWNLINE']);
  });

  it('with AGENTPOLICY3 off every contract call is FEATURE_DISABLED and the info says enabled: false', async () => {
    const top = await agent();
    const made = await brandOffer(top.account, 'DIVIDEND', TOP);
    await setPolicy(false);
    try {
      expect(await info(top)).toMatchObject({ enabled: false, divtypereq: 'NONE', pendingOffers: 0 });
      const refusals = await Promise.all([
        call(top.headers, 'GET', AGENT_CONTRACT_ROUTES.offers.path),
        answer(top, 'DIVIDEND', made.value.id, 'ACCEPT'),
        call(top.headers, 'GET', `${AGENT_CONTRACT_ROUTES.page.path}?type=DIVIDEND`),
        offer(top, 'someone', 'DIVIDEND', TOP),
        call(top.headers, 'POST', AGENT_CONTRACT_ROUTES.preview.path, {
          agent: 'someone',
          type: 'DIVIDEND',
          tiers: TOP,
        }),
        call(top.headers, 'DELETE', endpointPath(AGENT_CONTRACT_ROUTES.withdraw.path, { id: made.value.id })),
      ]);
      expect(refusals.map((r) => r.code)).toEqual(Array(6).fill('FEATURE_DISABLED'));
      expect(await row(made.value.id)).toMatchObject({ state: 'OFFERED' });
    } finally {
      await setPolicy(true);
    }
  });
});

describe('scope and the console', () => {
  it('nobody sees or answers another branch’s contracts', async () => {
    const top = await agent();
    await contracted(null, top, 'DIVIDEND', TOP);
    const a = await subAgent(top);
    const pending = await offer(top, a, 'DIVIDEND', tiers(['0', 1, 500]));
    const other = await agent();
    await contracted(null, other, 'DIVIDEND', TOP);
    const otherSub = await subAgent(other);

    for (const who of [other, otherSub]) {
      const withdraw = await call(
        who.headers,
        'DELETE',
        endpointPath(AGENT_CONTRACT_ROUTES.withdraw.path, { id: pending.value.id }),
      );
      expect([withdraw.status, withdraw.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
      const accept = await answer(who, 'DIVIDEND', pending.value.id, 'ACCEPT');
      expect([accept.status, accept.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    }
    expect((await page(other, 'DIVIDEND')).downline).toEqual([]);
    expect((await ok(other.headers, 'GET', AGENT_CONTRACT_ROUTES.offers.path)).offers).toEqual([]);
    // Another brand's operator finds nothing of this brand.
    const jade = await operatorSession(t, 'JADE', 'owner');
    const ended = await call(
      jade,
      'POST',
      endpointPath(ADMIN_CONTRACT_ROUTES.terminate.path, { id: pending.value.id }),
      { note: 'not mine' },
    );
    expect([ended.status, ended.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    const listed = await ok(jade, 'GET', `${ADMIN_CONTRACT_ROUTES.list.path}?account=${a.account}`);
    expect(listed.total).toBe(0);
    expect(await row(pending.value.id)).toMatchObject({ state: 'OFFERED' });
  });

  it('the console offers top agents only, lists contracts and ends one with the cascade, audited', async () => {
    const top = await agent();
    const a = await subAgent(top);
    const notTop = await brandOffer(a.account, 'DIVIDEND', TOP);
    expect([notTop.status, notTop.code]).toEqual([409, 'CONTRACT_NOT_TOP_AGENT']);
    const member = await player(top);
    const notAgent = await brandOffer(member.account, 'DIVIDEND', TOP);
    expect([notAgent.status, notAgent.code]).toEqual([404, 'CONTRACT_NOT_DOWNLINE']);
    const bySupport = await call(support, 'POST', ADMIN_CONTRACT_ROUTES.offer.path, {
      agent: top.account,
      type: 'DIVIDEND',
      tiers: TOP,
      requestId: rid(),
    });
    expect([bySupport.status, bySupport.code]).toEqual([403, 'FORBIDDEN']);

    const made = await call(finance, 'POST', ADMIN_CONTRACT_ROUTES.offer.path, {
      agent: top.account,
      type: 'DIVIDEND',
      period: 'M',
      tiers: TOP,
      requestId: rid(),
    });
    expect(made.status, made.message).toBe(200);
    expect(made.value).toMatchObject({ period: 'M', upline: null, state: 'OFFERED' });
    const audits = (action: string, id: string) =>
      t.db
        .selectFrom('audit_log')
        .select(['details', 'actor_type'])
        .where('action', '=', action)
        .where('target', '=', `contract:${id}`)
        .execute();
    const [offerAudit] = await audits('contracts.offer', made.value.id);
    expect(offerAudit?.details).toMatchObject({
      before: null,
      after: { state: 'OFFERED', agent: top.account },
    });

    await answer(top, 'DIVIDEND', made.value.id, 'ACCEPT');
    const aContract = await contracted(top, a, 'DIVIDEND', tiers(['0', 1, 500]));

    const listed = await ok(
      support,
      'GET',
      `${ADMIN_CONTRACT_ROUTES.list.path}?account=${top.account}&state=VALID`,
    );
    expect(listed.list.map((c: TContract) => c.id).sort()).toEqual([made.value.id, aContract.id].sort());

    const noNote = await call(
      finance,
      'POST',
      endpointPath(ADMIN_CONTRACT_ROUTES.terminate.path, { id: made.value.id }),
      {},
    );
    expect(noNote.status).toBe(400);
    const ended = await call(
      finance,
      'POST',
      endpointPath(ADMIN_CONTRACT_ROUTES.terminate.path, { id: made.value.id }),
      {
        note: 'fraud review',
      },
    );
    expect(ended.status, ended.message).toBe(200);
    expect(ended.value).toMatchObject({ state: 'TERMINATED', endReason: 'OPERATOR' });
    expect(await row(made.value.id)).toMatchObject({ end_note: 'fraud review' });
    expect(await row(aContract.id)).toMatchObject({
      state: 'TERMINATED',
      end_reason: 'UPLINE_CONTRACT_ENDED',
    });
    const [endAudit] = await audits('contracts.terminate', made.value.id);
    expect(endAudit?.details).toMatchObject({
      note: 'fraud review',
      before: { state: 'VALID' },
      after: { state: 'TERMINATED', endReason: 'OPERATOR' },
      ended: [{ id: aContract.id, agent: a.account }],
    });
    const again = await call(
      finance,
      'POST',
      endpointPath(ADMIN_CONTRACT_ROUTES.terminate.path, { id: made.value.id }),
      {
        note: 'twice',
      },
    );
    expect([again.status, again.code]).toEqual([409, 'CONTRACT_STATE']);
  });
});
