import type { TBalance, TLiveEvent } from '@portal/contracts';
import type { TRewardCentre } from '@portal/contracts/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { unreadQueryKey } from '@/shared/messages/unread';
import { balanceQueryKey, walletQueryKey } from '@/shared/wallet/balance';
import { promotionsQueryKey, rewardCentreQueryKey, rewardsQueryKey } from './keys';

type BonusEvent = Extract<TLiveEvent, { type: 'bonus' }>;
type RewardEvent = Extract<TLiveEvent, { type: 'reward' }>;

/**
 * A live `bonus` event (ADR 0039): wagering moved, or the grant ended or started. The header's
 * bonus figure takes the new balance at once; while the same grant stays active its progress is
 * written into the reward centre as it stands (a bet settles often: no read per bet); any other
 * change reads the reward pages again.
 */
export function onBonusEvent(queryClient: QueryClient, event: BonusEvent): void {
  queryClient.setQueryData<TBalance>(balanceQueryKey, (balance) =>
    balance ? { ...balance, bonus: event.bonusBalance } : balance,
  );
  const centre = queryClient.getQueryData<TRewardCentre>(rewardCentreQueryKey);
  if (centre?.active && centre.active.id === event.grantId && event.state === 'ACTIVE') {
    queryClient.setQueryData<TRewardCentre>(rewardCentreQueryKey, {
      ...centre,
      bonusBalance: event.bonusBalance,
      active: {
        ...centre.active,
        balance: event.bonusBalance,
        wagered: event.wagered,
        wagerRequired: event.wagerRequired,
        progressBps: event.progressBps,
      },
    });
  } else {
    void queryClient.invalidateQueries({ queryKey: rewardCentreQueryKey });
    // A grant that ended or started changes the promotions' states (Process) and the wallet pages.
    void queryClient.invalidateQueries({ queryKey: promotionsQueryKey });
    void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  }
  // The bonus records on screen follow; unused ones read again when opened.
  void queryClient.invalidateQueries({
    queryKey: rewardsQueryKey,
    predicate: (query) => query.queryKey[2] !== 'centre',
  });
}

/** A live `reward` event: a reward became claimable or was issued; its promotion's state changed. */
export function onRewardEvent(queryClient: QueryClient, _event: RewardEvent): void {
  void queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
  void queryClient.invalidateQueries({ queryKey: promotionsQueryKey });
  void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
  void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
}
