import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFlag } from '@/lib/config';
import { liveConnection } from '@/lib/live-connection';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import { contractsQueryKey } from './api';
import { useContractInfo } from './info';

/**
 * Opens the contract popup (spec section 2, logged in only) for a real member while AGENTPOLICY3
 * is on: when the consolidated info counts more offers waiting than when the popup last showed
 * (at sign-in, or a new one arrived), and when the live `contract.offer` event says an offer just
 * came (also one that replaces an unanswered offer, which leaves the count as it was). A live
 * `contract.bill` event reads the contract pages again. Draws nothing itself; the popup's code
 * loads on first use.
 */
export function ContractWatcher() {
  const { info } = useContractInfo();
  const { open } = usePopups();
  const { status } = useSession();
  const policy = useFlag('AGENTPOLICY3');
  const queryClient = useQueryClient();
  const shownFor = useRef(0);
  const pending = info?.enabled ? info.pendingOffers : 0;
  const real = policy && (status === 'member' || status === 'agent');

  useEffect(() => {
    if (pending > shownFor.current) open('contract');
    shownFor.current = pending;
  }, [pending, open]);

  useEffect(() => {
    if (!real) return;
    return liveConnection.subscribe((message) => {
      if (message.type !== 'contract.offer' && message.type !== 'contract.bill') return;
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
      if (message.type === 'contract.offer') open('contract');
    });
  }, [real, queryClient, open]);

  return null;
}
