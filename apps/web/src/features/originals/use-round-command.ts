import type { TOriginalRound, TSeeds } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callWith } from '@/lib/api-client';
import { useRequestId } from '@/lib/request-id';
import { useSession } from '@/lib/session';
import { activeKey, type RoundRoute, roundsKey, seedsKey, useSeeds } from './api';

interface Command {
  route: RoundRoute;
  body: Record<string, unknown>;
  /** A bet starts a round: it carries a requestId and the nonce it expects. */
  bet: boolean;
}

/**
 * Sends bets and round steps. A bet carries a fresh requestId (kept only while its outcome is
 * unknown, so a retry replays instead of betting twice) and the nonce the player was shown; a
 * NONCE_MISMATCH refreshes the seeds and says so. Errors are the server's localised message.
 */
export function useRoundCommand() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { requirePlayer } = useSession();
  const seeds = useSeeds();
  const requestIds = useRequestId();
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ route, body, bet }: Command): Promise<TOriginalRound> => {
      if (!bet) return callWith(route, { body });
      // The cache, not this render's copy: an autobet's next round must see the nonce the last one moved on.
      const nonce = (queryClient.getQueryData<TSeeds>(seedsKey) ?? seeds.data)?.active.nonce;
      return requestIds.send({ route: route.id, body, nonce }, (requestId) =>
        callWith(route, { body: { ...body, requestId, ...(nonce === undefined ? {} : { nonce }) } }),
      );
    },
    onSuccess: (round, { bet }) => {
      if (bet) {
        queryClient.setQueryData<TSeeds>(seedsKey, (current) =>
          current && current.active.serverSeedHash === round.serverSeedHash
            ? {
                ...current,
                active: { ...current.active, nonce: Math.max(current.active.nonce, round.nonce + 1) },
              }
            : current,
        );
      }
      if (round.status !== 'OPEN') void queryClient.invalidateQueries({ queryKey: roundsKey });
      if (round.game === 'MINES' || round.game === 'HILO') {
        queryClient.setQueryData([...activeKey, round.game], round.status === 'OPEN' ? round : null);
      }
    },
  });
  const { mutateAsync } = mutation;

  const send = useCallback(
    async (command: Command): Promise<TOriginalRound | null> => {
      if (!requirePlayer()) return null;
      setError(null);
      try {
        return await mutateAsync(command);
      } catch (caught) {
        if (caught instanceof ApiError) {
          if (caught.code === 'NONCE_MISMATCH') {
            await queryClient.invalidateQueries({ queryKey: seedsKey });
            setError(`${caught.message} ${t('originals.nonceRefreshed')}`.trim());
          } else {
            if (caught.code === 'ROUND_CLOSED' || caught.code === 'ROUND_OPEN') {
              void queryClient.invalidateQueries({ queryKey: activeKey });
            }
            setError(caught.message || t('originals.failed'));
          }
        } else if ((caught as Error)?.name !== 'AbortError') {
          setError(t('originals.failed'));
        }
        return null;
      }
    },
    [requirePlayer, mutateAsync, queryClient, t],
  );

  return { send, busy: mutation.isPending, error, clearError: () => setError(null) };
}
