import { AGENT_CENTRE_ROUTES } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberPage } from '@/app/routes/member-page';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { page, serve, signInMember } from '@/test/serve';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('member centre: team transfer', () => {
  it("is the agent centre's transfer page for an agent", async () => {
    signInMember(1);
    serve({
      [`GET ${AGENT_CENTRE_ROUTES.transferInfo.path}`]: () => ({
        currency: 'BDT',
        exponent: 2,
        balance: '10000.00',
        upline: null,
        canSendToDownline: true,
        canSendToUpline: false,
        minAmount: '1.00',
        dailyLimit: '100000.00',
        sentToday: '0.00',
        hasPaymentPassword: true,
      }),
      [`GET ${AGENT_CENTRE_ROUTES.team.path}`]: () => ({ ...page([], 1, 50), trail: [] }),
      [`GET ${AGENT_CENTRE_ROUTES.transfers.path}`]: () => page([], 1, 20),
    });
    await renderApp([{ path: '/member', element: <MemberPage /> }], {
      config: testConfig(),
      path: '/member?page=transferUpline',
    });
    const form = await screen.findByRole('region', { name: 'Send money' }, { timeout: 8000 });
    expect(within(form).getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByText('No team transfers in this period')).toBeTruthy();
  });
});
