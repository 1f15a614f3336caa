import { ORIGINALS_ROUTES, PROMOTION_ROUTES } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveredEvent } from '../../../platform/outbox/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../../test/wallet.ts';
import type { Brand } from '../../brands/brand.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { createPartsHarness } from '../raffle/test-harness.ts';
import { RebateService, rebateOf } from './rebate.service.ts';

/**
 * The manual rebate (issue 18; ADR 0039; MANPLAYREB3): accruals from settled bets through the
 * events (at the brand's rate per category, rounded down; a bet settled again updates its
 * unclaimed accrual, never a claimed one), the summary, the claim (minimum, idempotent by
 * requestId, parallel claims pay once, under the member's lock), the history, the flag off, and
 * scope (a member sees and claims only their own). Runs on PGlite and PostgreSQL.
 */
let h: Awaited<ReturnType<typeof createPartsHarness>>;
let t: TestApp;
let brand: Brand;
/** BGS (in-house games) at the default rates: 30 bps. */
const BGS_BPS = 30;

beforeAll(async () => {
  h = await createPartsHarness();
  t = h.t;
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  await t.app.services.brands.setFlag(brand, 'MANPLAYREB3', true);
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  // The accrual subscriber starts from the events written after its first pass.
  await h.drain();
});
afterAll(() => t?.close());
afterEach(() => expectLedgerHealthy(t));

async function dice(m: TestMember, amount: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: ORIGINALS_ROUTES.dice.path,
    headers: m.headers,
    payload: { requestId: rid(), amount, direction: 'OVER', target: 5000 },
  });
  expect(res.json()).toMatchObject({ success: true });
}

const summary = (m: TestMember) =>
  t.app.inject({ url: PROMOTION_ROUTES.rebate.path, headers: m.headers }).then((r) => r.json());
const claim = (m: TestMember, requestId = rid()) =>
  t.app.inject({
    method: 'POST',
    url: PROMOTION_ROUTES.claimRebate.path,
    headers: m.headers,
    payload: { requestId },
  });
const history = (m: TestMember) =>
  t.app.inject({ url: PROMOTION_ROUTES.rebateHistory.path, headers: m.headers }).then((r) => r.json());
const accruals = (m: TestMember) =>
  t.db.selectFrom('rebate_accruals').selectAll().where('member_id', '=', m.id).orderBy('id').execute();

/** The bet's `wager.settled` as delivered, with other figures (a round settled again). */
async function settledAgain(m: TestMember, betId: bigint, validBet: bigint) {
  const row = await t.db
    .selectFrom('outbox_events')
    .select(['id', 'payload', 'created_at'])
    .where('type', '=', 'wager.settled')
    .where('aggregate_id', '=', String(m.id))
    .orderBy('id', 'desc')
    .execute();
  const found = row.find((r) => (r.payload as { betId: string }).betId === String(betId));
  if (!found) throw new Error('no settled event');
  const event = {
    id: found.id,
    type: 'wager.settled',
    aggregate: 'member',
    aggregateId: String(m.id),
    merchantId: brand.id,
    payload: { ...(found.payload as object), validBet: String(validBet) },
    createdAt: found.created_at,
  } as unknown as DeliveredEvent<'wager.settled'>;
  await t.db.transaction().execute((trx) => h.rebate.services.rebate.onWager(trx, event));
}

describe('the manual rebate', () => {
  it('accrues valid bets per category, claims them into the main wallet once and keeps the history', async () => {
    const m = await walletMember(t, { balance: '5000.00' });
    expect((await summary(m)).value).toMatchObject({
      total: '0.00',
      canClaim: false,
      lines: [],
      since: null,
    });
    await dice(m, '500.00');
    await dice(m, '333.33');
    await h.drain();

    const rows = await accruals(m);
    expect(rows.map((r) => [r.category, r.valid_bet_minor, r.rate_bps, r.amount_minor])).toEqual([
      ['BGS', 50_000n, BGS_BPS, 150n],
      ['BGS', 33_333n, BGS_BPS, rebateOf(33_333n, BGS_BPS)],
    ]);
    expect(rebateOf(33_333n, BGS_BPS)).toBe(99n);
    const s = (await summary(m)).value;
    expect(s).toMatchObject({
      currency: 'BDT',
      lines: [{ category: 'BGS', validBet: '833.33', rateBps: BGS_BPS, amount: '2.49' }],
      total: '2.49',
      minClaim: '1.00',
      canClaim: true,
    });

    // Settled again while unclaimed: the accrual takes the new figures.
    await settledAgain(m, (rows[1] as { bet_id: bigint }).bet_id, 40_000n);
    expect((await summary(m)).value.total).toBe('2.70');

    const main = await balanceOf(t.db, brand.id, m.id, 'MAIN');
    const requestId = rid();
    const first = await claim(m, requestId);
    expect(first.json().value).toMatchObject({
      amount: '2.70',
      validBet: '900.00',
      lines: [{ category: 'BGS', validBet: '900.00', rateBps: BGS_BPS, amount: '2.70' }],
    });
    expect(await balanceOf(t.db, brand.id, m.id, 'MAIN')).toBe(main + 270n);
    // The same request answers the first claim; a new one finds nothing.
    expect((await claim(m, requestId)).json().value).toEqual(first.json().value);
    const second = await claim(m);
    expect([second.statusCode, second.json().code]).toEqual([409, 'REBATE_BELOW_MINIMUM']);
    expect(second.json().message).toContain('1.00');
    expect(await balanceOf(t.db, brand.id, m.id, 'MAIN')).toBe(main + 270n);

    // A claimed accrual settled again is left as claimed.
    await settledAgain(m, (rows[0] as { bet_id: bigint }).bet_id, 1_000_000n);
    expect((await accruals(m))[0]?.amount_minor).toBe(150n);
    const after = (await summary(m)).value;
    expect(after).toMatchObject({ total: '0.00', canClaim: false, lines: [] });
    expect(after.since).not.toBeNull();

    const h1 = (await history(m)).value;
    expect(h1.total).toBe(1);
    expect(h1.list[0]).toMatchObject({ id: first.json().value.id, amount: '2.70' });
    const journal = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind'])
      .where('idempotency_key', '=', `rebate-claim:${first.json().value.id}`)
      .executeTakeFirst();
    expect(journal?.kind).toBe('REBATE');
  });

  it("adds the VIP level's extra rate (the vip module's port; issue 19) to a category's own rate", async () => {
    const m = await walletMember(t, { balance: '1000.00' });
    await dice(m, '100.00');
    const withVip = new RebateService({
      db: t.db,
      wallet: t.app.services.wallet,
      payCash: async () => 0n,
      brands: t.app.services.brands,
      now: () => new Date(),
      extraBps: async (_trx, _brand, memberId) => (memberId === m.id ? 25 : 0),
    });
    const row = await t.db
      .selectFrom('outbox_events')
      .select(['id', 'payload', 'created_at'])
      .where('type', '=', 'wager.settled')
      .where('aggregate_id', '=', String(m.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const event = {
      id: row.id,
      type: 'wager.settled',
      aggregate: 'member',
      aggregateId: String(m.id),
      merchantId: brand.id,
      payload: row.payload,
      createdAt: row.created_at,
    } as unknown as DeliveredEvent<'wager.settled'>;
    await t.db.transaction().execute((trx) => withVip.onWager(trx, event));
    const [accrual] = await accruals(m);
    expect([accrual?.rate_bps, accrual?.amount_minor]).toEqual([
      BGS_BPS + 25,
      rebateOf(10_000n, BGS_BPS + 25),
    ]);
    // A category without a rate of its own stays without: the extra rate is no rate by itself.
    const noRate = {
      ...event,
      payload: {
        ...event.payload,
        category: 'NO_SUCH',
        betId: String(BigInt(event.payload.betId) + 999_999n),
      },
    };
    await t.db
      .transaction()
      .execute((trx) => withVip.onWager(trx, noRate as DeliveredEvent<'wager.settled'>));
    const rates = (await accruals(m)).map((r) => r.rate_bps);
    expect(rates.filter((r) => r > BGS_BPS + 25)).toEqual([]);
    expect(rates.every((r) => r === BGS_BPS + 25 || r === 0)).toBe(true);
  });

  it('refuses a claim below the minimum', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    await dice(m, '2.00');
    await h.drain();
    expect((await summary(m)).value).toMatchObject({ total: '0.00', canClaim: false });
    const res = await claim(m);
    expect([res.statusCode, res.json().code]).toEqual([409, 'REBATE_BELOW_MINIMUM']);
  });

  it('pays one of ten parallel claims; ten parallel repeats of one request answer one claim', async () => {
    const m = await walletMember(t, { balance: '5000.00' });
    await dice(m, '1000.00');
    await h.drain();
    const main = await balanceOf(t.db, brand.id, m.id, 'MAIN');
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(m)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.json().code).toMatch(/^(REBATE_BELOW_MINIMUM|CONFLICT)$/);
    }
    expect(await balanceOf(t.db, brand.id, m.id, 'MAIN')).toBe(main + 300n);

    await dice(m, '1000.00');
    await h.drain();
    const main2 = await balanceOf(t.db, brand.id, m.id, 'MAIN');
    const requestId = rid();
    const same = await Promise.all(Array.from({ length: 10 }, () => claim(m, requestId)));
    const ids = new Set(same.filter((r) => r.statusCode === 200).map((r) => r.json().value.id));
    expect(ids.size).toBe(1);
    for (const r of same.filter((r) => r.statusCode !== 200)) expect(r.json().code).toBe('CONFLICT');
    expect(await balanceOf(t.db, brand.id, m.id, 'MAIN')).toBe(main2 + 300n);
    expect((await history(m)).value.total).toBe(2);
  });

  it('shows and claims only the member’s own rebate', async () => {
    const a = await walletMember(t, { balance: '5000.00' });
    const b = await walletMember(t, { balance: '5000.00' });
    await dice(a, '1000.00');
    await h.drain();
    expect((await summary(b)).value).toMatchObject({ total: '0.00', lines: [] });
    expect((await claim(b)).json().code).toBe('REBATE_BELOW_MINIMUM');
    expect((await history(b)).value.total).toBe(0);
    expect((await summary(a)).value.total).toBe('3.00');
    const visitor = await t.app.inject({
      url: PROMOTION_ROUTES.rebate.path,
      headers: { 'x-merchant': 'TIGER' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('is FEATURE_DISABLED with the flag off, and bets then accrue nothing', async () => {
    const m = await walletMember(t, { balance: '5000.00' });
    await t.app.services.brands.setFlag(brand, 'MANPLAYREB3', false);
    try {
      await dice(m, '1000.00');
      await h.drain();
      expect(await accruals(m)).toEqual([]);
      for (const res of [
        await t.app.inject({ url: PROMOTION_ROUTES.rebate.path, headers: m.headers }),
        await claim(m),
        await t.app.inject({ url: PROMOTION_ROUTES.rebateHistory.path, headers: m.headers }),
      ]) {
        expect([res.statusCode, res.json().code]).toEqual([403, 'FEATURE_DISABLED']);
      }
    } finally {
      await t.app.services.brands.setFlag(brand, 'MANPLAYREB3', true);
    }
  });
});
