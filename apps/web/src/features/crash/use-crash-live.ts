import type { TCrashEvent } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useMerchant } from '@/lib/config';
import { liveConnection } from '@/lib/live-connection';

/**
 * Follows the crash game on the tab's one WebSocket (lib/live-connection): a member's connection
 * carries it beside their own events, a visitor's connection opens for it alone. `onReady` runs on
 * every (re)connection, so the caller can fetch the state afresh.
 */
export function useCrashLive(onEvent: (event: TCrashEvent) => void, onReady: () => void): boolean {
  const merchant = useMerchant();
  const [connected, setConnected] = useState(liveConnection.ready);
  const handlers = useRef({ onEvent, onReady });
  handlers.current = { onEvent, onReady };

  useEffect(() => {
    const stopHearing = liveConnection.subscribe((message) => {
      if (message.type.startsWith('crash.')) handlers.current.onEvent(message as unknown as TCrashEvent);
    });
    const stopWatching = liveConnection.onReadiness((ready) => {
      setConnected(ready);
      if (ready) handlers.current.onReady();
    });
    const unfollow = liveConnection.followCrash(merchant.code);
    // Already connected (a member's socket): the subscription went out at once; fetch the state now.
    if (liveConnection.ready) {
      setConnected(true);
      handlers.current.onReady();
    }
    return () => {
      stopHearing();
      stopWatching();
      unfollow();
    };
  }, [merchant.code]);

  return connected;
}
