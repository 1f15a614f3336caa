import { CONTENT_ROUTES } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The red badge counts of the inbox, rewards and missions; the live connection writes into this key. */
export const unreadQueryKey = ['member', 'unread'] as const;

/** The red badge counts; the live connection keeps them current, so this is read once. */
export function useUnreadCounts() {
  const { status } = useSession();
  const member = status === 'member' || status === 'agent';
  return useQuery({
    queryKey: unreadQueryKey,
    queryFn: ({ signal }) => call(CONTENT_ROUTES.unreadCount, { signal }),
    enabled: member,
    staleTime: 5 * 60_000,
  });
}
