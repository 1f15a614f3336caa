import {
  ADMIN_GAMES_ROUTES,
  CRASH_ROUTES,
  endpointPath,
  GAME_ROUTES,
  LOTTERY_ROUTES,
  ORIGINALS_ROUTES,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operatorSession, rid, walletMember } from '../../test/wallet.ts';
import { capMultiplier } from '../crash/crash.service.ts';
import { capTicket } from '../lottery/settlement.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const R = ADMIN_GAMES_ROUTES;

const RULES = {
  providerMaxBet: '50000',
  originalsMinBet: '5',
  originalsMaxBet: '2000.50',
  houseEdgePercent: '2.5',
  lotteryMinBet: '2',
  lotteryMaxBet: '1000',
  maxWin: '500000',
};

type Headers = Record<string, string>;
const call = (
  route: { method: string; path: string },
  headers: Headers,
  options: { params?: Record<string, string>; payload?: object; query?: string; language?: string } = {},
) =>
  t.app.inject({
    method: route.method as 'GET',
    url: `${endpointPath(route.path, options.params ?? {})}${options.query ? `?${options.query}` : ''}`,
    headers: { ...headers, ...(options.language ? { 'accept-language': options.language } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });

async function auditOf(action: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'details'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The first page of a brand's games of a vendor, as the console lists them. */
async function consoleGames(headers: Headers, query: string) {
  const answer = await call(R.games, headers, { query });
  expect(answer.statusCode).toBe(200);
  return answer.json().value as { list: { id: string; code: string; vendorCode: string }[]; total: number };
}

describe('game rules (the former stop-gap page)', () => {
  it('lets an owner set limits, the house edge and the largest win, which the games then apply and the audit records', async () => {
    const owner = await operatorSession(t, 'JADE', 'owner');
    const saved = await call(R.updateGameRules, owner, { payload: RULES });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({
      originalsMinBet: '5.00',
      originalsMaxBet: '2000.50',
      houseEdgePercent: '2.50',
      maxWin: '500000.00',
    });
    const config = await t.app.inject({
      url: ORIGINALS_ROUTES.config.path,
      headers: { 'x-merchant': 'JADE' },
    });
    expect(config.json().value).toMatchObject({
      minBet: '5.00',
      maxBet: '2000.50',
      houseEdgeBps: 250,
      maxWin: '500000.00',
    });
    const m = await walletMember(t, { merchant: 'JADE', balance: '100.00' });
    const low = await t.app.inject({
      method: 'POST',
      url: ORIGINALS_ROUTES.dice.path,
      headers: m.headers,
      payload: { requestId: rid(), amount: '4.99', direction: 'OVER', target: 5000 },
    });
    expect(low.json().code).toBe('BET_OUT_OF_RANGE');
    const audit = await auditOf('settings.games');
    expect(audit?.details).toMatchObject({
      before: { games: expect.anything() },
      after: { games: { originals: { houseEdgeBps: 250 }, maxWin: '500000.00' } },
    });
    const read = await call(R.gameRules, owner);
    expect(read.json().value.maxWin).toBe('500000.00');
  });

  it('refuses a minimum above the maximum, an edge out of bounds and bad amounts, in the operator language', async () => {
    const owner = await operatorSession(t, 'TIGER', 'owner');
    const cases: [Partial<typeof RULES>, string, RegExp, string?][] = [
      [{ originalsMinBet: '3000' }, 'originalsMinBet', /minimum bet cannot be above/],
      [{ lotteryMinBet: '5000' }, 'lotteryMinBet', /minimum bet cannot be above/],
      [{ houseEdgePercent: '0.5' }, 'houseEdgePercent', /between 1% and 5%/],
      [{ houseEdgePercent: '6' }, 'houseEdgePercent', /between 1% and 5%/],
      [{ providerMaxBet: '1.001' }, 'providerMaxBet', /at most 2 decimals/],
      [{ maxWin: '0' }, 'maxWin', /above zero/],
      [{ maxWin: '100' }, 'maxWin', /largest win cannot be below/],
      [{ houseEdgePercent: '6' }, 'houseEdgePercent', /হাউস এজ/, 'bn'],
    ];
    for (const [change, field, message, language] of cases) {
      const answer = await call(R.updateGameRules, owner, {
        payload: { ...RULES, ...change },
        ...(language ? { language } : {}),
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      const fields = answer.json().value.fields as { field: string; message: string }[];
      expect(fields).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
    const malformed = await call(R.updateGameRules, owner, { payload: { ...RULES, maxWin: '-1' } });
    expect(malformed.statusCode).toBe(400);
    const extra = await call(R.updateGameRules, owner, { payload: { ...RULES, extra: 1 } });
    expect(extra.json().code).toBe('UNKNOWN_FIELD');
  });

  it('is for risk.write: support cannot read or change, read-only reads only, risk changes', async () => {
    const support = await operatorSession(t, 'TIGER', 'support');
    expect((await call(R.gameRules, support)).statusCode).toBe(403);
    const readOnly = await operatorSession(t, 'TIGER', 'read-only');
    expect((await call(R.gameRules, readOnly)).statusCode).toBe(200);
    expect((await call(R.updateGameRules, readOnly, { payload: RULES })).statusCode).toBe(403);
    const risk = await operatorSession(t, 'TIGER', 'risk');
    expect((await call(R.updateGameRules, risk, { payload: RULES })).statusCode).toBe(200);
    expect(
      (
        await call(R.setVendorEnabled, risk, {
          params: { category: 'RNG', vendorCode: 'PGS' },
          payload: { enabled: false },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('vendors and games of the brand', () => {
  it('lists vendors per category, switches one off (gone from the player menus) and on again, audited', async () => {
    const owner = await operatorSession(t, 'TIGER', 'owner');
    const listed = (await call(R.gameVendors, owner)).json().value.categories as {
      category: string;
      vendors: { vendorCode: string; enabled: boolean; place: number }[];
    }[];
    const slots = listed.find((c) => c.vendors.length >= 2 && c.category !== 'BGS');
    expect(slots).toBeDefined();
    const category = slots?.category as string;
    const vendor = slots?.vendors[0]?.vendorCode as string;
    const off = await call(R.setVendorEnabled, owner, {
      params: { category, vendorCode: vendor },
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const menus = async () =>
      (await t.app.inject({ url: GAME_ROUTES.menus.path, headers: { 'x-merchant': 'TIGER' } })).json()
        .value as {
        gameCategory: string;
        vendors: { vendorCode: string }[];
      }[];
    const inMenu = async () =>
      (await menus()).some(
        (m) => m.gameCategory === category && m.vendors.some((v) => v.vendorCode === vendor),
      );
    expect(await inMenu()).toBe(false);
    expect((await auditOf('games.vendor.enabled'))?.details).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
    await call(R.setVendorEnabled, owner, {
      params: { category, vendorCode: vendor },
      payload: { enabled: true },
    });
    expect(await inMenu()).toBe(true);

    // Order: the first moves down, so the second is first; and back up.
    const second = slots?.vendors[1]?.vendorCode as string;
    const moved = await call(R.moveVendor, owner, {
      params: { category, vendorCode: vendor },
      payload: { direction: 'DOWN' },
    });
    const after = (moved.json().value.categories as typeof listed).find((c) => c.category === category);
    expect(after?.vendors.slice(0, 2).map((v) => v.vendorCode)).toEqual([second, vendor]);
    expect((await menus()).find((m) => m.gameCategory === category)?.vendors[0]?.vendorCode).toBe(second);
    expect((await auditOf('games.vendor.order'))?.details).toMatchObject({
      before: { order: expect.arrayContaining([vendor, second]) },
    });
    await call(R.moveVendor, owner, {
      params: { category, vendorCode: vendor },
      payload: { direction: 'UP' },
    });

    // Unknown vendor or category: 4xx, localised.
    const unknown = await call(R.setVendorEnabled, owner, {
      params: { category, vendorCode: 'NOPE' },
      payload: { enabled: false },
      language: 'bn',
    });
    expect(unknown.statusCode).toBe(404);
    const badCategory = await call(R.moveVendor, owner, {
      params: { category: 'NOPE', vendorCode: vendor },
      payload: { direction: 'UP' },
    });
    expect(badCategory.statusCode).toBe(400);
    const badDirection = await call(R.moveVendor, owner, {
      params: { category, vendorCode: vendor },
      payload: { direction: 'LEFT' },
    });
    expect(badDirection.statusCode).toBe(400);
  });

  it('puts a vendor under maintenance: its games cannot be launched (GAME_MAINTENANCE), then can again', async () => {
    const owner = await operatorSession(t, 'TIGER', 'owner');
    const { list } = await consoleGames(owner, 'vendorCode=BGS&keyword=dice');
    const dice = list.find((g) => g.code === 'DICE');
    expect(dice).toBeDefined();
    const m = await walletMember(t, { merchant: 'TIGER', balance: '10.00' });
    const launch = () =>
      t.app.inject({
        method: 'POST',
        url: GAME_ROUTES.launch.path,
        headers: m.headers,
        payload: { gameId: dice?.id, vendorCode: 'BGS' },
      });
    const on = await call(R.setVendorMaintenance, owner, {
      params: { vendorCode: 'BGS' },
      payload: { on: true, message: 'Back at 10:00' },
    });
    expect(on.statusCode).toBe(200);
    const vendor = (
      on.json().value.categories as { vendors: { vendorCode: string; maintenance: object }[] }[]
    )
      .flatMap((c) => c.vendors)
      .find((v) => v.vendorCode === 'BGS');
    expect(vendor?.maintenance).toMatchObject({ on: true, message: 'Back at 10:00' });
    const refused = await launch();
    expect(refused.json().code).toBe('GAME_MAINTENANCE');
    // A bet through the in-house games' API meets the same rule as a launch (no new round).
    const dicePath = ORIGINALS_ROUTES.dice.path;
    const bet = (requestId: string) =>
      t.app.inject({
        method: 'POST',
        url: dicePath,
        headers: m.headers,
        payload: { requestId, amount: '1.00', direction: 'UNDER', target: 5000 },
      });
    expect((await bet(rid())).json().code).toBe('GAME_MAINTENANCE');
    const crash = await t.app.inject({
      method: 'POST',
      url: CRASH_ROUTES.bet.path,
      headers: m.headers,
      payload: { requestId: rid(), amount: '1.00' },
    });
    expect(crash.json().code).toBe('GAME_MAINTENANCE');
    expect((await auditOf('games.vendor.maintenance'))?.details).toMatchObject({
      before: { on: false },
      after: { on: true, message: 'Back at 10:00' },
    });
    await call(R.setVendorMaintenance, owner, { params: { vendorCode: 'BGS' }, payload: { on: false } });
    const opened = await launch();
    expect(opened.json().code).toBe('OK');
    // Open again (an earlier test moved the brand's bet limits, so only the maintenance is checked).
    expect((await bet(rid())).json().code).not.toBe('GAME_MAINTENANCE');
    const unknown = await call(R.setVendorMaintenance, owner, {
      params: { vendorCode: 'NOPE' },
      payload: { on: true },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('searches, filters, sorts and pages the games; disables a game (gone for players), marks it hot and new, audited', async () => {
    const owner = await operatorSession(t, 'JADE', 'owner');
    const all = await consoleGames(owner, 'pageSize=5');
    expect(all.list).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const page2 = await consoleGames(owner, 'pageSize=5&pageNo=2');
    expect(page2.list[0]?.id).not.toBe(all.list[0]?.id);
    const byName = (await call(R.games, owner, { query: 'sort=name&order=desc&pageSize=3' })).json().value
      .list as {
      name: string;
    }[];
    expect(byName.map((g) => g.name)).toEqual([...byName.map((g) => g.name)].sort().reverse());
    const { list } = await consoleGames(owner, 'vendorCode=BGS&keyword=limbo');
    expect(list.map((g) => g.code)).toEqual(['LIMBO']);
    const limbo = list[0] as { id: string };
    const bad = await call(R.games, owner, { query: 'sort=nope' });
    expect(bad.statusCode).toBe(400);

    const offered = async (filter: 'ALL' | 'HOT' | 'NEW') => {
      const answer = await t.app.inject({
        url: `${GAME_ROUTES.list.path}?gameType=BGS&filter=${filter}&pageNo=1&pageSize=20`,
        headers: { 'x-merchant': 'JADE' },
      });
      return (answer.json().value.content as { gameCode: string }[]).map((g) => g.gameCode);
    };
    expect(await offered('ALL')).toContain('LIMBO');
    const off = await call(R.updateGame, owner, { params: { id: limbo.id }, payload: { enabled: false } });
    expect(off.json().value).toMatchObject({ enabled: false });
    expect(await offered('ALL')).not.toContain('LIMBO');
    expect((await auditOf('games.game.update'))?.details).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
    const disabled = await consoleGames(owner, 'status=DISABLED');
    expect(disabled.list.map((g) => g.code)).toContain('LIMBO');

    const marked = await call(R.updateGame, owner, {
      params: { id: limbo.id },
      payload: { enabled: true, hot: true, new: true, sort: 0 },
    });
    expect(marked.json().value).toMatchObject({ enabled: true, hot: true, new: true, sort: 0 });
    expect(await offered('HOT')).toContain('LIMBO');
    expect(await offered('NEW')).toContain('LIMBO');
    await call(R.updateGame, owner, { params: { id: limbo.id }, payload: { hot: false, new: false } });
    expect(await offered('NEW')).not.toContain('LIMBO');

    // A category the brand does not list the vendor in is refused on the field, localised.
    const category = await call(R.updateGame, owner, {
      params: { id: limbo.id },
      payload: { category: 'SPORTS' },
      language: 'bn',
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().value.fields).toEqual([
      { field: 'category', message: expect.stringMatching(/ভেন্ডর/) },
    ]);
    const unknown = await call(R.updateGame, owner, { params: { id: '999999999' }, payload: { hot: true } });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(R.updateGame, owner, { params: { id: 'abc' }, payload: { hot: true } });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await call(R.updateGame, owner, { params: { id: limbo.id }, payload: { hot: 'yes' } });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('the largest win of one bet (ADR 0029)', () => {
  it('refuses a Limbo target whose win would pass the cap, and a Dice bet likewise; the game can set its own cap', async () => {
    const owner = await operatorSession(t, 'JADE', 'owner');
    await call(R.updateGameRules, owner, { payload: { ...RULES, maxWin: '5000' } });
    const m = await walletMember(t, { merchant: 'JADE', balance: '1000.00' });
    const limbo = (target: number, amount = '10.00') =>
      t.app.inject({
        method: 'POST',
        url: ORIGINALS_ROUTES.limbo.path,
        headers: m.headers,
        payload: { requestId: rid(), amount, target },
      });
    // 10 x 1,000,000x would win 10,000,000: refused, with the cap in the message.
    const refused = await limbo(100_000_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'MAX_WIN_EXCEEDED' });
    expect(refused.json().message).toContain('5000.00');
    // 10 x 500x = 5,000: exactly the cap, allowed.
    expect((await limbo(50_000)).json().code).toBe('OK');
    const dice = await t.app.inject({
      method: 'POST',
      url: ORIGINALS_ROUTES.dice.path,
      headers: m.headers,
      payload: { requestId: rid(), amount: '1000.00', direction: 'UNDER', target: 100 },
    });
    expect(dice.json().code).toBe('MAX_WIN_EXCEEDED');
    expect(dice.json().message).toContain('5000.00');

    // Limbo's own cap: lower than the brand's.
    const { list } = await consoleGames(owner, 'vendorCode=BGS&keyword=limbo');
    const id = list[0]?.id as string;
    const risk = await call(R.updateGameRisk, owner, {
      params: { id },
      payload: { maxBet: '100', maxWin: '200' },
    });
    expect(risk.json().value).toMatchObject({ maxBet: '100.00', maxWin: '200.00' });
    expect((await limbo(5_000)).json().code).toBe('MAX_WIN_EXCEEDED'); // 10 x 50x = 500 > 200
    expect((await limbo(2_000)).json().code).toBe('OK'); // 10 x 20x = 200
    expect((await limbo(200, '100.01')).json().code).toBe('BET_OUT_OF_RANGE');
    expect((await auditOf('games.game.risk'))?.details).toMatchObject({
      before: { maxBet: null, maxWin: null },
      after: { maxBet: '100.00', maxWin: '200.00' },
    });
    // Refused: a cap below the bet, bad amounts; back to the brand's.
    const below = await call(R.updateGameRisk, owner, {
      params: { id },
      payload: { maxBet: '100', maxWin: '50' },
    });
    expect(below.json().value.fields).toEqual([
      { field: 'maxWin', message: expect.stringMatching(/largest win/) },
    ]);
    const decimals = await call(R.updateGameRisk, owner, {
      params: { id },
      payload: { maxBet: '1.999', maxWin: null },
    });
    expect(decimals.statusCode).toBe(400);
    const support = await operatorSession(t, 'JADE', 'support');
    expect(
      (await call(R.updateGameRisk, support, { params: { id }, payload: { maxBet: null, maxWin: null } }))
        .statusCode,
    ).toBe(403);
    await call(R.updateGameRisk, owner, { params: { id }, payload: { maxBet: null, maxWin: null } });
    expect((await limbo(5_000)).json().code).toBe('OK');
  });

  it('crash: a bet cashes out by itself where its payout reaches the cap', async () => {
    expect(capMultiplier(1_000n, 500_000n)).toBe(50_000); // 10.00 with a 5,000.00 cap: 500x
    expect(capMultiplier(3n, 10n)).toBe(333); // rounded down: 3 x 3.33 = 9.99 <= 10
    expect(capMultiplier(1n, 10n ** 15n)).toBe(100_000_000); // never above the largest target
    const owner = await operatorSession(t, 'TIGER', 'owner');
    await call(R.updateGameRules, owner, { payload: { ...RULES, maxWin: '5000' } });
    const m = await walletMember(t, { merchant: 'TIGER', balance: '100.00' });
    // The round open for bets now (the engine's timers are off in tests: one step opens it).
    await t.app.services.crashEngine.runOnce();
    const bet = await t.app.inject({
      method: 'POST',
      url: CRASH_ROUTES.bet.path,
      headers: m.headers,
      payload: { requestId: rid(), amount: '10.00' },
    });
    expect(bet.json().code).toBe('OK');
    expect(bet.json().value.autoCashout).toBe(50_000);
    const own = await t.app.inject({
      method: 'POST',
      url: CRASH_ROUTES.bet.path,
      headers: (await walletMember(t, { merchant: 'TIGER', balance: '100.00' })).headers,
      payload: { requestId: rid(), amount: '10.00', autoCashout: 200 },
    });
    expect(own.json().value.autoCashout).toBe(200);
  });

  it('lottery: a line whose top prize would pay more than the cap is refused; a ticket pays at most the cap', async () => {
    expect(capTicket([300n, 500n, 100n], 600n)).toEqual({ payouts: [300n, 300n, 0n], total: 600n });
    expect(capTicket([300n], 600n)).toEqual({ payouts: [300n], total: 300n });
    const owner = await operatorSession(t, 'TIGER', 'owner');
    await call(R.updateGameRules, owner, { payload: { ...RULES, maxWin: '5000' } });
    const m = await walletMember(t, { merchant: 'TIGER', balance: '1000.00' });
    await t.app.services.lottery.runDraws();
    const ticket = (type: string, numbers: string[], stake: string) =>
      t.app.inject({
        method: 'POST',
        url: LOTTERY_ROUTES.placeTicket.path,
        headers: m.headers,
        payload: { requestId: rid(), gameCode: 'VNL-FAST1', lines: [{ type, numbers, stake }] },
      });
    // BA_CANG pays 980x: 10 would win 9,800 > 5,000.
    const refused = await ticket('BA_CANG', ['123'], '10.00');
    expect(refused.json().code).toBe('MAX_WIN_EXCEEDED');
    // DE pays 98x: 10 wins at most 980.
    const placed = await ticket('DE', ['12'], '10.00');
    expect(['OK', 'DRAW_CLOSED']).toContain(placed.json().code);
    // The lottery's vendor under maintenance sells no ticket (ADR 0029), then sells again.
    await call(R.setVendorMaintenance, owner, { params: { vendorCode: 'VNL' }, payload: { on: true } });
    expect((await ticket('DE', ['12'], '10.00')).json().code).toBe('GAME_MAINTENANCE');
    await call(R.setVendorMaintenance, owner, { params: { vendorCode: 'VNL' }, payload: { on: false } });
    expect((await ticket('DE', ['12'], '10.00')).json().code).not.toBe('GAME_MAINTENANCE');
  });
});
