import { MISSION_ROUTES } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The mission activity page's reads and its claim (issue 19; MCSFE getMissionSummaryDetails, getMissionLeaderboard). */
export const missionsQueryKey = ['missions'] as const;

/** Progress that is not a completion is not pushed live: the list refreshes this often while open. */
export const MISSIONS_REFRESH_MS = 30_000;

export const missionSummaryQuery = queryOptions({
  queryKey: [...missionsQueryKey, 'summary'],
  queryFn: () => call(MISSION_ROUTES.summary, {}),
  refetchInterval: MISSIONS_REFRESH_MS,
});

export const leaderboardQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...missionsQueryKey, 'leaderboard', id ?? 'first'],
    queryFn: () => call(MISSION_ROUTES.leaderboard, { query: id ? { id } : {} }),
    refetchInterval: MISSIONS_REFRESH_MS,
  });

export const claimMission = (id: string, requestId: string) =>
  call(MISSION_ROUTES.claim, { params: { id }, body: { requestId } });
