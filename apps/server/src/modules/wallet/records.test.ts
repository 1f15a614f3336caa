import { WALLET_ROUTES } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  rid,
  type TestMember,
  useSimulatedTransferVendors,
  walletMember,
} from '../../test/wallet.ts';
import { displayReference } from './records.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await useSimulatedTransferVendors(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const day = 86_400_000;
const period = (days = 7) => {
  const to = new Date(Date.now() + 60_000);
  return `from=${encodeURIComponent(new Date(to.getTime() - days * day).toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
};
const get = (m: TestMember, url: string) => t.app.inject({ url, headers: m.headers });

describe('account record', () => {
  it("lists every movement of the member's wallets, newest first, typed and paged", async () => {
    const m = await walletMember(t, { balance: '500.00' });
    await t.app.inject({
      method: 'POST',
      url: WALLET_ROUTES.transfer.path,
      headers: m.headers,
      payload: { from: 'MAIN', to: 'BTI', amount: '120', requestId: rid() },
    });
    const page = (await get(m, `${WALLET_ROUTES.accountRecord.path}?${period()}`)).json().value;
    expect(page.total).toBe(3);
    expect(
      page.list.map(
        (r: { type: string; amount: string; wallet: string }) => `${r.type} ${r.wallet} ${r.amount}`,
      ),
    ).toEqual(['TRANSFER_IN BTI 120.00', 'TRANSFER_OUT MAIN -120.00', 'ADJUSTMENT MAIN 500.00']);
    expect(page.list[1].balanceAfter).toBe('380.00');
    const onlyOut = (
      await get(m, `${WALLET_ROUTES.accountRecord.path}?${period()}&type=TRANSFER_OUT&pageSize=1`)
    ).json().value;
    expect([onlyOut.total, onlyOut.list.length]).toEqual([1, 1]);
    const beyond = (await get(m, `${WALLET_ROUTES.accountRecord.path}?${period()}&pageNo=9`)).json().value;
    expect(beyond.list).toEqual([]);
    // Nobody else's movements.
    const other = await walletMember(t);
    expect((await get(other, `${WALLET_ROUTES.accountRecord.path}?${period()}`)).json().value.total).toBe(0);
  });

  it('refuses periods longer than 92 days or upside down', async () => {
    const m = await walletMember(t);
    expect((await get(m, `${WALLET_ROUTES.accountRecord.path}?${period(93)}`)).json().code).toBe(
      'VALIDATION_ERROR',
    );
    const now = new Date().toISOString();
    const earlier = new Date(Date.now() - day).toISOString();
    const reversed = `from=${encodeURIComponent(now)}&to=${encodeURIComponent(earlier)}`;
    expect((await get(m, `${WALLET_ROUTES.accountRecord.path}?${reversed}`)).json().code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await get(m, `${WALLET_ROUTES.accountRecord.path}?from=yesterday&to=today`)).json().code).toBe(
      'VALIDATION_ERROR',
    );
  });
});

describe('betting record and profit and loss', () => {
  it('sums bets per category, with money in and out for the period', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const brand = await t.app.services.brands.findByCode('TIGER');
    const bet = (
      category: string,
      stake: bigint,
      payout: bigint,
      status: 'SETTLED' | 'OPEN' = 'SETTLED',
    ) => ({
      merchant_id: brand?.id as number,
      member_id: m.id,
      vendor_code: category === 'LIVE' ? 'RLV' : 'SPF',
      game_code: 'g1',
      game_name: category === 'LIVE' ? 'Speed Baccarat' : 'Golden Reels',
      category,
      external_id: rid(),
      stake,
      valid_bet: stake,
      payout,
      status,
      settled_at: status === 'SETTLED' ? new Date() : null,
    });
    await t.db
      .insertInto('bets')
      .values([
        bet('LIVE', 10_000n, 19_500n),
        bet('LIVE', 5_000n, 0n),
        bet('RNG', 2_000n, 3_000n),
        bet('RNG', 1_000n, 0n, 'OPEN'),
      ])
      .execute();
    const bets = (await get(m, `${WALLET_ROUTES.bets.path}?${period()}&category=LIVE`)).json().value;
    expect(bets.totals).toEqual({
      count: 2,
      stake: '150.00',
      validBet: '150.00',
      payout: '195.00',
      profit: '45.00',
    });
    expect(bets.list[0]).toMatchObject({ gameName: 'Speed Baccarat', status: 'SETTLED' });
    const pl = (await get(m, `${WALLET_ROUTES.profit.path}?${period()}`)).json().value;
    expect(
      pl.categories.map((c: { category: string; profit: string }) => `${c.category} ${c.profit}`),
    ).toEqual(['LIVE 45.00', 'RNG 10.00']);
    expect(pl.total).toMatchObject({ count: 3, stake: '170.00', payout: '225.00', profit: '55.00' });
    expect([pl.deposits, pl.withdrawals, pl.bonuses]).toEqual(['0.00', '0.00', '0.00']);
  });
});

describe('displayReference', () => {
  it('shortens journal references for players and keeps others', () => {
    expect(displayReference('withdrawal:42')).toBe('W42');
    expect(displayReference('deposit:7')).toBe('D7');
    expect(displayReference('transfer:3')).toBe('T3');
    expect(displayReference('bet:abc')).toBe('bet:abc');
    expect(displayReference('withdrawal:x1')).toBe('withdrawal:x1');
    expect(displayReference(null)).toBeNull();
  });
});
