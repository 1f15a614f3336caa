import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./client', () => ({
  client: { configure: vi.fn() },
  call: vi.fn(async (route: { id: string }) => {
    calls.push(route.id);
    return null;
  }),
}));

const { IDLE_MINUTES, SessionProvider, takeSignOutReason, useSession } = await import('./session');

function Probe() {
  const { token } = useSession();
  return <p>{token ?? 'signed out'}</p>;
}

function renderSession() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const minutes = (n: number) => act(() => vi.advanceTimersByTime(n * 60_000));

describe('the idle timeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    window.sessionStorage.clear();
    window.sessionStorage.setItem('portal.admin.session', 'token-1');
  });
  afterEach(() => vi.useRealTimers());

  it(`signs the operator out after ${IDLE_MINUTES} minutes without a key, click or touch`, async () => {
    renderSession();
    expect(screen.getByText('token-1')).toBeTruthy();
    await minutes(IDLE_MINUTES - 1);
    expect(screen.getByText('token-1')).toBeTruthy();
    await minutes(1.5);
    expect(screen.getByText('signed out')).toBeTruthy();
    // The server session is ended too, the token forgotten, and sign-in says why.
    expect(calls).toEqual(['operator.logout']);
    expect(window.sessionStorage.getItem('portal.admin.session')).toBeNull();
    expect(takeSignOutReason()).toBe('idle');
  });

  it('keeps the session while the operator is active', async () => {
    renderSession();
    for (let i = 0; i < 4; i += 1) {
      await minutes(IDLE_MINUTES - 2);
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      });
    }
    expect(screen.getByText('token-1')).toBeTruthy();
    expect(calls).toEqual([]);
    await minutes(IDLE_MINUTES + 1);
    expect(screen.getByText('signed out')).toBeTruthy();
  });
});
