import { ADMIN_POINTS_ROUTES, ORIGINALS_ROUTES, POINTS_ROUTES } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, type DeliveredEvent, type Dispatcher } from '../../platform/outbox/index.ts';
import { sendSealed } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { balanceOf } from '../ledger/ledger.ts';

/**
 * Points (issue 19; ADR 0040; PTSYS3): earning from settled bets through the events (per bet, the
 * fraction carried, a round settled again moves the difference, an event delivered twice earns
 * once, a reversal never below zero), conversion (ratio, minimum, step, payment password,
 * idempotent), the mall (two redemptions of the same points at once: one fails; approve pays,
 * reject returns points and stock), the flag off, and who may see and decide what. Runs on
 * PGlite and PostgreSQL.
 */
let t: TestApp;
let tiger: Brand;
let dispatcher: Dispatcher;

beforeAll(async () => {
  t = await createTestApp();
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  dispatcher = createDispatcher({
    db: t.db,
    subscribers: [
      {
        name: 'points.earn',
        types: ['wager.settled'],
        startFrom: 'now',
        handle: (trx, e) => t.app.services.points.onWager(trx, e as DeliveredEvent<'wager.settled'>),
      },
    ],
    bus: t.app.services.events,
    log: t.app.log,
    retryBaseMs: 1,
    retryMaxMs: 10,
  });
  await drain();
});
afterAll(() => t?.close());
afterEach(() => expectLedgerHealthy(t));

async function drain() {
  for (let i = 0; i < 20; i += 1) {
    const pass = await dispatcher.runOnce();
    if (pass.failed > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (!pass.more && pass.delivered === 0) return;
  }
}

async function dice(m: TestMember, amount: string, merchant = 'TIGER') {
  const res = await t.app.inject({
    method: 'POST',
    url: ORIGINALS_ROUTES.dice.path,
    headers: { ...m.headers, 'x-merchant': merchant },
    payload: { requestId: rid(), amount, direction: 'OVER', target: 5000 },
  });
  expect(res.json()).toMatchObject({ success: true });
}

const get = (m: TestMember, url: string) => t.app.inject({ url, headers: m.headers }).then((r) => r.json());
const points = (m: TestMember) => get(m, POINTS_ROUTES.balance.path).then((b) => b.value?.balance as string);

async function give(m: TestMember, n: bigint) {
  await t.db.transaction().execute((trx) =>
    t.app.services.points.credit(trx, tiger, {
      memberId: m.id,
      points: n,
      kind: 'ADJUST',
      idempotencyKey: `test:${rid()}`,
      note: 'test',
    }),
  );
}

const convert = (
  m: TestMember,
  body: Partial<{ points: string; paymentPassword: string; requestId: string }>,
) =>
  sendSealed(
    t.app,
    'TIGER',
    'POST',
    POINTS_ROUTES.convert.path,
    { requestId: rid(), points: '1000', paymentPassword: '112233', ...body },
    { headers: { authorization: m.headers.authorization as string } },
  );
const redeem = (m: TestMember, body: Record<string, unknown>) =>
  sendSealed(
    t.app,
    'TIGER',
    'POST',
    POINTS_ROUTES.redeem.path,
    { requestId: rid(), paymentPassword: '112233', ...body },
    { headers: { authorization: m.headers.authorization as string } },
  );

const ITEM = {
  kind: 'CASH',
  text: { en: { name: 'Cash 5', description: 'Five in cash' }, bn: { name: 'ক্যাশ ৫', description: 'পাঁচ' } },
  imageUrl: null,
  points: '1000',
  minDeposits: '0',
  value: '5.00',
  wagerMultiple: 0,
  stock: null,
  perMemberLimit: 0,
  status: 'ACTIVE',
  sortOrder: 0,
};

async function createItem(op: Record<string, string>, patch: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: ADMIN_POINTS_ROUTES.createItem.path,
    headers: op,
    payload: { ...ITEM, ...patch },
  });
  expect(res.json()).toMatchObject({ success: true });
  return res.json().value as { id: string };
}

/** The bet's `wager.settled` as delivered, with another valid bet (a round settled again). */
async function settledAgain(m: TestMember, validBet: bigint, index = 0) {
  const rows = await t.db
    .selectFrom('outbox_events')
    .select(['id', 'payload', 'created_at'])
    .where('type', '=', 'wager.settled')
    .where('aggregate_id', '=', String(m.id))
    .orderBy('id')
    .execute();
  const found = rows[index];
  if (!found) throw new Error('no settled event');
  const event = {
    id: found.id + 1_000_000n + validBet,
    type: 'wager.settled',
    aggregate: 'member',
    aggregateId: String(m.id),
    merchantId: tiger.id,
    payload: { ...(found.payload as object), validBet: String(validBet) },
    createdAt: found.created_at,
  } as unknown as DeliveredEvent<'wager.settled'>;
  await t.db.transaction().execute((trx) => t.app.services.points.onWager(trx, event));
  return { ...event, id: found.id } as DeliveredEvent<'wager.settled'>;
}

describe('earning points', () => {
  it('earns per settled bet at the category rate, carries the fraction, and a re-settled round moves the difference', async () => {
    const m = await walletMember(t, { balance: '5000.00' });
    expect(await points(m)).toBe('0');
    // BGS earns 5 milli-points per unit: 500.00 → 2.5 points, 333.33 → 1.666 points.
    await dice(m, '500.00');
    await dice(m, '333.33');
    await drain();
    expect(await points(m)).toBe('4');
    const row = await t.db
      .selectFrom('points_balances')
      .selectAll()
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.carry_milli).toBe(166n);
    const entries = (await get(m, POINTS_ROUTES.entries.path)).value;
    expect(entries.total).toBe(2);
    expect(entries.list.map((e: { kind: string; change: string }) => [e.kind, e.change])).toEqual([
      ['EARN', '+2'],
      ['EARN', '+2'],
    ]);

    // The same event delivered again earns nothing more.
    const first = await t.db
      .selectFrom('outbox_events')
      .select(['id', 'payload', 'created_at'])
      .where('type', '=', 'wager.settled')
      .where('aggregate_id', '=', String(m.id))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const again = {
      id: first.id,
      type: 'wager.settled',
      aggregate: 'member',
      aggregateId: String(m.id),
      merchantId: tiger.id,
      payload: first.payload,
      createdAt: first.created_at,
    } as unknown as DeliveredEvent<'wager.settled'>;
    await t.db.transaction().execute((trx) => t.app.services.points.onWager(trx, again));
    expect(await points(m)).toBe('4');

    // The first bet settled again at 1,000.00: +2.5 points more (5000 milli in all for it).
    await settledAgain(m, 100_000n, 0);
    expect(await points(m)).toBe('6');
    // Then cancelled (valid bet 0): its 5 points come back out.
    await settledAgain(m, 0n, 0);
    expect(await points(m)).toBe('1');
    const kinds = (await get(m, `${POINTS_ROUTES.entries.path}?kind=EARN_REVERSED`)).value;
    expect(kinds.list).toHaveLength(1);
    expect(kinds.list[0]).toMatchObject({ kind: 'EARN_REVERSED', change: '-5', balance: '1' });
  });

  it('never takes a balance below zero: what a reversal cannot take back is recorded', async () => {
    const m = await walletMember(t, { balance: '50000.00' });
    await dice(m, '10000.00'); // 50 points
    await drain();
    expect(await points(m)).toBe('50');
    await give(m, 1000n);
    const c = await convert(m, { points: '1000' });
    expect(c.json()).toMatchObject({ success: true, value: { points: '1000', balance: '50' } });
    await give(m, 0n + 0n || 1n); // balance 51
    await t.db.transaction().execute(async (trx) => {
      await t.app.services.points.move(trx, tiger, {
        memberId: m.id,
        kind: 'ADJUST',
        delta: -41n,
        key: `test:${rid()}`,
        note: 'spend',
        ref: null,
      });
    });
    expect(await points(m)).toBe('10');
    await settledAgain(m, 0n, 0);
    expect(await points(m)).toBe('0');
    const row = await t.db
      .selectFrom('points_balances')
      .selectAll()
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.unrecovered).toBe(40n);
    expect(row.balance).toBe(0n);
  });

  it('earns nothing and answers POINTS_DISABLED where the brand has PTSYS3 off', async () => {
    const m = await walletMember(t, { merchant: 'JADE', balance: '5000.00' });
    await dice(m, '500.00', 'JADE');
    await drain();
    const res = await t.app.inject({ url: POINTS_ROUTES.balance.path, headers: m.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'POINTS_DISABLED' });
    for (const path of [
      POINTS_ROUTES.mall.path,
      POINTS_ROUTES.config.path,
      POINTS_ROUTES.redemptions.path,
      POINTS_ROUTES.entries.path,
    ]) {
      expect((await t.app.inject({ url: path, headers: m.headers })).json().code).toBe('POINTS_DISABLED');
    }
    const rows = await t.db.selectFrom('points_entries').selectAll().where('member_id', '=', m.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('the published credit', () => {
  it('pays points once per key (a repeat answers the first entry as a duplicate) and refuses none or less', async () => {
    const m = await walletMember(t);
    const input = {
      memberId: m.id,
      points: 250n,
      kind: 'MISSION' as const,
      idempotencyKey: `mission:${rid()}`,
      note: 'Daily',
    };
    const first = await t.db.transaction().execute((trx) => t.app.services.points.credit(trx, tiger, input));
    const again = await t.db.transaction().execute((trx) => t.app.services.points.credit(trx, tiger, input));
    expect(first).toMatchObject({ balance: 250n, duplicate: false });
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await points(m)).toBe('250');
    await expect(
      t.db
        .transaction()
        .execute((trx) =>
          t.app.services.points.credit(trx, tiger, { ...input, idempotencyKey: 'x', points: 0n }),
        ),
    ).rejects.toThrow();
    const entries = (await get(m, POINTS_ROUTES.entries.path)).value;
    expect(entries.list).toMatchObject([{ kind: 'MISSION', change: '+250', note: 'Daily' }]);
  });
});

describe('converting points', () => {
  it('pays points / ratio into the main wallet with the payment password, once per requestId', async () => {
    const m = await walletMember(t);
    await give(m, 2500n);
    const main = await balanceOf(t.db, tiger.id, m.id, 'MAIN');
    const requestId = rid();
    const first = await convert(m, { points: '1200', requestId });
    expect(first.json()).toMatchObject({
      success: true,
      value: { points: '1200', cash: '12.00', balance: '1300' },
    });
    const repeat = await convert(m, { points: '1200', requestId });
    expect(repeat.json()).toMatchObject({ success: true, value: { balance: '1300' } });
    expect(await balanceOf(t.db, tiger.id, m.id, 'MAIN')).toBe(main + 1200n);
    const journal = await t.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('idempotency_key', 'like', `points-convert:${m.id}:%`)
      .execute();
    expect(journal).toEqual([{ kind: 'POINTS_CONVERSION' }]);
  });

  it('refuses below the minimum, off the step, more than the balance, a wrong password and malformed input', async () => {
    const m = await walletMember(t);
    await give(m, 1500n);
    expect((await convert(m, { points: '999' })).json()).toMatchObject({ code: 'POINTS_BELOW_MINIMUM' });
    expect((await convert(m, { points: '1050' })).json()).toMatchObject({ code: 'POINTS_STEP' });
    expect((await convert(m, { points: '1600' })).json()).toMatchObject({ code: 'POINTS_INSUFFICIENT' });
    expect((await convert(m, { paymentPassword: 'wrong1' })).json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_INVALID',
    });
    for (const bad of ['-1000', '1e3', 'abc', '']) {
      const res = await convert(m, { points: bad });
      expect(res.statusCode).toBe(400);
    }
    expect(await points(m)).toBe('1500');
  });
});

describe('the points mall', () => {
  it('two redemptions spending the same points at once: one passes, one is POINTS_INSUFFICIENT', async () => {
    const op = await operatorSession(t, 'TIGER', 'owner');
    const item = await createItem(op);
    const m = await walletMember(t);
    await give(m, 1000n);
    const [a, b] = await Promise.all([redeem(m, { itemId: item.id }), redeem(m, { itemId: item.id })]);
    const codes = [a.json(), b.json()].map((r) => (r.success ? 'OK' : r.code)).sort();
    expect(codes).toEqual(['OK', 'POINTS_INSUFFICIENT']);
    expect(await points(m)).toBe('0');
    const rows = await t.db
      .selectFrom('points_redemptions')
      .selectAll()
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('approve pays the voucher, reject returns points and stock; each decided once and told in the inbox', async () => {
    const op = await operatorSession(t, 'TIGER', 'owner');
    const item = await createItem(op, { stock: 2 });
    const m = await walletMember(t);
    await give(m, 3000n);
    const r1 = (await redeem(m, { itemId: item.id })).json();
    expect(r1).toMatchObject({
      success: true,
      value: { balance: '2000', redemption: { state: 'IN_PROCESS', value: '5.00' } },
    });
    const r2 = (await redeem(m, { itemId: item.id })).json();
    expect(r2.success).toBe(true);
    // Out of stock now.
    expect((await redeem(m, { itemId: item.id })).json()).toMatchObject({ code: 'MALL_ITEM_OUT_OF_STOCK' });

    const main = await balanceOf(t.db, tiger.id, m.id, 'MAIN');
    const approve = await t.app.inject({
      method: 'POST',
      url: ADMIN_POINTS_ROUTES.approve.path.replace(':id', r1.value.redemption.id),
      headers: op,
      payload: {},
    });
    expect(approve.json()).toMatchObject({ success: true, value: { state: 'APPROVED', account: m.account } });
    expect(await balanceOf(t.db, tiger.id, m.id, 'MAIN')).toBe(main + 500n);
    const twice = await t.app.inject({
      method: 'POST',
      url: ADMIN_POINTS_ROUTES.approve.path.replace(':id', r1.value.redemption.id),
      headers: op,
      payload: {},
    });
    expect(twice.json()).toMatchObject({ code: 'REDEMPTION_STATE' });

    const reject = await t.app.inject({
      method: 'POST',
      url: ADMIN_POINTS_ROUTES.reject.path.replace(':id', r2.value.redemption.id),
      headers: op,
      payload: { note: 'Out of vouchers today' },
    });
    expect(reject.json()).toMatchObject({
      success: true,
      value: { state: 'REJECTED', note: 'Out of vouchers today' },
    });
    expect(await points(m)).toBe('2000');
    const items = (await t.app.inject({ url: ADMIN_POINTS_ROUTES.items.path, headers: op })).json().value;
    expect(items.find((i: { id: string }) => i.id === item.id)).toMatchObject({
      stock: 1,
      approved: 1,
      inProcess: 0,
    });

    const history = (await get(m, POINTS_ROUTES.redemptions.path)).value;
    expect(history.list.map((r: { state: string }) => r.state)).toEqual(['REJECTED', 'APPROVED']);
    const messages = await t.db
      .selectFrom('messages')
      .select('title')
      .where('member_id', '=', m.id)
      .execute();
    expect(messages.map((x) => x.title).sort()).toEqual([
      'Redemption approved: Cash 5',
      'Redemption rejected: Cash 5',
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', 'in', [
        `points-redemption:${r1.value.redemption.id}`,
        `points-redemption:${r2.value.redemption.id}`,
      ])
      .execute();
    expect(audit.map((x) => x.action).sort()).toEqual([
      'points.redemption.approve',
      'points.redemption.reject',
    ]);
  });

  it('a physical item needs the address, the deposits requirement holds, and a bonus item grants a LOYALTY bonus', async () => {
    const op = await operatorSession(t, 'TIGER', 'owner');
    const physical = await createItem(op, { kind: 'PHYSICAL', value: '0', stock: 5 });
    const rich = await createItem(op, { minDeposits: '100.00' });
    const bonus = await createItem(op, { kind: 'BONUS', value: '20.00', wagerMultiple: 5 });
    const m = await walletMember(t);
    await give(m, 5000n);
    expect((await redeem(m, { itemId: physical.id })).json()).toMatchObject({
      code: 'MALL_ADDRESS_REQUIRED',
    });
    const sent = (await redeem(m, { itemId: physical.id, address: '12 Road, Dhaka' })).json();
    expect(sent).toMatchObject({
      success: true,
      value: { redemption: { kind: 'PHYSICAL', address: '12 Road, Dhaka', value: null } },
    });
    expect((await redeem(m, { itemId: rich.id })).json()).toMatchObject({ code: 'MALL_DEPOSITS_REQUIRED' });
    const mall = (await get(m, POINTS_ROUTES.mall.path)).value;
    expect(mall.items.find((i: { id: string }) => i.id === rich.id)).toMatchObject({
      blockedBy: 'DEPOSITS',
      minDeposits: '100.00',
    });
    const b = (await redeem(m, { itemId: bonus.id })).json();
    expect(b.success).toBe(true);
    const approve = await t.app.inject({
      method: 'POST',
      url: ADMIN_POINTS_ROUTES.approve.path.replace(':id', b.value.redemption.id),
      headers: op,
      payload: {},
    });
    expect(approve.json().success).toBe(true);
    const grants = await t.db
      .selectFrom('bonus_grants')
      .select(['source', 'amount_minor'])
      .where('member_id', '=', m.id)
      .execute();
    expect(grants).toEqual([{ source: 'LOYALTY', amount_minor: 2000n }]);
  });

  it('a member sees only their own redemptions; operators need the permission and their own brand', async () => {
    const owner = await operatorSession(t, 'TIGER', 'owner');
    const item = await createItem(owner);
    const m = await walletMember(t);
    const other = await walletMember(t);
    await give(m, 1000n);
    const r = (await redeem(m, { itemId: item.id })).json().value.redemption;
    expect((await get(other, POINTS_ROUTES.redemptions.path)).value.total).toBe(0);

    const readOnly = await operatorSession(t, 'TIGER', 'read-only');
    const denied = await t.app.inject({
      method: 'POST',
      url: ADMIN_POINTS_ROUTES.approve.path.replace(':id', r.id),
      headers: readOnly,
      payload: {},
    });
    expect(denied.statusCode).toBe(403);
    const adjustDenied = await t.app.inject({
      method: 'POST',
      url: ADMIN_POINTS_ROUTES.adjust.path.replace(':id', String(m.id)),
      headers: await operatorSession(t, 'TIGER', 'support'),
      payload: { requestId: rid(), points: '100', reason: 'goodwill' },
    });
    expect(adjustDenied.statusCode).toBe(403);
    const jade = await operatorSession(t, 'JADE', 'owner');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: ADMIN_POINTS_ROUTES.reject.path.replace(':id', r.id),
      headers: jade,
      payload: { note: 'not mine' },
    });
    expect(elsewhere.json()).toMatchObject({ code: 'REDEMPTION_NOT_FOUND' });
  });

  it('operators adjust a member’s points (never below zero), audited; the report adds up', async () => {
    const op = await operatorSession(t, 'TIGER', 'owner');
    const m = await walletMember(t);
    const url = ADMIN_POINTS_ROUTES.adjust.path.replace(':id', String(m.id));
    const add = await t.app.inject({
      method: 'POST',
      url,
      headers: op,
      payload: { requestId: rid(), points: '300', reason: 'goodwill' },
    });
    expect(add.json()).toMatchObject({ success: true, value: { balance: '300' } });
    const take = await t.app.inject({
      method: 'POST',
      url,
      headers: op,
      payload: { requestId: rid(), points: '-301', reason: 'mistake' },
    });
    expect(take.json()).toMatchObject({ code: 'POINTS_INSUFFICIENT' });
    const view = await t.app.inject({
      url: `${ADMIN_POINTS_ROUTES.member.path}?account=${m.account}`,
      headers: op,
    });
    expect(view.json().value).toMatchObject({ balance: '300', entries: { total: 1 } });
    const day = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const report = (
      await t.app.inject({ url: `${ADMIN_POINTS_ROUTES.report.path}?from=${day}&to=${day}`, headers: op })
    ).json().value;
    const total = await t.db
      .selectFrom('points_balances')
      .select((eb) => eb.fn.sum<string>('balance').as('s'))
      .where('merchant_id', '=', tiger.id)
      .executeTakeFirstOrThrow();
    expect(report.outstanding).toBe(String(total.s));
    expect(report.days.length).toBeGreaterThan(0);
    const bad = await t.app.inject({
      url: `${ADMIN_POINTS_ROUTES.report.path}?from=2026-02-30&to=${day}`,
      headers: op,
    });
    expect(bad.statusCode).toBe(400);
  });
});
