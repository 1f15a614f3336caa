import { ORIGINALS_ROUTES, type OriginalGame, type TRevealedSeedPair } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * The member's in-house game data sits under `member` (a logout removes it); the brand's limits
 * are public and sit apart.
 */
export const originalsKey = ['member', 'originals'] as const;
export const seedsKey = [...originalsKey, 'seeds'] as const;
export const seedHistoryKey = [...originalsKey, 'seedHistory'] as const;
export const roundsKey = [...originalsKey, 'rounds'] as const;
export const activeKey = [...originalsKey, 'active'] as const;
/** My bets: a page holds this many rounds. */
export const ROUNDS_PAGE_SIZE = 10;
export const SEED_HISTORY_PAGE_SIZE = 10;

export const configQuery = queryOptions({
  queryKey: ['originals', 'config'],
  queryFn: ({ signal }) => call(ORIGINALS_ROUTES.config, { signal }),
  staleTime: 5 * 60_000,
});

/** The brand's bet limits and house edge; visitors see them too. */
export const useOriginalsConfig = () => useQuery(configQuery);

/** Members, agents and trial accounts (who play with play money, ADR 0044) have seeds and rounds. */
function useIsMember(): boolean {
  return useSession().canPlay;
}

export function useSeeds() {
  const member = useIsMember();
  return useQuery({
    queryKey: seedsKey,
    queryFn: ({ signal }) => call(ORIGINALS_ROUTES.seeds, { signal }),
    enabled: member,
  });
}

export interface SeedHistoryPage {
  items: TRevealedSeedPair[];
  totalPages: number;
}

/** Revealed pairs, newest first. */
export function useSeedHistory(pageNo: number, enabled = true) {
  const member = useIsMember();
  return useQuery({
    queryKey: [...seedHistoryKey, pageNo],
    queryFn: async ({ signal }): Promise<SeedHistoryPage> => {
      const page = await call(ORIGINALS_ROUTES.seedHistory, {
        signal,
        query: { pageNo, pageSize: SEED_HISTORY_PAGE_SIZE },
      });
      return { items: page.content, totalPages: page.totalPages };
    },
    enabled: member && enabled,
    placeholderData: keepPreviousData,
  });
}

export const rotateSeeds = (clientSeed: string) =>
  call(ORIGINALS_ROUTES.rotateSeeds, { body: { clientSeed } });

export function useRounds(game: OriginalGame, pageNo: number) {
  const member = useIsMember();
  return useQuery({
    queryKey: [...roundsKey, game, pageNo],
    queryFn: ({ signal }) =>
      call(ORIGINALS_ROUTES.rounds, {
        signal,
        query: { game, pageNo, pageSize: ROUNDS_PAGE_SIZE },
      }),
    enabled: member,
    placeholderData: keepPreviousData,
  });
}

export function useRound(roundId: string) {
  return useQuery({
    queryKey: [...roundsKey, 'one', roundId],
    queryFn: ({ signal }) => call(ORIGINALS_ROUTES.round, { params: { roundId }, signal }),
  });
}

/** The member's open Mines or Hi-Lo round, so a reload resumes it. */
export function useActiveRound(game: 'MINES' | 'HILO') {
  const member = useIsMember();
  return useQuery({
    queryKey: [...activeKey, game],
    queryFn: ({ signal }) => call(ORIGINALS_ROUTES.active, { signal, query: { game } }),
    enabled: member,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The calls that start a round or take a step in one: each answers with the round. */
export type RoundRoute = (typeof ORIGINALS_ROUTES)[
  | Lowercase<OriginalGame>
  | 'minesReveal'
  | 'minesCashout'
  | 'hiloGuess'
  | 'hiloCashout'];
