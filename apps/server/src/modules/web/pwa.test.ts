import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { drawAppIcon, iconInitials } from './app-icon.ts';
import { STRATEGY_SOURCE, serviceWorkerSource, shellAssets } from './pwa.ts';

type Strategy = (href: string, origin: string, method: string, mode: string) => string;
// The worker's own function, run here as the worker runs it.
const strategyFor = new Function(`${STRATEGY_SOURCE}; return strategyFor;`)() as Strategy;
const ORIGIN = 'https://tigerstar.example';
const get = (path: string, mode = 'cors') => strategyFor(`${ORIGIN}${path}`, ORIGIN, 'GET', mode);

describe('what the service worker caches', () => {
  it('never answers or stores an API, socket, payment, console or development call', () => {
    for (const path of [
      '/wps/member/info',
      '/wps/wallet/balance',
      '/WPS/member/info',
      '/lgw/wallet/withdraw',
      '/lotto/bet',
      '/pw/SPF/transaction/bet',
      '/admin',
      '/admin/api/me',
      '/admin/assets/index.js',
      '/ws',
      '/hooks/payments/sandbox',
      '/__dev',
      '/healthz',
      '/sw.js',
      '/sw.js?lang=en',
      '/pwa.js',
      '/manifest.webmanifest',
    ]) {
      expect(get(path), path).toBe('network');
      expect(get(path, 'navigate'), path).toBe('network');
    }
    // Not GET, or another origin: never.
    expect(strategyFor(`${ORIGIN}/assets/a.js`, ORIGIN, 'POST', 'cors')).toBe('network');
    expect(strategyFor('https://cdn.example/assets/a.js', ORIGIN, 'GET', 'cors')).toBe('network');
  });

  it('keeps hashed assets and icons, and answers pages from the network with the offline page behind', () => {
    expect(get('/assets/index-abc123.js')).toBe('cache-first');
    expect(get('/app-icon/192.png?v=1')).toBe('cache-first');
    expect(get('/', 'navigate')).toBe('page');
    expect(get('/deposit', 'navigate')).toBe('page');
    // A path that merely starts like an API prefix is not one.
    expect(get('/wpsx', 'navigate')).toBe('page');
    expect(get('/promotions')).toBe('network');
  });

  it('precaches the offline page, the icon and the entry files of the build, and changes with the build', () => {
    const template =
      '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index-1.css"><link rel="modulepreload" href="/assets/vendor-2.js">';
    expect(shellAssets(template)).toEqual([
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/vendor-2.js',
    ]);
    const a = serviceWorkerSource({
      build: template,
      icons: ['/app-icon/192.png?v=1'],
      assets: shellAssets(template),
    });
    const b = serviceWorkerSource({ build: `${template} `, icons: ['/app-icon/192.png?v=1'], assets: [] });
    expect(a).toContain('/assets/index-1.js');
    expect(a).toContain('/offline.html');
    expect(a).toContain('self.skipWaiting()');
    expect(a).not.toContain('clients.claim');
    expect(a.match(/VERSION = "([0-9a-f]+)"/)?.[1]).not.toBe(b.match(/VERSION = "([0-9a-f]+)"/)?.[1]);
  });
});

describe('the app icon', () => {
  const theme = {
    primary: '#ff0000',
    primaryContrast: '#000000',
    accent: '#0000ff',
    background: '#000000',
    surface: '#000000',
    surfaceRaised: '#000000',
    border: '#000000',
    text: '#ffffff',
    textMuted: '#cccccc',
  };
  it('takes the initials the logo shows', () => {
    expect(iconInitials('Tiger Star')).toBe('TS');
    expect(iconInitials('Jade Palace')).toBe('JP');
    expect(iconInitials('Zed')).toBe('ZE');
  });

  it('is the rounded square in the brand colours, transparent at the corners; maskable fills the square', () => {
    const size = 64;
    const any = drawAppIcon('Tiger Star', theme, size, 'any');
    const at = (pixels: Uint8Array, x: number, y: number) => [
      ...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4),
    ];
    expect(at(any, 0, 0)[3]).toBe(0);
    // Near the top left: the primary colour, opaque.
    const topLeft = at(any, 6, 6);
    expect(topLeft[3]).toBe(255);
    expect(topLeft[0]).toBeGreaterThan(200);
    // Near the bottom right: towards the accent.
    expect(at(any, 58, 58)[2]).toBeGreaterThan(200);
    const maskable = drawAppIcon('Tiger Star', theme, size, 'maskable');
    expect(at(maskable, 0, 0)[3]).toBe(255);
    // The initials are drawn: some pixels are the contrast colour (black here).
    let ink = 0;
    for (let i = 0; i < any.length; i += 4)
      if (any[i + 3] === 255 && (any[i] ?? 0) + (any[i + 2] ?? 0) < 30) ink += 1;
    expect(ink).toBeGreaterThan(40);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the installable app, per brand', () => {
  it('links the manifest, the touch icon and the registration script in every page', async () => {
    const res = await t.app.inject({ url: '/promotions', headers: { 'x-merchant': 'TIGER' } });
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(res.body).toMatch(/<link rel="apple-touch-icon" href="\/app-icon\/192\.png\?v=[0-9a-f]+">/);
    expect(res.body).toContain('<script src="/pwa.js" defer></script>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  // Six icons drawn pixel by pixel (two of 512 px a brand): many seconds of CPU on a busy machine.
  it("serves each brand's manifest with its name, colours and reachable PNG icons", async () => {
    for (const [code, name] of [
      ['TIGER', 'Tiger Star'],
      ['JADE', 'Jade Palace'],
    ] as const) {
      const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { 'x-merchant': code } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/manifest+json');
      const manifest = res.json();
      const brand = await t.app.services.brands.findByCode(code);
      expect(manifest).toMatchObject({
        name,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brand?.settings.theme.background,
        background_color: brand?.settings.theme.background,
      });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      const pngs = manifest.icons.filter((i: { type: string }) => i.type === 'image/png');
      expect(pngs.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of pngs) {
        const png = await t.app.inject({ url: icon.src, headers: { 'x-merchant': code } });
        expect(png.statusCode, icon.src).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        const bytes = png.rawPayload;
        expect(bytes.subarray(1, 4).toString()).toBe('PNG');
        const size = Number(icon.sizes.split('x')[0]);
        expect(bytes.readUInt32BE(16)).toBe(size);
        expect(bytes.readUInt32BE(20)).toBe(size);
        // The pixel data inflates to the full image (one filter byte per row).
        const idat = bytes.indexOf('IDAT');
        const length = bytes.readUInt32BE(idat - 4);
        expect(inflateSync(bytes.subarray(idat + 4, idat + 4 + length)).length).toBe((size * 4 + 1) * size);
      }
    }
    const unknown = await t.app.inject({ url: '/app-icon/evil.png', headers: { 'x-merchant': 'TIGER' } });
    expect(unknown.statusCode).toBe(404);
  }, 120_000);

  it('serves the worker for the whole site, never stored by the browser cache', async () => {
    const res = await t.app.inject({ url: '/sw.js', headers: { 'x-merchant': 'TIGER' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain("addEventListener('fetch'");
  });

  it('serves the offline page in the language asked for, with the brand colours under the policy', async () => {
    const bn = await t.app.inject({ url: '/offline.html?lang=bn', headers: { 'x-merchant': 'TIGER' } });
    expect(bn.statusCode).toBe(200);
    expect(bn.body).toContain('<html lang="bn">');
    expect(bn.body).toContain('আপনি অফলাইনে আছেন');
    const nonce = bn.body.match(/<style nonce="([^"]+)">/)?.[1];
    expect(String(bn.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    const fil = await t.app.inject({ url: '/offline.html?lang=fil', headers: { 'x-merchant': 'JADE' } });
    expect(fil.body).toContain('Offline ka');
    // A language the brand does not offer falls back to the brand's.
    const other = await t.app.inject({ url: '/offline.html?lang=fil', headers: { 'x-merchant': 'TIGER' } });
    expect(other.body).not.toContain('Offline ka');
  });

  it('carries every language of the brand, and its script (under the policy) picks the one the player chose', async () => {
    const page = await t.app.inject({ url: '/offline.html', headers: { 'x-merchant': 'TIGER' } });
    expect(page.body).toContain('<html lang="en">');
    const data = JSON.parse(
      page.body.match(/<script type="application\/json" id="texts">([^<]*)<\/script>/)?.[1] ?? '{}',
    );
    expect(Object.keys(data).sort()).toEqual(['bn', 'en']);
    expect(data.bn.offlineTitle).toBe('আপনি অফলাইনে আছেন');
    const nonce = page.body.match(/<script nonce="([^"]+)">/)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('draws the QR code of the install page at the address the visitor used', async () => {
    const res = await t.app.inject({
      url: '/install-qr.svg',
      headers: { 'x-merchant': 'TIGER', host: 'tigerstar.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });
});
