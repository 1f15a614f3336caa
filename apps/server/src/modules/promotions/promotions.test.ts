import { randomBytes } from 'node:crypto';
import { PROMOTION_STATES, type PromotionState } from '@portal/contracts';
import {
  adminPromotionEndpoints as a,
  promotionEndpoints as e,
  PAYMENT_ROUTES,
  type TPromotionCard,
  type TPromotionInput,
} from '@portal/contracts/endpoints';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../platform/events.ts';
import type { DeliveredEvent } from '../../platform/outbox/index.ts';
import { testClock } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';
import { computeState, type StateInput } from './promotion-rules.ts';
import { cashbackPeriodJobs, claimExpiryJob } from './promotion-triggers.ts';

/** Promotions (issue 18; ADR 0039): states, triggers, claims, codes, applications, the console. */

const clock = testClock(new Date('2026-11-25T06:00:00Z')); // Wednesday 12:00 in GMT+6
let t: TestApp;
let owner: Record<string, string>;
let support: Record<string, string>;
let readOnly: Record<string, string>;
let operatorId: number;
let counter = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  owner = await operatorSession(t, 'TIGER', 'owner');
  support = await operatorSession(t, 'TIGER', 'support');
  readOnly = await operatorSession(t, 'TIGER', 'read-only');
  const op = await t.db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow();
  operatorId = op.id;
});
afterAll(() => t.close());

const brand = async () => {
  const b = await t.app.services.brands.findByCode('TIGER');
  if (!b) throw new Error('no TIGER');
  return b;
};

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

async function ok<T>(res: Awaited<ReturnType<typeof send>>): Promise<T> {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${res.body}`);
  return body.value as T;
}
const refusal = (res: Awaited<ReturnType<typeof send>>) => ({
  status: res.statusCode,
  code: res.json().code as string,
});

function input(
  over: Omit<Partial<TPromotionInput>, 'trigger'> & { trigger?: Partial<TPromotionInput['trigger']> } = {},
): TPromotionInput {
  counter += 1;
  const { trigger, ...rest } = over;
  return {
    slug: `test-${counter}-${Date.now().toString(36)}`,
    category: 'DEPOSIT',
    content: {
      en: {
        title: `Test promotion ${counter}`,
        summary: 'A test',
        body: '<p>Body</p>',
        terms: '<p>Terms</p>',
      },
      bn: { title: `পরীক্ষা ${counter}`, summary: 'পরীক্ষা', body: '<p>বিবরণ</p>', terms: '<p>শর্ত</p>' },
    },
    imageUrl: null,
    showsFrom: null,
    startsAt: new Date(clock.now().getTime() - DAY).toISOString(),
    endsAt: null,
    audience: { kind: 'ALL', newWithinDays: null, agents: [], tags: [], include: [], exclude: [] },
    trigger: {
      type: 'DEPOSIT',
      nth: null,
      minDeposit: '0',
      weekdays: [],
      code: null,
      period: null,
      minValidBet: '0',
      minLoss: '0',
      ticketPerDeposit: '0',
      ticketPerValidBet: '0',
      optIn: false,
      ...trigger,
    },
    reward: { type: 'FIXED', percentBps: 0, amount: '100', tickets: 0, prizes: [] },
    bonusTerms: { wagerMultiplier: 0, wagerBase: 'BONUS', expiryDays: 14, maxBet: '0', maxConversion: '0' },
    limits: { perMember: 'ONCE', household: false, budget: '0', claimDays: 7 },
    sortOrder: 0,
    ...rest,
  };
}

/** Writes and publishes a promotion through the console; answers its id. */
async function published(over: Parameters<typeof input>[0] = {}): Promise<string> {
  const created = await ok<{ id: string }>(await send(owner, 'POST', a.create.path, input(over)));
  await ok(await send(owner, 'POST', a.setStatus.path.replace(':id', created.id), { status: 'PUBLISHED' }));
  return created.id;
}

async function drain() {
  for (let i = 0; i < 20; i += 1) if (!(await t.app.services.outbox.runOnce()).more) break;
}

/** A bank transfer credited by an operator; the outbox delivered. */
async function deposit(m: TestMember, amount: string) {
  const b = await brand();
  const methods = await t.app.services.deposits.methods(b);
  const bank = methods.find((x) => x.kind === 'BANK_TRANSFER');
  if (!bank) throw new Error('no bank method');
  const d = await t.app.services.deposits.bankTransfer(b, m.id, {
    methodId: bank.id,
    amount,
    reference: `ref-${rid().slice(0, 8)}`,
    proofIds: [],
    requestId: rid(),
  });
  await t.app.services.deposits.approve(b, d.id, operatorId);
  await drain();
}

const expiryJob = () => claimExpiryJob({ db: t.db, now: clock.now });
const cashbackJobs = () =>
  cashbackPeriodJobs({
    db: t.db,
    brands: t.app.services.brands,
    triggers: t.app.services.promotionTriggers,
    promotions: t.app.services.promotions,
  });

const cardOf = async (headers: Record<string, string>, id: string): Promise<TPromotionCard> =>
  (await ok<{ card: TPromotionCard }>(await send(headers, 'GET', e.detail.path.replace(':id', id)))).card;

const claim = (m: TestMember, id: string, requestId = rid()) =>
  send(m.headers, 'POST', e.claim.path.replace(':id', id), { requestId });

const mainBalance = async (m: TestMember) => {
  const b = await brand();
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', b.id)
    .where('member_id', '=', m.id)
    .where('kind', '=', 'MAIN')
    .executeTakeFirst();
  return row?.balance ?? 0n;
};

describe('the ten states (ADR 0039 order)', () => {
  const now = new Date('2026-11-25T06:00:00Z');
  const promotion = {
    status: 'PUBLISHED' as const,
    starts_at: new Date(now.getTime() - DAY),
    ends_at: null as Date | null,
    budget_minor: null as bigint | null,
    spent_minor: 0n,
  };
  const member = {
    inAudience: true,
    householdBlocked: false,
    bonusInProgress: false,
    entitlements: [] as StateInput['member'] extends infer M
      ? M extends { entitlements: infer E }
        ? E
        : never
      : never,
    lastApplication: null as { state: 'APPLYING' | 'APPROVED' | 'REJECTED' } | null,
    joined: false,
  };
  const ent = (state: 'CLAIMABLE' | 'CLAIMED' | 'ISSUED', at = now) => ({
    state,
    claimed_at: state === 'CLAIMABLE' ? null : at,
    created_at: at,
    claim_expires_at: null,
  });
  const cases: [string, Partial<StateInput['promotion']>, Partial<typeof member> | null, PromotionState][] = [
    ['before the start', { starts_at: new Date(now.getTime() + DAY) }, {}, 'COMING_SOON'],
    ['ended', { ends_at: new Date(now.getTime() - 1) }, {}, 'CLOSE'],
    ['archived', { status: 'ARCHIVED' }, {}, 'CLOSE'],
    ['budget spent', { budget_minor: 100n, spent_minor: 100n }, {}, 'CLOSE'],
    ['not in the audience', {}, { inAudience: false }, 'CLOSE'],
    ['household', {}, { householdBlocked: true }, 'CLOSE'],
    [
      'bonus in progress (before a claim waiting)',
      {},
      { bonusInProgress: true, entitlements: [ent('CLAIMABLE')] },
      'PROCESS',
    ],
    [
      'a claim waiting',
      {},
      { entitlements: [ent('CLAIMABLE')], lastApplication: { state: 'APPLYING' } },
      'CLAIM',
    ],
    ['application waiting', {}, { lastApplication: { state: 'APPLYING' } }, 'APPLYING'],
    ['application rejected', {}, { lastApplication: { state: 'REJECTED' }, joined: true }, 'REJECTED'],
    ['claimed this window', {}, { entitlements: [ent('CLAIMED')], joined: true }, 'CLAIMED'],
    ['issued this window', {}, { entitlements: [ent('ISSUED')] }, 'ISSUED'],
    ['joined, nothing yet', {}, { joined: true }, 'JOINED'],
    ['nothing yet', {}, {}, 'JOIN'],
    ['a visitor on a running one', {}, null, 'JOIN'],
    ['a visitor before the start', { starts_at: new Date(now.getTime() + DAY) }, null, 'COMING_SOON'],
    ['a visitor after the end', { ends_at: new Date(now.getTime() - 1) }, null, 'CLOSE'],
  ];
  it.each(cases)('%s', (_name, p, m, expected) => {
    const state = computeState({
      promotion: { ...promotion, ...p },
      limits: { perMember: 'ONCE' },
      now,
      offsetMinutes: 360,
      member: m === null ? null : { ...member, ...m },
    });
    expect(state.state).toBe(expected);
  });

  it('covers every state of the spec', () => {
    expect(new Set(cases.map((c) => c[3]))).toEqual(new Set(PROMOTION_STATES));
  });

  it('a daily limit opens again the next day (claimed yesterday: JOIN)', () => {
    const yesterday = new Date(now.getTime() - DAY);
    const state = computeState({
      promotion,
      limits: { perMember: 'DAILY' },
      now,
      offsetMinutes: 360,
      member: { ...member, entitlements: [ent('CLAIMED', yesterday)] },
    });
    expect(state.state).toBe('JOIN');
  });
});

describe('the list and a promotion page', () => {
  it('shows a visitor JOIN on running ones, COMING_SOON before the start, never a draft; English fallback', async () => {
    const running = await published();
    const soon = await published({ startsAt: new Date(clock.now().getTime() + 7 * DAY).toISOString() });
    const draft = await ok<{ id: string }>(await send(owner, 'POST', a.create.path, input()));
    const list = await ok<TPromotionCard[]>(await send({}, 'GET', e.list.path));
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(running)).toMatchObject({ state: 'JOIN', action: 'JOIN' });
    expect(byId.get(soon)).toMatchObject({ state: 'COMING_SOON', action: 'NONE' });
    expect(byId.has(draft.id)).toBe(false);
    expect((await send({}, 'GET', e.detail.path.replace(':id', draft.id))).statusCode).toBe(404);
    const bn = await ok<TPromotionCard[]>(await send({ 'x-language': 'bn' }, 'GET', e.list.path));
    expect(bn.find((c) => c.id === running)?.title).toMatch(/^পরীক্ষা/);
    expect(bn.find((c) => c.id === running)?.rewardText).toContain('নগদ');
    const fil = await ok<TPromotionCard[]>(await send({ 'x-language': 'fil' }, 'GET', e.list.path));
    expect(fil.find((c) => c.id === running)?.title).toMatch(/^Test promotion/);
  });

  it("a member's bearer makes the states theirs", async () => {
    const m = await walletMember(t);
    const id = await published({ trigger: { optIn: true } });
    expect((await cardOf(m.headers, id)).state).toBe('JOIN');
    await ok(await send(m.headers, 'POST', e.join.path.replace(':id', id), { requestId: rid() }));
    const card = await cardOf(m.headers, id);
    expect(card).toMatchObject({ state: 'JOINED', action: 'NONE' });
    expect(card.stateNote).toContain('deposit');
    // A visitor still sees Join.
    expect((await cardOf({}, id)).state).toBe('JOIN');
  });
});

describe('deposit rewards', () => {
  it('the welcome bonus: first deposit of at least 200, 100 % up to 5,000 under 20× wagering, claimed once', async () => {
    const id = await published({
      category: 'NEW_MEMBER',
      trigger: { nth: 1, minDeposit: '200' },
      reward: { type: 'PERCENT', percentBps: 10_000, amount: '5000', tickets: 0, prizes: [] },
      bonusTerms: {
        wagerMultiplier: 20,
        wagerBase: 'BONUS',
        expiryDays: 14,
        maxBet: '500',
        maxConversion: '0',
      },
    });
    const m = await walletMember(t);
    expect((await cardOf(m.headers, id)).stateNote).toContain('1st deposit of 200.00');
    await deposit(m, '1000');
    const card = await cardOf(m.headers, id);
    expect(card).toMatchObject({ state: 'CLAIM', action: 'CLAIM', claimable: '1000.00' });
    const outcome = await ok<{ grant: { amount: string; state: string } | null; card: TPromotionCard }>(
      await claim(m, id),
    );
    expect(outcome.grant).toMatchObject({ amount: '1000.00', state: 'ACTIVE' });
    expect(outcome.card.state).toBe('PROCESS');
    expect(outcome.card.stateNote).toBe('Wagering 0%');
    // The second deposit is not the first: nothing more.
    await deposit(m, '1000');
    expect(refusal(await claim(m, id))).toMatchObject({ status: 409 });
    const centre = await ok<{ active: { amount: string } | null; bonusBalance: string }>(
      await send(m.headers, 'GET', e.rewardCentre.path),
    );
    expect(centre.active?.amount).toBe('1000.00');
    expect(centre.bonusBalance).toBe('1000.00');
    await expectLedgerHealthy(t);
  });

  it('a member past the Nth deposit already sees CLOSE (it can never be theirs), a new one JOIN', async () => {
    const old = await walletMember(t);
    await deposit(old, '500');
    const id = await published({ trigger: { nth: 1, minDeposit: '200' } });
    const card = await cardOf(old.headers, id);
    expect(card).toMatchObject({
      state: 'CLOSE',
      action: 'NONE',
      stateNote: 'Not available for your account',
    });
    expect((await cardOf((await walletMember(t)).headers, id)).state).toBe('JOIN');
  });

  it('the Nth deposit and the weekdays in the brand clock', async () => {
    const second = await published({ trigger: { nth: 2, minDeposit: '500' } });
    // Friday only (5), in GMT+6.
    const friday = await published({ trigger: { weekdays: [5], minDeposit: '500' } });
    const m = await walletMember(t);
    await deposit(m, '600'); // Wednesday, first
    expect((await cardOf(m.headers, second)).state).toBe('JOIN');
    expect((await cardOf(m.headers, friday)).state).toBe('JOIN');
    await deposit(m, '600'); // the second
    expect((await cardOf(m.headers, second)).state).toBe('CLAIM');
    // Thursday 20:00 UTC is Friday 02:00 in GMT+6.
    clock.advance(DAY + 14 * 3_600_000);
    try {
      await deposit(m, '600');
      // (The member's session lapsed with the clock's jump: the entitlement is read directly.)
      const rows = await t.db
        .selectFrom('promotion_entitlements')
        .select(['state', 'amount_minor'])
        .where('promotion_id', '=', BigInt(friday))
        .where('member_id', '=', m.id)
        .execute();
      expect(rows).toEqual([{ state: 'CLAIMABLE', amount_minor: 10_000n }]);
    } finally {
      clock.advance(-(DAY + 14 * 3_600_000));
    }
  });

  it('below the minimum: nothing; opt-in: deposits before joining do not count', async () => {
    const id = await published({ trigger: { optIn: true, minDeposit: '700' } });
    const m = await walletMember(t);
    await deposit(m, '800');
    expect((await cardOf(m.headers, id)).state).toBe('JOIN');
    await ok(await send(m.headers, 'POST', e.join.path.replace(':id', id), { requestId: rid() }));
    clock.advance(1000);
    await deposit(m, '600');
    expect((await cardOf(m.headers, id)).state).toBe('JOINED');
    await deposit(m, '700');
    expect((await cardOf(m.headers, id)).state).toBe('CLAIM');
  });
});

describe('claims', () => {
  it('is idempotent by requestId, and ten parallel claims pay once', async () => {
    const id = await published({
      reward: { type: 'FIXED', percentBps: 0, amount: '150', tickets: 0, prizes: [] },
    });
    const m = await walletMember(t);
    await deposit(m, '500');
    const before = await mainBalance(m);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(m, id)));
    const paid = results.filter((r) => r.json().success);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.json().value.paid).toBe('150.00');
    for (const r of results.filter((x) => !x.json().success))
      expect(refusal(r)).toEqual({ status: 409, code: 'PROMOTION_NOTHING_TO_CLAIM' });
    expect((await mainBalance(m)) - before).toBe(15_000n);
    expect((await cardOf(m.headers, id)).state).toBe('CLAIMED');
    await expectLedgerHealthy(t);
  });

  it('a repeated claim (the same requestId, also at once) answers the first outcome and pays once', async () => {
    const id = await published({
      reward: { type: 'FIXED', percentBps: 0, amount: '120', tickets: 0, prizes: [] },
    });
    const m = await walletMember(t);
    await deposit(m, '500');
    const before = await mainBalance(m);
    const requestId = rid();
    const first = await Promise.all(Array.from({ length: 3 }, () => claim(m, id, requestId)));
    const again = await claim(m, id, requestId);
    const answers = [...first, again].filter((r) => r.json().success).map((r) => r.json().value.paid);
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(new Set(answers)).toEqual(new Set(['120.00']));
    expect(again.json().value.paid).toBe('120.00');
    expect((await mainBalance(m)) - before).toBe(12_000n);
  });

  it('a spent budget refuses (PROMOTION_BUDGET_SPENT) and shows CLOSE', async () => {
    const id = await published({
      limits: { perMember: 'ONCE', household: false, budget: '100', claimDays: 7 },
    });
    const [x, y] = [await walletMember(t), await walletMember(t)];
    await deposit(x, '500');
    await deposit(y, '500');
    await ok(await claim(x, id));
    expect(refusal(await claim(y, id))).toEqual({ status: 409, code: 'PROMOTION_BUDGET_SPENT' });
    expect((await cardOf(y.headers, id)).state).toBe('CLOSE');
    expect((await cardOf({}, id)).state).toBe('CLOSE');
  });

  it('once per household: refused at qualification and at the claim', async () => {
    const id = await published({ limits: { perMember: 'ONCE', household: true, budget: '0', claimDays: 7 } });
    const [x, y, z] = [await walletMember(t), await walletMember(t), await walletMember(t)];
    const ip = `10.9.${counter}.1`;
    await t.db.updateTable('members').set({ register_ip: ip }).where('id', 'in', [x.id, z.id]).execute();
    await deposit(x, '500');
    await deposit(y, '500');
    // y joins x's household after both qualified: the claim refuses the second.
    await t.db.updateTable('members').set({ register_ip: ip }).where('id', '=', y.id).execute();
    await ok(await claim(x, id));
    expect(refusal(await claim(y, id))).toEqual({ status: 409, code: 'PROMOTION_HOUSEHOLD' });
    // z shares the address from the start: no entitlement, CLOSE.
    await deposit(z, '500');
    const card = await cardOf(z.headers, id);
    expect(card.state).toBe('CLOSE');
    expect(card.stateNote).toContain('household');
  });

  it('member B cannot claim what A earned', async () => {
    const id = await published();
    const [x, y] = [await walletMember(t), await walletMember(t)];
    await deposit(x, '500');
    expect(refusal(await claim(y, id))).toMatchObject({ status: 409, code: 'PROMOTION_NOTHING_TO_CLAIM' });
    expect((await cardOf(x.headers, id)).state).toBe('CLAIM');
  });
});

describe('codes', () => {
  it('redeems a code once; a bad code is 400', async () => {
    const code = `TEST${counter}${Date.now().toString(36).slice(-4)}`.toUpperCase().slice(0, 20);
    const id = await published({
      category: 'EVENT',
      trigger: { type: 'PROMO_CODE', code },
      reward: { type: 'FIXED', percentBps: 0, amount: '100', tickets: 0, prizes: [] },
      bonusTerms: { wagerMultiplier: 5, wagerBase: 'BONUS', expiryDays: 7, maxBet: '0', maxConversion: '0' },
    });
    const m = await walletMember(t);
    expect((await cardOf(m.headers, id)).action).toBe('CODE');
    expect(
      refusal(await send(m.headers, 'POST', e.redeemCode.path, { requestId: rid(), code: 'NOPE1234' })),
    ).toEqual({
      status: 400,
      code: 'PROMOTION_CODE_INVALID',
    });
    const outcome = await ok<{ grant: { amount: string } | null; card: TPromotionCard }>(
      await send(m.headers, 'POST', e.redeemCode.path, { requestId: rid(), code: code.toLowerCase() }),
    );
    expect(outcome.grant?.amount).toBe('100.00');
    expect(
      refusal(await send(m.headers, 'POST', e.redeemCode.path, { requestId: rid(), code })),
    ).toMatchObject({
      status: 409,
      code: 'PROMOTION_LIMIT_REACHED',
    });
    // A second code with the same text cannot be written.
    const clash = await send(owner, 'POST', a.create.path, input({ trigger: { type: 'PROMO_CODE', code } }));
    expect(refusal(clash)).toEqual({ status: 400, code: 'PROMOTION_INVALID' });
  });
});

describe('applications', () => {
  const png = () =>
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
  const upload = async (m: TestMember, bytes: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: PAYMENT_ROUTES.upload.path,
      headers: { ...m.headers, 'content-type': type },
      payload: bytes,
    });
  const uploaded = async (m: TestMember) => (await ok<{ id: string }>(await upload(m, png()))).id;
  const apply = (m: TestMember, id: string, body: { remark: string; images: string[] }) =>
    send(m.headers, 'POST', e.apply.path.replace(':id', id), { requestId: rid(), ...body });

  let id: string;
  beforeAll(async () => {
    id = await published({
      category: 'EVENT',
      trigger: { type: 'APPLICATION' },
      reward: { type: 'FIXED', percentBps: 0, amount: '200', tickets: 0, prizes: [] },
      bonusTerms: { wagerMultiplier: 3, wagerBase: 'BONUS', expiryDays: 7, maxBet: '0', maxConversion: '0' },
    });
  });

  it('the upload refuses an executable named .png and a 6 MB file', async () => {
    const m = await walletMember(t);
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(200)]);
    const bad = await upload(m, exe);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('UPLOAD_INVALID');
    const big = await upload(m, Buffer.concat([png(), Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);
  });

  it('refuses bad input: a remark of 141, four images, an upload that is not the member’s', async () => {
    const m = await walletMember(t);
    const other = await walletMember(t);
    expect((await apply(m, id, { remark: 'x'.repeat(141), images: [] })).statusCode).toBe(400);
    const four = [await uploaded(m), await uploaded(m), await uploaded(m), await uploaded(m)];
    expect((await apply(m, id, { remark: 'ok', images: four })).statusCode).toBe(400);
    const theirs = await uploaded(other);
    expect(refusal(await apply(m, id, { remark: 'ok', images: [theirs] }))).toEqual({
      status: 400,
      code: 'UPLOAD_INVALID',
    });
    // Nothing was written by the refused ones.
    expect((await cardOf(m.headers, id)).state).toBe('JOIN');
    expect((await cardOf(m.headers, id)).action).toBe('APPLY');
  });

  it('approve pays at once (ISSUED), reject shows the note and lets the member apply again', async () => {
    const m = await walletMember(t);
    const other = await walletMember(t);
    const image = await uploaded(m);
    const sent = await ok<{ card: TPromotionCard }>(
      await apply(m, id, { remark: 'Big win on Dragon', images: [image] }),
    );
    expect(sent.card.state).toBe('APPLYING');
    expect(refusal(await apply(m, id, { remark: 'again', images: [] }))).toEqual({
      status: 409,
      code: 'PROMOTION_APPLICATION_OPEN',
    });
    // B sees none of A's applications.
    const theirs = await ok<{ applications: unknown[] }>(
      await send(other.headers, 'GET', e.detail.path.replace(':id', id)),
    );
    expect(theirs.applications).toEqual([]);
    const list = await ok<{ list: { id: string; account: string; images: string[] }[] }>(
      await send(support, 'GET', `${a.applications.path}?state=APPLYING&account=${m.account}`),
    );
    const app = list.list[0];
    expect(app?.account).toBe(m.account);
    const img = await send(
      support,
      'GET',
      a.applicationImage.path.replace(':id', app?.id ?? '').replace(':image', image),
    );
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(
      (
        await send(
          support,
          'GET',
          a.applicationImage.path.replace(':id', app?.id ?? '').replace(':image', 'x'.repeat(24)),
        )
      ).statusCode,
    ).toBe(404);
    // Reject first.
    const rejected = await ok<{ state: string }>(
      await send(support, 'POST', a.decide.path.replace(':id', app?.id ?? ''), {
        decision: 'REJECT',
        note: 'The screenshot does not show the win.',
      }),
    );
    expect(rejected.state).toBe('REJECTED');
    const card = await cardOf(m.headers, id);
    expect(card).toMatchObject({ state: 'REJECTED', action: 'APPLY' });
    expect(card.stateNote).toContain('does not show the win');
    // Apply again, approved: a bonus of the fixed 200 under 3× wagering, ISSUED.
    await ok(await apply(m, id, { remark: 'Here is the right one', images: [await uploaded(m)] }));
    const again = await ok<{ list: { id: string }[] }>(
      await send(support, 'GET', `${a.applications.path}?state=APPLYING&account=${m.account}`),
    );
    const approved = await ok<{ state: string; amount: string }>(
      await send(support, 'POST', a.decide.path.replace(':id', again.list[0]?.id ?? ''), {
        decision: 'APPROVE',
        note: 'Congratulations',
      }),
    );
    expect(approved).toMatchObject({ state: 'APPROVED', amount: '200.00' });
    const after = await cardOf(m.headers, id);
    expect(['ISSUED', 'PROCESS']).toContain(after.state);
    const decided = await t.db
      .selectFrom('outbox_events')
      .select('type')
      .where('type', '=', 'promotion.application_decided')
      .where('aggregate_id', '=', String(m.id))
      .execute();
    expect(decided).toHaveLength(2);
    // The member was told both times in the inbox.
    const told = await t.db
      .selectFrom('messages')
      .select(['kind', 'title'])
      .where('member_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(told.map((x) => x.kind)).toEqual(['PROMOTION', 'PROMOTION']);
    expect(told[0]?.title).toMatch(/^Application not approved/);
    expect(told[1]?.title).toMatch(/^Application approved/);
    // Deciding twice is refused.
    expect(
      refusal(
        await send(support, 'POST', a.decide.path.replace(':id', again.list[0]?.id ?? ''), {
          decision: 'REJECT',
          note: 'x',
        }),
      ),
    ).toMatchObject({ status: 409 });
  });
});

describe('sign-up, wagering volume and cashback', () => {
  it('SIGNUP issues at once, once however often the event is delivered', async () => {
    const id = await published({ category: 'NEW_MEMBER', trigger: { type: 'SIGNUP' } });
    const m = await walletMember(t);
    const b = await brand();
    const event = {
      id: 1n,
      type: 'member.registered',
      merchantId: b.id,
      payload: {
        memberId: String(m.id),
        account: m.account,
        referredBy: null,
        agentId: null,
        method: 'TEST',
        registeredAt: clock.now().toISOString(),
      },
    } as unknown as DeliveredEvent<'member.registered'>;
    const before = await mainBalance(m);
    for (let i = 0; i < 2; i += 1)
      await t.db.transaction().execute((trx) => t.app.services.promotionTriggers.onRegistered(trx, event));
    expect((await mainBalance(m)) - before).toBe(10_000n);
    expect((await cardOf(m.headers, id)).state).toBe('ISSUED');
  });

  async function bet(m: TestMember, stake: bigint, payout: bigint, at: Date) {
    const b = await brand();
    return t.db
      .insertInto('bets')
      .values({
        merchant_id: b.id,
        member_id: m.id,
        vendor_code: 'BGS',
        game_code: 'dice',
        game_name: 'Dice',
        category: 'BGS',
        external_id: rid(),
        stake,
        valid_bet: stake,
        payout,
        status: 'SETTLED',
        placed_at: at,
        settled_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('WAGER_VOLUME: the valid bet of the day reaches the target once', async () => {
    const id = await published({
      category: 'EVENT',
      trigger: { type: 'WAGER_VOLUME', period: 'DAY', minValidBet: '1000', optIn: true },
      limits: { perMember: 'DAILY', household: false, budget: '0', claimDays: 7 },
    });
    const m = await walletMember(t);
    await ok(await send(m.headers, 'POST', e.join.path.replace(':id', id), { requestId: rid() }));
    clock.advance(1000);
    const b = await brand();
    const settle = async (stake: bigint) => {
      const row = await bet(m, stake, 0n, clock.now());
      const event = {
        id: 1n,
        type: 'wager.settled',
        merchantId: b.id,
        payload: {
          memberId: String(m.id),
          betId: String(row.id),
          vendorCode: 'BGS',
          gameCode: 'dice',
          category: 'BGS',
          currency: 'BDT',
          stake: String(stake),
          validBet: String(stake),
          payout: '0',
          winLoss: String(-stake),
          outcome: 'SETTLED',
          placedAt: clock.now().toISOString(),
          settledAt: clock.now().toISOString(),
        },
      } as unknown as DeliveredEvent<'wager.settled'>;
      await t.db.transaction().execute((trx) => t.app.services.promotionTriggers.onWager(trx, event));
    };
    await settle(60_000n);
    expect((await cardOf(m.headers, id)).state).toBe('JOINED');
    await settle(40_000n);
    expect((await cardOf(m.headers, id)).state).toBe('CLAIM');
    await settle(40_000n);
    await ok(await claim(m, id));
    expect((await cardOf(m.headers, id)).state).toBe('CLAIMED');
  });

  it('NET_LOSS: the cashback of a closed week, computed twice, is one claim paid once', async () => {
    const weekStart = new Date('2026-11-15T18:00:00Z'); // Monday 16 November 00:00 GMT+6
    const id = await published({
      category: 'CASHBACK',
      startsAt: new Date(weekStart.getTime() - DAY).toISOString(),
      trigger: { type: 'NET_LOSS', period: 'WEEK', minLoss: '1000' },
      reward: { type: 'CASHBACK', percentBps: 500, amount: '5000', tickets: 0, prizes: [] },
      bonusTerms: { wagerMultiplier: 0, wagerBase: 'BONUS', expiryDays: 7, maxBet: '0', maxConversion: '0' },
      limits: { perMember: 'WEEKLY', household: false, budget: '0', claimDays: 7 },
    });
    const [loser, small] = [await walletMember(t), await walletMember(t)];
    await bet(loser, 300_000n, 50_000n, new Date(weekStart.getTime() + DAY)); // lost 2,500.00
    await bet(small, 50_000n, 0n, new Date(weekStart.getTime() + DAY)); // lost 500.00: below the minimum
    const b = await brand();
    const window = { start: weekStart, end: new Date(weekStart.getTime() + 7 * DAY) };
    const runs = [];
    for (let i = 0; i < 2; i += 1)
      runs.push(
        await t.db
          .transaction()
          .execute((trx) => t.app.services.promotionTriggers.cashback(trx, b, 'WEEK', window)),
      );
    // (The seed's demo players lost that week too: only the second run is asserted whole.)
    expect(runs[0]?.entitled).toBeGreaterThanOrEqual(1);
    expect(runs[1]?.entitled).toBe(0);
    const card = await cardOf(loser.headers, id);
    expect(card).toMatchObject({ state: 'CLAIM', claimable: '125.00' });
    expect((await cardOf(small.headers, id)).state).toBe('JOIN');
    const before = await mainBalance(loser);
    await ok(await claim(loser, id));
    expect(refusal(await claim(loser, id))).toMatchObject({ status: 409 });
    expect((await mainBalance(loser)) - before).toBe(12_500n);
    const history = await ok<{ list: { kind: string; amount: string }[] }>(
      await send(loser.headers, 'GET', e.rewardHistory.path),
    );
    expect(history.list[0]).toMatchObject({ kind: 'CASHBACK', amount: '125.00' });
    await expectLedgerHealthy(t);
  });
});

describe('the console', () => {
  it('checks that trigger, reward and terms fit, English text, and permissions', async () => {
    const bad = await send(
      owner,
      'POST',
      a.create.path,
      input({ reward: { type: 'CASHBACK', percentBps: 500, amount: '0', tickets: 0, prizes: [] } }),
    );
    expect(refusal(bad)).toEqual({ status: 400, code: 'PROMOTION_INVALID' });
    expect(bad.json().message).toContain('NET_LOSS');
    const noEnglish = input();
    noEnglish.content = { bn: noEnglish.content.bn as NonNullable<TPromotionInput['content']['bn']> };
    expect(refusal(await send(owner, 'POST', a.create.path, noEnglish))).toEqual({
      status: 400,
      code: 'PROMOTION_INVALID',
    });
    // Support may view and review, not write; read-only may not decide.
    expect((await send(support, 'POST', a.create.path, input())).statusCode).toBe(403);
    expect((await send(support, 'GET', a.list.path)).statusCode).toBe(200);
    expect(
      (await send(readOnly, 'POST', a.decide.path.replace(':id', '1'), { decision: 'REJECT', note: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await send({}, 'GET', a.list.path)).statusCode).toBe(401);
  });

  it('sanitises the HTML, keeps the slug unique, audits, and freezes a published reward', async () => {
    const body = input();
    body.content.en = {
      title: 'Safe',
      summary: '',
      body: '<p>ok</p><script>alert(1)</script>',
      terms: '<img src=x onerror=alert(1)>',
    };
    const created = await ok<{ id: string; content: { en: { body: string; terms: string } } }>(
      await send(owner, 'POST', a.create.path, body),
    );
    expect(created.content.en.body).toBe('<p>ok</p>');
    expect(created.content.en.terms).not.toContain('onerror');
    expect(refusal(await send(owner, 'POST', a.create.path, { ...input(), slug: body.slug }))).toEqual({
      status: 400,
      code: 'PROMOTION_INVALID',
    });
    await ok(await send(owner, 'POST', a.setStatus.path.replace(':id', created.id), { status: 'PUBLISHED' }));
    const changed = { ...body, reward: { ...body.reward, amount: '999' } };
    expect(refusal(await send(owner, 'PUT', a.update.path.replace(':id', created.id), changed))).toEqual({
      status: 400,
      code: 'PROMOTION_INVALID',
    });
    const renamed = { ...body, content: { en: { ...body.content.en, title: 'Renamed' } } } as TPromotionInput;
    expect(
      (
        await ok<{ content: { en: { title: string } } }>(
          await send(owner, 'PUT', a.update.path.replace(':id', created.id), renamed),
        )
      ).content.en.title,
    ).toBe('Renamed');
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `promotion:${created.id}`)
      .orderBy('id')
      .execute();
    expect(audits.map((x) => x.action)).toEqual([
      'promotions.create',
      'promotions.status',
      'promotions.update',
    ]);
  });

  it('reports per promotion and reads and writes the settings', async () => {
    const id = await published({
      reward: { type: 'FIXED', percentBps: 0, amount: '80', tickets: 0, prizes: [] },
    });
    const m = await walletMember(t);
    await deposit(m, '500');
    await ok(await claim(m, id));
    const today = new Date(clock.now().getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
    const report = await ok<{
      rows: { promotionId: string | null; claimed: number; cost: string }[];
      total: { eligible: number };
    }>(await send(support, 'GET', `${a.report.path}?from=2026-11-01&to=${today}`));
    expect(report.total.eligible).toBeGreaterThan(0);
    expect(report.rows.find((r) => r.promotionId === id)).toMatchObject({
      eligible: 1,
      claimed: 1,
      conversionBps: 10_000,
      cashPaid: '80.00',
      cost: '80.00',
    });
    const view = await ok<{ settings: { bonus: { defaultExpiryDays: number } } }>(
      await send(owner, 'GET', a.settings.path),
    );
    const next = structuredClone(view.settings);
    next.bonus.defaultExpiryDays = 10;
    const saved = await ok<{ settings: { bonus: { defaultExpiryDays: number } } }>(
      await send(owner, 'PUT', a.setSettings.path, next),
    );
    expect(saved.settings.bonus.defaultExpiryDays).toBe(10);
    expect((await send(support, 'PUT', a.setSettings.path, next)).statusCode).toBe(403);
  });
});

describe('lapses, audiences and live notices', () => {
  it('a claim not taken within claimDays lapses (EXPIRED) and the card no longer offers it', async () => {
    const id = await published({
      limits: { perMember: 'ONCE', household: false, budget: '0', claimDays: 1 },
    });
    const m = await walletMember(t);
    await deposit(m, '500');
    expect((await cardOf(m.headers, id)).state).toBe('CLAIM');
    const job = expiryJob();
    clock.advance(DAY + 1000);
    try {
      expect(await job.run()).toBeGreaterThanOrEqual(1);
      const rows = await t.db
        .selectFrom('promotion_entitlements')
        .select('state')
        .where('promotion_id', '=', BigInt(id))
        .where('member_id', '=', m.id)
        .execute();
      expect(rows).toEqual([{ state: 'EXPIRED' }]);
    } finally {
      clock.advance(-(DAY + 1000));
    }
    expect((await cardOf(m.headers, id)).state).toBe('JOIN');
    expect(refusal(await claim(m, id))).toMatchObject({ status: 409, code: 'PROMOTION_NOTHING_TO_CLAIM' });
  });

  it('audiences: tagged members, an agent’s team, the include list', async () => {
    const b = await brand();
    const tagged = await walletMember(t);
    const plain = await walletMember(t);
    const agent = await walletMember(t);
    const teamMember = await walletMember(t);
    const included = await walletMember(t);
    await t.db
      .insertInto('member_tags')
      .values({ merchant_id: b.id, member_id: tagged.id, tag: 'VIP', operator_id: operatorId })
      .execute();
    await t.db.updateTable('members').set({ type: 1 }).where('id', '=', agent.id).execute();
    await t.db.updateTable('members').set({ parent_id: agent.id }).where('id', '=', teamMember.id).execute();
    const none = { newWithinDays: null, agents: [], tags: [], include: [], exclude: [] };
    const byTag = await published({
      audience: { ...none, kind: 'TAGS', tags: ['vip'], include: [included.account] },
    });
    const byTeam = await published({ audience: { ...none, kind: 'AGENT_TEAMS', agents: [agent.account] } });
    expect((await cardOf(tagged.headers, byTag)).state).toBe('JOIN');
    expect((await cardOf(included.headers, byTag)).state).toBe('JOIN');
    expect((await cardOf(plain.headers, byTag)).state).toBe('CLOSE');
    expect((await cardOf(teamMember.headers, byTeam)).state).toBe('JOIN');
    expect((await cardOf(agent.headers, byTeam)).state).toBe('JOIN');
    expect((await cardOf(plain.headers, byTeam)).state).toBe('CLOSE');
    // Out of the audience: a deposit earns nothing.
    await deposit(plain, '500');
    expect((await cardOf(plain.headers, byTag)).state).toBe('CLOSE');
    await deposit(tagged, '500');
    expect((await cardOf(tagged.headers, byTag)).state).toBe('CLAIM');
  });

  it('VIP_LEVELS: members at the level or above (the vip module’s port; issue 19)', async () => {
    const b = await brand();
    const gold = await walletMember(t);
    const low = await walletMember(t);
    const none = await walletMember(t);
    await t.db
      .insertInto('vip_members')
      .values([
        {
          member_id: gold.id,
          merchant_id: b.id,
          level: 3,
          reached_at: null,
          notice_review: null,
          notice_level: null,
          notice_at: null,
        },
        {
          member_id: low.id,
          merchant_id: b.id,
          level: 1,
          reached_at: null,
          notice_review: null,
          notice_level: null,
          notice_at: null,
        },
      ])
      .execute();
    const id = await published({
      audience: {
        kind: 'VIP_LEVELS',
        minVipLevel: 2,
        newWithinDays: null,
        agents: [],
        tags: [],
        include: [],
        exclude: [],
      },
    });
    expect((await cardOf(gold.headers, id)).state).toBe('JOIN');
    expect((await cardOf(low.headers, id)).state).toBe('CLOSE');
    expect((await cardOf(none.headers, id)).state).toBe('CLOSE');
    // An audience stored before the field existed still reads.
    const old = await published();
    expect((await cardOf(none.headers, old)).state).toBe('JOIN');
  });

  it('an excluded account sees CLOSE, earns nothing and cannot join', async () => {
    const m = await walletMember(t);
    const id = await published({
      audience: { kind: 'ALL', newWithinDays: null, agents: [], tags: [], include: [], exclude: [m.account] },
    });
    await deposit(m, '500');
    const card = await cardOf(m.headers, id);
    expect(card.state).toBe('CLOSE');
    expect(card.stateNote).toBe('Not available for your account');
    expect(
      refusal(await send(m.headers, 'POST', e.join.path.replace(':id', id), { requestId: rid() })),
    ).toEqual({
      status: 403,
      code: 'PROMOTION_NOT_ELIGIBLE',
    });
  });

  it('tells the member live when a reward waits (reward CLAIMABLE) and when it is paid (ISSUED)', async () => {
    const id = await published();
    const m = await walletMember(t);
    const b = await brand();
    const heard: { type: string; promotionId?: string; state?: string }[] = [];
    const stop = await t.app.services.events.subscribe(memberChannel(b.id, m.id), (event) => {
      heard.push(event as { type: string });
    });
    try {
      await deposit(m, '500');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await ok(await claim(m, id));
      await drain();
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      stop();
    }
    const rewards = heard.filter((x) => x.type === 'reward' && x.promotionId === id).map((x) => x.state);
    expect(rewards).toEqual(['CLAIMABLE', 'ISSUED']);
    expect(heard.some((x) => x.type === 'balance')).toBe(true);
  });

  it("counts a waiting reward in the reward centre's red badge, and tells the member's tabs when it changes", async () => {
    const id = await published();
    const m = await walletMember(t);
    const b = await brand();
    const counts = async () =>
      (await send(m.headers, 'GET', '/wps/relay/CSP_unreadCount')).json().value as { rewardCenter: number };
    expect((await counts()).rewardCenter).toBe(0);
    const heard: { type: string; counts?: { rewardCenter: number } }[] = [];
    let waiting = 0;
    const stop = await t.app.services.events.subscribe(memberChannel(b.id, m.id), (event) => {
      heard.push(event as { type: string });
    });
    try {
      await deposit(m, '500');
      await drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Every running deposit promotion of the brand (this one and earlier tests') waits for a claim.
      const centre = await ok<{ claimable: { promotionId: string }[]; badge: number }>(
        await send(m.headers, 'GET', e.rewardCentre.path),
      );
      waiting = centre.claimable.length;
      expect(centre.claimable.map((c) => c.promotionId)).toContain(id);
      expect((await counts()).rewardCenter).toBe(waiting);
      expect(centre.badge).toBe(waiting);
      await ok(await claim(m, id));
      await drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await counts()).rewardCenter).toBe(waiting - 1);
    } finally {
      stop();
    }
    const badges = heard.filter((x) => x.type === 'unread').map((x) => x.counts?.rewardCenter);
    // The last reward to become claimable brought the count to `waiting`; the claim's payment took one off.
    expect(badges).toContain(waiting);
    expect(badges.at(-1)).toBe(waiting - 1);
  });

  it('the cashback period job, run twice for one week, writes the claims once', async () => {
    const weekStart = new Date('2026-11-08T18:00:00Z'); // Monday 9 November 00:00 GMT+6
    const id = await published({
      category: 'CASHBACK',
      startsAt: new Date(weekStart.getTime() - DAY).toISOString(),
      trigger: { type: 'NET_LOSS', period: 'WEEK', minLoss: '100' },
      reward: { type: 'CASHBACK', percentBps: 1_000, amount: '0', tickets: 0, prizes: [] },
      limits: { perMember: 'WEEKLY', household: false, budget: '0', claimDays: 7 },
    });
    const m = await walletMember(t);
    const b = await brand();
    await t.db
      .insertInto('bets')
      .values({
        merchant_id: b.id,
        member_id: m.id,
        vendor_code: 'BGS',
        game_code: 'dice',
        game_name: 'Dice',
        category: 'BGS',
        external_id: rid(),
        stake: 100_000n,
        valid_bet: 100_000n,
        payout: 0n,
        status: 'SETTLED',
        placed_at: new Date(weekStart.getTime() + 2 * DAY),
        settled_at: new Date(weekStart.getTime() + 2 * DAY),
      })
      .execute();
    const [job] = cashbackJobs().filter((j) => j.name === 'promotion-cashback-w');
    if (!job) throw new Error('no weekly cashback job');
    expect((await job.scopes()).map((x) => x.merchantId)).toContain(b.id);
    for (let i = 0; i < 2; i += 1) {
      let checkpoint: unknown = null;
      await job.run({
        job: job.name,
        merchantId: b.id,
        key: `${job.name}:2026-W46`,
        period: '2026-W46',
        start: weekStart,
        end: new Date(weekStart.getTime() + 7 * DAY),
        utcOffsetMinutes: 360,
        attempt: 1,
        checkpoint: null,
        step: async (work) => {
          checkpoint = await t.db.transaction().execute((trx) => work(trx));
          return checkpoint as never;
        },
        heartbeat: async () => undefined,
        signal: new AbortController().signal,
        now: clock.now,
      });
    }
    const rows = await t.db
      .selectFrom('promotion_entitlements')
      .select(['state', 'amount_minor', 'window_key'])
      .where('promotion_id', '=', BigInt(id))
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toEqual([{ state: 'CLAIMABLE', amount_minor: 10_000n, window_key: 'W:2026-11-09' }]);
  });
});
