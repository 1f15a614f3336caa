import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession } from '../../test/wallet.ts';

/**
 * The dashboard and reports (issue 15, ADR 0030) over rows written with known times in a period
 * far from the seed's (March 2031), so every figure is exact: another brand's rows, trial
 * accounts, cancelled and open bets, refunded withdrawals and failed deposits must not count, and
 * a bet at 23:59:59.999 and one at 00:00 fall on their own days.
 */
const NOW = new Date('2031-03-02T15:00:00Z');
let t: TestApp;
let owner: Record<string, string>;
let finance: Record<string, string>;
let tiger: number;
let jade: number;
let methodId: bigint;
let methodName: string;
const members: Record<string, bigint> = {};

/** An operator session that lasts in the app's clock (March 2031), not only in the real one. */
async function session(merchant: string, role: Parameters<typeof operatorSession>[2]) {
  const headers = await operatorSession(t, merchant, role);
  const later = new Date(NOW.getTime() + 3_600_000);
  await t.db
    .updateTable('operator_sessions')
    .set({ idle_expires_at: later, absolute_expires_at: later })
    .where('idle_expires_at', '<', later)
    .execute();
  return headers;
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' }, now: () => NOW });
  owner = await session('TIGER', 'owner');
  finance = await session('TIGER', 'finance');
  tiger = (await t.app.services.brands.findByCode('TIGER'))?.id ?? 0;
  jade = (await t.app.services.brands.findByCode('JADE'))?.id ?? 0;
  const method = await t.db
    .selectFrom('payment_methods')
    .select(['id', 'name'])
    .where('merchant_id', '=', tiger)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  methodId = method.id;
  methodName = method.name;

  const member = async (key: string, merchantId: number, createdAt: string, type = 0) => {
    const row = await t.db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        account: `rp${key}${randomUUID().slice(0, 6)}`,
        type,
        password_hash: 'unused',
        referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
        register_method: 'TEST',
        created_at: new Date(createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    members[key] = row.id;
    return row.id;
  };
  // Registrations: a and b on day 1 (b at its last millisecond), c on day 2; the trial account
  // and JADE's member do not count; old registered before the period.
  await member('old', tiger, '2031-02-20T10:00:00Z');
  await member('a', tiger, '2031-03-01T00:00:00Z');
  await member('b', tiger, '2031-03-01T23:59:59.999Z');
  await member('c', tiger, '2031-03-02T08:00:00Z');
  await member('trial', tiger, '2031-03-01T09:00:00Z', 4);
  await member('jade', jade, '2031-03-01T09:00:00Z');

  const deposit = async (
    key: string,
    amount: bigint,
    status: 'CREDITED' | 'FAILED',
    at: string,
    merchantId = tiger,
  ) => {
    const jadeMethod =
      merchantId === jade
        ? (
            await t.db
              .selectFrom('payment_methods')
              .select('id')
              .where('merchant_id', '=', jade)
              .executeTakeFirstOrThrow()
          ).id
        : methodId;
    await t.db
      .insertInto('deposits')
      .values({
        merchant_id: merchantId,
        member_id: members[key] as bigint,
        method_id: jadeMethod,
        amount,
        currency: merchantId === jade ? 'PHP' : 'BDT',
        status,
        request_id: randomUUID(),
        created_at: new Date(at),
        completed_at: new Date(at),
      })
      .execute();
  };
  // Deposits: old's first was before the period, so its deposit on day 1 is not a first one; a
  // deposits twice on day 1 (the first counts as first); c's first is on day 2. A failed deposit
  // and JADE's do not count.
  await deposit('old', 50_00n, 'CREDITED', '2031-02-21T10:00:00Z');
  await deposit('old', 70_00n, 'CREDITED', '2031-03-01T05:00:00Z');
  await deposit('a', 100_00n, 'CREDITED', '2031-03-01T06:00:00Z');
  await deposit('a', 30_00n, 'CREDITED', '2031-03-01T07:00:00Z');
  await deposit('c', 200_00n, 'CREDITED', '2031-03-02T09:00:00Z');
  await deposit('b', 999_00n, 'FAILED', '2031-03-01T10:00:00Z');
  await deposit('jade', 400_00n, 'CREDITED', '2031-03-01T10:00:00Z', jade);
  // One waiting for review now (the dashboard's queue).
  await t.db
    .insertInto('deposits')
    .values({
      merchant_id: tiger,
      member_id: members.b as bigint,
      method_id: methodId,
      amount: 10_00n,
      currency: 'BDT',
      status: 'AWAITING_REVIEW',
      request_id: randomUUID(),
    })
    .execute();

  const account = await t.db
    .insertInto('member_bank_accounts')
    .values({
      merchant_id: tiger,
      member_id: members.a as bigint,
      bank_name: '=Sonali Bank',
      account_number_sealed: 'x',
      account_number_hash: randomUUID(),
      account_number_last4: '1234',
      account_name: 'A',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const withdrawal = async (
    amount: bigint,
    status: 'PENDING' | 'PAID' | 'DISPUTED' | 'COMPLETED' | 'REFUNDED' | 'REJECTED',
    decidedAt: string | null,
  ) =>
    t.db
      .insertInto('withdrawals')
      .values({
        merchant_id: tiger,
        member_id: members.a as bigint,
        bank_account_id: account.id,
        amount,
        currency: 'BDT',
        status,
        request_id: randomUUID(),
        decided_at: decidedAt ? new Date(decidedAt) : null,
      })
      .execute();
  // Withdrawals paid: 40 on day 1 (completed), 25 on day 2 (disputed, still counted); a refunded
  // and a rejected one do not count; a pending one waits in the queue.
  await withdrawal(40_00n, 'COMPLETED', '2031-03-01T12:00:00Z');
  await withdrawal(25_00n, 'DISPUTED', '2031-03-02T01:00:00Z');
  await withdrawal(60_00n, 'REFUNDED', '2031-03-01T13:00:00Z');
  await withdrawal(15_00n, 'REJECTED', '2031-03-01T14:00:00Z');
  await withdrawal(5_00n, 'PENDING', null);

  const bet = async (
    key: string,
    vendor: string,
    game: string,
    stake: bigint,
    payout: bigint,
    status: 'SETTLED' | 'CANCELLED' | 'OPEN',
    settledAt: string,
    merchantId = tiger,
  ) =>
    t.db
      .insertInto('bets')
      .values({
        merchant_id: merchantId,
        member_id: members[key] as bigint,
        vendor_code: vendor,
        game_code: game,
        game_name: `Game ${game}`,
        category: 'SLOT',
        external_id: randomUUID(),
        stake,
        valid_bet: stake,
        payout,
        status,
        placed_at: new Date(new Date(settledAt).getTime() - 1000),
        settled_at: status === 'OPEN' ? null : new Date(settledAt),
      })
      .execute();
  // Day 1: a bets 10 (wins 25) and 20 (loses) at the day's last millisecond; b bets 5 (wins 3).
  // Day 2: a bets 40 at midnight (loses). Cancelled, open and JADE's bets do not count.
  await bet('a', 'VA', 'g1', 10_00n, 25_00n, 'SETTLED', '2031-03-01T08:00:00Z');
  await bet('a', 'VA', 'g2', 20_00n, 0n, 'SETTLED', '2031-03-01T23:59:59.999Z');
  await bet('b', 'VB', 'g3', 5_00n, 3_00n, 'SETTLED', '2031-03-01T09:00:00Z');
  await bet('a', 'VA', 'g1', 40_00n, 0n, 'SETTLED', '2031-03-02T00:00:00Z');
  await bet('c', 'VA', 'g1', 77_00n, 0n, 'CANCELLED', '2031-03-02T03:00:00Z');
  await bet('c', 'VA', 'g1', 66_00n, 0n, 'OPEN', '2031-03-02T03:00:00Z');
  await bet('jade', 'VA', 'g1', 500_00n, 0n, 'SETTLED', '2031-03-01T10:00:00Z', jade);
});
afterAll(() => t.close());

const get = (headers: Record<string, string>, url: string, language = 'en') =>
  t.app.inject({ url, headers: { 'x-merchant': 'TIGER', 'x-language': language, ...headers } });
const value = async (headers: Record<string, string>, url: string) => {
  const res = await get(headers, url);
  const body = res.json();
  if (!body.success) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return body.value;
};

describe('the dashboard', () => {
  it('counts each figure of ADR 0030 exactly, per day and over the period, for the brand only', async () => {
    const d = await value(owner, '/admin/api/dashboard?from=2031-03-01&to=2031-03-02');
    expect(d).toMatchObject({ currency: 'BDT', currencyExponent: 2, timeZone: 'UTC', utcOffsetMinutes: 0 });
    const [day1, day2] = d.days;
    expect(day1.day).toBe('2031-03-01');
    expect(day1.figures).toEqual({
      registrations: 2,
      firstDeposits: 1,
      firstDepositAmount: '10000',
      deposits: 3,
      depositAmount: '20000',
      withdrawals: 1,
      withdrawalAmount: '4000',
      bets: 3,
      stake: '3500',
      payout: '2800',
      ggr: '700',
      ngr: '700',
      activePlayers: 2,
    });
    expect(day2.day).toBe('2031-03-02');
    expect(day2.figures).toEqual({
      registrations: 1,
      firstDeposits: 1,
      firstDepositAmount: '20000',
      deposits: 1,
      depositAmount: '20000',
      withdrawals: 1,
      withdrawalAmount: '2500',
      bets: 1,
      stake: '4000',
      payout: '0',
      ggr: '4000',
      ngr: '4000',
      activePlayers: 1,
    });
    // a played on both days: one active player of the period, not two.
    expect(d.period.figures).toMatchObject({
      registrations: 3,
      firstDeposits: 2,
      deposits: 4,
      depositAmount: '40000',
      withdrawals: 2,
      bets: 4,
      stake: '7500',
      ggr: '4700',
      activePlayers: 2,
    });
    // Today is the day of `now` in the brand's clock.
    expect(d.today.day).toBe('2031-03-02');
    expect(d.today.figures).toEqual(day2.figures);
  });

  it('counts the queues waiting for an operator now', async () => {
    const before = (await value(owner, '/admin/api/dashboard?from=2031-03-01&to=2031-03-01')).queues;
    expect(before.depositsAwaitingReview).toBeGreaterThanOrEqual(1);
    expect(before.withdrawalsPending).toBeGreaterThanOrEqual(1);
    expect(before.withdrawalsDisputed).toBeGreaterThanOrEqual(1);
    await t.db
      .insertInto('feedback')
      .values({
        merchant_id: tiger,
        member_id: null,
        sender: 'x',
        type: 1,
        content: 'The page is slow to load today.',
      })
      .execute();
    await t.db
      .insertInto('feedback')
      .values({
        merchant_id: jade,
        member_id: null,
        sender: 'x',
        type: 1,
        content: 'The page is slow to load today.',
      })
      .execute();
    const after = (await value(owner, '/admin/api/dashboard?from=2031-03-01&to=2031-03-01')).queues;
    expect(after.feedbackOpen).toBe(before.feedbackOpen + 1);
    expect(after.withdrawalsPending).toBe(before.withdrawalsPending);
  });

  it('refuses a bad period with a localised field error', async () => {
    for (const query of [
      'from=2031-03-02&to=2031-03-01',
      'from=2031-02-30&to=2031-03-01',
      'from=2030-01-01&to=2031-03-01',
      'from=yesterday&to=2031-03-01',
      'to=2031-03-01',
    ]) {
      const res = await get(owner, `/admin/api/dashboard?${query}`, 'bn');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const res = await get(owner, '/admin/api/dashboard?from=2031-02-30&to=2031-03-01', 'bn');
    expect(res.json().value.fields[0].message).toMatch(/[\u0980-\u09FF]/);
  });
});

describe("a brand's clock", () => {
  it('buckets days by the clock the service is given (UTC+6: the day starts at 18:00 UTC)', async () => {
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no TIGER');
    const dhaka = { timeZone: 'UTC+06:00', utcOffsetMinutes: 360 };
    // Local 2031-03-01 is [2031-02-28T18:00Z, 2031-03-01T18:00Z): the bets of 08:00 and 09:00 UTC
    // are in it; the one at 23:59:59.999 UTC (05:59 on the 2nd in Dhaka) and midnight are not.
    const { days, period } = await t.app.services.reports.figures(brand, '2031-03-01', '2031-03-02', dhaka);
    expect(days.get('2031-03-01')).toMatchObject({ bets: 2, stake: 1500n, payout: 2800n, activePlayers: 2 });
    expect(days.get('2031-03-02')).toMatchObject({ bets: 2, stake: 6000n, payout: 0n, activePlayers: 1 });
    // Registrations: a at 00:00 UTC and b at 23:59:59.999 UTC fall on the 1st and the 2nd local.
    expect(days.get('2031-03-01')?.registrations).toBe(1);
    expect(days.get('2031-03-02')?.registrations).toBe(2);
    expect(period).toMatchObject({ bets: 4, stake: 7500n, activePlayers: 2 });
  });
});

describe('reports', () => {
  it('GGR by day fills every day of the period, newest first by default', async () => {
    const r = await value(owner, '/admin/api/reports/ggr-day?from=2031-02-28&to=2031-03-02');
    expect(r.list.map((row: { day: string }) => row.day)).toEqual(['2031-03-02', '2031-03-01', '2031-02-28']);
    expect(r.list[1]).toEqual({
      day: '2031-03-01',
      bets: '3',
      players: '2',
      stake: '3500',
      payout: '2800',
      ggr: '700',
      ngr: '700',
    });
    expect(r.list[2]).toMatchObject({ bets: '0', ggr: '0' });
    expect(r).toMatchObject({ total: 3, sort: 'day', dir: 'desc', timeZone: 'UTC' });
  });

  it('GGR by vendor and by game, sorted and paged on the server', async () => {
    const vendors = await value(owner, '/admin/api/reports/ggr-vendor?from=2031-03-01&to=2031-03-02');
    expect(vendors.list).toEqual([
      { vendor: 'VA', bets: '3', players: '1', stake: '7000', payout: '2500', ggr: '4500', ngr: '4500' },
      { vendor: 'VB', bets: '1', players: '1', stake: '500', payout: '300', ggr: '200', ngr: '200' },
    ]);
    const games = await value(
      owner,
      '/admin/api/reports/ggr-game?from=2031-03-01&to=2031-03-02&sort=stake&dir=asc&pageSize=2&pageNo=2',
    );
    expect(games).toMatchObject({ total: 3, totalPages: 2, pageNum: 2, sort: 'stake', dir: 'asc' });
    expect(games.list).toEqual([
      {
        game: 'Game g1',
        vendor: 'VA',
        bets: '2',
        players: '1',
        stake: '5000',
        payout: '2500',
        ggr: '2500',
        ngr: '2500',
      },
    ]);
  });

  it('deposits and withdrawals by day and by method', async () => {
    const days = await value(
      owner,
      '/admin/api/reports/payments-day?from=2031-03-01&to=2031-03-02&sort=day&dir=asc',
    );
    expect(days.list).toEqual([
      {
        day: '2031-03-01',
        deposits: '3',
        depositAmount: '20000',
        withdrawals: '1',
        withdrawalAmount: '4000',
        net: '16000',
      },
      {
        day: '2031-03-02',
        deposits: '1',
        depositAmount: '20000',
        withdrawals: '1',
        withdrawalAmount: '2500',
        net: '17500',
      },
    ]);
    const methods = await value(owner, '/admin/api/reports/payments-method?from=2031-03-01&to=2031-03-02');
    expect(methods.list).toEqual([
      { direction: 'deposit', method: methodName, count: '4', amount: '40000' },
      { direction: 'withdrawal', method: '=Sonali Bank', count: '2', amount: '6500' },
    ]);
  });

  it('player activity by day: active, new, first depositors, bets per player', async () => {
    const r = await value(
      owner,
      '/admin/api/reports/players-day?from=2031-03-01&to=2031-03-02&sort=day&dir=asc',
    );
    expect(r.list).toEqual([
      {
        day: '2031-03-01',
        activePlayers: '2',
        newPlayers: '2',
        firstDepositors: '1',
        bets: '3',
        betsPerPlayer: '1.50',
      },
      {
        day: '2031-03-02',
        activePlayers: '1',
        newPlayers: '1',
        firstDepositors: '1',
        bets: '1',
        betsPerPlayer: '1.00',
      },
    ]);
  });

  it('refuses a sort column the report does not have, and an unknown report', async () => {
    const res = await get(owner, '/admin/api/reports/ggr-day?from=2031-03-01&to=2031-03-02&sort=vendor');
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe('sort');
    const unknown = await get(owner, '/admin/api/reports/secrets?from=2031-03-01&to=2031-03-02');
    expect(unknown.statusCode).toBe(400);
  });
});

describe('CSV export', () => {
  it('answers text/csv with escaped, formula-safe cells and money in decimals', async () => {
    const res = await get(finance, '/admin/api/reports/payments-method/export?from=2031-03-01&to=2031-03-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="TIGER-payments-method-2031-03-01-2031-03-02.csv"',
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Direction,Method,Count,Amount');
    expect(lines).toContain(`Deposit,${methodName.includes(',') ? `"${methodName}"` : methodName},4,400.00`);
    // The bank's name starts with '=': a spreadsheet must read it as text.
    expect(lines).toContain("Withdrawal,'=Sonali Bank,2,65.00");
    expect(lines.at(-1)).toBe('');
  });

  it('heads the file in Bengali for a Bengali operator and keeps negative amounts as numbers', async () => {
    const res = await get(finance, '/admin/api/reports/ggr-day/export?from=2031-03-01&to=2031-03-01', 'bn');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('দিন,বাজি,খেলোয়াড়,বাজির পরিমাণ,পরিশোধ,জিজিআর,এনজিআর');
    expect(lines[1]).toBe('2031-03-01,3,2,35.00,28.00,7.00,7.00');
  });

  it('records who exported which report with which filters in the audit log', async () => {
    await get(
      finance,
      '/admin/api/reports/ggr-vendor/export?from=2031-03-01&to=2031-03-02&sort=bets&dir=asc',
    );
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'details', 'actor_id', 'merchant_id'])
      .where('action', '=', 'report.export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'report.export', target: 'ggr-vendor', merchant_id: tiger });
    expect(entry.details).toMatchObject({
      report: 'ggr-vendor',
      from: '2031-03-01',
      to: '2031-03-02',
      sort: 'bets',
      dir: 'asc',
      rows: 2,
    });
    const me = await value(finance, '/admin/api/me');
    expect(entry.actor_id).toBe(String(me.id));
    // The chain still verifies with the entry in it.
    const chain = await value(owner, '/admin/api/audit/verify');
    expect(chain.break).toBeNull();
    expect(chain.entries).toBeGreaterThan(0);
  });

  it('a refused export records nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('action', '=', 'report.export')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(
      (await get(finance, '/admin/api/reports/ggr-day/export?from=2031-03-01&to=2031-03-01&sort=nope'))
        .statusCode,
    ).toBe(400);
    expect(
      (await get(owner, '/admin/api/reports/ggr-day/export?from=2031-03-02&to=2031-03-01')).statusCode,
    ).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('permissions', () => {
  it('follow dashboard.view, reports.view and reports.export', async () => {
    const content = await session('TIGER', 'content');
    const marketing = await session('TIGER', 'marketing');
    const q = '?from=2031-03-01&to=2031-03-01';
    expect((await get(content, `/admin/api/dashboard${q}`)).statusCode).toBe(200);
    expect((await get(content, `/admin/api/reports/ggr-day${q}`)).statusCode).toBe(403);
    expect((await get(marketing, `/admin/api/reports/ggr-day${q}`)).statusCode).toBe(200);
    expect((await get(marketing, `/admin/api/reports/ggr-day/export${q}`)).statusCode).toBe(403);
    expect((await get({}, `/admin/api/dashboard${q}`)).statusCode).toBe(401);
  });

  it("another brand's operator sees their own brand's figures only", async () => {
    const jadeOwner = await session('JADE', 'owner');
    const d = await value(
      { ...jadeOwner, 'x-merchant': 'JADE' },
      '/admin/api/dashboard?from=2031-03-01&to=2031-03-01',
    );
    expect(d.days[0].figures).toMatchObject({
      registrations: 1,
      deposits: 1,
      depositAmount: '40000',
      bets: 1,
      stake: '50000',
    });
    expect(d.currency).toBe('PHP');
  });
});
