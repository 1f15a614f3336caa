import {
  isAgentType,
  isTrialType,
  MEMBER_ROUTES,
  SESSION_ROUTES,
  type TLoginResult,
  type TMemberInfo,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { call, configureApiClient } from './api-client';
import { usePopups } from './popups';
import { local, STORAGE_KEYS, session as sessionStorageSafe } from './storage';

export interface StoredSession {
  token: string;
  userName: string;
  type: number;
}

export type SessionStatus = 'guest' | 'trial' | 'member' | 'agent';

interface SessionApi {
  status: SessionStatus;
  session: StoredSession | null;
  member: TMemberInfo | undefined;
  /** Stores a successful login; a forced password change opens its popup (spec section 4). */
  signIn: (result: TLoginResult, options?: { password?: string; viaSms?: boolean }) => void;
  /** Ends the session on the server and here; returns where to go (agents go back to /agent). */
  signOut: () => Promise<string>;
  /** True for a member; otherwise opens the login popup (visitors) or the real-account notice (trials). */
  requireMember: () => boolean;
  /**
   * Whether the session may play games: members, agents and trial accounts (with play money,
   * ADR 0044). Money actions still need `requireMember`.
   */
  canPlay: boolean;
  /** True when the session may play; visitors get the login popup. */
  requirePlayer: () => boolean;
}

const SessionContext = createContext<SessionApi | null>(null);

function readStored(): StoredSession | null {
  const raw = local.get(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredSession;
    return typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function statusOf(session: StoredSession | null): SessionStatus {
  if (!session) return 'guest';
  if (isTrialType(session.type)) return 'trial';
  return isAgentType(session.type) ? 'agent' : 'member';
}

/**
 * Logout clears the session storage of this site but the brand code (spec section 4), and the
 * session kept in local storage; language and the remembered login stay.
 */
function clearStoredSession(): void {
  local.remove(STORAGE_KEYS.session);
  const merchant = sessionStorageSafe.get(STORAGE_KEYS.merchant);
  try {
    window.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
  if (merchant) sessionStorageSafe.set(STORAGE_KEYS.merchant, merchant);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { open } = usePopups();
  const [session, setSession] = useState<StoredSession | null>(() => {
    const stored = readStored();
    configureApiClient({ token: stored?.token ?? null });
    return stored;
  });

  const forget = useCallback(() => {
    clearStoredSession();
    configureApiClient({ token: null });
    setSession(null);
    queryClient.removeQueries({ queryKey: ['member'] });
  }, [queryClient]);

  useEffect(() => {
    // A call told us the session ended (expired, revoked, password changed elsewhere).
    configureApiClient({
      onSessionLost: () => {
        forget();
        open('login');
      },
    });
    return () => configureApiClient({ onSessionLost: null });
  }, [forget, open]);

  const { data: member } = useQuery({
    queryKey: ['member', 'info', session?.token],
    queryFn: ({ signal }) => call(MEMBER_ROUTES.info, { signal }),
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });

  const signIn = useCallback(
    (result: TLoginResult, options: { password?: string; viaSms?: boolean } = {}) => {
      const next = { token: result.token, userName: result.userName, type: result.type };
      local.set(STORAGE_KEYS.session, JSON.stringify(next));
      if (result.firstTimeLogin) sessionStorageSafe.set(STORAGE_KEYS.firstLogin, '1');
      configureApiClient({ token: next.token });
      setSession(next);
      // Everything the visitor saw may differ for a member: refetch.
      void queryClient.invalidateQueries();
      if (!options.viaSms && (result.mustChangePassword || result.passwordExpired)) {
        open('changePassword', { forced: true, oldPassword: options.password ?? '' });
      }
    },
    [queryClient, open],
  );

  const signOut = useCallback(async () => {
    const wasAgent = session ? isAgentType(session.type) : false;
    await call(SESSION_ROUTES.logout, {}).catch(() => undefined);
    forget();
    void queryClient.invalidateQueries();
    return wasAgent ? '/agent' : '/';
  }, [session, forget, queryClient]);

  const status = statusOf(session);
  const requireMember = useCallback(() => {
    if (status === 'guest') {
      open('login');
      return false;
    }
    if (status === 'trial') {
      open('needRealAccount');
      return false;
    }
    return true;
  }, [status, open]);
  const canPlay = status !== 'guest';
  const requirePlayer = useCallback(() => {
    if (status !== 'guest') return true;
    open('login');
    return false;
  }, [status, open]);

  const value = useMemo(
    () => ({ status, session, member, signIn, signOut, requireMember, canPlay, requirePlayer }),
    [status, session, member, signIn, signOut, requireMember, canPlay, requirePlayer],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
