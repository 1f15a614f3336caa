import { GAME_ROUTES, LOTTERY_ROUTES, parseMoney } from '@portal/contracts';
import { drawLottery, type LotteryBetType, settleLotteryTicket, sha256Hex } from '@portal/fairness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../test/wallet.ts';
import { LotteryService } from './lottery.service.ts';
import { openIndexAt, slotByIndex } from './schedule.ts';

/**
 * The lottery end to end through the API, with the clock in the test's hands: draws scheduled,
 * bets refused when betting has closed, settlement exactly once when two job runs (two nodes)
 * meet, and the ledger adding up throughout. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
 */
let t: TestApp;
let clock = new Date('2026-11-22T04:14:20.000Z');
const FAST = 'VNL-FAST1';
const FAST_SCHEDULE = { intervalSeconds: 60, closeBeforeSeconds: 5 };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const lottery = () => t.app.services.lottery;
/** Time only moves forward here; each step runs the draw job as the timer would. */
async function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
  await lottery().runDraws();
}
const tiger = async () => {
  const brand = await t.app.services.brands.findByCode('TIGER');
  if (!brand) throw new Error('no TIGER');
  return brand;
};

async function place(m: TestMember, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: LOTTERY_ROUTES.tickets.path,
    headers: m.headers,
    payload: body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read field by field
  return res.json() as { success: boolean; code: string; message: string; value: any };
}

async function openDraw(gameCode: string, m?: TestMember) {
  const res = await t.app.inject({
    url: `${LOTTERY_ROUTES.openedNumero.path}?gameCode=${gameCode}`,
    headers: m?.headers ?? { 'x-merchant': 'TIGER' },
  });
  return res.json();
}

/** What the member and the house side of their play hold together: bets and wins only move it. */
async function memberAndHouse(memberId: bigint): Promise<bigint> {
  const rows = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['MAIN', 'HOUSE'])
    .execute();
  return rows.reduce((s, r) => s + r.balance, 0n);
}

describe(`the lottery (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('schedules draws ahead with their seed hashes published and the seeds kept secret', async () => {
    await lottery().runDraws();
    const m = await walletMember(t, { balance: '10.00' });
    const open = (await openDraw(FAST, m)).value;
    const slot = slotByIndex(FAST_SCHEDULE, openIndexAt(FAST_SCHEDULE, clock));
    expect(open.draw).toMatchObject({
      gameCode: FAST,
      drawNo: slot.drawNo,
      closesAt: slot.closesAt.toISOString(),
      drawAt: slot.drawAt.toISOString(),
      status: 'OPEN',
    });
    expect(slot.drawNo).toBe('20261122-0255');
    expect(open.serverTime).toBe(clock.toISOString());
    const row = await t.db
      .selectFrom('lottery_draws')
      .select(['server_seed', 'server_seed_hash'])
      .where('draw_no', '=', slot.drawNo)
      .where('game_code', '=', FAST)
      .executeTakeFirstOrThrow();
    expect(sha256Hex(row.server_seed)).toBe(row.server_seed_hash);
    expect(open.draw.serverSeedHash).toBe(row.server_seed_hash);
    // No call ever shows a seed before its draw.
    for (const url of [
      LOTTERY_ROUTES.games.path,
      LOTTERY_ROUTES.openedVnGames.path,
      `${LOTTERY_ROUTES.results.path}?gameCode=${FAST}`,
    ]) {
      const body = (await t.app.inject({ url, headers: { 'x-merchant': 'TIGER' } })).body;
      expect(body).not.toContain(row.server_seed);
    }
    // Two more draws are scheduled behind the open one, and a second run adds none.
    const future = await t.db
      .selectFrom('lottery_draws')
      .select('draw_no')
      .where('game_code', '=', FAST)
      .where('draw_at', '>', clock)
      .execute();
    expect(future).toHaveLength(3);
    await lottery().runDraws();
    const again = await t.db
      .selectFrom('lottery_draws')
      .select('draw_no')
      .where('game_code', '=', FAST)
      .where('draw_at', '>', clock)
      .execute();
    expect(again).toHaveLength(3);
  });

  it('lists the games by prize mode with bet types, odds and limits, and the lobby', async () => {
    const menu = (
      await t.app.inject({
        url: `${LOTTERY_ROUTES.gameMenu.path}?prizeMode=ZY&device=WEB`,
        headers: { 'x-merchant': 'TIGER' },
      })
    ).json().value;
    expect(menu.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VNL-FAST1', 'VNL-FAST2']);
    expect(menu).toMatchObject({ minBet: '1.00', maxBet: '5000.00' });
    const de = menu.games[0].betTypes.find((b: { type: string }) => b.type === 'DE');
    expect(de).toEqual({
      type: 'DE',
      digits: 2,
      numbers: 1,
      odds: [{ key: 'SPECIAL', odds: '98.00' }],
      rtp: '0.9800',
    });
    const sea = (
      await t.app.inject({
        url: `${LOTTERY_ROUTES.gameMenu.path}?prizeMode=SEA`,
        headers: { 'x-merchant': 'TIGER' },
      })
    ).json().value;
    expect(sea.games.map((g: { style: string }) => g.style)).toEqual(['SEA', 'SEA']);
    expect(sea.games[0].betTypes.map((b: { type: string }) => b.type)).toEqual(['BIG', 'SMALL', '3D', '2D']);
    const lobby = (
      await t.app.inject({ url: LOTTERY_ROUTES.games.path, headers: { 'x-merchant': 'TIGER' } })
    ).json().value;
    expect(lobby.list).toHaveLength(6);
    expect(lobby.list.every((g: { draw: unknown }) => g.draw !== null)).toBe(true);
    const vn = (
      await t.app.inject({ url: LOTTERY_ROUTES.openedVnGames.path, headers: { 'x-merchant': 'TIGER' } })
    ).json().value;
    expect(vn.list.map((g: { game: { style: string } }) => g.game.style)).toEqual(['VN', 'VN', 'VN', 'VN']);
    // A brand without lottery vendors has no games.
    const jade = (
      await t.app.inject({ url: LOTTERY_ROUTES.games.path, headers: { 'x-merchant': 'JADE' } })
    ).json().value;
    expect(jade.list).toEqual([]);
  });

  it('takes a ticket once per request id, within the limits, and refuses bad lines', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const before = await memberAndHouse(m.id);
    const ticket = {
      requestId: rid(),
      gameCode: FAST,
      lines: [{ type: 'DE', numbers: ['07'], stake: '2.50' }],
    };
    const first = await place(m, ticket);
    expect(first.code).toBe('OK');
    expect(first.value.balance).toBe('97.50');
    expect(first.value.ticket).toMatchObject({
      status: 'OPEN',
      stake: '2.50',
      payout: '0.00',
      gameCode: FAST,
    });
    const again = await place(m, ticket);
    expect(again.value.ticket.ticketId).toBe(first.value.ticket.ticketId);
    expect(again.value.balance).toBe('97.50');
    const changed = await place(m, { ...ticket, lines: [{ type: 'DE', numbers: ['08'], stake: '2.50' }] });
    expect(changed.code).toBe('IDEMPOTENCY_CONFLICT');

    const low = await place(m, {
      requestId: rid(),
      gameCode: FAST,
      lines: [{ type: 'LO', numbers: ['07'], stake: '0.50' }],
    });
    expect(low.code).toBe('BET_OUT_OF_RANGE');
    expect(low.message).toContain('1.00');
    expect(low.message).toContain('5000.00');
    const high = await place(m, {
      requestId: rid(),
      gameCode: FAST,
      lines: [
        { type: 'LO', numbers: ['07'], stake: '1.00' },
        { type: 'LO', numbers: ['08'], stake: '5000.01' },
      ],
    });
    expect(high.code).toBe('BET_OUT_OF_RANGE');
    for (const line of [
      { type: 'BIG', numbers: ['1234'], stake: '1.00' },
      { type: 'DE', numbers: ['123'], stake: '1.00' },
      { type: 'XIEN2', numbers: ['12', '12'], stake: '1.00' },
    ]) {
      expect((await place(m, { requestId: rid(), gameCode: FAST, lines: [line] })).code).toBe(
        'VALIDATION_ERROR',
      );
    }
    expect((await place(m, { requestId: rid(), gameCode: 'NOPE', lines: [ticket.lines[0]] })).code).toBe(
      'NOT_FOUND',
    );
    const broke = await place(m, {
      requestId: rid(),
      gameCode: FAST,
      lines: [{ type: 'DE', numbers: ['01'], stake: '98.00' }],
    });
    expect(broke.code).toBe('INSUFFICIENT_FUNDS');
    // One ticket, one betting-record row, one stake; money only moved between the member and the house.
    const tickets = await t.db
      .selectFrom('lottery_tickets')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(tickets).toHaveLength(1);
    const bets = await t.db.selectFrom('bets').selectAll().where('member_id', '=', m.id).execute();
    expect(bets).toMatchObject([{ vendor_code: 'VNL', category: 'LOTT', stake: 250n, status: 'OPEN' }]);
    expect(await memberAndHouse(m.id)).toBe(before);
  });

  it('refuses bets at and after the close, and answers a visitor with NOT_LOGGED_IN', async () => {
    await advance(1000);
    const m = await walletMember(t, { balance: '10.00' });
    const drawNo = (await openDraw(FAST, m)).value.draw.drawNo;
    const row = await t.db
      .selectFrom('lottery_draws')
      .select(['closes_at'])
      .where('game_code', '=', FAST)
      .where('draw_no', '=', drawNo)
      .executeTakeFirstOrThrow();
    clock = new Date(row.closes_at.getTime() - 1);
    const line = { type: 'LO', numbers: ['11'], stake: '1.00' };
    expect((await place(m, { requestId: rid(), gameCode: FAST, drawNo, lines: [line] })).code).toBe('OK');
    clock = row.closes_at;
    expect((await place(m, { requestId: rid(), gameCode: FAST, drawNo, lines: [line] })).code).toBe(
      'DRAW_CLOSED',
    );
    // Without a draw number the ticket goes on the draw that opened as this one closed.
    const next = await place(m, { requestId: rid(), gameCode: FAST, lines: [line] });
    expect(next.value.ticket.drawNo).not.toBe(drawNo);
    await advance(30_000);
    expect((await place(m, { requestId: rid(), gameCode: FAST, drawNo, lines: [line] })).code).toBe(
      'DRAW_CLOSED',
    );
    const visitor = await t.app.inject({
      method: 'POST',
      url: LOTTERY_ROUTES.tickets.path,
      headers: { 'x-merchant': 'TIGER' },
      payload: { requestId: rid(), gameCode: FAST, lines: [{ type: 'LO', numbers: ['11'], stake: '1.00' }] },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await openDraw(FAST)).code).toBe('NOT_LOGGED_IN');
    expect(
      (await t.app.inject({ url: LOTTERY_ROUTES.tickets.path, headers: { 'x-merchant': 'TIGER' } }))
        .statusCode,
    ).toBe(401);
  });

  it('settles every ticket exactly once when two nodes run the job together, and pays what the seed says', async () => {
    await advance(1000);
    const brand = await tiger();
    const m = await walletMember(t, { balance: '1000.00' });
    const other = await walletMember(t, { balance: '50.00' });
    const before = await memberAndHouse(m.id);
    const { drawNo } = (await openDraw(FAST, m)).value.draw;
    // Every DE number (one must win), LO and XIEN lines, in tickets of 20 lines.
    const types: LotteryBetType[] = ['DE', 'LO'];
    const placed: string[] = [];
    for (const type of types) {
      for (let start = 0; start < 100; start += 20) {
        const lines = Array.from({ length: 20 }, (_, i) => ({
          type,
          numbers: [String(start + i).padStart(2, '0')],
          stake: '1.00',
        }));
        const r = await place(m, { requestId: rid(), gameCode: FAST, drawNo, lines });
        expect(r.code).toBe('OK');
        placed.push(r.value.ticket.ticketId);
      }
    }
    const xien = await place(m, {
      requestId: rid(),
      gameCode: FAST,
      drawNo,
      lines: [
        { type: 'XIEN2', numbers: ['10', '20'], stake: '3.00' },
        { type: 'BA_CANG', numbers: ['123'], stake: '1.00' },
      ],
    });
    expect(xien.code).toBe('OK');
    const theirs = await place(other, {
      requestId: rid(),
      gameCode: FAST,
      drawNo,
      lines: [{ type: 'LO', numbers: ['42'], stake: '5.00' }],
    });
    expect(theirs.code).toBe('OK');
    // A member sees only their own tickets.
    const mine = (
      await t.app.inject({ url: `${LOTTERY_ROUTES.tickets.path}?pageSize=50`, headers: other.headers })
    ).json().value;
    expect(mine.list.map((x: { ticketId: string }) => x.ticketId)).toEqual([theirs.value.ticket.ticketId]);

    const draw = await t.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_code', '=', FAST)
      .where('draw_no', '=', drawNo)
      .where('merchant_id', '=', brand.id)
      .executeTakeFirstOrThrow();
    clock = new Date(draw.draw_at.getTime() + 500);
    // Two nodes: the app's service and a second one over the same database.
    const s = t.app.services;
    const second = new LotteryService({
      db: t.db,
      brands: s.brands,
      wallet: s.wallet,
      catalogue: s.games,
      now: () => clock,
    });
    await Promise.all([lottery().runDraws(), second.runDraws(), lottery().runDraws()]);
    await Promise.all([lottery().runDraws(), second.runDraws()]);
    const drawn = await t.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(drawn.status).toBe('SETTLED');
    const expected = drawLottery('VN', draw.server_seed, FAST, drawNo);
    expect(drawn.results).toEqual(expected);

    const tickets = await t.db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('member_id', 'in', [m.id, other.id])
      .execute();
    expect(tickets.every((x) => x.status === 'SETTLED')).toBe(true);
    let won = 0n;
    for (const ticket of tickets) {
      const lines = ticket.lines.map((l) => ({
        type: l.type as LotteryBetType,
        numbers: l.numbers,
        stake: BigInt(l.stake),
      }));
      const want = settleLotteryTicket(lines, expected);
      expect(ticket.payout).toBe(want.total);
      expect(ticket.lines.map((l) => BigInt(l.payout ?? '-1'))).toEqual(want.payouts);
      if (ticket.member_id === m.id) won += want.total;
      const wins = await t.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', `lott:win:${ticket.id}`)
        .execute();
      expect(wins).toHaveLength(want.total > 0n ? 1 : 0);
      const bet = await t.db
        .selectFrom('bets')
        .selectAll()
        .where('id', '=', ticket.bet_id as bigint)
        .executeTakeFirstOrThrow();
      expect(bet).toMatchObject({ status: 'SETTLED', payout: want.total, valid_bet: ticket.stake });
    }
    // DE on all 100 numbers: exactly one wins 98.00; LO on all 100: 27 hits at 3.60.
    expect(won).toBeGreaterThanOrEqual(9_800n + 27n * 360n);
    const staked = 200n * 100n + 400n;
    const main = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', m.id)
      .where('kind', '=', 'MAIN')
      .executeTakeFirstOrThrow();
    expect(main.balance).toBe(parseMoney('1000.00', 2)! - staked + won);
    expect(await memberAndHouse(m.id)).toBe(before);

    // The revealed seed is in the results history, and it verifies.
    const history = (
      await t.app.inject({
        url: `${LOTTERY_ROUTES.results.path}?gameCode=${FAST}`,
        headers: { 'x-merchant': 'TIGER' },
      })
    ).json().value;
    const shown = history.list.find((r: { drawNo: string }) => r.drawNo === drawNo);
    expect(shown.serverSeed).toBe(draw.server_seed);
    expect(sha256Hex(shown.serverSeed)).toBe(shown.serverSeedHash);
    expect(shown.results).toEqual(expected);
  });

  it('settles after a restart: a draw left drawn but unsettled is paid on the next run', async () => {
    await advance(1000);
    const m = await walletMember(t, { balance: '100.00' });
    const { drawNo } = (await openDraw('LTA-4DQ2', m)).value.draw;
    const lines = Array.from({ length: 10 }, (_, i) => ({
      type: '2D',
      numbers: [String(i * 10 + 3).padStart(2, '0')],
      stake: '1.00',
    }));
    const r = await place(m, { requestId: rid(), gameCode: 'LTA-4DQ2', drawNo, lines });
    expect(r.code).toBe('OK');
    const draw = await t.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_code', '=', 'LTA-4DQ2')
      .where('draw_no', '=', drawNo)
      .executeTakeFirstOrThrow();
    // The node drew the draw and stopped before settling it.
    await t.db
      .updateTable('lottery_draws')
      .set({
        status: 'DRAWN',
        results: JSON.stringify(drawLottery('SEA', draw.server_seed, 'LTA-4DQ2', drawNo)),
        drawn_at: draw.draw_at,
      })
      .where('id', '=', draw.id)
      .execute();
    await lottery().runDraws();
    const ticket = (
      await t.app.inject({ url: `${LOTTERY_ROUTES.tickets.path}?gameCode=LTA-4DQ2`, headers: m.headers })
    ).json().value.list[0];
    expect(ticket.status).toBe('SETTLED');
    const want = settleLotteryTicket(
      lines.map((l) => ({ type: '2D', numbers: l.numbers, stake: 100n })),
      drawLottery('SEA', draw.server_seed, 'LTA-4DQ2', drawNo),
    );
    expect(ticket.payout).toBe((Number(want.total) / 100).toFixed(2));
  });

  it('lets one of many copies of the same ticket through', async () => {
    await advance(1000);
    const m = await walletMember(t, { balance: '20.00' });
    const ticket = {
      requestId: rid(),
      gameCode: 'VNL-VN5',
      lines: [{ type: 'LO', numbers: ['33'], stake: '10.00' }],
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => place(m, ticket)));
    const ids = new Set(results.filter((x) => x.code === 'OK').map((x) => x.value.ticket.ticketId));
    expect(ids.size).toBe(1);
    const rows = await t.db
      .selectFrom('lottery_tickets')
      .select('id')
      .where('member_id', '=', m.id)
      .execute();
    expect(rows).toHaveLength(1);
    const main = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', m.id)
      .where('kind', '=', 'MAIN')
      .executeTakeFirstOrThrow();
    expect(main.balance).toBe(1000n);
  });

  it('launches the lottery views from the launch payload and remembers the game', async () => {
    await advance(1000);
    const m = await walletMember(t, { balance: '1.00' });
    const launch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: GAME_ROUTES.launch.path, headers: m.headers, payload });
    const betting = await launch({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'SEA',
      lottoGameCode: 'LTA-4D5',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: '/lott',
      language: 'en',
    });
    expect(betting.json().value).toEqual({ url: '/seaLottery?gameCode=LTA-4D5' });
    await advance(1000);
    const vn = await launch({ launchMode: 'LOTT', lottoGameCode: 'VNL-VN3', lottoView: 'betting' });
    expect(vn.json().value).toEqual({ url: '/vnLottery?gameCode=VNL-VN3' });
    const lobby = await launch({ launchMode: 'LOTT', lottoView: 'lobby', lottoPrizeMode: 'ZY' });
    expect(lobby.json().value).toEqual({ url: '/lottery?prizeMode=ZY' });
    expect((await launch({ launchMode: 'LOTT', lottoView: 'betting' })).json().code).toBe('VALIDATION_ERROR');
    const recent = (
      await t.app.inject({ url: LOTTERY_ROUTES.gameMenuRecent.path, headers: m.headers })
    ).json().value;
    expect(recent.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VNL-VN3', 'LTA-4D5']);
    // The catalogue's launch of a lottery tile opens the betting view too.
    const tile = await launch({ vendorCode: 'VNL', gameCode: FAST });
    expect(tile.json().value.url).toBe(`/vnLottery?gameCode=${FAST}`);
  });
});
