import type { TCrashEvent } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useMerchant } from '@/lib/config';

/** Reconnection waits grow from 1 s to 10 s: the game is live, so it tries again soon. */
const RETRY_MS = [1000, 2000, 5000, 10_000];

/**
 * Follows the crash game over /ws. The game is public, so this connection greets as a visitor
 * (no token): a member's own events keep coming on the app's live connection, and a visitor needs
 * none. `onReady` runs on every (re)connection, so the caller can fetch the state afresh.
 */
export function useCrashLive(onEvent: (event: TCrashEvent) => void, onReady: () => void): boolean {
  const merchant = useMerchant();
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onEvent, onReady });
  handlers.current = { onEvent, onReady };

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: number | undefined;
    let stopped = false;
    const connect = () => {
      const url = new URL('/ws', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const current = new WebSocket(url);
      socket = current;
      current.addEventListener('open', () => {
        current.send(JSON.stringify({ type: 'hello', merchant: merchant.code, visitor: true }));
      });
      current.addEventListener('message', (message) => {
        let event: { type: string };
        try {
          event = JSON.parse(String(message.data)) as { type: string };
        } catch {
          return;
        }
        if (event.type === 'ready') {
          attempt = 0;
          current.send(JSON.stringify({ type: 'crash.subscribe' }));
          setConnected(true);
          handlers.current.onReady();
        } else if (event.type.startsWith('crash.')) {
          handlers.current.onEvent(event as TCrashEvent);
        }
      });
      current.addEventListener('close', () => {
        if (socket === current) socket = null;
        setConnected(false);
        if (stopped) return;
        const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 10_000;
        attempt += 1;
        timer = window.setTimeout(connect, wait);
      });
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      socket?.close(1000);
    };
  }, [merchant.code]);

  return connected;
}
