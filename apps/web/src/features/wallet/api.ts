import {
  type GameCategory,
  PAYMENT_ROUTES,
  type RecordType,
  WALLET_ROUTES,
  type WalletRef,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, callUpload } from '@/lib/api-client';
import { callSealed } from '@/lib/sealed';
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
  queryFn: ({ signal }) => call(WALLET_ROUTES.funds, { signal }),
  staleTime: 15_000,
});

export const merchantWalletQuery = queryOptions({
  queryKey: key('merchantWallet'),
  queryFn: ({ signal }) => call(WALLET_ROUTES.merchantWallet, { signal }),
  staleTime: 10 * 60_000,
});

export const paymentMethodsQuery = queryOptions({
  queryKey: key('paymentMethods'),
  queryFn: ({ signal }) => call(PAYMENT_ROUTES.methods, { signal }),
  staleTime: 5 * 60_000,
});

export const withdrawalInfoQuery = queryOptions({
  queryKey: key('withdrawalInfo'),
  queryFn: ({ signal }) => call(WALLET_ROUTES.withdrawalInfo, { signal }),
  staleTime: 15_000,
});

export function depositsQuery(pageNo: number) {
  return queryOptions({
    queryKey: key('deposits', pageNo),
    queryFn: ({ signal }) =>
      call(PAYMENT_ROUTES.deposits, {
        signal,
        query: { pageNo, pageSize: HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function depositQuery(id: string) {
  return queryOptions({
    queryKey: key('deposit', id),
    queryFn: ({ signal }) => call(PAYMENT_ROUTES.deposit, { params: { id }, signal }),
  });
}

export function withdrawalsQuery(pageNo: number) {
  return queryOptions({
    queryKey: key('withdrawals', pageNo),
    queryFn: ({ signal }) =>
      call(WALLET_ROUTES.withdrawals, {
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
      call(WALLET_ROUTES.accountRecord, {
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
      call(WALLET_ROUTES.bets, {
        signal,
        query: { ...period, category, pageNo, pageSize: RECORD_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function profitQuery(period: Period) {
  return queryOptions({
    queryKey: key('records', 'profit', period.from, period.to),
    queryFn: ({ signal }) => call(WALLET_ROUTES.profit, { signal, query: { ...period } }),
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
  call(WALLET_ROUTES.transfer, { body });

export const recallAll = (requestId: string) => call(WALLET_ROUTES.recall, { body: { requestId } });

export const startOnlineDeposit = (body: { methodId: string; amount: string; requestId: string }) =>
  call(PAYMENT_ROUTES.onlineDeposit, { body });

export const submitBankDeposit = (body: {
  methodId: string;
  amount: string;
  reference: string;
  proofIds: string[];
  requestId: string;
}) => call(PAYMENT_ROUTES.bankDeposit, { body });

export const uploadProof = (file: File) => callUpload(PAYMENT_ROUTES.upload, file);

export const bindBankAccount = (body: { bankName: string; accountNumber: string }) =>
  call(WALLET_ROUTES.addBankAccount, { body });

/** Sealed like the login (the spec marks it E): it carries the payment password. */
export const requestWithdrawal = (body: {
  bankAccountId: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
  /** The member agreed to give up their active bonus (asked after BONUS_ACTIVE; ADR 0039). */
  forfeitBonus?: boolean;
}) => callSealed(WALLET_ROUTES.requestWithdrawal, { body });

export const confirmWithdrawal = (
  id: string,
  body: { action: 'RECEIVED' | 'NOT_RECEIVED'; proofIds: string[] },
) => call(WALLET_ROUTES.confirmWithdrawal, { params: { id }, body });
