import { CRASH_ROUTES } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The game's public state; the member's own bet rides along, so the key names the viewer. */
export const crashKey = ['crash'] as const;
/** The member's bets sit under `member`, which a logout clears. */
export const myCrashBetsKey = ['member', 'crash', 'bets'] as const;
export const MY_BETS_PAGE_SIZE = 10;

export const fetchCrashState = (signal?: AbortSignal) => call(CRASH_ROUTES.state, signal ? { signal } : {});

export function useCrashState() {
  const { status, session } = useSession();
  const viewer = status === 'member' ? (session?.userName ?? 'member') : status;
  return useQuery({
    queryKey: [...crashKey, 'state', viewer],
    queryFn: ({ signal }) => fetchCrashState(signal),
    // Live events keep it current; a reconnect or a new round fetches it again.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useCrashRound(roundId: string | null) {
  return useQuery({
    queryKey: [...crashKey, 'round', roundId],
    queryFn: ({ signal }) => call(CRASH_ROUTES.round, { params: { roundId: roundId ?? '' }, signal }),
    enabled: roundId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMyCrashBets(pageNo: number) {
  // Members, agents and trial accounts (play money, ADR 0044) have bets of their own.
  const { canPlay } = useSession();
  return useQuery({
    queryKey: [...myCrashBetsKey, pageNo],
    queryFn: ({ signal }) =>
      call(CRASH_ROUTES.myBets, {
        signal,
        query: { pageNo, pageSize: MY_BETS_PAGE_SIZE },
      }),
    enabled: canPlay,
    placeholderData: keepPreviousData,
  });
}

export interface PlaceBetInput {
  requestId: string;
  amount: string;
  autoCashout?: number | undefined;
}

export const placeCrashBet = (input: PlaceBetInput) =>
  call(CRASH_ROUTES.bet, {
    body: input.autoCashout === undefined ? { requestId: input.requestId, amount: input.amount } : input,
  });

export const cashOutCrash = (roundId: string) => call(CRASH_ROUTES.cashout, { body: { roundId } });

/** Bet and cash-out; each answer refreshes the member's list of bets. */
export function useCrashCommands() {
  const queryClient = useQueryClient();
  const settled = () => void queryClient.invalidateQueries({ queryKey: myCrashBetsKey });
  const bet = useMutation({ mutationFn: placeCrashBet, onSettled: settled });
  const cashout = useMutation({ mutationFn: cashOutCrash, onSettled: settled });
  return { bet, cashout };
}
