import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { AppLayout } from './layout';

function routes() {
  return [
    {
      element: <AppLayout />,
      children: [
        { path: '/', element: <p>home page</p> },
        { path: '/seamless', element: <p>seamless page</p> },
        { path: '/live', element: <p>live page</p> },
      ],
    },
  ];
}

describe('AppLayout (desktop width)', () => {
  it('shows the side menu with the categories that have vendors, contacts and downloads', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('min-width: 1024px'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    await renderApp(routes(), { config: testConfig() });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links).toContain('Live Casino');
    expect(links).toContain('Sports');
    expect(links).not.toContain('Fishing'); // no vendor, no entry
    expect(within(menu).getByRole('link', { name: 'Telegram 2' })).toHaveProperty('href', 'https://t.me/two');
    expect(within(menu).getByRole('img', { name: 'QR code to download the iOS app' })).toBeTruthy();
    // The top navigation offers home, in-house games and promotions before the categories.
    const top = screen.getByRole('navigation', { name: 'Game categories' });
    expect(
      within(top)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Originals', 'Promotions', 'Live Casino', 'Sports']);
    // The footer shows each vendor once.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('img', { name: 'Royal Live' })).toHaveLength(1);
  });

  it('hides the side menu on /seamless', async () => {
    await renderApp(routes(), { config: testConfig(), path: '/seamless' });
    await screen.findByText('seamless page');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Game categories' })).toBeNull();
  });
});
