import { type TLiveEvent, VIP_ROUTES } from '@portal/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Everything the VIP page reads, under one key (a live level or progress change reads it again). */
export const vipQueryKey = ['vip'] as const;

/** The ladder: public, in the reader's language. */
export function vipLadderQuery(language: string) {
  return queryOptions({
    queryKey: [...vipQueryKey, 'ladder', language] as const,
    queryFn: ({ signal }) => call(VIP_ROUTES.levels, { signal }),
    staleTime: 60_000,
  });
}

/** My own level, progress, perks, rewards and notice. */
export function vipStatusQuery(language: string) {
  return queryOptions({
    queryKey: [...vipQueryKey, 'status', language] as const,
    queryFn: ({ signal }) => call(VIP_ROUTES.status, { signal }),
  });
}

/** A live `{type:'vip'}`: my level or progress moved; the status is read again. */
export function onVipEvent(queryClient: QueryClient, _event: Extract<TLiveEvent, { type: 'vip' }>): void {
  void queryClient.invalidateQueries({ queryKey: [...vipQueryKey, 'status'] });
}

/** 12000 bps → "1.2"; 10000 → "1". */
export const multiplierText = (bps: number) => String(Math.round(bps / 100) / 100);
/** 25 bps → "0.25". */
export const percentText = (bps: number) => (bps / 100).toFixed(2);
