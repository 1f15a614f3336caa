import { describe, expect, it } from 'vitest';
import en from '@/locales/en';
import { pageTitle } from './document-title';

/** A stand-in for i18next's t over the English catalogue. */
function lookup(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}
const t = ((key: string) => lookup(key) ?? key) as never;
const has = (key: string) => lookup(key) !== undefined;

const MAIN_ROUTES = [
  '/',
  '/live',
  '/rng',
  '/fish',
  '/pvp',
  '/bgs',
  '/sports',
  '/esports',
  '/cockfight',
  '/lott',
  '/elott',
  '/promotions',
  '/pointMall',
  '/vip',
  '/help',
  '/member',
  '/favorite',
  '/recent',
  '/fairness',
  '/download',
  '/bgs/crash',
  '/bgs/dice',
  '/lottery',
  '/agentHome',
];

describe('document titles (issue 20)', () => {
  it('gives every main route its own title, in words of the catalogue', () => {
    const titles = MAIN_ROUTES.map((path) => pageTitle(path, '', t, has));
    expect(new Set(titles).size).toBe(MAIN_ROUTES.length);
    for (const title of titles) expect(title).not.toMatch(/^(titles|categories)\./);
  });

  it('names member-centre pages by ?page=, and unknown addresses "Page not found"', () => {
    expect(pageTitle('/member', '?page=withdraw', t, has)).toBe('Withdraw');
    expect(pageTitle('/member', '?page=personalHistoryCopy', t, has)).toBe('Betting record');
    expect(pageTitle('/member', '?page=nonsense', t, has)).toBe('Member centre');
    expect(pageTitle('/no/such/page', '', t, has)).toBe('Page not found');
    expect(pageTitle('/live/', '', t, has)).toBe('Live Casino');
  });
});
