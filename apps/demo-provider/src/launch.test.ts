import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePortal, launchQuery, startFakePortal, TOKEN, testProvider, USER } from './test-helpers.ts';

let portal: FakePortal;
let app: FastifyInstance;
beforeAll(async () => {
  portal = await startFakePortal();
  app = testProvider(portal, { frameAncestors: 'http://portal.test' });
});
afterAll(async () => {
  await app.close();
  await portal.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page's config block, as its script reads it. */
function configOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="config">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no config block');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe('GET /launch', () => {
  it('renders the slot: a self-contained page, allowed by hash, with the reels, paytable and RTP', async () => {
    const response = await get(launchQuery({ name: 'Lucky Sevens', colours: '#16a34a,#ca8a04' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Lucky Sevens</title>');
    expect(html).toContain('<h1 class="title">Lucky Sevens</h1>');
    expect(html).toContain(':root{--skin-1:#16a34a;--skin-2:#ca8a04}');
    expect(html.match(/class="reel"/g)).toHaveLength(5);
    expect(html.match(/class="cell"/g)).toHaveLength(15);
    expect(html).toContain('id="spin"');
    expect(html).toContain('id="bet-down" aria-label="Lower the bet"');
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('<h3>Return to player</h3><p class="rtp"><strong>95.55%</strong>');
    expect(html).toContain('<h3>Paylines</h3>');
    expect(html).toContain('25,000.00'); // the balance from the wallet
    expect(html).toContain('href="http://portal.test/rng" target="_top" aria-label="Back to lobby"');

    // Nothing is loaded from elsewhere: no external scripts, styles, images or fonts.
    expect(html).not.toMatch(/<script[^>]+src=|<link|<img|@import|url\(http/);
    // Every inline script and style is allowed by its hash, and nothing else is.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain('frame-ancestors http://portal.test');
    expect(csp).not.toContain('unsafe-inline');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(2);
    expect(csp).toContain(`script-src ${sha256(scripts[0]!)}`);
    for (const style of styles) expect(csp).toContain(sha256(style));

    const config = configOf(html);
    expect(config).toMatchObject({
      engine: 'slot',
      lang: 'en',
      session: expect.any(String),
      balance: 25_000 * 100_000,
      currency: 'BDT',
      exponent: 2,
      lobby: 'http://portal.test/rng',
      stakes: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000],
      launch: { token: TOKEN, user: USER, engine: 'slot' },
    });
  });

  it('renders the money wheel: 54 segments, six numbers to stake on, chips and the Lucky Multiplier table', async () => {
    const response = await get(launchQuery({ engine: 'wheel', lang: 'fil', currency: 'PHP' }));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fil">');
    expect(html.match(/class="seg"/g)).toHaveLength(54);
    expect(html.match(/class="spot n\d+"/g)).toHaveLength(6);
    expect(html.match(/type="radio" name="chip"/g)).toHaveLength(5);
    expect(html).toContain('aria-label="Tumaya sa 40, bayad 40 sa 1, walang taya"');
    expect(html).toContain('<h3>Lucky Multiplier</h3>');
    expect(html).toContain('<p class="rtp"><strong>95.48% – 95.56%</strong>');
    expect(html).toContain('<td>45.60%</td>'); // no multiplier on 456 tickets in 1000
    expect(html).toContain('Paikutin');
    // Without a name the game's code is its name.
    expect(html).toContain('<h1 class="title">LKR-RN0001</h1>');
    expect(configOf(html)).toMatchObject({
      engine: 'wheel',
      segments: expect.any(Array),
      maxSpot: 500 * 100_000,
    });
  });

  it('speaks Bengali', async () => {
    const html = (await get(launchQuery({ lang: 'bn' }))).body;
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('ব্যালেন্স');
    expect(html).toContain('<span>স্পিন</span>');
    expect(html).toContain('aria-label="গেমের তথ্য"');
    expect(html).toContain('<h3>কীভাবে খেলবেন</h3>');
    expect((configOf(html).t as Record<string, string>).noWin).toBe('এবার কোনো জয় নেই।');
  });

  it('falls back to English for another language, and to the house skin for bad colours', async () => {
    const html = (await get(launchQuery({ lang: 'de', colours: 'red,blue' }))).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(':root{--skin-1:#4338ca;--skin-2:#be185d}');
  });

  it('escapes the name it is given', async () => {
    const html = (await get(launchQuery({ name: '<img src=x onerror=alert(1)>"&' }))).body;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;');
    expect(html).not.toContain('<img');
  });

  it('answers an unknown engine with a clear page, not a crash', async () => {
    const response = await get(launchQuery({ engine: 'roulette' }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('data-problem="unknown_engine"');
    expect(response.body).toContain('This game is not available from this provider.');
    expect(response.body).toContain(
      '<a class="btn btn-primary" href="http://portal.test/rng" target="_top">',
    );
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'none'");
  });

  it.each([
    ['no token', { token: undefined }],
    ['no user', { user: undefined }],
    ['a game code with spaces', { game: 'LKR RN0001' }],
    ['no vendor', { vendor: undefined }],
    ['no engine', { engine: undefined }],
  ])('answers a launch with %s with a clear page', async (_name, override) => {
    const response = await get(launchQuery({ ...override, lang: 'bn' }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="bn">');
    expect(response.body).toContain('গেমটি চালু করা যাচ্ছে না');
  });

  it('answers a token the wallet does not know with a session-ended page and the way back', async () => {
    const response = await get(launchQuery({ token: 'not-a-real-token' }));
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('data-problem="session_invalid"');
    expect(response.body).toContain('This game session is not valid or has ended.');
    expect(response.body).toContain('href="http://portal.test/rng" target="_top"');
  });

  it('answers a game the wallet refuses with a not-available page', async () => {
    const response = await get(launchQuery({ game: 'LKR-RN9999' }));
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-problem="unknown_game"');
  });

  it('offers to try again when the wallet does not answer', async () => {
    portal.script('user/balance', ['drop']);
    const response = await get(launchQuery({ lobby: 'javascript:alert(1)' }));
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('data-problem="wallet_down"');
    expect(response.body).toMatch(/<a class="btn" href="\/launch\?token=[^"]+">Try again<\/a>/);
    // A lobby that is not an http(s) URL is dropped.
    expect(response.body).not.toContain('javascript:');
  });

  it('answers health checks and the favicon', async () => {
    expect((await get('/healthz')).json()).toEqual({ ok: true });
    expect((await get('/favicon.ico')).statusCode).toBe(204);
    expect((await get('/nope')).statusCode).toBe(404);
  });
});
