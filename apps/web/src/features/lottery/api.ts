import {
  LOTTERY_PAGE_SIZE,
  LOTTERY_ROUTES,
  type LotteryPrizeMode,
  type TPlaceTicket,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { balanceQueryKey } from '@/shared/wallet/balance';

/** Public lottery data sits under `lottery`; the member's under `member`, which a logout removes. */
export const lotteryKey = ['lottery'] as const;
export const memberLotteryKey = ['member', 'lottery'] as const;

/** A server answer with its time, and how far this device's clock is behind it. */
type Timed<T> = T & { offsetMs: number };

function timed<T extends { serverTime: string }>(value: T): Timed<T> {
  return { ...value, offsetMs: Date.parse(value.serverTime) - Date.now() };
}

export const lobbyQuery = (language: string, prizeMode?: LotteryPrizeMode) =>
  queryOptions({
    queryKey: [...lotteryKey, 'lobby', language, prizeMode ?? 'ALL'],
    queryFn: async ({ signal }) =>
      timed(await call(LOTTERY_ROUTES.games, { signal, language, query: { prizeMode } })),
    refetchInterval: 15_000,
  });

/** The lobby: games with their open draw and last result. */
export function useLotteryLobby(prizeMode?: LotteryPrizeMode) {
  const { i18n } = useTranslation();
  return useQuery(lobbyQuery(i18n.language, prizeMode));
}

/** Games with their bet types, odds and the brand's limits. */
export function useLotteryMenu() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: [...lotteryKey, 'menu', language],
    queryFn: ({ signal }) => call(LOTTERY_ROUTES.gameMenu, { signal, language, query: { device: 'WEB' } }),
    staleTime: 5 * 60_000,
  });
}

/** The draw of a game taking bets now (T). */
export function useOpenDraw(gameCode: string) {
  const { i18n } = useTranslation();
  const { status } = useSession();
  const language = i18n.language;
  return useQuery({
    queryKey: [...memberLotteryKey, 'open', gameCode, language],
    queryFn: async ({ signal }) =>
      timed(await call(LOTTERY_ROUTES.openedNumero, { signal, language, query: { gameCode } })),
    enabled: status === 'member' || status === 'agent',
    refetchInterval: 30_000,
  });
}

export function useLotteryResults(gameCode: string, pageNo: number, pageSize = 10) {
  return useQuery({
    queryKey: [...lotteryKey, 'results', gameCode, pageNo, pageSize],
    queryFn: ({ signal }) => call(LOTTERY_ROUTES.results, { signal, query: { gameCode, pageNo, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyTickets(gameCode: string | undefined, pageNo: number) {
  const { i18n } = useTranslation();
  const { status } = useSession();
  const language = i18n.language;
  return useQuery({
    queryKey: [...memberLotteryKey, 'tickets', gameCode ?? '', pageNo, language],
    queryFn: ({ signal }) =>
      call(LOTTERY_ROUTES.tickets, {
        signal,
        language,
        query: { gameCode, pageNo, pageSize: LOTTERY_PAGE_SIZE },
      }),
    enabled: status === 'member' || status === 'agent',
    placeholderData: keepPreviousData,
    // Open tickets whose draw time has passed settle within seconds: look again until they have.
    refetchInterval: (query) =>
      query.state.data?.list.some((t) => t.status === 'OPEN' && Date.parse(t.drawAt) <= Date.now())
        ? 3000
        : false,
  });
}

/** Places a ticket; the balance, the tickets and the open draw are read again afterwards. */
export function usePlaceTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticket: TPlaceTicket) => call(LOTTERY_ROUTES.placeTicket, { body: ticket }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [...memberLotteryKey, 'tickets'] });
      void client.invalidateQueries({ queryKey: balanceQueryKey });
    },
  });
}

/** A fresh id per ticket, so a retried request is recognised as the same ticket. */
export const newRequestId = () => crypto.randomUUID().replaceAll('-', '');
