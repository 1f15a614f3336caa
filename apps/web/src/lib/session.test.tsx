import type { TLoginResult } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PopupEntry, PopupProvider, usePopups } from './popups';
import { SessionProvider, useSession } from './session';

const login: TLoginResult = {
  token: 't'.repeat(43),
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  rememberToken: null,
  rememberExpiresAt: null,
};

function harness() {
  const seen: { session?: ReturnType<typeof useSession>; popups?: PopupEntry[] } = {};
  function Probe() {
    seen.session = useSession();
    seen.popups = usePopups().stack;
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PopupProvider>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </PopupProvider>
    </QueryClientProvider>,
  );
  return seen;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, code: 'OK', message: '', value: null }), {
          status: 200,
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('keeps the session in local storage and knows members, agents and trials apart', () => {
    const seen = harness();
    expect(seen.session?.status).toBe('guest');
    act(() => seen.session?.signIn(login));
    expect(seen.session?.status).toBe('member');
    expect(JSON.parse(window.localStorage.getItem('portal.session') ?? '{}')).toEqual({
      token: login.token,
      userName: 'demo01',
      type: 0,
    });
    act(() => seen.session?.signIn({ ...login, type: 41 }));
    expect(seen.session?.status).toBe('agent');
    act(() => seen.session?.signIn({ ...login, type: 4 }));
    expect(seen.session?.status).toBe('trial');
  });

  it('opens the forced password change for the default password, but not after an SMS login', () => {
    const seen = harness();
    act(() => seen.session?.signIn({ ...login, mustChangePassword: true }, { viaSms: true }));
    expect(seen.popups).toEqual([]);
    act(() => seen.session?.signIn({ ...login, mustChangePassword: true }, { password: '123456' }));
    expect(seen.popups).toEqual([{ name: 'changePassword', props: { forced: true, oldPassword: '123456' } }]);
  });

  it('signs out: session storage cleared but the brand code, agents sent to /agent', async () => {
    const seen = harness();
    window.sessionStorage.setItem('portal.merchant', 'TIGER');
    window.sessionStorage.setItem('portal.affiliateCode', 'X');
    act(() => seen.session?.signIn({ ...login, type: 1 }));
    let target = '';
    await act(async () => {
      target = (await seen.session?.signOut()) ?? '';
    });
    expect(target).toBe('/agent');
    expect(seen.session?.status).toBe('guest');
    expect(window.localStorage.getItem('portal.session')).toBeNull();
    expect(window.sessionStorage.getItem('portal.merchant')).toBe('TIGER');
    expect(window.sessionStorage.getItem('portal.affiliateCode')).toBeNull();
  });

  it('asks visitors to log in and trials to register before member actions', () => {
    const seen = harness();
    let allowed = true;
    act(() => {
      allowed = seen.session?.requireMember() ?? true;
    });
    expect(allowed).toBe(false);
    expect(seen.popups?.at(-1)?.name).toBe('login');
    act(() => seen.session?.signIn({ ...login, type: 4 }));
    act(() => {
      allowed = seen.session?.requireMember() ?? true;
    });
    expect(allowed).toBe(false);
    expect(seen.popups?.at(-1)?.name).toBe('needRealAccount');
  });
});
