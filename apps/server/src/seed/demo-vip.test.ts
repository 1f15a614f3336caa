import { levelFor } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { expectLedgerHealthy } from '../test/wallet.ts';
import { demoLadder } from './demo-vip.ts';

/** The demo VIP ladder and the demo members' levels (issue 19): from their real seeded figures. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo VIP ladder', () => {
  it('has ten levels per demo brand, names in three languages, rising thresholds', async () => {
    for (const code of ['TIGER', 'JADE']) {
      const brand = await t.app.services.brands.findByCode(code);
      if (!brand) throw new Error(code);
      const rows = await t.app.services.vip.levels(t.db, brand.id);
      expect(rows.map((r) => r.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const r of rows) {
        const names = r.names as unknown as Record<string, string>;
        expect([names.en, names.bn, names.fil].every((n) => typeof n === 'string' && n.length > 0)).toBe(
          true,
        );
      }
      for (let i = 1; i < rows.length; i += 1) {
        expect(rows[i]?.valid_bet_minor).toBeGreaterThan(rows[i - 1]?.valid_bet_minor ?? 0n);
      }
    }
    // The contact is the brand's own VIP desk: Tiger Star has one, Jade Palace none.
    expect(
      demoLadder({ currency: 'BDT', vipDesk: 'Telegram VIP desk: https://t.me/tigerstar_vip' })[9]?.contact,
    ).toContain('t.me/tigerstar_vip');
    const jade = await t.app.services.brands.findByCode('JADE');
    const jadeRows = await t.app.services.vip.levels(t.db, jade?.id ?? 0);
    expect(jadeRows.every((r) => r.contact === null)).toBe(true);
  });

  it("sets each demo member's level from their seeded bets and deposits, with the rewards paid", async () => {
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('TIGER');
    const levels = (await t.app.services.vip.levels(t.db, brand.id)).map((r) => ({
      level: r.level,
      validBet: r.valid_bet_minor,
      deposits: r.deposits_minor,
    }));
    const figures = await sql<{ member_id: bigint; valid_bet: string; deposits: string }>`
      select m.id as member_id,
        (select coalesce(sum(valid_bet), 0) from bets b where b.member_id = m.id and b.status = 'SETTLED')::text as valid_bet,
        (select coalesce(sum(amount), 0) from deposits d where d.member_id = m.id and d.status = 'CREDITED')::text as deposits
      from members m where m.merchant_id = ${brand.id} and m.type <> 4`.execute(t.db);
    let leveled = 0;
    for (const f of figures.rows) {
      const expected = levelFor(levels, BigInt(f.valid_bet), BigInt(f.deposits));
      const state = await t.db
        .selectFrom('vip_members')
        .selectAll()
        .where('member_id', '=', f.member_id)
        .executeTakeFirst();
      expect(state?.level ?? 0).toBe(expected);
      const rewards = await t.db
        .selectFrom('vip_rewards')
        .select('level')
        .where('member_id', '=', f.member_id)
        .execute();
      expect(rewards.map((r) => r.level).sort((a, b) => a - b)).toEqual(
        Array.from({ length: expected }, (_, i) => i + 1),
      );
      if (expected > 0) leveled += 1;
    }
    // The demo team plays every day: some of them are above level 0.
    expect(leveled).toBeGreaterThan(0);
    await expectLedgerHealthy(t);
  });
});
