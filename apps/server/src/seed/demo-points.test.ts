import { earnedMilli, earnMilliFor } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../modules/brands/brand.ts';
import { pointsSettingsOf } from '../modules/points/points.service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The demo points (issue 19): the mall of a PTSYS3 brand, and members' points that are exactly
 * what their seeded settled bets earn at the brand's rates, nothing more; none on a brand without
 * points; the help centre explains points only where they run.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo points', () => {
  it('seeds the mall and earns each member only what their settled bets earn', async () => {
    const tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
    const items = await t.db
      .selectFrom('points_mall_items')
      .selectAll()
      .where('merchant_id', '=', tiger.id)
      .execute();
    expect(items.map((i) => i.kind).sort()).toEqual(['BONUS', 'CASH', 'PHYSICAL']);
    for (const i of items) expect(Object.keys(i.content as object).sort()).toEqual(['bn', 'en', 'fil']);

    const bets = await t.db
      .selectFrom('bets')
      .select(['member_id', 'valid_bet', 'category'])
      .where('merchant_id', '=', tiger.id)
      .where('status', '=', 'SETTLED')
      .execute();
    expect(bets.length).toBeGreaterThan(0);
    const settings = pointsSettingsOf(tiger);
    const milli = new Map<bigint, bigint>();
    for (const b of bets) {
      const m = earnedMilli(b.valid_bet, tiger.currencyExponent, earnMilliFor(settings, b.category), 10_000);
      milli.set(b.member_id, (milli.get(b.member_id) ?? 0n) + m);
    }
    const balances = await t.db
      .selectFrom('points_balances')
      .selectAll()
      .where('merchant_id', '=', tiger.id)
      .execute();
    expect(balances.length).toBeGreaterThan(0);
    for (const row of balances) {
      const earned = milli.get(row.member_id) ?? 0n;
      expect(row.balance).toBe(earned / 1000n);
      expect(row.carry_milli).toBe(earned % 1000n);
      const entries = await t.db
        .selectFrom('points_entries')
        .select(['kind', 'delta'])
        .where('member_id', '=', row.member_id)
        .execute();
      expect(entries.every((e) => e.kind === 'EARN')).toBe(true);
      expect(entries.reduce((sum, e) => sum + e.delta, 0n)).toBe(row.balance);
    }
  });

  it('writes nothing for a brand without points, and explains points only where they run', async () => {
    const jade = (await t.app.services.brands.findByCode('JADE')) as Brand;
    const tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
    expect(
      await t.db.selectFrom('points_mall_items').selectAll().where('merchant_id', '=', jade.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('points_entries').selectAll().where('merchant_id', '=', jade.id).execute(),
    ).toEqual([]);
    const help = (id: number) =>
      t.db
        .selectFrom('help_articles')
        .select(['lang'])
        .where('merchant_id', '=', id)
        .where('anchor', '=', 'points')
        .execute();
    expect((await help(tiger.id)).map((a) => a.lang).sort()).toEqual([...tiger.languages].sort());
    expect(await help(jade.id)).toEqual([]);
  });
});
