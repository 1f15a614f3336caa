import {
  type BonusState,
  PAYMENT_ROUTES,
  PROMOTION_CATEGORIES,
  PROMOTION_ROUTES,
  type PromotionCategory,
} from '@portal/contracts';
import type { REWARD_KINDS } from '@portal/contracts/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callUpload } from '@/lib/api-client';
import { promotionsQueryKey, rewardCentreQueryKey, rewardsQueryKey } from '@/shared/promotions/keys';
import { rewardCentreQuery } from '@/shared/promotions/reward-centre-query';

export { promotionsQueryKey, rewardCentreQueryKey, rewardsQueryKey };

export type RewardKind = (typeof REWARD_KINDS)[number];

/**
 * The kinds of reward, for the history's filter (the contracts' list, here so the page does not
 * load the endpoint schemas; the check below fails to compile if the two ever differ).
 */
export const REWARD_KIND_LIST = [
  'BONUS',
  'CASH',
  'CASHBACK',
  'RAFFLE_PRIZE',
  'RAFFLE_TICKETS',
  'REBATE',
] as const satisfies readonly RewardKind[];
const allKinds: Exclude<RewardKind, (typeof REWARD_KIND_LIST)[number]> extends never ? true : never = true;
void allKinds;

/** Reward history and bonus records: 9 to a page like the other histories (spec section 9). */
export const REWARDS_PAGE_SIZE = 9;

const promotionKey = (...parts: unknown[]) => [...promotionsQueryKey, ...parts] as const;
const rewardKey = (...parts: unknown[]) => [...rewardsQueryKey, ...parts] as const;

// The public side: a visitor sees them too (Join opens login); a member's bearer makes the states theirs.

/** Every published promotion in the reader's language (the tabs filter it here, not on the server). */
export function promotionsQuery(language: string) {
  return queryOptions({
    queryKey: promotionKey('list', language),
    queryFn: ({ signal }) => call(PROMOTION_ROUTES.list, { signal, query: {} }),
    staleTime: 30_000,
  });
}

export function promotionQuery(id: string, language: string) {
  return queryOptions({
    queryKey: promotionKey('detail', id, language),
    queryFn: ({ signal }) => call(PROMOTION_ROUTES.detail, { signal, params: { id } }),
  });
}

export function raffleQuery(id: string) {
  return queryOptions({
    queryKey: promotionKey('raffle', id),
    queryFn: ({ signal }) => call(PROMOTION_ROUTES.raffle, { signal, params: { id } }),
  });
}

// The member's side.

export { rewardCentreQuery };

export function rewardHistoryQuery(kind: RewardKind | undefined, pageNo: number) {
  return queryOptions({
    queryKey: rewardKey('history', kind ?? '', pageNo),
    queryFn: ({ signal }) =>
      call(PROMOTION_ROUTES.rewardHistory, {
        signal,
        query: { ...(kind ? { kind } : {}), pageNo, pageSize: REWARDS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function bonusRecordQuery(state: BonusState | undefined, pageNo: number) {
  return queryOptions({
    queryKey: rewardKey('bonusRecord', state ?? '', pageNo),
    queryFn: ({ signal }) =>
      call(PROMOTION_ROUTES.bonusRecord, {
        signal,
        query: { ...(state ? { state } : {}), pageNo, pageSize: REWARDS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function bonusQuery(id: string) {
  return queryOptions({
    queryKey: rewardKey('bonus', id),
    queryFn: ({ signal }) => call(PROMOTION_ROUTES.bonus, { signal, params: { id } }),
  });
}

export const rebateQuery = queryOptions({
  queryKey: rewardKey('rebate'),
  queryFn: ({ signal }) => call(PROMOTION_ROUTES.rebate, { signal }),
});

export function rebateHistoryQuery(pageNo: number) {
  return queryOptions({
    queryKey: rewardKey('rebateHistory', pageNo),
    queryFn: ({ signal }) =>
      call(PROMOTION_ROUTES.rebateHistory, { signal, query: { pageNo, pageSize: REWARDS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

// Commands: each carries the requestId of the member's action (see lib/request-id.ts).

export const joinPromotion = (id: string, requestId: string) =>
  call(PROMOTION_ROUTES.join, { params: { id }, body: { requestId } });

/** Claims the reward waiting (CLAIM), or a promotion claimed with its code (CODE). */
export const claimPromotion = (id: string, requestId: string, code?: string) =>
  call(PROMOTION_ROUTES.claim, { params: { id }, body: { requestId, ...(code ? { code } : {}) } });

export const applyPromotion = (id: string, body: { remark: string; images: string[]; requestId: string }) =>
  call(PROMOTION_ROUTES.apply, { params: { id }, body });

export const redeemCode = (code: string, requestId: string) =>
  call(PROMOTION_ROUTES.redeemCode, { body: { code, requestId } });

export const joinRaffle = (promotionId: string, requestId: string) =>
  call(PROMOTION_ROUTES.claimRaffle, { body: { promotionId, requestId } });

export const forfeitBonus = (id: string, requestId: string) =>
  call(PROMOTION_ROUTES.forfeitBonus, { params: { id }, body: { requestId } });

export const claimRebate = (requestId: string) => call(PROMOTION_ROUTES.claimRebate, { body: { requestId } });

/** An application's image, sent first through the proof upload (PNG or JPEG, 5 MB). */
export const uploadImage = (file: File) => callUpload(PAYMENT_ROUTES.upload, file);

/** The category tabs: those with at least one promotion, in the contracts' order. */
export function categoriesOf(cards: readonly { category: PromotionCategory }[]): PromotionCategory[] {
  const present = new Set(cards.map((card) => card.category));
  return PROMOTION_CATEGORIES.filter((category) => present.has(category));
}
