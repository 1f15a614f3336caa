import { PROMOTION_ROUTES, WALLET_ROUTES } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromotionsPage } from '@/app/routes/promotions-page';
import { Header } from '@/app/shell/header';
import { i18n, initI18n, loadTexts, switchLanguage } from '@/lib/i18n';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { balance, serve, signInMember } from '@/test/serve';
import { card } from './fixtures';

const header = [
  {
    path: '/',
    element: <Header menuOpen={false} onOpenMenu={() => {}} menuId={undefined} showMenuButton={false} />,
  },
];

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (!i18n.isInitialized) await initI18n('en');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en', { remember: false });
});

describe('the header’s bonus wallet', () => {
  it('shows beside the balance and in the account menu while it holds money, linking to the reward centre', async () => {
    signInMember();
    serve({ [`GET ${WALLET_ROUTES.balance.path}`]: () => ({ ...balance('1500.00'), bonus: '200.00' }) });
    await renderApp(header, { config: testConfig() });
    const group = await screen.findByRole('group', { name: 'Balance' });
    const link = await within(group).findByRole('link', {
      name: 'Bonus wallet 200.00: open the reward centre',
    });
    expect(link.getAttribute('href')).toBe('/member?page=rewardCenter');
    fireEvent.click(screen.getByRole('button', { name: /demo01/ }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByRole('menuitem', { name: 'Bonus wallet BDT 200.00' })).toBeTruthy();
  });

  it('is not shown while the bonus wallet is empty', async () => {
    signInMember();
    serve({ [`GET ${WALLET_ROUTES.balance.path}`]: () => balance('1500.00') });
    await renderApp(header, { config: testConfig() });
    const group = await screen.findByRole('group', { name: 'Balance' });
    await within(group).findByText('1,500.00');
    expect(within(group).queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /demo01/ }));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: /Bonus wallet/ })).toBeNull();
  });
});

describe('in Bengali', () => {
  it('names the states and the buttons in Bengali', async () => {
    await loadTexts('promotions');
    await switchLanguage('bn', { remember: false });
    serve({
      [`GET ${PROMOTION_ROUTES.list.path}`]: () => [
        card(),
        card({
          id: '2',
          slug: 'soon',
          title: 'Soon',
          state: 'COMING_SOON',
          action: 'NONE',
          startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      ],
    });
    await renderApp([{ path: '/promotions', element: <PromotionsPage /> }], {
      config: testConfig(),
      path: '/promotions',
    });
    const welcome = await screen.findByRole('article', { name: 'Welcome bonus 100%' });
    expect(within(welcome).getByText('যোগ দেওয়া যাবে')).toBeTruthy();
    expect(within(welcome).getByRole('button', { name: 'যোগ দিন' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Soon' })).getByText('শীঘ্রই আসছে')).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'প্রোমোশনের ধরন' })).toBeTruthy();
  });
});
