import { AGENT_CENTRE_ROUTES, type TeamTransactionKind } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { callSealed } from '@/lib/sealed';

/** Rows a page of the agent centre's lists (the spec's record tables show 20). */
export const AGENT_PAGE_SIZE = 20;

/** A report period: ISO instants of the viewer's day boundaries ([from, to)). */
export interface Period {
  from: string;
  to: string;
}

const key = (...parts: unknown[]) => ['agentCentre', ...parts] as const;
/** Every agent-centre query starts with this key (a registration or a transfer refreshes them). */
export const agentQueryKey = key();

/** Minutes east of UTC of the viewer's clock (GMT+06:00 is 360): where the agent's days begin. */
export const viewerUtcOffset = (now = new Date()) => -now.getTimezoneOffset();

export function overviewQuery(days: number, utcOffset = viewerUtcOffset()) {
  return queryOptions({
    queryKey: key('overview', days, utcOffset),
    queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.overview, { signal, query: { days, utcOffset } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export interface TeamFilter {
  under?: string | undefined;
  keyword?: string | undefined;
  kind: 'all' | 'agent' | 'member';
  directOnly: boolean;
  pageNo: number;
  pageSize?: number;
}

export function teamQuery(filter: TeamFilter) {
  const query = {
    ...(filter.under ? { under: filter.under } : {}),
    ...(filter.keyword?.trim() ? { keyword: filter.keyword.trim() } : {}),
    kind: filter.kind,
    directOnly: filter.directOnly ? 'true' : 'false',
    pageNo: filter.pageNo,
    pageSize: filter.pageSize ?? AGENT_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: key('team', query),
    queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.team, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function teamMemberQuery(id: string) {
  return queryOptions({
    queryKey: key('teamMember', id),
    queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.teamMember, { signal, params: { id } }),
  });
}

export function teamBetsQuery(
  period: Period,
  filter: { account?: string; category?: string; vendor?: string },
  pageNo: number,
) {
  const query = {
    ...period,
    ...(filter.account ? { account: filter.account } : {}),
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.vendor ? { vendor: filter.vendor } : {}),
    pageNo,
    pageSize: AGENT_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: key('teamBets', query),
    queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.teamBets, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export type UserLossSort = 'profitLoss' | 'validBet' | 'deposits' | 'account';

export function userLossQuery(
  period: Period,
  filter: { account?: string; sort: UserLossSort; order: 'asc' | 'desc' },
  pageNo: number,
) {
  const query = {
    ...period,
    ...(filter.account ? { account: filter.account } : {}),
    sort: filter.sort,
    order: filter.order,
    pageNo,
    pageSize: AGENT_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: key('userLoss', query),
    queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.userLoss, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function incomeQuery(period: Period, utcOffset = viewerUtcOffset()) {
  const query = { ...period, utcOffset };
  return queryOptions({
    queryKey: key('income', query),
    queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.income, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function transactionsQuery(
  period: Period,
  filter: { account?: string; kind?: TeamTransactionKind | undefined },
  pageNo: number,
) {
  const query = {
    ...period,
    ...(filter.account ? { account: filter.account } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    pageNo,
    pageSize: AGENT_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: key('transactions', query),
    queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.transactions, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export const invitationQuery = queryOptions({
  queryKey: key('invitation'),
  queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.invitation, { signal }),
  staleTime: 5 * 60_000,
});

export const transferInfoQuery = queryOptions({
  queryKey: key('transferInfo'),
  queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.transferInfo, { signal }),
});

export function transfersQuery(period: Period, pageNo: number) {
  const query = { ...period, pageNo, pageSize: AGENT_PAGE_SIZE };
  return queryOptions({
    queryKey: key('transfers', query),
    queryFn: ({ signal }) => call(AGENT_CENTRE_ROUTES.transfers, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

// Commands (sealed: the spec's E calls).

type RegisterBody = Parameters<typeof callSealed<typeof AGENT_CENTRE_ROUTES.registerDownline>>[1]['body'];
export const registerDownline = (body: RegisterBody) =>
  callSealed(AGENT_CENTRE_ROUTES.registerDownline, { body });

type TransferBody = Parameters<typeof callSealed<typeof AGENT_CENTRE_ROUTES.transfer>>[1]['body'];
export const sendTransfer = (body: TransferBody) => callSealed(AGENT_CENTRE_ROUTES.transfer, { body });
