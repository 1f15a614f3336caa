import type { TSystemConfig } from '@portal/contracts';
import type { TTeamFigures, TTeamMember } from '@portal/contracts/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { AgentHomePage } from '@/features/agent/agent-home-page';
import { i18n, initI18n, loadTexts } from '@/lib/i18n';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { type Handler, serve, signInMember } from '@/test/serve';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The figures of a period, zero unless the test says otherwise. */
export const figures = (change: Partial<TTeamFigures> = {}): TTeamFigures => ({
  newMembers: 0,
  firstDeposits: 0,
  firstDepositAmount: '0.00',
  activeMembers: 0,
  depositCount: 0,
  deposits: '0.00',
  withdrawalCount: 0,
  withdrawals: '0.00',
  betCount: 0,
  validBet: '0.00',
  profitLoss: '0.00',
  ...change,
});

export const teamMember = (change: Partial<TTeamMember> = {}): TTeamMember => ({
  id: '21',
  account: 'player01',
  nickname: null,
  type: 0,
  isAgent: false,
  level: 1,
  directUpline: { id: '20', account: 'agent01' },
  balance: '5000.00',
  teamSize: 0,
  lastLoginAt: '2026-03-14T09:00:00.000Z',
  registeredAt: '2026-03-01T10:00:00.000Z',
  status: 'active',
  ...change,
});

/**
 * Opens an agent-centre page as a signed-in agent (type 1), the agent texts loaded, with the
 * API answered by `handlers`; waits for the page's heading. Returns the calls made.
 */
export async function openAgentPage(
  page: string,
  handlers: Record<string, Handler>,
  options: { wide?: boolean; config?: TSystemConfig } = {},
) {
  if (!i18n.isInitialized) await initI18n('en');
  await loadTexts('agent');
  signInMember(1);
  const wide = options.wide ?? true;
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  const calls = serve(handlers);
  const result = await renderApp(
    [
      { path: '/agentHome', element: <AgentHomePage announcements={<p>announcements</p>} /> },
      { path: '/agent', element: <p>agent login</p> },
    ],
    { config: options.config ?? testConfig(), path: `/agentHome?page=${page}` },
  );
  await screen.findByRole('navigation', { name: 'Agent centre pages' });
  // The page itself loads on first use, then its data: wait until nothing is loading.
  await waitFor(() => expect(document.querySelector('.spinner')).toBeNull(), { timeout: 8000 });
  return { calls, ...result };
}

/** The query of the last call made to a path. */
export function lastQuery(calls: { url: URL }[], path: string): Record<string, string> {
  const call = calls.filter((c) => c.url.pathname === path).at(-1);
  return Object.fromEntries(call?.url.searchParams ?? []);
}
