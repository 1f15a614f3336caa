import { POINTS_ROUTES, type PointEntryKind, type RedemptionState, type TLiveEvent } from '@portal/contracts';
import type { TPointBalance } from '@portal/contracts/endpoints';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { callSealed } from '@/lib/sealed';

/** Everything the points pages read, under one key (a conversion or redemption reads them again). */
export const pointsQueryKey = ['points'] as const;
const key = (...parts: unknown[]) => [...pointsQueryKey, ...parts] as const;

/** Histories: 9 to a page like the other histories (spec section 9). */
export const POINTS_PAGE_SIZE = 9;

export const pointBalanceQuery = queryOptions({
  queryKey: key('balance'),
  queryFn: ({ signal }) => call(POINTS_ROUTES.balance, { signal }),
});

export function pointMallQuery(language: string) {
  return queryOptions({
    queryKey: key('mall', language),
    queryFn: ({ signal }) => call(POINTS_ROUTES.mall, { signal }),
  });
}

export const pointConfigQuery = queryOptions({
  queryKey: key('config'),
  queryFn: ({ signal }) => call(POINTS_ROUTES.config, { signal }),
  staleTime: 60_000,
});

export function redemptionsQuery(page: number, state: RedemptionState | undefined) {
  return queryOptions({
    queryKey: key('redemptions', page, state ?? 'ALL'),
    queryFn: ({ signal }) =>
      call(POINTS_ROUTES.redemptions, {
        signal,
        query: { pageNo: page, pageSize: POINTS_PAGE_SIZE, ...(state ? { state } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function entriesQuery(page: number, kind: PointEntryKind | undefined) {
  return queryOptions({
    queryKey: key('entries', page, kind ?? 'ALL'),
    queryFn: ({ signal }) =>
      call(POINTS_ROUTES.entries, {
        signal,
        query: { pageNo: page, pageSize: POINTS_PAGE_SIZE, ...(kind ? { kind } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function daysQuery(from: string, to: string) {
  return queryOptions({
    queryKey: key('days', from, to),
    queryFn: ({ signal }) => call(POINTS_ROUTES.days, { signal, query: { from, to } }),
  });
}

/** passwordCheck/convertPoint (E). */
export const convertPoints = (body: { requestId: string; points: string; paymentPassword: string }) =>
  callSealed(POINTS_ROUTES.convert, { body });

/** passwordCheck/redeemPointReward (E). */
export const redeemItem = (body: {
  requestId: string;
  itemId: string;
  paymentPassword: string;
  address?: string;
}) => callSealed(POINTS_ROUTES.redeem, { body });

type PointsEvent = Extract<TLiveEvent, { type: 'points' }>;

/** A live `points` event: the header takes the balance at once; the lists read again. */
export function onPointsEvent(queryClient: QueryClient, event: PointsEvent): void {
  queryClient.setQueryData<TPointBalance>(pointBalanceQuery.queryKey, (balance) =>
    balance ? { ...balance, balance: event.balance } : balance,
  );
  void queryClient.invalidateQueries({
    queryKey: pointsQueryKey,
    predicate: (query) => query.queryKey[1] !== 'config',
  });
}
