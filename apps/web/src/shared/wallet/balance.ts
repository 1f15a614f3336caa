import { WALLET_ROUTES } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * The header balance ships with the home page, so it lives apart from the rest of the wallet
 * (which loads with the member centre). The live connection writes into the same key.
 */
export const balanceQueryKey = ['member', 'balance'] as const;
/** Every other wallet query sits under this key, so one invalidation refreshes them all. */
export const walletQueryKey = ['member', 'wallet'] as const;

export const balanceQuery = queryOptions({
  queryKey: balanceQueryKey,
  queryFn: ({ signal }) => call(WALLET_ROUTES.balance, { signal }),
  // Pushed by the live connection; a minute keeps it honest when the socket is down.
  staleTime: 60_000,
});

/** The member's balance; trials and visitors have none. */
export function useBalance() {
  const { status } = useSession();
  return useQuery({ ...balanceQuery, enabled: status === 'member' || status === 'agent' });
}
