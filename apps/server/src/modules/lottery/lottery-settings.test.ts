import { ADMIN_LOTTERY_ROUTES, endpointPath, LOTTERY_ROUTES } from '@portal/contracts';
import { drawLottery } from '@portal/fairness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, operatorSession, rid, walletMember } from '../../test/wallet.ts';

/**
 * The console's lottery settings (ADR 0031) through the API, with the clock in the test's hands:
 * validation refusals name their fields in the operator's language, the permission and the audit
 * entry, a ticket sold before an odds change settling at its own odds, and schedule changes that
 * leave scheduled draws alone (a new interval waiting for its UTC midnight).
 */
let t: TestApp;
let clock = new Date('2026-11-22T04:14:20.000Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const R = ADMIN_LOTTERY_ROUTES;
type Headers = Record<string, string>;
type Game = {
  id: string;
  gameCode: string;
  style: 'VN' | 'SEA';
  schedule: { intervalSeconds: number; closeBeforeSeconds: number };
  current: { intervalSeconds: number; closeBeforeSeconds: number; until: string } | null;
  customised: boolean;
  betTypes: { type: string; odds: { key: string; odds: string; published: string }[]; rtp: string }[];
};

const call = (
  route: { method: string; path: string },
  headers: Headers,
  options: { params?: Record<string, string>; payload?: object; language?: string } = {},
) =>
  t.app.inject({
    method: route.method as 'GET',
    url: endpointPath(route.path, options.params ?? {}),
    headers: { ...headers, ...(options.language ? { 'accept-language': options.language } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });

async function games(headers: Headers): Promise<Game[]> {
  const answer = await call(R.lotteryGames, headers);
  expect(answer.statusCode).toBe(200);
  return answer.json().value.games;
}

/** The settings a game shows, as the console sends them back. */
function inputOf(game: Game, change: { intervalSeconds?: number; closeBeforeSeconds?: number } = {}) {
  return {
    intervalSeconds: change.intervalSeconds ?? game.schedule.intervalSeconds,
    closeBeforeSeconds: change.closeBeforeSeconds ?? game.schedule.closeBeforeSeconds,
    odds: Object.fromEntries(
      game.betTypes.map((b) => [b.type, Object.fromEntries(b.odds.map((o) => [o.key, o.odds]))]),
    ) as Record<string, Record<string, string>>,
  };
}

async function gameOf(headers: Headers, code: string): Promise<Game> {
  const game = (await games(headers)).find((g) => g.gameCode === code);
  if (!game) throw new Error(`no ${code}`);
  return game;
}

const lottery = () => t.app.services.lottery;
async function brandId(code: string) {
  const brand = await t.app.services.brands.findByCode(code);
  if (!brand) throw new Error(`no ${code}`);
  return brand.id;
}
const futureDraws = async (merchantId: number, code: string) =>
  t.db
    .selectFrom('lottery_draws')
    .select(['draw_no', 'opens_at', 'closes_at', 'draw_at', 'server_seed_hash'])
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', code)
    .where('draw_at', '>', clock)
    .orderBy('draw_at')
    .execute();

describe('lottery settings in the console', () => {
  it("lists every lottery game with the code's schedule and the published odds until a brand sets its own", async () => {
    const owner = await operatorSession(t, 'TIGER', 'owner');
    const list = await call(R.lotteryGames, owner);
    expect(list.statusCode).toBe(200);
    const value = list.json().value;
    expect(value.bounds).toMatchObject({ rtpPercent: { min: 90, max: 99 } });
    expect(value.games.map((g: Game) => g.gameCode)).toEqual(
      expect.arrayContaining(['VNL-FAST1', 'VNL-VN5', 'LTA-4DQ2']),
    );
    const fast = value.games.find((g: Game) => g.gameCode === 'VNL-FAST1') as Game;
    expect(fast).toMatchObject({
      schedule: { intervalSeconds: 60, closeBeforeSeconds: 5 },
      current: null,
      customised: false,
    });
    expect(fast.betTypes.find((b) => b.type === 'DE')).toEqual({
      type: 'DE',
      odds: [{ key: 'SPECIAL', odds: '98.00', published: '98.00' }],
      rtp: '0.9800',
      publishedRtp: '0.9800',
    });
    const sea = value.games.find((g: Game) => g.gameCode === 'LTA-4DQ2') as Game;
    expect(sea.betTypes.map((b) => b.type)).toEqual(['BIG', 'SMALL', '3D', '2D']);
    expect(sea.betTypes[0]?.rtp).toBe('0.9400');
  });

  it('refuses a bad schedule, bad odds and a return outside 90% to 99%, naming each field, in the operator language', async () => {
    const owner = await operatorSession(t, 'TIGER', 'owner');
    const game = await gameOf(owner, 'VNL-FAST2');
    const good = inputOf(game);
    const cases: [object, { field: string; message: RegExp }[], string?][] = [
      [{ intervalSeconds: 420 }, [{ field: 'intervalSeconds', message: /divides a day/ }]],
      [{ intervalSeconds: 30 }, [{ field: 'intervalSeconds', message: /1 to 60 whole minutes/ }]],
      [{ intervalSeconds: 7200 }, [{ field: 'intervalSeconds', message: /divides a day/ }]],
      [{ closeBeforeSeconds: 120 }, [{ field: 'closeBeforeSeconds', message: /5 to 90 seconds/ }]],
      [{ closeBeforeSeconds: 2 }, [{ field: 'closeBeforeSeconds', message: /5 to 90 seconds/ }]],
      [
        { intervalSeconds: 60, closeBeforeSeconds: 45 },
        [{ field: 'closeBeforeSeconds', message: /5 to 30 seconds/ }],
      ],
      [
        { odds: { ...good.odds, DE: { SPECIAL: 'abc' } } },
        [{ field: 'odds.DE.SPECIAL', message: /two decimals/ }],
      ],
      [{ odds: { ...good.odds, DE: { SPECIAL: '1' } } }, [{ field: 'odds.DE.SPECIAL', message: /above 1/ }]],
      [
        { odds: { ...good.odds, DE: { SPECIAL: '98.125' } } },
        [{ field: 'odds.DE.SPECIAL', message: /two decimals/ }],
      ],
      [
        { odds: { ...good.odds, DE: { SPECIAL: '99.5' } } },
        [{ field: 'odds.DE', message: /returns 99\.50% to players.*90% to 99%/ }],
      ],
      [
        { odds: { ...good.odds, XIEN2: { HIT: '10' } } },
        [{ field: 'odds.XIEN2', message: /returns 54\.88% to players/ }],
      ],
      [{ odds: { ...good.odds, LO: { SPECIAL: '3.6' } } }, [{ field: 'odds.LO', message: /every prize/ }]],
      [{ odds: { ...good.odds, BIG: { FIRST: '3300' } } }, [{ field: 'odds.BIG', message: /not played/ }]],
      [
        { intervalSeconds: 420, odds: { ...good.odds, DE: { SPECIAL: '80' } } },
        [
          { field: 'intervalSeconds', message: /divides a day/ },
          { field: 'odds.DE', message: /returns 80\.00%/ },
        ],
      ],
      [
        { odds: { ...good.odds, DE: { SPECIAL: '99.5' } } },
        [{ field: 'odds.DE', message: /৯০|90%.*99%/ }],
        'bn',
      ],
    ];
    for (const [change, fields, language] of cases) {
      const answer = await call(R.updateLotteryGame, owner, {
        params: { id: game.id },
        payload: { ...good, ...change },
        ...(language ? { language } : {}),
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      const got = answer.json().value.fields as { field: string; message: string }[];
      expect(got, JSON.stringify(change)).toEqual(
        fields.map((f) => ({ field: f.field, message: expect.stringMatching(f.message) })),
      );
      if (language === 'bn') expect(got[0]?.message).toMatch(/ফেরত/);
    }
    // Malformed shapes are refused before the rules: 400, never a 500.
    for (const payload of [
      { ...good, intervalSeconds: 'sixty' },
      { ...good, odds: { NOPE: { X: '1' } } },
      { intervalSeconds: 60 },
    ]) {
      const answer = await call(R.updateLotteryGame, owner, { params: { id: game.id }, payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Not a lottery game of the brand.
    const missing = await call(R.updateLotteryGame, owner, { params: { id: '999999' }, payload: good });
    expect(missing.statusCode).toBe(404);
    // Nothing was stored.
    expect((await gameOf(owner, 'VNL-FAST2')).customised).toBe(false);
  });

  it('lets the risk role change settings, read-only and content roles not, and audits the change with before and after', async () => {
    const readOnly = await operatorSession(t, 'TIGER', 'read-only');
    const content = await operatorSession(t, 'TIGER', 'content');
    const risk = await operatorSession(t, 'TIGER', 'risk');
    const game = await gameOf(readOnly, 'LTA-4DQ2');
    const input = inputOf(game);
    input.odds.BIG = { ...input.odds.BIG, FIRST: '3400' };
    expect((await call(R.lotteryGames, content)).statusCode).toBe(403);
    expect(
      (await call(R.updateLotteryGame, readOnly, { params: { id: game.id }, payload: input })).statusCode,
    ).toBe(403);
    expect(
      (await call(R.updateLotteryGame, content, { params: { id: game.id }, payload: input })).statusCode,
    ).toBe(403);
    const saved = await call(R.updateLotteryGame, risk, { params: { id: game.id }, payload: input });
    expect(saved.statusCode).toBe(200);
    // BIG: 0.94 + 100 x 1/10000 = 0.95.
    expect(saved.json().value).toMatchObject({ customised: true });
    expect(saved.json().value.betTypes[0]).toMatchObject({
      type: 'BIG',
      rtp: '0.9500',
      publishedRtp: '0.9400',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'details', 'merchant_id'])
      .where('action', '=', 'games.lottery.settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target: 'LTA-4DQ2', merchant_id: await brandId('TIGER') });
    expect(audit.details).toMatchObject({
      before: { customised: false, intervalSeconds: 120, odds: { BIG: { FIRST: '3300.00' } } },
      after: { customised: true, intervalSeconds: 120, odds: { BIG: { FIRST: '3400.00' } } },
    });
    // The player's menu shows the new odds and return.
    const menu = (
      await t.app.inject({
        url: `${LOTTERY_ROUTES.gameMenu.path}?prizeMode=SEA`,
        headers: { 'x-merchant': 'TIGER' },
      })
    ).json().value;
    const big = menu.games
      .find((g: { gameCode: string }) => g.gameCode === 'LTA-4DQ2')
      .betTypes.find((b: { type: string }) => b.type === 'BIG');
    expect(big.odds[0]).toEqual({ key: 'FIRST', odds: '3400.00' });
    expect(big.rtp).toBe('0.9500');
    // Another game is untouched.
    expect((await gameOf(risk, 'VNL-VN5')).customised).toBe(false);
  });

  it('settles a ticket sold before an odds change at the odds it was sold at', async () => {
    const owner = await operatorSession(t, 'TIGER', 'owner');
    const merchantId = await brandId('TIGER');
    const code = 'VNL-VN3';
    await lottery().runDraws();
    const [open] = await futureDraws(merchantId, code);
    if (!open) throw new Error('no open draw');
    const seed = await t.db
      .selectFrom('lottery_draws')
      .select('server_seed')
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', code)
      .where('draw_no', '=', open.draw_no)
      .executeTakeFirstOrThrow();
    const special = drawLottery('VN', seed.server_seed, code, open.draw_no)[0]?.number ?? '';
    const pick = special.slice(-2);
    const m = await walletMember(t, { merchant: 'TIGER', balance: '100.00' });
    const buy = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: LOTTERY_ROUTES.tickets.path,
        headers: m.headers,
        payload: {
          requestId: rid(),
          gameCode: code,
          drawNo: open.draw_no,
          lines: [{ type: 'DE', numbers: [pick], stake: '1.00' }],
        },
      });
      expect(res.json().code).toBe('OK');
      return res.json().value.ticket as {
        ticketId: string;
        lines: { odds?: { key: string; odds: string }[] }[];
      };
    };
    const before = await buy();
    expect(before.lines[0]?.odds).toEqual([{ key: 'SPECIAL', odds: '98.00' }]);

    const game = await gameOf(owner, code);
    const input = inputOf(game);
    input.odds.DE = { SPECIAL: '95' };
    expect(
      (await call(R.updateLotteryGame, owner, { params: { id: game.id }, payload: input })).statusCode,
    ).toBe(200);
    const after = await buy();
    expect(after.lines[0]?.odds).toEqual([{ key: 'SPECIAL', odds: '95.00' }]);

    clock = new Date(open.draw_at.getTime() + 1_000);
    await lottery().runDraws();
    await lottery().runDraws();
    const settled = await t.db
      .selectFrom('lottery_tickets')
      .select(['id', 'status', 'payout'])
      .where('id', 'in', [BigInt(before.ticketId), BigInt(after.ticketId)])
      .orderBy('id')
      .execute();
    expect(settled).toEqual([
      { id: BigInt(before.ticketId), status: 'SETTLED', payout: 9_800n },
      { id: BigInt(after.ticketId), status: 'SETTLED', payout: 9_500n },
    ]);
  });

  it('keeps scheduled draws as they are: a closing time applies to the next draws, a new interval from the next UTC midnight', async () => {
    const owner = await operatorSession(t, 'TIGER', 'owner');
    const merchantId = await brandId('TIGER');
    const code = 'VNL-FAST2';
    await lottery().runDraws();
    const scheduled = await futureDraws(merchantId, code);
    expect(scheduled).toHaveLength(3);

    // A closing time of 15 s instead of 10 s.
    let game = await gameOf(owner, code);
    const saved = await call(R.updateLotteryGame, owner, {
      params: { id: game.id },
      payload: inputOf(game, { closeBeforeSeconds: 15 }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({
      schedule: { intervalSeconds: 120, closeBeforeSeconds: 15 },
      current: null,
    });
    clock = new Date(clock.getTime() + 60_000);
    await lottery().runDraws();
    const later = await futureDraws(merchantId, code);
    // The draws scheduled before the change are unchanged (times and published seed hashes).
    for (const old of scheduled.filter((d) => d.draw_at > clock)) {
      expect(later.find((d) => d.draw_no === old.draw_no)).toEqual(old);
    }
    const added = later.filter((d) => !scheduled.some((s) => s.draw_no === d.draw_no));
    expect(added.length).toBeGreaterThan(0);
    const last = scheduled[scheduled.length - 1];
    for (const d of added) expect(d.draw_at.getTime() - d.closes_at.getTime()).toBe(15_000);
    // Betting on the first new draw opens when the last old one closes: never two open at once.
    expect(added[0]?.opens_at).toEqual(last?.closes_at);

    // A one-minute interval: today's draws keep the two-minute schedule, tomorrow's are one minute.
    game = await gameOf(owner, code);
    const changed = await call(R.updateLotteryGame, owner, {
      params: { id: game.id },
      payload: inputOf(game, { intervalSeconds: 60, closeBeforeSeconds: 10 }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value).toMatchObject({
      schedule: { intervalSeconds: 60, closeBeforeSeconds: 10 },
      current: { intervalSeconds: 120, closeBeforeSeconds: 15, until: '2026-11-23T00:00:00.000Z' },
    });
    const menu = (
      await t.app.inject({
        url: `${LOTTERY_ROUTES.gameMenu.path}?prizeMode=ZY`,
        headers: { 'x-merchant': 'TIGER' },
      })
    ).json().value;
    expect(menu.games.find((g: { gameCode: string }) => g.gameCode === code).drawIntervalSeconds).toBe(120);

    clock = new Date(clock.getTime() + 60_000);
    await lottery().runDraws();
    const stillOld = await futureDraws(merchantId, code);
    for (let i = 1; i < stillOld.length; i += 1) {
      expect(stillOld[i]!.draw_at.getTime() - stillOld[i - 1]!.draw_at.getTime()).toBe(120_000);
    }

    // Across midnight: the old schedule's last draws, then the new one numbered from 0001.
    clock = new Date('2026-11-22T23:58:30.000Z');
    await lottery().runDraws();
    const across = await futureDraws(merchantId, code);
    expect(across.map((d) => [d.draw_no, d.draw_at.toISOString()])).toEqual([
      ['20261122-0720', '2026-11-23T00:00:00.000Z'],
      ['20261123-0001', '2026-11-23T00:01:00.000Z'],
      ['20261123-0002', '2026-11-23T00:02:00.000Z'],
    ]);
    expect(across[0]!.draw_at.getTime() - across[0]!.closes_at.getTime()).toBe(15_000);
    expect(across[1]?.opens_at).toEqual(across[0]?.closes_at);
    expect(across[1]!.draw_at.getTime() - across[1]!.closes_at.getTime()).toBe(10_000);
    clock = new Date('2026-11-23T00:03:00.000Z');
    await lottery().runDraws();
    const next = await futureDraws(merchantId, code);
    expect(next.map((d) => d.draw_no)).toEqual(['20261123-0004', '20261123-0005', '20261123-0006']);
    // The operator's session idled out over the night: a new one sees the new schedule in force.
    const morning = await operatorSession(t, 'TIGER', 'owner');
    expect(await gameOf(morning, code)).toMatchObject({
      schedule: { intervalSeconds: 60, closeBeforeSeconds: 10 },
      current: null,
    });
  });
});
