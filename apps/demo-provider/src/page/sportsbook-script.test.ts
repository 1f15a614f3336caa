import type { FastifyInstance } from 'fastify';
import { JSDOM, type TestElement, type TestWindow, VirtualConsole } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakePortal, launchQuery, startFakePortal, testProvider, waitFor } from '../test-helpers.ts';

/**
 * The book page's script in jsdom against the real provider (fetch answered by app.inject) and the
 * fake portal: it lists fixtures, builds an accumulator whose figures match the server's, places it
 * and shows it under My bets.
 */
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openBook(lang = 'en') {
  const portal: FakePortal = await startFakePortal();
  const app: FastifyInstance = testProvider(portal, {
    sportsbook: { seed: 'script-seed', matchMs: 240_000, dataDir: null },
  });
  cleanups.push(portal.close, () => app.close());
  const page = await app.inject({ method: 'GET', url: launchQuery({ engine: 'sportsbook', lang }) });
  expect(page.statusCode).toBe(200);
  const errors: Error[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error));
  const dom = new JSDOM(page.body, {
    url: 'http://provider.test/launch',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    virtualConsole,
    beforeParse(window: TestWindow) {
      window.fetch = async (url: string, init: { method: string; body: string }) => {
        const response = await app.inject({
          method: init.method as 'POST',
          url,
          payload: init.body,
          headers: { 'content-type': 'application/json' },
        });
        return {
          ok: response.statusCode < 400,
          status: response.statusCode,
          json: async () => response.json(),
        };
      };
    },
  });
  cleanups.push(() => dom.window.close());
  const $ = (id: string): TestElement => {
    const element = dom.window.document.getElementById(id);
    if (!element) throw new Error(`#${id} is missing`);
    return element;
  };
  const all = (selectors: string) => Array.from(dom.window.document.querySelectorAll(selectors));
  return { portal, errors, $, all };
}

describe('the book page script', () => {
  it('builds an accumulator with the server figures, places it and lists it', async () => {
    const { portal, errors, $, all } = await openBook();
    await waitFor(() => all('article.fixture').length > 3);
    const cards = all('article.fixture').filter((card) => card.querySelector('button.odd:not([disabled])'));
    const picks = cards
      .slice(0, 2)
      .map((card) => card.querySelector('button.odd:not([disabled])') as TestElement);
    const odds = picks.map((button) => Math.round(Number(button.querySelector('.price')?.textContent) * 100));
    for (const button of picks) button.click();
    expect($('slip-count').textContent).toBe('2');
    expect(picks.every((button) => button.getAttribute('aria-pressed') === 'true')).toBe(true);
    // 10.00 by default: the return is the exact product rounded down to the paisa.
    const expected = Math.floor((1_000 * (odds[0] as number) * (odds[1] as number)) / 10_000) / 100;
    expect($('total-return').textContent).toBe(
      `${expected.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} BDT`,
    );
    expect($('total-stake').textContent).toBe('10.00 BDT');
    $('place').click();
    await waitFor(() => $('slip-message').textContent === 'Bet placed.');
    expect($('balance').textContent).toBe('24,990.00');
    expect(portal.callsTo('transaction/bet')).toHaveLength(1);
    await waitFor(() => all('article.bet').length === 1);
    expect(all('article.bet')[0]?.querySelector('.bet-kind')?.textContent).toBe('Accumulator (2)');
    expect($('open-count').textContent).toBe('(1)');
    expect(errors).toEqual([]);
  });

  it('shows its texts in Bengali', async () => {
    const { errors, $, all } = await openBook('bn');
    await waitFor(() => all('article.fixture').length > 0);
    expect($('tab-events').textContent).toBe('লাইভ ও আসন্ন');
    expect($('place').textContent).toBe('বাজি ধরুন');
    expect(errors).toEqual([]);
  });
});
