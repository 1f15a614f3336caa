import { MEMBER_ROUTES } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const securityQuery = queryOptions({
  queryKey: ['member', 'security'],
  queryFn: ({ signal }) => call(MEMBER_ROUTES.security, { signal }),
  staleTime: 60_000,
});

export function useSecurityOverview() {
  return useQuery(securityQuery);
}
