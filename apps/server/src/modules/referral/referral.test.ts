import { randomUUID } from 'node:crypto';
import type { TReferralSettings } from '@portal/contracts';
import {
  adminReferralEndpoints as a,
  referralEndpoints as e,
  type TAdminReferral,
  type TReferee,
  type TReferralView,
} from '@portal/contracts/endpoints';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appendEvent, type DeliveredEvent } from '../../platform/outbox/index.ts';
import { testClock } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';
import { referralExpiryJob } from './referral.module.ts';
import { flagsOf, monthOf } from './referral.service.ts';

/**
 * Referral (issue 19; ADR 0040): linking once, the condition met → paid once (duplicate and
 * parallel events), the monthly cap under concurrency, anti-abuse flags, the operator's decision,
 * expiry, the member's own view (masked) and the console's permissions.
 */

const clock = testClock(new Date('2026-11-25T06:00:00Z'));
const DAY = 86_400_000;
let t: TestApp;
let owner: Record<string, string>;
let support: Record<string, string>;
let content: Record<string, string>;
let readOnly: Record<string, string>;
let operatorId: number;

const RULES: TReferralSettings = {
  enabled: true,
  minDepositMinor: 50_000,
  minValidBetMinor: 100_000,
  windowDays: 30,
  rewardKind: 'CASH',
  rewardAmount: 10_000,
  rewardWagerMultiple: 0,
  monthlyCap: 0,
};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  owner = await operatorSession(t, 'TIGER', 'owner');
  support = await operatorSession(t, 'TIGER', 'support');
  content = await operatorSession(t, 'TIGER', 'content');
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

async function rules(over: Partial<TReferralSettings> = {}) {
  await ok(await send(owner, 'PUT', a.setSettings.path, { ...RULES, ...over }));
}

async function drain() {
  for (let i = 0; i < 30; i += 1) {
    const pass = await t.app.services.outbox.runOnce();
    if (!pass.more && pass.delivered === 0) break;
  }
}

/** A member with an address they registered from and a bank account name. */
async function member(o: { ip?: string | null; payeeName?: string | null } = {}): Promise<TestMember> {
  const m = await walletMember(t, {
    payeeName: o.payeeName === undefined ? `Name ${randomUUID()}` : o.payeeName,
  });
  await t.db
    .updateTable('members')
    .set({ register_ip: o.ip === undefined ? `10.${rand()}.${rand()}.${rand()}` : o.ip })
    .where('id', '=', m.id)
    .execute();
  return m;
}
const rand = () => Math.floor(Math.random() * 250) + 1;

/** What registration writes when the form carried the referrer's code (member.registered). */
async function registered(referee: TestMember, referrer: TestMember, times = 1) {
  const b = await brand();
  for (let i = 0; i < times; i += 1)
    await t.db.transaction().execute((trx) =>
      appendEvent(trx, {
        type: 'member.registered',
        aggregate: 'member',
        aggregateId: referee.id,
        merchantId: b.id,
        payload: {
          memberId: String(referee.id),
          account: referee.account,
          referredBy: String(referrer.id),
          agentId: null,
          method: 'WEB',
          registeredAt: clock.now().toISOString(),
        },
      }),
    );
  await drain();
}

/** A bank transfer credited by an operator (the real deposit path); the outbox delivered. */
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

let betCounter = 9_000_000;
const nextBet = () => {
  betCounter += 1;
  return betCounter;
};
function wagerEvent(m: TestMember, betId: number, validBet: bigint): DeliveredEvent<'wager.settled'> {
  return {
    id: 0n,
    type: 'wager.settled',
    aggregate: 'member',
    aggregateId: String(m.id),
    merchantId: 0,
    createdAt: clock.now(),
    payload: {
      memberId: String(m.id),
      betId: String(betId),
      vendorCode: 'DEMO',
      gameCode: 'slot',
      category: 'RNG',
      currency: 'BDT',
      stake: String(validBet),
      validBet: String(validBet),
      payout: '0',
      winLoss: String(-validBet),
      outcome: 'SETTLED',
      placedAt: clock.now().toISOString(),
      settledAt: clock.now().toISOString(),
    },
  };
}

/** A settled bet as the betting record announces it (through the outbox). */
async function wager(m: TestMember, validBet: bigint, betId = nextBet()) {
  const b = await brand();
  const ev = wagerEvent(m, betId, validBet);
  await t.db.transaction().execute((trx) =>
    appendEvent(trx, {
      type: 'wager.settled',
      aggregate: 'member',
      aggregateId: m.id,
      merchantId: b.id,
      payload: ev.payload,
    }),
  );
  await drain();
  return betId;
}

const referralOf = (referee: TestMember) =>
  t.db.selectFrom('referrals').selectAll().where('referee_id', '=', referee.id).executeTakeFirst();

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

beforeEach(async () => {
  await rules();
});

describe('linking', () => {
  it('links a referee once, however often member.registered is delivered', async () => {
    const referrer = await member();
    const referee = await member();
    await registered(referee, referrer, 3);
    const rows = await t.db
      .selectFrom('referrals')
      .selectAll()
      .where('referee_id', '=', referee.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('REGISTERED');
    expect(rows[0]?.referrer_id).toBe(referrer.id);
    expect(rows[0]?.expires_at.getTime()).toBe(clock.now().getTime() + 30 * DAY);
  });

  it('links nothing while referral is off', async () => {
    await rules({ enabled: false });
    const referrer = await member();
    const referee = await member();
    await registered(referee, referrer);
    expect(await referralOf(referee)).toBeUndefined();
  });
});

describe('the condition met: the referrer is paid once', () => {
  it('pays when the deposit and the valid bet are both met, once, with a re-settled bet counted once', async () => {
    const referrer = await member();
    const referee = await member();
    await registered(referee, referrer);
    await rules({ minDepositMinor: 80_000 });
    const before = await mainBalance(referrer);
    await deposit(referee, '500.00'); // below the minimum of 800.00: not the qualifying deposit
    expect((await referralOf(referee))?.deposit_id).toBeNull();
    await deposit(referee, '800.00');
    expect((await referralOf(referee))?.deposit_minor).toBe(80_000n);
    // One round settled three times (a late win, a re-settle): it counts 60_000 once.
    const bet = await wager(referee, 60_000n);
    await wager(referee, 60_000n, bet);
    await wager(referee, 60_000n, bet);
    expect((await referralOf(referee))?.valid_bet_minor).toBe(60_000n);
    expect(await mainBalance(referrer)).toBe(before);
    await wager(referee, 40_000n);
    const row = await referralOf(referee);
    expect(row?.state).toBe('REWARDED');
    expect(row?.reward_amount).toBe(10_000n);
    expect(await mainBalance(referrer)).toBe(before + 10_000n);
    // More play and deposits, and the same events again: nothing more.
    await wager(referee, 500_000n);
    await deposit(referee, '900.00');
    await wager(referee, 60_000n, bet);
    expect(await mainBalance(referrer)).toBe(before + 10_000n);
    const journal = await t.db
      .selectFrom('ledger_transactions')
      .select(['id', 'kind'])
      .where('idempotency_key', '=', `referral:${row?.id}`)
      .execute();
    expect(journal).toHaveLength(1);
    expect(journal[0]?.kind).toBe('REFERRAL_REWARD');
    const events = await t.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('type', '=', 'referral.rewarded')
      .where('aggregate_id', '=', String(referrer.id))
      .execute();
    expect(events).toHaveLength(1);
    await expectLedgerHealthy(t);
  });

  it('tells the referrer in the inbox, in their language', async () => {
    const referrer = await member();
    const referee = await member();
    await registered(referee, referrer);
    await deposit(referee, '500.00');
    await wager(referee, 100_000n);
    let messages: { title: string; content: string }[] = [];
    for (let i = 0; i < 50 && messages.length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      messages = await t.db
        .selectFrom('messages')
        .select(['title', 'content'])
        .where('member_id', '=', referrer.id)
        .execute();
    }
    expect(messages).toHaveLength(1);
    expect(messages[0]?.title).toBe('Referral reward paid');
    expect(messages[0]?.content).toContain('100.00');
  });

  it('pays once when two bets that each cross the line are delivered at the same time', async () => {
    const referrer = await member();
    const referee = await member();
    await registered(referee, referrer);
    await deposit(referee, '500.00');
    const before = await mainBalance(referrer);
    const b = await brand();
    const events = [1, 2, 3, 4].map(() => ({
      ...wagerEvent(referee, nextBet(), 100_000n),
      merchantId: b.id,
    }));
    const results = await Promise.allSettled(
      events.map((ev) => t.db.transaction().execute((trx) => t.app.services.referrals.onWager(trx, ev))),
    );
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    expect(await mainBalance(referrer)).toBe(before + 10_000n);
    expect((await referralOf(referee))?.state).toBe('REWARDED');
    await expectLedgerHealthy(t);
  });

  it('stops counting once the window has closed, and the job marks it EXPIRED', async () => {
    const referrer = await member();
    const referee = await member();
    await registered(referee, referrer);
    await deposit(referee, '500.00');
    clock.advance(31 * DAY);
    try {
      await wager(referee, 200_000n);
      expect((await referralOf(referee))?.valid_bet_minor).toBe(0n);
      const expired = await referralExpiryJob({ referrals: t.app.services.referrals, now: clock.now }).run();
      expect(expired).toBeGreaterThanOrEqual(1);
      expect((await referralOf(referee))?.state).toBe('EXPIRED');
      await wager(referee, 200_000n);
      expect((await referralOf(referee))?.state).toBe('EXPIRED');
    } finally {
      clock.advance(-31 * DAY);
    }
  });
});

describe('rewards in points and bonus money', () => {
  it('pays points through the points module’s credit, once', async () => {
    await rules({ rewardKind: 'POINTS', rewardAmount: 500 });
    const referrer = await member();
    const referee = await member();
    await registered(referee, referrer);
    await deposit(referee, '500.00');
    await wager(referee, 100_000n);
    await wager(referee, 100_000n);
    const entries = await t.db
      .selectFrom('points_entries')
      .select(['kind', 'delta'])
      .where('member_id', '=', referrer.id)
      .where('kind', '=', 'REFERRAL')
      .execute();
    expect(entries).toEqual([{ kind: 'REFERRAL', delta: 500n }]);
    const view = await ok<TReferralView>(await send(referrer.headers, 'GET', e.view.path));
    expect(view.stats).toMatchObject({ rewarded: 1, earnedPoints: '500', earnedCash: '0.00' });
  });

  it('grants bonus money with the wagering multiple', async () => {
    await rules({ rewardKind: 'BONUS', rewardAmount: 20_000, rewardWagerMultiple: 5 });
    const referrer = await member();
    const referee = await member();
    await registered(referee, referrer);
    await deposit(referee, '500.00');
    await wager(referee, 100_000n);
    const grants = await t.db
      .selectFrom('bonus_grants')
      .selectAll()
      .where('member_id', '=', referrer.id)
      .where('source', '=', 'LOYALTY')
      .execute();
    expect(grants).toHaveLength(1);
    expect(grants[0]?.amount_minor).toBe(20_000n);
  });
});

describe('the monthly cap', () => {
  it('pays at most the cap per referrer and month, the rest QUALIFIED without pay, also when they qualify at once', async () => {
    await rules({ monthlyCap: 2 });
    const referrer = await member();
    const referees = await Promise.all([1, 2, 3, 4].map(() => member()));
    for (const r of referees) {
      await registered(r, referrer);
      await deposit(r, '500.00');
    }
    const before = await mainBalance(referrer);
    const b = await brand();
    await Promise.all(
      referees.map((r) =>
        t.db.transaction().execute((trx) =>
          t.app.services.referrals.onWager(trx, {
            ...wagerEvent(r, nextBet(), 100_000n),
            merchantId: b.id,
          }),
        ),
      ),
    );
    const states = await Promise.all(referees.map(async (r) => (await referralOf(r))?.state));
    expect(states.filter((s) => s === 'REWARDED')).toHaveLength(2);
    expect(states.filter((s) => s === 'QUALIFIED')).toHaveLength(2);
    expect(await mainBalance(referrer)).toBe(before + 20_000n);
  });

  it('counts calendar months in the brand clock', () => {
    const m = monthOf(new Date('2026-11-30T19:00:00Z'), 360); // 1 December 01:00 in GMT+6
    expect(m.start.toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(m.end.toISOString()).toBe('2026-12-31T18:00:00.000Z');
  });
});

describe('anti-abuse', () => {
  it('flags the same address, and the same bank account name; loopback names no one', () => {
    expect(
      flagsOf(
        { addresses: ['203.0.113.7', null], payeeName: 'A' },
        { addresses: ['203.0.113.7'], payeeName: 'B' },
      ),
    ).toEqual([{ flag: 'SAME_IP', value: '203.0.113.7' }]);
    expect(
      flagsOf(
        { addresses: ['127.0.0.1', '::1'], payeeName: 'A' },
        { addresses: ['127.0.0.1', '::1'], payeeName: 'B' },
      ),
    ).toEqual([]);
    expect(
      flagsOf({ addresses: [], payeeName: 'Rahim  Uddin' }, { addresses: [], payeeName: 'rahim uddin.' }),
    ).toEqual([{ flag: 'SAME_BANK_NAME', value: 'rahim uddin.' }]);
  });

  it('a referee from the referrer’s address is FLAGGED and nothing is paid; approving pays once', async () => {
    const referrer = await member({ ip: '198.51.100.23' });
    const referee = await member({ ip: '198.51.100.23' });
    await registered(referee, referrer);
    const row = await referralOf(referee);
    expect(row?.state).toBe('FLAGGED');
    expect(row?.flags).toEqual(['SAME_IP']);
    const before = await mainBalance(referrer);
    await deposit(referee, '500.00');
    await wager(referee, 100_000n);
    expect(await mainBalance(referrer)).toBe(before);
    const flagged = await ok<{ list: TAdminReferral[] }>(
      await send(support, 'GET', `${a.list.path}?state=FLAGGED&account=${referee.account}`),
    );
    expect(flagged.list).toHaveLength(1);
    expect(flagged.list[0]?.flags).toEqual([{ flag: 'SAME_IP', value: '198.51.100.23' }]);
    expect(flagged.list[0]?.qualifiedAt).not.toBeNull();
    const path = a.decide.path.replace(':id', String(row?.id));
    const [first, second] = await Promise.all([
      send(support, 'POST', path, { decision: 'APPROVE', note: 'Brothers, checked by phone' }),
      send(support, 'POST', path, { decision: 'APPROVE', note: 'Brothers, checked by phone' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    expect(await mainBalance(referrer)).toBe(before + 10_000n);
    const after = await referralOf(referee);
    expect(after?.state).toBe('REWARDED');
    expect(after?.decided_by).not.toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `referral:${row?.id}`)
      .execute();
    expect(audit.map((x) => x.action)).toEqual(['referral.approve']);
    await expectLedgerHealthy(t);
  });

  it('the same bank account name found at qualifying flags it; rejecting pays nothing', async () => {
    const referrer = await member({ payeeName: 'Karim Hossain' });
    const referee = await member({ payeeName: null });
    await registered(referee, referrer);
    expect((await referralOf(referee))?.state).toBe('REGISTERED');
    // The referee adds a bank account in the referrer's name before qualifying.
    await t.db
      .updateTable('members')
      .set({ payee_name: 'KARIM HOSSAIN' })
      .where('id', '=', referee.id)
      .execute();
    const before = await mainBalance(referrer);
    await deposit(referee, '500.00');
    await wager(referee, 100_000n);
    const row = await referralOf(referee);
    expect(row?.state).toBe('FLAGGED');
    expect(row?.flags).toEqual(['SAME_BANK_NAME']);
    const res = await send(support, 'POST', a.decide.path.replace(':id', String(row?.id)), {
      decision: 'REJECT',
      note: 'Same person',
    });
    expect(res.statusCode).toBe(200);
    expect((await referralOf(referee))?.state).toBe('REJECTED');
    expect(await mainBalance(referrer)).toBe(before);
  });

  it('approving before the referee qualifies pays when they do, once', async () => {
    const referrer = await member({ ip: '192.0.2.77' });
    const referee = await member({ ip: '192.0.2.77' });
    await registered(referee, referrer);
    const row = await referralOf(referee);
    expect(row?.state).toBe('FLAGGED');
    const decided = await ok<TAdminReferral>(
      await send(support, 'POST', a.decide.path.replace(':id', String(row?.id)), {
        decision: 'APPROVE',
        note: 'Same office, different people',
      }),
    );
    expect(decided.state).toBe('REGISTERED');
    const before = await mainBalance(referrer);
    await deposit(referee, '500.00');
    await wager(referee, 100_000n);
    expect((await referralOf(referee))?.state).toBe('REWARDED');
    expect(await mainBalance(referrer)).toBe(before + 10_000n);
  });

  it('the same loopback address (development, e2e) flags nothing', async () => {
    const referrer = await member({ ip: '127.0.0.1' });
    const referee = await member({ ip: '127.0.0.1' });
    await registered(referee, referrer);
    expect((await referralOf(referee))?.state).toBe('REGISTERED');
  });
});

describe('the invite page', () => {
  it('shows my code, the link that opens registration with it, the rules and my figures', async () => {
    const referrer = await member();
    const view = await ok<TReferralView>(await send(referrer.headers, 'GET', e.view.path));
    const code = (
      await t.db
        .selectFrom('members')
        .select('referral_code')
        .where('id', '=', referrer.id)
        .executeTakeFirstOrThrow()
    ).referral_code;
    expect(view.code).toBe(code);
    expect(new URL(view.link).searchParams.get('referralCode')).toBe(code);
    expect(view.rules).toMatchObject({
      minDeposit: '500.00',
      minValidBet: '1000.00',
      windowDays: 30,
      reward: '100.00',
    });
    expect(view.stats).toMatchObject({ invited: 0, rewarded: 0, earnedCash: '0.00' });
  });

  it('lists only my own referees, masked, with my figures', async () => {
    const referrer = await member();
    const other = await member();
    const referee = await member();
    await registered(referee, referrer);
    await deposit(referee, '500.00');
    await wager(referee, 100_000n);
    const mine = await ok<{ list: TReferee[]; total: number }>(
      await send(referrer.headers, 'GET', e.referees.path),
    );
    expect(mine.total).toBe(1);
    expect(mine.list[0]?.account).not.toBe(referee.account);
    expect(mine.list[0]?.account).toBe(`${referee.account.slice(0, 2)}***${referee.account.slice(-2)}`);
    expect(mine.list[0]).toMatchObject({
      state: 'REWARDED',
      reward: '100.00',
      depositMet: true,
      validBetMet: true,
    });
    expect(JSON.stringify(mine)).not.toContain(referee.account);
    const view = await ok<TReferralView>(await send(referrer.headers, 'GET', e.view.path));
    expect(view.stats).toMatchObject({ invited: 1, qualified: 1, rewarded: 1, earnedCash: '100.00' });
    const theirs = await ok<{ total: number }>(await send(other.headers, 'GET', e.referees.path));
    expect(theirs.total).toBe(0);
  });

  it('answers REFERRAL_DISABLED when the brand has referral off, and a visitor is refused', async () => {
    const m = await member();
    await rules({ enabled: false });
    const res = await send(m.headers, 'GET', e.view.path);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('REFERRAL_DISABLED');
    await rules();
    expect((await send({}, 'GET', e.view.path)).statusCode).toBe(401);
    expect((await send(m.headers, 'GET', `${e.referees.path}?pageSize=abc`)).statusCode).toBe(400);
  });
});

describe('the console', () => {
  it('replaces only the referral rules, audited; bad rules are a 400', async () => {
    const b = await brand();
    const pointsBefore = b.settings.loyalty?.points;
    const view = await ok<{ settings: TReferralSettings }>(
      await send(content, 'PUT', a.setSettings.path, { ...RULES, rewardAmount: 25_000, monthlyCap: 5 }),
    );
    expect(view.settings).toMatchObject({ rewardAmount: 25_000, monthlyCap: 5 });
    const after = await brand();
    expect(after.settings.loyalty?.points).toEqual(pointsBefore);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'settings.loyalty.referral')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    const bad = await send(owner, 'PUT', a.setSettings.path, { ...RULES, windowDays: 0 });
    expect(bad.statusCode).toBe(400);
  });

  it('needs the loyalty permissions: read-only reads, cannot write or decide', async () => {
    expect((await send(readOnly, 'GET', a.list.path)).statusCode).toBe(200);
    expect((await send(readOnly, 'GET', a.settings.path)).statusCode).toBe(200);
    expect((await send(readOnly, 'PUT', a.setSettings.path, RULES)).statusCode).toBe(403);
    expect(
      (await send(readOnly, 'POST', a.decide.path.replace(':id', '1'), { decision: 'REJECT', note: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await send(support, 'PUT', a.setSettings.path, RULES)).statusCode).toBe(403);
    expect((await send({}, 'GET', a.list.path)).statusCode).toBe(401);
  });

  it('reports registrations, rewards, cost and the top referrers', async () => {
    const referrer = await member();
    const referee = await member();
    await registered(referee, referrer);
    for (let i = 0; i < 6; i += 1) await registered(await member(), referrer);
    await deposit(referee, '500.00');
    await wager(referee, 100_000n);
    const day = clock.now().toISOString().slice(0, 10);
    const report = await ok<{
      registered: number;
      rewarded: number;
      cost: string;
      top: { account: string; rewarded: number }[];
    }>(await send(readOnly, 'GET', `${a.report.path}?from=${day}&to=${day}`));
    expect(report.registered).toBeGreaterThanOrEqual(1);
    expect(report.rewarded).toBeGreaterThanOrEqual(1);
    expect(Number(report.cost)).toBeGreaterThanOrEqual(100);
    expect(report.top.some((x) => x.account === referrer.account)).toBe(true);
    expect((await send(readOnly, 'GET', `${a.report.path}?from=bad&to=${day}`)).statusCode).toBe(400);
  });
});
