import { TRIAL_ROUTES } from '@portal/contracts';
import type { TTrialWallet } from '@portal/contracts/endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/shell/header';
import { switchLanguage } from '@/lib/i18n';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { bodyOf, serve, signInMember } from '@/test/serve';

const routes = [
  {
    path: '/',
    element: <Header menuOpen={false} onOpenMenu={() => {}} menuId={undefined} showMenuButton={false} />,
  },
];

const wallet = (balance: string, more: Partial<TTrialWallet> = {}): TTrialWallet => ({
  balance,
  playMoney: true,
  refillBelow: '1000.00',
  refillTo: '10000.00',
  refillsLeft: 5,
  canRefill: false,
  ...more,
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en', { remember: false });
});

describe('play money in the header (ADR 0044)', () => {
  it('labels a trial account’s balance as play money, never as the real balance, with Register for real', async () => {
    signInMember(4);
    const calls = serve({ [`GET ${TRIAL_ROUTES.wallet.path}`]: () => wallet('12345.6') });
    await renderApp(routes, { config: testConfig() });
    const button = await screen.findByRole('button', { name: /^Trial account, play money: 12,345\.60\./ });
    expect(within(button).getByText('Trial · play money')).toBeTruthy();
    expect(within(button).getByText('Play money')).toBeTruthy();
    expect(within(button).getByText('12,345.60')).toBeTruthy();
    // No real balance, no deposit or withdraw shortcuts for a trial.
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(screen.getByRole('button', { name: /Register for real/ })).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/wps/v2/wallets/balance')).toBe(false);
  });

  it('refills once low: the button is off above the line, then sends one request id and shows the new amount', async () => {
    signInMember(4);
    let current = wallet('9000.00');
    const calls = serve({
      [`GET ${TRIAL_ROUTES.wallet.path}`]: () => current,
      [`POST ${TRIAL_ROUTES.refill.path}`]: () => {
        current = wallet('10000.00', { refillsLeft: 4 });
        return current;
      },
    });
    await renderApp(routes, { config: testConfig() });
    fireEvent.click(await screen.findByRole('button', { name: /^Trial account, play money: 9,000\.00\./ }));
    const dialog = await screen.findByRole('dialog', { name: 'Play money' });
    expect(within(dialog).getByText(/once your play money is below 1,000\.00/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Refill' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    current = wallet('12.50', { canRefill: true });
    const header = await renderApp(routes, { config: testConfig() });
    const low = await screen.findAllByRole('button', { name: /^Trial account, play money: 12\.50\./ });
    fireEvent.click(low[0] as HTMLElement);
    const again = await screen.findByRole('dialog', { name: 'Play money' });
    const refill = within(again).getByRole('button', { name: 'Refill' }) as HTMLButtonElement;
    expect(refill.disabled).toBe(false);
    await act(async () => fireEvent.click(refill));
    expect(await within(again).findByText('Your play money is back to 10,000.00.')).toBeTruthy();
    const sent = calls.filter((c) => c.url.pathname === TRIAL_ROUTES.refill.path);
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0]).requestId).toMatch(/^[0-9a-f-]{36}$/);
    header.unmount();
  });

  it('says it in Bengali', async () => {
    signInMember(4);
    serve({ [`GET ${TRIAL_ROUTES.wallet.path}`]: () => wallet('10000.00') });
    await switchLanguage('bn', { remember: false });
    await renderApp(routes, { config: testConfig() });
    const button = await screen.findByRole('button', { name: /^ট্রায়াল অ্যাকাউন্ট, প্লে মানি: 10,000\.00/ });
    await waitFor(() => expect(within(button).getByText('ট্রায়াল · প্লে মানি')).toBeTruthy());
  });
});
