import { promotionEndpoints as e, type TPromotionCard } from '@portal/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../test/wallet.ts';
import { seedDemoPromotions } from './demo-promotions.ts';

/** The demo promotions (issue 18): what the demo content promises works on a fresh install. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
});
afterAll(() => t.close());

const get = async <T>(url: string, headers: Record<string, string> = {}, language = 'en') => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-merchant': 'TIGER', 'x-language': language, ...headers },
  });
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${res.body}`);
  return body.value as T;
};
const post = async (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });

async function deposit(m: TestMember, amount: string) {
  const brand = await t.app.services.brands.findByCode('TIGER');
  if (!brand) throw new Error('no TIGER');
  const bank = (await t.app.services.deposits.methods(brand)).find((x) => x.kind === 'BANK_TRANSFER');
  if (!bank) throw new Error('no bank method');
  const d = await t.app.services.deposits.bankTransfer(brand, m.id, {
    methodId: bank.id,
    amount,
    reference: 'demo',
    proofIds: [],
    requestId: rid(),
  });
  const op = await t.db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow();
  await t.app.services.deposits.approve(brand, d.id, op.id);
  for (let i = 0; i < 20; i += 1) if (!(await t.app.services.outbox.runOnce()).more) break;
}

describe('the demo promotions', () => {
  it('are published in English and Bengali, the coming-soon one included, and seeding again adds none', async () => {
    const cards = await get<TPromotionCard[]>(e.list.path);
    const titles = cards.map((c) => c.title);
    for (const title of [
      '100% welcome bonus',
      'Weekly cashback',
      'Weekend reload',
      'Promo code WELCOME10',
      'Share your big win',
      'Daily wager challenge',
    ])
      expect(titles).toContain(title);
    expect(cards.find((c) => c.slug === 'daily-wager-challenge')?.state).toBe('COMING_SOON');
    expect(cards.find((c) => c.slug === 'welcome-bonus')).toMatchObject({
      state: 'JOIN',
      rewardText: '100% bonus up to 5,000.00, 20× wagering',
    });
    const bn = await get<TPromotionCard[]>(e.list.path, {}, 'bn');
    expect(bn.find((c) => c.slug === 'welcome-bonus')?.title).toBe('১০০% স্বাগতম বোনাস');
    const brand = await t.app.services.brands.findByCode('TIGER');
    expect(
      await seedDemoPromotions(t.db, { id: brand?.id as number, currency: 'BDT', exponent: 2 }, new Date()),
    ).toBe(0);
  });

  it('the welcome bonus works end to end: first deposit, claim, a 20× bonus with max bet 500', async () => {
    const m = await walletMember(t);
    const id = (await get<TPromotionCard[]>(e.list.path)).find((c) => c.slug === 'welcome-bonus')
      ?.id as string;
    await deposit(m, '1000');
    const card = (await get<{ card: TPromotionCard }>(e.detail.path.replace(':id', id), m.headers)).card;
    expect(card).toMatchObject({ state: 'CLAIM', claimable: '1000.00' });
    const centre = await get<{ badge: number; claimable: { title: string }[] }>(
      e.rewardCentre.path,
      m.headers,
    );
    expect(centre.claimable.map((c) => c.title)).toContain('100% welcome bonus');
    const res = await post(m, e.claim.path.replace(':id', id), { requestId: rid() });
    const outcome = res.json().value as {
      grant: { amount: string; wagerRequired: string; maxBet: string | null };
    };
    expect(outcome.grant).toMatchObject({ amount: '1000.00', wagerRequired: '20000.00', maxBet: '500.00' });
    await expectLedgerHealthy(t);
  });

  it('WELCOME10 gives 100 of bonus money once', async () => {
    const m = await walletMember(t);
    const res = await post(m, e.redeemCode.path, { requestId: rid(), code: 'welcome10' });
    expect(res.json().value.grant).toMatchObject({ amount: '100.00', wagerRequired: '500.00' });
    expect((await post(m, e.redeemCode.path, { requestId: rid(), code: 'WELCOME10' })).statusCode).toBe(409);
  });
});
