import type { TLiveEvent } from '@portal/contracts';
import type { TAgentTransfer } from '@portal/contracts/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { liveConnection } from '@/lib/live-connection';
import { agentQueryKey } from './api';

/**
 * A team transfer sent or received (the server's live agent.transfer event, to both sides) makes
 * the agent centre read its figures again: the transfer allowance, the lists and the reports.
 * Answers the latest transfer received while the page is open (for its notice) and a way to
 * dismiss it.
 */
export function useLiveAgentRefresh(): { received: TAgentTransfer | null; dismiss: () => void } {
  const queryClient = useQueryClient();
  const [received, setReceived] = useState<TAgentTransfer | null>(null);
  useEffect(
    () =>
      liveConnection.subscribe((message) => {
        if (message.type !== 'agent.transfer') return;
        void queryClient.invalidateQueries({ queryKey: agentQueryKey });
        const { transfer } = message as unknown as Extract<TLiveEvent, { type: 'agent.transfer' }>;
        if (transfer?.direction === 'IN') setReceived(transfer);
      }),
    [queryClient],
  );
  return { received, dismiss: () => setReceived(null) };
}
