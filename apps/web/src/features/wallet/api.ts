import {
  type GameCategory,
  type RecordType,
  type TAccountRecord,
  type TBankAccount,
  type TBetPage,
  type TBonusRecord,
  type TConsolidatedFunds,
  type TDeposit,
  type TMerchantWallet,
  type TOnlineDepositStart,
  type TPage,
  type TPaymentMethod,
  type TProfitLoss,
  type TRecallResult,
  type TTransfer,
  type TUpload,
  type TWithdrawal,
  type TWithdrawalInfo,
  WALLET_PATHS,
  type WalletRef,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, apiUpload } from '@/lib/api-client';
import { apiSealed } from '@/lib/sealed';
import { balanceQueryKey, walletQueryKey } from '@/shared/wallet/balance';

/** History lists show 9 items a page like the announcements; record tables 20 (spec section 9). */
export const HISTORY_PAGE_SIZE = 9;
export const RECORD_PAGE_SIZE = 20;
/** A returning online deposit is polled this often, for at most this long, while it is pending. */
export const DEPOSIT_POLL_MS = 2000;
export const DEPOSIT_POLL_LIMIT_MS = 60_000;

/** A record period: ISO instants of the viewer's day boundaries. */
export interface Period {
  from: string;
  to: string;
}

const key = (...parts: unknown[]) => [...walletQueryKey, ...parts] as const;

// Queries.

export const fundsQuery = queryOptions({
  queryKey: key('funds'),
  queryFn: ({ signal }) => api<TConsolidatedFunds>(WALLET_PATHS.funds, { signal }),
  staleTime: 15_000,
});

export const merchantWalletQuery = queryOptions({
  queryKey: key('merchantWallet'),
  queryFn: ({ signal }) => api<TMerchantWallet>(WALLET_PATHS.merchantWallet, { signal }),
  staleTime: 10 * 60_000,
});

export const paymentMethodsQuery = queryOptions({
  queryKey: key('paymentMethods'),
  queryFn: ({ signal }) => api<TPaymentMethod[]>(WALLET_PATHS.paymentMethods, { signal }),
  staleTime: 5 * 60_000,
});

export const withdrawalInfoQuery = queryOptions({
  queryKey: key('withdrawalInfo'),
  queryFn: ({ signal }) => api<TWithdrawalInfo>(WALLET_PATHS.withdrawalInfo, { signal }),
  staleTime: 15_000,
});

export function depositsQuery(pageNo: number) {
  return queryOptions({
    queryKey: key('deposits', pageNo),
    queryFn: ({ signal }) =>
      api<TPage<TDeposit>>(WALLET_PATHS.deposits, {
        signal,
        query: { pageNo, pageSize: HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function depositQuery(id: string) {
  return queryOptions({
    queryKey: key('deposit', id),
    queryFn: ({ signal }) => api<TDeposit>(`${WALLET_PATHS.deposits}/${encodeURIComponent(id)}`, { signal }),
  });
}

export function withdrawalsQuery(pageNo: number) {
  return queryOptions({
    queryKey: key('withdrawals', pageNo),
    queryFn: ({ signal }) =>
      api<TPage<TWithdrawal>>(WALLET_PATHS.withdrawals, {
        signal,
        query: { pageNo, pageSize: HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function accountRecordQuery(period: Period, type: RecordType | undefined, pageNo: number) {
  return queryOptions({
    queryKey: key('records', 'account', period.from, period.to, type ?? '', pageNo),
    queryFn: ({ signal }) =>
      api<TPage<TAccountRecord>>(WALLET_PATHS.accountRecord, {
        signal,
        query: { ...period, type, pageNo, pageSize: RECORD_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function betsQuery(period: Period, category: GameCategory | undefined, pageNo: number) {
  return queryOptions({
    queryKey: key('records', 'bets', period.from, period.to, category ?? '', pageNo),
    queryFn: ({ signal }) =>
      api<TBetPage>(WALLET_PATHS.bets, {
        signal,
        query: { ...period, category, pageNo, pageSize: RECORD_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function profitQuery(period: Period) {
  return queryOptions({
    queryKey: key('records', 'profit', period.from, period.to),
    queryFn: ({ signal }) => api<TProfitLoss>(WALLET_PATHS.profit, { signal, query: { ...period } }),
    placeholderData: keepPreviousData,
  });
}

export function bonusesQuery(period: Period, pageNo: number) {
  return queryOptions({
    queryKey: key('records', 'bonuses', period.from, period.to, pageNo),
    queryFn: ({ signal }) =>
      api<TPage<TBonusRecord>>(WALLET_PATHS.bonuses, {
        signal,
        query: { ...period, pageNo, pageSize: HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export const useFunds = () => useQuery(fundsQuery);
export const useMerchantWallet = () => useQuery(merchantWalletQuery);
export const usePaymentMethods = () => useQuery(paymentMethodsQuery);
export const useWithdrawalInfo = () => useQuery(withdrawalInfoQuery);
export const useDeposits = (pageNo: number) => useQuery(depositsQuery(pageNo));
export const useWithdrawals = (pageNo: number) => useQuery(withdrawalsQuery(pageNo));

/**
 * A returning online deposit: polled every 2 s while PENDING, for at most a minute from when the
 * player came back (the webhook usually lands within seconds).
 */
export function useReturningDeposit(id: string, since: number) {
  return useQuery({
    ...depositQuery(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && Date.now() - since < DEPOSIT_POLL_LIMIT_MS
        ? DEPOSIT_POLL_MS
        : false,
  });
}

/** After a command: the balance and every wallet list may have changed. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  }, [queryClient]);
}

// Commands. Those that move money carry a requestId (see request-id.ts).

export const transferFunds = (body: { from: WalletRef; to: WalletRef; amount: string; requestId: string }) =>
  api<TTransfer>(WALLET_PATHS.transfer, { method: 'POST', body });

export const recallAll = (requestId: string) =>
  api<TRecallResult>(WALLET_PATHS.recall, { method: 'POST', body: { requestId } });

export const startOnlineDeposit = (body: { methodId: string; amount: string; requestId: string }) =>
  api<TOnlineDepositStart>(WALLET_PATHS.onlineDeposit, { method: 'POST', body });

export const submitBankDeposit = (body: {
  methodId: string;
  amount: string;
  reference: string;
  proofIds: string[];
  requestId: string;
}) => api<TDeposit>(WALLET_PATHS.bankDeposit, { method: 'POST', body });

export const uploadProof = (file: File) => apiUpload<TUpload>(WALLET_PATHS.uploads, file);

export const bindBankAccount = (body: { bankName: string; accountNumber: string }) =>
  api<TBankAccount>(WALLET_PATHS.bankAccounts, { method: 'POST', body });

/** Sealed like the login (the spec marks it E): it carries the payment password. */
export const requestWithdrawal = (body: {
  bankAccountId: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
}) => apiSealed<TWithdrawal>('POST', WALLET_PATHS.withdrawals, body);

export const confirmWithdrawal = (
  id: string,
  body: { action: 'RECEIVED' | 'NOT_RECEIVED'; proofIds: string[] },
) =>
  api<TWithdrawal>(`${WALLET_PATHS.withdrawals}/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body,
  });
