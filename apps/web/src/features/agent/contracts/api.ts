import { AGENT_CONTRACT_ROUTES, type ContractAction, type ContractType } from '@portal/contracts';
import type { TContractTier } from '@portal/contracts/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { Period } from '../api';

/**
 * Every agent-contract query starts with this key (an answer, an offer or a live event reads them
 * again). Under 'member', so signing out removes them with the other member queries before the
 * visitor's queries are read again (otherwise the still-mounted info query is refetched once
 * without a session: a 401).
 */
export const contractsQueryKey = ['member', 'agentContracts'] as const;
const key = (...parts: unknown[]) => [...contractsQueryKey, ...parts] as const;

/**
 * The consolidated contract info (spec section 3). The caller asks for it only for a real
 * (non-trial) member while AGENTPOLICY3 is on (spec section 6): see useContractInfo.
 */
export const contractInfoQuery = queryOptions({
  queryKey: key('info'),
  queryFn: ({ signal }) => call(AGENT_CONTRACT_ROUTES.info, { signal }),
  staleTime: 60_000,
});

export const contractOffersQuery = queryOptions({
  queryKey: key('offers'),
  queryFn: ({ signal }) => call(AGENT_CONTRACT_ROUTES.offers, { signal }),
});

export function contractPageQuery(type: ContractType) {
  return queryOptions({
    queryKey: key('page', type),
    queryFn: ({ signal }) => call(AGENT_CONTRACT_ROUTES.page, { signal, query: { type } }),
  });
}

export type BillSide = 'RECEIVED' | 'PAID';
/** Bills a page of the contract records shows. */
export const BILL_PAGE_SIZE = 20;

export function billsQuery(
  type: ContractType,
  side: BillSide,
  period: Period,
  account: string,
  pageNo: number,
) {
  const query = {
    type,
    side,
    ...period,
    ...(account ? { account } : {}),
    pageNo,
    pageSize: BILL_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: key('bills', query),
    queryFn: ({ signal }) => call(AGENT_CONTRACT_ROUTES.bills, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function billQuery(id: string) {
  return queryOptions({
    queryKey: key('bill', id),
    queryFn: ({ signal }) => call(AGENT_CONTRACT_ROUTES.bill, { signal, params: { id } }),
  });
}

/** The body of the four spec calls that answer an offer or end a contract. */
export interface ProcessBody {
  contractId: string;
  action: ContractAction;
  agreeCascade: boolean;
}

/**
 * Answers through the spec call of the contract's own type (MCS2 processDividendReq,
 * processDailySalContract, processContractHourSalary; MCSFE processRealTimeSalaryContract).
 */
export function processContract(type: ContractType, body: ProcessBody) {
  switch (type) {
    case 'DIVIDEND':
      return call(AGENT_CONTRACT_ROUTES.processDividend, { body });
    case 'DAILY_SALARY':
      return call(AGENT_CONTRACT_ROUTES.processDailySalary, { body });
    case 'HOURLY_SALARY':
      return call(AGENT_CONTRACT_ROUTES.processHourlySalary, { body });
    case 'REALTIME_SALARY':
      return call(AGENT_CONTRACT_ROUTES.processRealtimeSalary, { body });
  }
}

export interface OfferBody {
  agent: string;
  type: ContractType;
  period?: 'D' | 'W' | 'H' | 'M';
  tiers: TContractTier[];
}

export const sendOffer = (body: OfferBody, requestId: string) =>
  call(AGENT_CONTRACT_ROUTES.offer, { body: { ...body, requestId } });

export const previewOffer = (body: OfferBody) => call(AGENT_CONTRACT_ROUTES.preview, { body });

export const withdrawOffer = (id: string) => call(AGENT_CONTRACT_ROUTES.withdraw, { params: { id } });

export const collectBill = (id: string) => call(AGENT_CONTRACT_ROUTES.collect, { params: { id } });
