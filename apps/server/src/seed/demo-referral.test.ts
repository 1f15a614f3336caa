import { DEFAULT_LOYALTY_SETTINGS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { expectLedgerHealthy } from '../test/wallet.ts';

/** The demo referrals (issue 19): demo01's friends, true to their seeded deposits and bets. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('the demo referrals', () => {
  it('links demo01’s friends once, and pays exactly those whose seeded money met the rule in time', async () => {
    const brand = await t.app.services.brands.findByCode('TIGER');
    if (!brand) throw new Error('no TIGER');
    const rules = brand.settings.loyalty?.referral ?? DEFAULT_LOYALTY_SETTINGS.referral;
    const demo01 = await t.db
      .selectFrom('members')
      .select(['id'])
      .where('merchant_id', '=', brand.id)
      .where('account', '=', 'demo01')
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('referrals')
      .selectAll()
      .where('referrer_id', '=', demo01.id)
      .execute();
    expect(rows.length).toBe(6);
    for (const r of rows) {
      const window = {
        from: r.registered_at,
        to: new Date(r.registered_at.getTime() + rules.windowDays * DAY),
      };
      const deposits = await t.db
        .selectFrom('deposits')
        .select(['id', 'amount', 'completed_at'])
        .where('member_id', '=', r.referee_id)
        .where('status', '=', 'CREDITED')
        .execute();
      const bets = await t.db
        .selectFrom('bets')
        .select(['valid_bet', 'settled_at'])
        .where('member_id', '=', r.referee_id)
        .where('status', '=', 'SETTLED')
        .execute();
      const inWindow = (at: Date | null) => at !== null && at >= window.from && at <= window.to;
      const firstQualifying = deposits
        .filter((d) => inWindow(d.completed_at) && d.amount >= BigInt(rules.minDepositMinor))
        .sort((a, b) => (a.completed_at as Date).getTime() - (b.completed_at as Date).getTime())[0];
      const validBet = bets.filter((b) => inWindow(b.settled_at)).reduce((sum, b) => sum + b.valid_bet, 0n);
      const met = firstQualifying !== undefined && validBet >= BigInt(rules.minValidBetMinor);
      expect(r.deposit_id).toBe(firstQualifying?.id ?? null);
      if (met) {
        // Counted up to the bet that met the rule (nothing more counts once it qualified).
        expect(['REWARDED', 'QUALIFIED']).toContain(r.state);
        expect(r.valid_bet_minor).toBeGreaterThanOrEqual(BigInt(rules.minValidBetMinor));
        expect(r.valid_bet_minor).toBeLessThanOrEqual(validBet);
      } else {
        expect(['REGISTERED', 'EXPIRED']).toContain(r.state);
        expect(r.valid_bet_minor).toBe(validBet);
        if (window.to.getTime() < Date.now()) expect(r.state).toBe('EXPIRED');
      }
      if (r.state === 'REWARDED') {
        const paid = await t.db
          .selectFrom('ledger_transactions')
          .select(['kind'])
          .where('idempotency_key', '=', `referral:${r.id}`)
          .execute();
        expect(paid.map((p) => p.kind)).toEqual(['REFERRAL_REWARD']);
        expect(r.reward_amount).toBe(BigInt(rules.rewardAmount));
      }
    }
    expect(rows.some((r) => r.state === 'REWARDED')).toBe(true);
    await expectLedgerHealthy(t);
  });
});
