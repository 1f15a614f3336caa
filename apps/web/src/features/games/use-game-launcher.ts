import { useCallback } from 'react';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import type { LaunchTarget } from './api';

/**
 * Launching needs a real account (spec section 6): visitors get the login popup, trial players the
 * real-account notice, members the game popup, which asks for the launch URL and frames it.
 */
export function useGameLauncher(): (target: LaunchTarget) => void {
  const { requireMember } = useSession();
  const { open } = usePopups();
  return useCallback(
    (target: LaunchTarget) => {
      if (requireMember()) open('game', { target });
    },
    [requireMember, open],
  );
}
