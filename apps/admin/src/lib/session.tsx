import { OPERATOR_SESSION_ROUTES } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { call, client } from './client';

/** Minutes without a key press, click or touch before the console signs the operator out. */
export const IDLE_MINUTES = 15;
const TOKEN_KEY = 'portal.admin.session';
const NOTICE_KEY = 'portal.admin.notice';

/** Why the operator is back at sign-in, shown there once. */
export type SignOutReason = 'ended' | 'idle';

function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(TOKEN_KEY, token);
    else window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // The session then lasts as long as the page.
  }
}

/** The reason of the last sign-out, read once by the sign-in page. */
export function takeSignOutReason(): SignOutReason | null {
  try {
    const value = window.sessionStorage.getItem(NOTICE_KEY);
    window.sessionStorage.removeItem(NOTICE_KEY);
    return value === 'ended' || value === 'idle' ? value : null;
  } catch {
    return null;
  }
}

interface Session {
  token: string | null;
  signIn: (token: string) => void;
  signOut: (reason?: SignOutReason) => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The operator's session: the token lives in this tab's session storage (never a URL) and goes
 * out as the bearer token. A call told the session is gone, and the idle timer, end it here.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => {
    const stored = readToken();
    client.configure({ token: stored });
    return stored;
  });

  const end = useCallback(
    (reason: SignOutReason | null) => {
      if (reason) {
        try {
          window.sessionStorage.setItem(NOTICE_KEY, reason);
        } catch {
          // The notice is lost; the sign-in page still shows.
        }
      }
      client.configure({ token: null });
      writeToken(null);
      setToken(null);
      queryClient.clear();
    },
    [queryClient],
  );

  useEffect(() => {
    client.configure({ onSessionLost: () => end('ended') });
    return () => client.configure({ onSessionLost: null });
  }, [end]);

  const session = useMemo<Session>(
    () => ({
      token,
      signIn(next) {
        client.configure({ token: next });
        writeToken(next);
        setToken(next);
      },
      async signOut(reason) {
        if (token) await call(OPERATOR_SESSION_ROUTES.logout, {}).catch(() => undefined);
        end(reason ?? null);
      },
    }),
    [token, end],
  );

  // Idle timeout: any key, pointer or touch activity keeps the session; none for IDLE_MINUTES ends it.
  useEffect(() => {
    if (!token) return;
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, touch, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - last < IDLE_MINUTES * 60_000) return;
      // Once: a slow sign-out call must not be repeated by the next tick.
      window.clearInterval(timer);
      void session.signOut('idle');
    }, 15_000);
    return () => {
      for (const name of events) window.removeEventListener(name, touch);
      window.clearInterval(timer);
    };
  }, [token, session]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in operator (name, brand, role, permissions), once the session has a token. */
export function useOperator() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['operator', 'me', token],
    queryFn: ({ signal }) => call(OPERATOR_SESSION_ROUTES.me, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
