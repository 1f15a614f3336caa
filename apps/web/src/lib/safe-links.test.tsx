import type { TBanner } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '@/app/shell/layout';
import { isActionable } from '@/shared/banners/banner-action';
import { testConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { dropUnsafeLinks } from './safe-links';

/**
 * Issue 13: the server now refuses unsafe stored URLs, but values stored before must not become
 * links on the player site either. The site checks every link it renders with the same rule.
 */
const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'data:text/html,x',
  '//evil.example',
  '/\\evil.example',
];

describe('links from stored data', () => {
  it('drop hrefs the stored-URL rule refuses from operator HTML, and keep the rest', () => {
    const root = document.createElement('div');
    root.innerHTML = [
      ...HOSTILE,
      '/promotions',
      'https://promo.example/',
      '#terms',
      'mailto:help@tiger.example',
    ]
      .map((href, i) => `<a href="${href.replace(/"/g, '&quot;')}">${i}</a>`)
      .join('');
    dropUnsafeLinks(root);
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      ...HOSTILE.map(() => null),
      '/promotions',
      'https://promo.example/',
      '#terms',
      'mailto:help@tiger.example',
    ]);
  });

  it('make a banner tappable only with a safe link for its type', () => {
    const banner = (linkageType: TBanner['linkageType'], linkageValue: string): TBanner => ({
      id: '1',
      groupName: 'w_home',
      title: 'x',
      subtitle: null,
      url: '/wps/content/banners/1.svg',
      linkageType,
      linkageValue,
    });
    for (const value of HOSTILE) {
      expect(isActionable(banner('URL', value), 'guest')).toBe(false);
      expect(isActionable(banner('ROUTE', value), 'guest')).toBe(false);
    }
    expect(isActionable(banner('ROUTE', 'https://promo.example/'), 'guest')).toBe(false);
    expect(isActionable(banner('URL', 'https://promo.example/'), 'guest')).toBe(true);
    expect(isActionable(banner('URL', '/promotions'), 'guest')).toBe(true);
    expect(isActionable(banner('ROUTE', '/promotions'), 'guest')).toBe(true);
  });

  it('leave contacts and downloads with unsafe addresses out of the side menu', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('min-width: 1024px'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const base = testConfig();
    const config = testConfig({
      customerService: [
        { type: 'TELEGRAM', csPosition: 1, title: 'Telegram 1', path: 'javascript:alert(1)' },
        { type: 'TELEGRAM', csPosition: 2, title: 'Telegram 2', path: 'https://t.me/two' },
        { type: 'FACEBOOK', csPosition: 1, title: 'Facebook', path: '//evil.example' },
      ],
      resources: base.resources.map((r) => ({ ...r, url: 'data:text/html,x' })),
    });
    await renderApp([{ element: <AppLayout />, children: [{ path: '/', element: <p>home</p> }] }], {
      config,
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(hrefs).toContain('https://t.me/two');
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x'])
      expect(hrefs).not.toContain(bad);
    expect(within(menu).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(within(menu).queryByRole('img', { name: /QR code/ })).toBeNull();
  });
});
