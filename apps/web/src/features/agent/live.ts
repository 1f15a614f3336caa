import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveConnection } from '@/lib/live-connection';
import { agentQueryKey } from './api';

/**
 * A team transfer sent or received (the server's live agent.transfer event, to both sides) makes
 * the agent centre read its figures again: the transfer allowance, the lists and the reports.
 */
export function useLiveAgentRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      liveConnection.subscribe((message) => {
        if (message.type === 'agent.transfer')
          void queryClient.invalidateQueries({ queryKey: agentQueryKey });
      }),
    [queryClient],
  );
}
