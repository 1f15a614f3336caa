import { randomUUID } from 'node:crypto';
import { ORIGINALS_ROUTES, TRIAL_ROUTES } from '@portal/contracts';
import { ENDPOINTS } from '@portal/contracts/endpoints';
import { minePositions, playDice } from '@portal/fairness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../test/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

let counter = 0;
/** A trial ("Try for free") account of TIGER with a session. */
async function trialMember(): Promise<TestMember> {
  const brand = await t.app.services.brands.findByCode('TIGER');
  if (!brand) throw new Error('no TIGER');
  counter += 1;
  const account = `trial${Date.now().toString(36).slice(-5)}${counter}`;
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account,
      type: 4,
      password_hash: 'unused',
      referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'FREEPLAY',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await t.app.services.sessions.create(brand, row.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { id: row.id, account, token, headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' } };
}

const get = (m: TestMember, url: string) => t.app.inject({ url, headers: m.headers });
const send = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });
const wallet = async (m: TestMember) => {
  const res = await get(m, TRIAL_ROUTES.wallet.path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const seedOf = async (m: TestMember) => {
  await get(m, ORIGINALS_ROUTES.seeds.path);
  return t.db
    .selectFrom('fair_seed_pairs')
    .select(['server_seed', 'client_seed', 'nonce'])
    .where('member_id', '=', m.id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
};
/** Everything real money and the loyalty programmes would leave for a member. */
async function realTraces(memberId: bigint) {
  const count = async (table: 'ledger_accounts' | 'bets' | 'points_balances' | 'turnover_requirements') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const events = await t.db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    ledgerAccounts: await count('ledger_accounts'),
    bets: await count('bets'),
    points: await count('points_balances'),
    turnover: await count('turnover_requirements'),
    eventsTotal: Number(events.n),
  };
}
const journalSize = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('play money', () => {
  it('opens with 10,000.00 of play money, labelled as such; a real member has none (TRIAL_ONLY)', async () => {
    const m = await trialMember();
    expect(await wallet(m)).toEqual({
      balance: '10000.00',
      playMoney: true,
      refillBelow: '1000.00',
      refillTo: '10000.00',
      refillsLeft: 5,
      canRefill: false,
    });
    const real = await walletMember(t, { balance: '5.00' });
    const refused = await get(real, TRIAL_ROUTES.wallet.path);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('TRIAL_ONLY');
    expect((await send(real, TRIAL_ROUTES.refill.path, { requestId: rid() })).json().code).toBe('TRIAL_ONLY');
    expect(
      await t.db.selectFrom('trial_wallets').select('member_id').where('member_id', '=', real.id).execute(),
    ).toEqual([]);
  });

  it('plays dice with play money: the round verifies, the balance moves, and real money never sees it', async () => {
    const m = await trialMember();
    const before = await journalSize();
    const traces = await realTraces(m.id);
    const seed = await seedOf(m);
    const res = await send(m, ORIGINALS_ROUTES.dice.path, {
      requestId: 'trial-dice-1',
      amount: '100.00',
      direction: 'OVER',
      target: 5000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const round = res.json().value;
    const expected = playDice(
      { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 0 },
      'OVER',
      5000,
      100,
    );
    expect(round.outcome.roll).toBe(expected.roll);
    expect(round.balanceBefore).toBe('10000.00');
    const after = (await wallet(m)).balance;
    expect(round.balanceAfter).toBe(after);
    expect(after).toBe(round.status === 'WON' ? (9900 + Number(round.payout)).toFixed(2) : '9900.00');
    // The same request again replays the round and moves nothing.
    const again = await send(m, ORIGINALS_ROUTES.dice.path, {
      requestId: 'trial-dice-1',
      amount: '100.00',
      direction: 'OVER',
      target: 5000,
    });
    expect(again.json().value.roundId).toBe(round.roundId);
    expect((await wallet(m)).balance).toBe(after);
    // A few more rounds, then: no journal row, no betting record, no points, no turnover, no event.
    for (let i = 0; i < 5; i += 1)
      await send(m, ORIGINALS_ROUTES.dice.path, {
        requestId: rid(),
        amount: '10.00',
        direction: 'UNDER',
        target: 5000,
      });
    expect(await journalSize()).toBe(before);
    expect(await realTraces(m.id)).toEqual(traces);
    const rows = await t.db
      .selectFrom('original_rounds')
      .select(['play_money', 'bet_id'])
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.play_money && r.bet_id === null)).toBe(true);
    // The game's own history shows them.
    expect((await get(m, ORIGINALS_ROUTES.rounds.path)).json().value.totalElements).toBe(6);
  });

  it('pays a mines cash-out into play money, and refuses a stake above the balance', async () => {
    const m = await trialMember();
    const seed = await seedOf(m);
    const mines = minePositions({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 0 }, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i)) as number;
    const open = (
      await send(m, ORIGINALS_ROUTES.mines.path, { requestId: rid(), amount: '1000.00', mines: 3 })
    ).json().value;
    expect((await wallet(m)).balance).toBe('9000.00');
    await send(m, ORIGINALS_ROUTES.minesReveal.path, { roundId: open.roundId, tile: safe });
    const done = (await send(m, ORIGINALS_ROUTES.minesCashout.path, { roundId: open.roundId })).json().value;
    expect(done.status).toBe('CASHED_OUT');
    expect((await wallet(m)).balance).toBe((9000 + Number(done.payout)).toFixed(2));
    expect(done.balanceAfter).toBe((await wallet(m)).balance);
    const broke = await send(m, ORIGINALS_ROUTES.dice.path, {
      requestId: rid(),
      amount: '20000.00',
      direction: 'OVER',
      target: 5000,
    });
    expect(broke.json().code).toMatch(/INSUFFICIENT_FUNDS|BET_OUT_OF_RANGE|AMOUNT_OUT_OF_RANGE/);
    expect(await realTraces(m.id)).toMatchObject({ ledgerAccounts: 0, bets: 0, points: 0, turnover: 0 });
  });

  it('refills only once low, back to 10,000.00, idempotently, at most five times a day', async () => {
    const m = await trialMember();
    await wallet(m);
    expect((await send(m, TRIAL_ROUTES.refill.path, { requestId: rid() })).json().code).toBe(
      'TRIAL_REFILL_NOT_LOW',
    );
    const setLow = () =>
      t.db.updateTable('trial_wallets').set({ balance: 5_000n }).where('member_id', '=', m.id).execute();
    await setLow();
    const id = rid();
    const [a, b] = await Promise.all([
      send(m, TRIAL_ROUTES.refill.path, { requestId: id }),
      send(m, TRIAL_ROUTES.refill.path, { requestId: id }),
    ]);
    expect(a.json().value?.balance, a.body).toBe('10000.00');
    expect(b.json().value.balance).toBe('10000.00');
    expect((await wallet(m)).refillsLeft).toBe(4);
    for (let i = 0; i < 4; i += 1) {
      await setLow();
      expect((await send(m, TRIAL_ROUTES.refill.path, { requestId: rid() })).statusCode).toBe(200);
    }
    await setLow();
    const limited = await send(m, TRIAL_ROUTES.refill.path, { requestId: rid() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TRIAL_REFILL_LIMIT');
    expect(await wallet(m)).toMatchObject({ balance: '50.00', refillsLeft: 0, canRefill: false });
  });

  it('never goes below zero, whatever races: the database refuses it too', async () => {
    const m = await trialMember();
    await wallet(m);
    await t.db.updateTable('trial_wallets').set({ balance: 10_000n }).where('member_id', '=', m.id).execute();
    // Ten bets of 30.00 against 100.00: at most three can be paid.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(m, ORIGINALS_ROUTES.dice.path, {
          requestId: rid(),
          amount: '30.00',
          direction: 'UNDER',
          target: 100,
        }),
      ),
    );
    const paid = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.json().code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const balance = (await wallet(m)).balance;
    const moves = await t.db
      .selectFrom('trial_wallet_moves')
      .select(['kind', 'delta', 'balance_after'])
      .where('member_id', '=', m.id)
      .orderBy('id')
      .execute();
    const sum = moves.reduce((s, r) => s + r.delta, 0n) - 1_000_000n + 10_000n;
    // Compared in minor units: a float (99.7 × 100) would not be exact.
    expect(BigInt(String(balance).replace('.', ''))).toBe(sum);
    // Every paid bet is one stake taken, and no move left the balance below zero.
    const stakes = moves.filter((r) => r.delta < 0n);
    expect(paid.length).toBe(stakes.length);
    expect(moves.every((r) => r.balance_after >= 0n)).toBe(true);
    // Without a win (1 % a bet) only three stakes fit; a win pays for more.
    const won = moves.some((r) => r.kind === 'WIN');
    if (!won) expect(paid.length).toBeLessThanOrEqual(3);
    await expect(
      t.db.updateTable('trial_wallets').set({ balance: -1n }).where('member_id', '=', m.id).execute(),
    ).rejects.toThrow();
  });
});

describe('real-money endpoints refuse a trial account', () => {
  const realOnly = ENDPOINTS.filter((e) => e.access === 'member');
  it(`answers NEED_REAL_ACCOUNT on every one of the ${realOnly.length} real-member endpoints`, async () => {
    expect(realOnly.length).toBeGreaterThan(30);
    const m = await trialMember();
    const wrong: string[] = [];
    for (const e of realOnly) {
      const url = e.path.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({
        method: e.method,
        url,
        headers: m.headers,
        ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 403 || res.json().code !== 'NEED_REAL_ACCOUNT')
        wrong.push(`${e.method} ${e.path} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // Deposits, withdrawals, transfers, claims and points are among them.
    const paths = realOnly.map((e) => e.path).join(' ');
    for (const part of ['withdrawals', 'deposits', 'walletTransfer', 'promotions', 'Point'])
      expect(paths).toContain(part);
  });
});
