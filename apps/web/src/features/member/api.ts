import type { TSecurityOverview } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const securityQuery = queryOptions({
  queryKey: ['member', 'security'],
  queryFn: ({ signal }) => api<TSecurityOverview>('/wps/member/security', { signal }),
  staleTime: 60_000,
});

export function useSecurityOverview() {
  return useQuery(securityQuery);
}
