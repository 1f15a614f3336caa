import { PROMOTION_ROUTES } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { rewardCentreQueryKey } from './keys';

/**
 * The reward centre's read (bonus wallet, active and queued bonuses, claimable rewards): shared,
 * because the withdraw page asks it whether a bonus is active as the reward centre does.
 */
export const rewardCentreQuery = queryOptions({
  queryKey: rewardCentreQueryKey,
  queryFn: ({ signal }) => call(PROMOTION_ROUTES.rewardCentre, { signal }),
  staleTime: 15_000,
});
