import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { JSDOM, type TestElement, type TestWindow, VirtualConsole } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { cycleMs, FAST_SCHEDULE, MIN_MERON_WEIGHT, oddsFor } from '../games/cockfight.ts';
import type { Engine } from '../sessions.ts';
import { type FakePortal, launchQuery, startFakePortal, testProvider, waitFor } from '../test-helpers.ts';
import { TABLE_TEXTS } from './table-texts.ts';
import { LANGUAGES } from './texts.ts';

/**
 * The table pages' scripts run in jsdom against the real provider (fetch answered by app.inject)
 * and the fake portal: each must start without errors, play through the server and show what it
 * decided. Reduced motion is on, so the animations take no time.
 */

const START = 25_000 * 100_000;
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const money = (units: number) =>
  (units / 100_000).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cards: index 0 of the shoe each time (the player wins 9 to 6); tickets as given. */
function tableRandom(ticket: number) {
  return (max: number) => {
    if (max === 196) return 0;
    if (max <= 416 && max > 400) return 0;
    return ticket;
  };
}

async function openPage(
  engine: Engine,
  options: { ticket?: number; now?: () => number; lang?: string } = {},
) {
  const portal: FakePortal = await startFakePortal();
  const app: FastifyInstance = testProvider(portal, {
    randomInt: tableRandom(options.ticket ?? 0),
    cockfightSchedule: FAST_SCHEDULE,
    ...(options.now ? { now: options.now } : {}),
  });
  cleanups.push(portal.close, () => app.close());
  const page = await app.inject({ method: 'GET', url: launchQuery({ engine, lang: options.lang ?? 'en' }) });
  expect(page.statusCode).toBe(200);

  const errors: Error[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => {
    // jsdom draws no canvas: the fish page plays on without its sea.
    if (!/getContext/.test(error.message)) errors.push(error);
  });
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
  const one = (selectors: string): TestElement => {
    const element = dom.window.document.querySelector(selectors);
    if (!element) throw new Error(`${selectors} is missing`);
    return element;
  };
  return { portal, errors, $, one, page };
}

describe('the table pages', () => {
  it('allow exactly their own inline script and styles by hash', async () => {
    for (const engine of ['baccarat', 'dragon-tiger', 'fish', 'cockfight'] as const) {
      const { page } = await openPage(engine);
      const csp = page.headers['content-security-policy'] as string;
      const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
      expect(scripts).toHaveLength(1);
      const hash = createHash('sha256')
        .update(scripts[0] as string)
        .digest('base64');
      expect(csp).toContain(`script-src 'sha256-${hash}'`);
      expect(page.body).toContain(`class="engine-${engine} table-game"`);
    }
    // Four providers in a row: more than the default 5 s on a busy machine.
  }, 30_000);

  it("name a trial's balance play money", async () => {
    const portal: FakePortal = await startFakePortal();
    const app: FastifyInstance = testProvider(portal, {
      randomInt: tableRandom(0),
      cockfightSchedule: FAST_SCHEDULE,
    });
    cleanups.push(portal.close, () => app.close());
    for (const engine of ['baccarat', 'fish', 'cockfight'] as const) {
      const trial = await app.inject({ method: 'GET', url: launchQuery({ engine, play: '1' }) });
      expect(trial.body, engine).toContain('>Play money<');
      const real = await app.inject({ method: 'GET', url: launchQuery({ engine }) });
      expect(real.body, engine).not.toContain('>Play money<');
    }
  });

  it('speak Bengali and Filipino, every text translated', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(TABLE_TEXTS[lang]).sort()).toEqual(Object.keys(TABLE_TEXTS.en).sort());
    }
    // Names of bets and fish that are the same words in the other language are few and known.
    const same = new Set([
      'ranks',
      'natural',
      'odds',
      'meron',
      'wala',
      'player',
      'banker',
      'dragon',
      'target',
    ]);
    for (const [key, value] of Object.entries(TABLE_TEXTS.bn)) {
      if (typeof value === 'string') expect(value, `bn.${key}`).not.toBe(TABLE_TEXTS.en[key as 'deal']);
    }
    for (const [key, value] of Object.entries(TABLE_TEXTS.fil)) {
      if (typeof value === 'string' && !same.has(key)) {
        expect(value, `fil.${key}`).not.toBe(TABLE_TEXTS.en[key as 'deal']);
      }
    }
  });
});

describe('the baccarat page script', () => {
  it('places chips, deals through the server and shows the hand, the win and the balance', async () => {
    const { $, one, portal, errors } = await openPage('baccarat');
    expect($('balance').textContent).toBe(money(START));
    expect($('spin').disabled).toBe(true);
    one('.bspot-player').click();
    one('.bspot-player').click();
    expect($('total-stake').textContent).toBe('2.00');
    expect($('stake-player').textContent).toBe('2.00');
    $('undo').click();
    expect($('total-stake').textContent).toBe('1.00');
    $('spin').click();
    await waitFor(() => $('status').textContent?.startsWith('You won') ?? false);
    expect($('win').textContent).toBe('2.00');
    expect($('balance').textContent).toBe(money(START + 100_000));
    expect($('outcome').textContent).toBe('Player wins, 9 to 6');
    expect($('left-cards').querySelectorAll('.card')).toHaveLength(3);
    expect($('right-cards').querySelectorAll('.card')).toHaveLength(2);
    expect($('left-total').textContent).toBe('9');
    expect(one('.bspot-player').classList.contains('won')).toBe(true);
    expect($('road').querySelectorAll('.bead-player')).toHaveLength(1);
    expect(portal.callsTo('transaction/bet')[0]?.body.amount).toBe(100_000);
    expect(errors).toEqual([]);
  });

  it('tells the player about a refused bet in their language', async () => {
    const { $, one, portal, errors } = await openPage('dragon-tiger', { lang: 'bn' });
    portal.state.balance = 0;
    one('.bspot-dragon').click();
    $('spin').click();
    await waitFor(() => !$('alert').hidden);
    expect($('alert').textContent).toMatch(/ব্যালেন্স/);
    expect(portal.callsTo('transaction/win')).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});

describe('the fish page script', () => {
  it('fires at the chosen target and shows the catch the server decided', async () => {
    const { $, one, portal, errors } = await openPage('fish', { ticket: 0 });
    expect($('bet-value').textContent).toBe('1.00');
    one('input[value="shark"]').click();
    $('spin').click();
    await waitFor(() => $('status').textContent?.includes('Shark caught') ?? false);
    expect($('win').textContent).toBe('50.00');
    expect($('balance').textContent).toBe(money(START - 100_000 + 5_000_000));
    expect(portal.callsTo('transaction/bet')[0]?.body).toMatchObject({ amount: 100_000, bet: 'fish shark' });
    expect($('shots').querySelectorAll('.shot.hit')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('the cockfight page script', () => {
  it('follows the ring, takes a bet while betting is open and shows it settled', async () => {
    const cycle = cycleMs(FAST_SCHEDULE);
    const clock = { now: 5_000 * cycle + 1_000 };
    const { $, one, portal, errors } = await openPage('cockfight', { ticket: 0, now: () => clock.now });
    await waitFor(() => $('fight-no').textContent === 'Fight #1401');
    expect($('phase').textContent).toBe('Betting open');
    expect($('odds-meron').textContent).toBe((oddsFor(MIN_MERON_WEIGHT).meron / 100).toFixed(2));
    one('.side-meron').click();
    one('button[data-chip="1000000"]').click();
    expect($('cf-stake').textContent).toBe('10.00');
    $('place').click();
    await waitFor(() => $('status').textContent === 'Bet placed: 10.00 on Meron.');
    expect($('balance').textContent).toBe(money(START - 1_000_000));
    await waitFor(() => $('my-bets').textContent?.includes('Open') ?? false);

    clock.now += FAST_SCHEDULE.bettingMs + FAST_SCHEDULE.closedMs + FAST_SCHEDULE.fightMs;
    await waitFor(() => $('fight-result').textContent === 'Meron wins!', 5_000);
    await waitFor(() => $('my-bets').textContent?.includes('Won 24.10') ?? false, 5_000);
    await waitFor(() => $('balance').textContent === money(START - 1_000_000 + 2_410_000), 5_000);
    expect(portal.callsTo('transaction/win')).toHaveLength(1);
    expect($('history').querySelectorAll('.bead-meron')).toHaveLength(1);
    expect(errors).toEqual([]);
  }, 20_000);
});
