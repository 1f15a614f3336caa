import type { FastifyInstance } from 'fastify';
import { JSDOM, type TestElement, type TestWindow, VirtualConsole } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateGrid, gridFor, REEL_STRIPS } from '../games/slot.ts';
import { LUCKY_TABLE, WHEEL_SEGMENTS } from '../games/wheel.ts';
import {
  type FakePortal,
  launchQuery,
  scriptedRandom,
  startFakePortal,
  TOKEN,
  testProvider,
  waitFor,
} from '../test-helpers.ts';

/**
 * The page's script run in jsdom against the real provider (its fetch answered by app.inject) and
 * the fake portal: it must start without errors, play rounds and show what the server decided.
 * Reduced motion is on, so the animations take no time.
 */

const START = 25_000 * 100_000;
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const money = (units: number) =>
  (units / 100_000).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function openPage(random: number[], query: Record<string, string> = {}) {
  const portal: FakePortal = await startFakePortal();
  const app: FastifyInstance = testProvider(portal, { randomInt: scriptedRandom(random) });
  cleanups.push(portal.close, () => app.close());
  const page = await app.inject({ method: 'GET', url: launchQuery(query) });
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
      window.matchMedia = (query: string) => ({ matches: query.includes('reduce'), media: query });
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
      // jsdom has no modal dialogs.
      window.HTMLDialogElement.prototype.showModal = function (this: { open: boolean }) {
        this.open = true;
      };
      window.HTMLDialogElement.prototype.close = function (this: { open: boolean }) {
        this.open = false;
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
  return { portal, errors, $, all, window: dom.window };
}

function winningStops(): number[] {
  return REEL_STRIPS.map((strip) =>
    [...strip].findIndex((_, stop) => strip[(stop + 1) % strip.length] === 'C'),
  );
}

const NO_LUCKY = LUCKY_TABLE.slice(0, -1).reduce((sum, entry) => sum + entry.weight, 0);

describe('the slot page script', () => {
  it('spins through the server and shows the win, the lines and the new balance', async () => {
    const stops = winningStops();
    const stake = 200_000; // the default bet, 2.00
    const { win } = evaluateGrid(gridFor(stops), stake);
    const { portal, errors, $, all } = await openPage(stops);
    expect($('balance').textContent).toBe(money(START));
    expect($('bet-value').textContent).toBe('2.00');

    $('spin').click();
    await waitFor(() => $('balance').textContent === money(START - stake + win));
    await waitFor(() => !$('spin').disabled);
    expect($('win').textContent).toBe(money(win));
    expect($('status').textContent).toMatch(/^You won [\d,.]+! Line 1: 5 × Cherry pays/);
    expect($('reels').classList.contains('has-win')).toBe(true);
    expect(all('.cell.hit').length).toBeGreaterThanOrEqual(5);
    expect(all('#win-lines polyline').length).toBeGreaterThanOrEqual(1);
    expect($('reels').getAttribute('aria-label')).toMatch(
      /^Reels\. Top row: .*\. Middle row: Cherry, Cherry, Cherry, Cherry, Cherry\./,
    );
    expect(portal.callsTo('transaction/bet')[0]?.body.amount).toBe(stake);
    expect(errors).toEqual([]);
  });

  it('changes the bet within the offered stakes', async () => {
    const { $, errors } = await openPage([]);
    $('bet-up').click();
    expect($('bet-value').textContent).toBe('5.00');
    $('bet-down').click();
    $('bet-down').click();
    expect($('bet-value').textContent).toBe('1.00');
    expect($('bet-down').disabled).toBe(true);
    expect(errors).toEqual([]);
  });

  it('tells the player about a refused bet, and ends the session on an expired token', async () => {
    const { portal, $, errors } = await openPage([]);
    portal.script('transaction/bet', [{ status: 'RS_ERROR_NOT_ENOUGH_MONEY' }]);
    $('spin').click();
    await waitFor(() => !$('alert').hidden);
    expect($('alert').textContent).toBe(
      'Not enough balance for this bet. Lower the bet or top up your wallet.',
    );
    await waitFor(() => !$('spin').disabled);

    portal.state.expired.add(TOKEN);
    $('spin').click();
    await waitFor(() => !$('ended').hidden);
    expect($('ended').textContent).toContain('Your game session has ended.');
    expect($('spin').disabled).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens and closes the info panel', async () => {
    const { $, errors } = await openPage([]);
    $('info-open').click();
    expect(($('info') as unknown as { open: boolean }).open).toBe(true);
    $('info-close').click();
    expect(($('info') as unknown as { open: boolean }).open).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('the wheel page script', () => {
  it('places chips, spins through the server and pays the number it stops on', async () => {
    const segment = WHEEL_SEGMENTS.indexOf(5);
    const { portal, errors, $, all } = await openPage([segment, NO_LUCKY], { engine: 'wheel' });
    const spot5 = all('.spot[data-number="5"]')[0]!;

    $('spin').click();
    expect($('alert').textContent).toBe('Place a bet on at least one number first.');

    spot5.click();
    spot5.click();
    expect($('stake-5').textContent).toBe('2');
    expect($('total-stake').textContent).toBe('2.00');
    expect(spot5.getAttribute('aria-label')).toBe('Bet on 5, pays 5 to 1, 2.00 on 5');
    $('undo').click();
    expect($('total-stake').textContent).toBe('1.00');
    spot5.click();

    $('spin').click();
    const paid = 200_000 + 200_000 * 5;
    await waitFor(() => $('balance').textContent === money(START - 200_000 + paid));
    await waitFor(() => !$('spin').disabled);
    expect($('win').textContent).toBe(money(paid));
    expect($('status').textContent).toBe(`The wheel stopped on 5. You won ${money(paid)}!`);
    expect(spot5.classList.contains('won')).toBe(true);
    expect(all('#history li').map((item) => item.textContent)).toEqual(['5']);
    expect($('rotor').getAttribute('transform')).toMatch(/^rotate\(/);
    expect(portal.callsTo('transaction/bet')[0]?.body).toMatchObject({
      amount: 200_000,
      bet: 'wheel 5:200000',
    });
    // The chips stay on the board for the next spin.
    expect($('total-stake').textContent).toBe('2.00');
    expect(errors).toEqual([]);
  });
});
