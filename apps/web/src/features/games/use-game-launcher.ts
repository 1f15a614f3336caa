import { useCallback } from 'react';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import type { LaunchTarget } from './api';

/**
 * Launching needs a session (spec section 6): visitors get the login popup; members and trial
 * players (play money, ADR 0044) the game popup, which asks for the launch URL and frames it. A
 * game a trial cannot play (lottery, transfer-wallet vendors) answers NEED_REAL_ACCOUNT there,
 * and the popup turns into the real-account notice.
 */
export function useGameLauncher(): (target: LaunchTarget) => void {
  const { requirePlayer } = useSession();
  const { open } = usePopups();
  return useCallback(
    (target: LaunchTarget) => {
      if (requirePlayer()) open('game', { target });
    },
    [requirePlayer, open],
  );
}
