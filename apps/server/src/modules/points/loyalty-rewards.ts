import type { LoyaltyRewardKind } from '@portal/contracts';
import type { TBonusTerms } from '@portal/contracts/endpoints';
import type { Brand } from '../brands/brand.ts';
import type { Trx } from '../ledger/ledger.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { CreditPoints, PointsCreditInput } from './points-port.ts';

/**
 * The one way a loyalty reward is paid (issue 19; ADR 0040): a mission's, a leaderboard prize, a
 * referral's or a VIP level's. CASH is real money from the brand's PROMOTION account (the wallet's
 * payCash, with the reward's journal kind), BONUS is a bonus-wallet grant (source LOYALTY, the
 * brand's bonus defaults and the reward's wagering multiple), POINTS are the points ledger's
 * credit. All in the caller's transaction, once per idempotency key.
 */
export interface LoyaltyReward {
  kind: LoyaltyRewardKind;
  /** Minor units for CASH and BONUS; whole points for POINTS. */
  amount: bigint;
  /** BONUS: the wagering multiple; 0 pays it as real money (as the promotions do). */
  wagerMultiple: number;
}

export type LoyaltyCashKind = 'MISSION_REWARD' | 'LEADERBOARD_PRIZE' | 'REFERRAL_REWARD' | 'VIP_REWARD';

export interface RewardPayment {
  memberId: bigint;
  idempotencyKey: string;
  /** The bonus grant's title and the points entry's note. */
  title: string;
  cashKind: LoyaltyCashKind;
  pointsKind: Exclude<PointsCreditInput['kind'], 'ADJUST'>;
  metadata: Record<string, unknown>;
}

/** The wallet's calls a reward needs (wallet/bonus.service.ts BonusService). */
export interface RewardWallet {
  payCash(
    trx: Trx,
    brand: Brand,
    input: {
      memberId: bigint;
      amount: bigint;
      idempotencyKey: string;
      kind: LoyaltyCashKind;
      metadata?: Record<string, unknown>;
    },
  ): Promise<bigint>;
  grantBonus(
    trx: Trx,
    brand: Brand,
    input: {
      memberId: bigint;
      promotionId: null;
      entitlementId: null;
      source: 'LOYALTY';
      idempotencyKey: string;
      title: string;
      amount: bigint;
      deposit: bigint;
      terms: TBonusTerms;
      grantedBy: null;
    },
  ): Promise<{ id: string }>;
}

export type PayLoyaltyReward = (
  trx: Trx,
  brand: Brand,
  reward: LoyaltyReward,
  payment: RewardPayment,
) => Promise<void>;

/** The bonus terms of a loyalty bonus: the brand's defaults and the reward's multiple. */
export function loyaltyBonusTerms(brand: Brand, wagerMultiple: number): TBonusTerms {
  const defaults = brand.settings.promotions?.bonus;
  return {
    wagerMultiplier: wagerMultiple,
    wagerBase: 'BONUS',
    expiryDays: defaults?.defaultExpiryDays ?? 14,
    maxBet: '0',
    maxConversion: '0',
  };
}

export function loyaltyRewardPayer(deps: { wallet: RewardWallet; credit: CreditPoints }): PayLoyaltyReward {
  return async (trx, brand, reward, payment) => {
    if (reward.amount <= 0n) return;
    // A bonus without wagering is real money (the bonus wallet wants a requirement to meet).
    const kind = reward.kind === 'BONUS' && reward.wagerMultiple <= 0 ? 'CASH' : reward.kind;
    switch (kind) {
      case 'CASH':
        await deps.wallet.payCash(trx, brand, {
          memberId: payment.memberId,
          amount: reward.amount,
          idempotencyKey: payment.idempotencyKey,
          kind: payment.cashKind,
          metadata: payment.metadata,
        });
        return;
      case 'BONUS':
        await deps.wallet.grantBonus(trx, brand, {
          memberId: payment.memberId,
          promotionId: null,
          entitlementId: null,
          source: 'LOYALTY',
          idempotencyKey: payment.idempotencyKey,
          title: payment.title,
          amount: reward.amount,
          deposit: 0n,
          terms: loyaltyBonusTerms(brand, reward.wagerMultiple),
          grantedBy: null,
        });
        return;
      case 'POINTS':
        await deps.credit(trx, brand, {
          memberId: payment.memberId,
          points: reward.amount,
          kind: payment.pointsKind,
          idempotencyKey: payment.idempotencyKey,
          note: payment.title,
        });
        return;
    }
  };
}

/** A reward as one line of text ("100.00", "50.00 bonus", "500 points"; amounts in the brand currency), for inbox messages. */
export function rewardText(
  brand: Brand,
  reward: LoyaltyReward,
  words: { bonus: string; points: string },
): string {
  if (reward.kind === 'POINTS') return `${reward.amount.toLocaleString('en-US')} ${words.points}`;
  const money = moneyText(brand, reward.amount);
  return reward.kind === 'BONUS' ? `${money} ${words.bonus}` : money;
}
