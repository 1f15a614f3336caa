import { REFERRAL_ROUTES } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The invite page's reads (issue 19): the member's own code, rules and figures, and referees. */
export const referralQueryKey = ['referral'] as const;

/** Friends to a page, like the other histories (spec section 9). */
export const REFEREES_PAGE_SIZE = 9;

export const referralQuery = queryOptions({
  queryKey: [...referralQueryKey, 'view'],
  queryFn: () => call(REFERRAL_ROUTES.view, {}),
});

export const refereesQuery = (pageNo: number) =>
  queryOptions({
    queryKey: [...referralQueryKey, 'referees', pageNo],
    queryFn: () => call(REFERRAL_ROUTES.referees, { query: { pageNo, pageSize: REFEREES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
