import { describe, expect, it } from 'vitest';
import type { Brand } from '../brands/brand.ts';
import type { Trx } from '../ledger/ledger.ts';
import { type LoyaltyReward, loyaltyRewardPayer, type RewardPayment } from './loyalty-rewards.ts';

/** The one way a loyalty reward is paid (ADR 0040): which wallet call each kind makes. */
function payer() {
  const calls: { call: string; input: Record<string, unknown> }[] = [];
  const pay = loyaltyRewardPayer({
    wallet: {
      payCash: async (_trx, _brand, input) => {
        calls.push({ call: 'payCash', input });
        return 1n;
      },
      grantBonus: async (_trx, _brand, input) => {
        calls.push({ call: 'grantBonus', input });
        return { id: '1' };
      },
    },
    credit: async (_trx, _brand, input) => {
      calls.push({ call: 'credit', input: { ...input } });
      return { entryId: 1n, balance: input.points, duplicate: false };
    },
  });
  return { calls, pay };
}

const brand = {
  id: 1,
  currency: 'BDT',
  currencyExponent: 2,
  settings: { promotions: { bonus: { defaultExpiryDays: 10, defaultMaxBetMinor: 0 } } },
} as unknown as Brand;
const trx = {} as Trx;
const payment: RewardPayment = {
  memberId: 7n,
  idempotencyKey: 'mission:1:2026-11-26:7',
  title: 'Place 20 bets',
  cashKind: 'MISSION_REWARD',
  pointsKind: 'MISSION',
  metadata: { missionId: '1' },
};
const reward = (kind: LoyaltyReward['kind'], amount: bigint, wagerMultiple = 0): LoyaltyReward => ({
  kind,
  amount,
  wagerMultiple,
});

describe('loyaltyRewardPayer', () => {
  it('pays cash from the promotion account with the reward’s journal kind and key', async () => {
    const { calls, pay } = payer();
    await pay(trx, brand, reward('CASH', 5_000n), payment);
    expect(calls).toEqual([
      {
        call: 'payCash',
        input: {
          memberId: 7n,
          amount: 5_000n,
          idempotencyKey: payment.idempotencyKey,
          kind: 'MISSION_REWARD',
          metadata: { missionId: '1' },
        },
      },
    ]);
  });

  it('grants a bonus under wagering with the brand’s expiry, or pays it as cash without wagering', async () => {
    const { calls, pay } = payer();
    await pay(trx, brand, reward('BONUS', 2_000n, 5), payment);
    await pay(trx, brand, reward('BONUS', 2_000n, 0), { ...payment, idempotencyKey: 'other' });
    expect(calls.map((c) => c.call)).toEqual(['grantBonus', 'payCash']);
    expect(calls[0]?.input).toMatchObject({
      source: 'LOYALTY',
      amount: 2_000n,
      title: 'Place 20 bets',
      terms: { wagerMultiplier: 5, wagerBase: 'BONUS', expiryDays: 10, maxBet: '0', maxConversion: '0' },
    });
    expect(calls[1]?.input).toMatchObject({
      amount: 2_000n,
      kind: 'MISSION_REWARD',
      idempotencyKey: 'other',
    });
  });

  it('credits points with the reward’s points kind, and pays nothing for a zero reward', async () => {
    const { calls, pay } = payer();
    await pay(trx, brand, reward('POINTS', 131_000n), payment);
    await pay(trx, brand, reward('CASH', 0n), payment);
    expect(calls).toEqual([
      {
        call: 'credit',
        input: {
          memberId: 7n,
          points: 131_000n,
          kind: 'MISSION',
          idempotencyKey: payment.idempotencyKey,
          note: 'Place 20 bets',
        },
      },
    ]);
  });
});
