import {
  ORIGINALS_PATHS,
  type OriginalGame,
  type TOriginalRound,
  type TOriginalRoundPage,
  type TOriginalsConfig,
  type TRevealedSeedPair,
  type TRotateResult,
  type TSeeds,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
  queryFn: ({ signal }) => api<TOriginalsConfig>(ORIGINALS_PATHS.config, { signal }),
  staleTime: 5 * 60_000,
});

/** The brand's bet limits and house edge; visitors see them too. */
export const useOriginalsConfig = () => useQuery(configQuery);

function useIsMember(): boolean {
  const { status } = useSession();
  return status === 'member' || status === 'agent';
}

export function useSeeds() {
  const member = useIsMember();
  return useQuery({
    queryKey: seedsKey,
    queryFn: ({ signal }) => api<TSeeds>(ORIGINALS_PATHS.seeds, { signal }),
    enabled: member,
  });
}

export interface SeedHistoryPage {
  items: TRevealedSeedPair[];
  totalPages: number;
}

/** Revealed pairs, newest first. The page may come as `content` (like rounds) or `list`. */
export function useSeedHistory(pageNo: number, enabled = true) {
  const member = useIsMember();
  return useQuery({
    queryKey: [...seedHistoryKey, pageNo],
    queryFn: async ({ signal }): Promise<SeedHistoryPage> => {
      const page = await api<{
        content?: TRevealedSeedPair[];
        list?: TRevealedSeedPair[];
        totalPages?: number;
      }>(ORIGINALS_PATHS.seedHistory, { signal, query: { pageNo, pageSize: SEED_HISTORY_PAGE_SIZE } });
      return { items: page.content ?? page.list ?? [], totalPages: page.totalPages ?? 1 };
    },
    enabled: member && enabled,
    placeholderData: keepPreviousData,
  });
}

export const rotateSeeds = (clientSeed: string) =>
  api<TRotateResult>(ORIGINALS_PATHS.rotateSeeds, { method: 'POST', body: { clientSeed } });

export function useRounds(game: OriginalGame, pageNo: number) {
  const member = useIsMember();
  return useQuery({
    queryKey: [...roundsKey, game, pageNo],
    queryFn: ({ signal }) =>
      api<TOriginalRoundPage>(ORIGINALS_PATHS.rounds, {
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
    queryFn: ({ signal }) =>
      api<TOriginalRound>(ORIGINALS_PATHS.round.replace(':roundId', roundId), { signal }),
  });
}

/** The member's open Mines or Hi-Lo round, so a reload resumes it. */
export function useActiveRound(game: 'MINES' | 'HILO') {
  const member = useIsMember();
  return useQuery({
    queryKey: [...activeKey, game],
    queryFn: ({ signal }) => api<TOriginalRound | null>(ORIGINALS_PATHS.active, { signal, query: { game } }),
    enabled: member,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The call that starts a round of each game. */
export const BET_PATHS: Record<OriginalGame, string> = {
  DICE: ORIGINALS_PATHS.dice,
  LIMBO: ORIGINALS_PATHS.limbo,
  PLINKO: ORIGINALS_PATHS.plinko,
  KENO: ORIGINALS_PATHS.keno,
  MINES: ORIGINALS_PATHS.mines,
  HILO: ORIGINALS_PATHS.hilo,
};

export const postRoundAction = (path: string, body: Record<string, unknown>) =>
  api<TOriginalRound>(path, { method: 'POST', body });
