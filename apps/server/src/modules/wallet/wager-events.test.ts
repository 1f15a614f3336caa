import { CRASH_ROUTES, LOTTERY_ROUTES, ORIGINALS_ROUTES, parseMoney } from '@portal/contracts';
import { crashElapsedFor } from '@portal/fairness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, failAtCommit, type StoredEvent, writtenTogether } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import type { RoundRow } from '../crash/crash.repository.ts';
import { DEFAULT_TIMING } from '../crash/crash.service.ts';
import { GAME_SESSION_TTL_MS } from '../provider-wallet/provider-wallet.service.ts';
import {
  call,
  createGame,
  createVendor,
  launchToken,
  type TestVendor,
  uuid,
} from '../provider-wallet/test-provider.ts';

/**
 * `wager.placed` and `wager.settled` (ADR 0021, written by the betting record, ADR 0022): for
 * every game that records bets, each event is written once, in the transaction that wrote the
 * bet row, and a bet that does not commit or a call replayed writes none.
 */

let t: TestApp;
let tiger: Brand;
let nowMs = Date.parse('2026-11-22T04:14:20.000Z');
const advance = (ms: number) => {
  nowMs += ms;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(nowMs) });
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const post = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });

const placed = (m: TestMember) => eventsOf(t.db, 'wager.placed', m.id);
const settled = (m: TestMember) => eventsOf(t.db, 'wager.settled', m.id);
const betsOf = (m: TestMember) =>
  t.db.selectFrom('bets').selectAll().where('member_id', '=', m.id).orderBy('id').execute();
const together = (betId: bigint, event: StoredEvent | undefined) =>
  writtenTogether(t.db, 'bets', betId, event?.id as bigint);

/** The facts every wager event of this row carries. */
const factsOf = (bet: {
  id: bigint;
  member_id: bigint;
  vendor_code: string;
  game_code: string;
  category: string;
}) => ({
  memberId: String(bet.member_id),
  betId: String(bet.id),
  vendorCode: bet.vendor_code,
  gameCode: bet.game_code,
  category: bet.category,
  currency: 'BDT',
});

describe('in-house games', () => {
  it('writes placed and settled for an instant bet, in its transaction, once; a replay writes none', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const requestId = rid();
    const dice = { requestId, amount: '2.00', direction: 'OVER', target: 5000 };
    const first = await post(m, ORIGINALS_ROUTES.dice.path, dice);
    expect(first.json()).toMatchObject({ success: true });
    const [bet] = await betsOf(m);
    if (!bet) throw new Error('no bet');
    const [p] = await placed(m);
    const [s] = await settled(m);
    expect(p).toMatchObject({
      aggregate: 'member',
      aggregateId: String(m.id),
      merchantId: tiger.id,
      payload: { ...factsOf(bet), vendorCode: 'BGS', gameCode: 'DICE', category: 'BGS', stake: '200' },
    });
    expect(s?.payload).toMatchObject({
      ...factsOf(bet),
      stake: '200',
      validBet: '200',
      payout: String(bet.payout),
      winLoss: String(bet.payout - 200n),
      outcome: 'SETTLED',
      placedAt: bet.placed_at.toISOString(),
      settledAt: bet.settled_at?.toISOString(),
    });
    expect((p?.id as bigint) < (s?.id as bigint)).toBe(true);
    expect(await together(bet.id, p)).toBe(true);
    expect(await together(bet.id, s)).toBe(true);

    // The same request again is answered from the first round and writes nothing.
    expect((await post(m, ORIGINALS_ROUTES.dice.path, dice)).json().value.roundId).toBe(
      first.json().value.roundId,
    );
    expect(await placed(m)).toHaveLength(1);
    expect(await settled(m)).toHaveLength(1);
  });

  it('writes placed when a Mines round opens and settled once when it ends', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const round = (
      await post(m, ORIGINALS_ROUTES.mines.path, { requestId: rid(), amount: '1.00', mines: 24 })
    ).json().value;
    expect(round.status).toBe('OPEN');
    const [open] = await betsOf(m);
    if (!open) throw new Error('no bet');
    expect(await placed(m)).toHaveLength(1);
    expect(await settled(m)).toHaveLength(0);
    expect(await together(open.id, (await placed(m))[0])).toBe(true);
    // With 24 mines of 25 the first tile ends the round: a mine, or the one safe tile (cleared).
    const revealed = (
      await post(m, ORIGINALS_ROUTES.minesReveal.path, { roundId: round.roundId, tile: 0 })
    ).json().value;
    expect(['LOST', 'CASHED_OUT']).toContain(revealed.status);
    const [bet] = await betsOf(m);
    const done = await settled(m);
    expect(done).toHaveLength(1);
    expect(done[0]?.payload).toMatchObject({
      ...factsOf(bet as typeof open),
      outcome: 'SETTLED',
      stake: '100',
    });
    expect(await together(open.id, done[0])).toBe(true);
    // A closed round takes no more steps, and nothing more is written.
    expect(
      (await post(m, ORIGINALS_ROUTES.minesCashout.path, { roundId: round.roundId })).json().success,
    ).toBe(false);
    expect(await settled(m)).toHaveLength(1);
    expect(await placed(m)).toHaveLength(1);
  });

  it('writes nothing for a bet refused or rolled back at commit', async () => {
    const m = await walletMember(t, { balance: '1.00' });
    const broke = await post(m, ORIGINALS_ROUTES.dice.path, {
      requestId: rid(),
      amount: '5.00',
      direction: 'OVER',
      target: 5000,
    });
    expect(broke.json().code).toBe('INSUFFICIENT_FUNDS');
    // The whole transaction, events included, is written and then fails as it commits.
    const restore = await failAtCommit(t.db, 'bets', 'external_id', `${m.id}:`);
    try {
      const failed = await post(m, ORIGINALS_ROUTES.dice.path, {
        requestId: rid(),
        amount: '1.00',
        direction: 'OVER',
        target: 5000,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await betsOf(m)).toHaveLength(0);
    expect(await placed(m)).toHaveLength(0);
    expect(await settled(m)).toHaveLength(0);
  });
});

describe('crash', () => {
  const engine = () => t.app.services.crashEngine;
  const latest = async (): Promise<RoundRow> => {
    const round = await t.app.services.crash.latestRound(tiger);
    if (!round) throw new Error('no round');
    return round;
  };
  /** Plays out whatever is in play and opens the next round, crashing at `point`. */
  async function freshRound(point: number): Promise<RoundRow> {
    await engine().runOnce();
    let round = await latest();
    if (round.status === 'BETTING') {
      advance(round.betting_ends_at.getTime() - nowMs);
      await engine().runOnce();
      round = await latest();
    }
    if (round.status === 'RUNNING' && round.started_at) {
      advance(round.started_at.getTime() + crashElapsedFor(round.crash_point) - nowMs);
      await engine().runOnce();
      round = await latest();
    }
    advance(DEFAULT_TIMING.pauseMs);
    await engine().runOnce();
    round = await latest();
    expect(round.status).toBe('BETTING');
    await t.db.updateTable('crash_rounds').set({ crash_point: point }).where('id', '=', round.id).execute();
    return { ...round, crash_point: point };
  }
  const bet = (m: TestMember, amount: string, requestId = rid()) =>
    post(m, CRASH_ROUTES.bet.path, { requestId, amount });

  it('writes placed with the bet, settled at the cash-out or the crash, and nothing twice', async () => {
    const winner = await walletMember(t, { balance: '100.00' });
    const loser = await walletMember(t, { balance: '100.00' });
    const round = await freshRound(300);
    const requestId = rid();
    expect((await bet(winner, '10.00', requestId)).json().success).toBe(true);
    expect((await bet(loser, '5.00')).json().success).toBe(true);
    // A repeated bet request is answered from the first.
    expect((await bet(winner, '10.00', requestId)).json().success).toBe(true);
    for (const m of [winner, loser]) {
      const [row] = await betsOf(m);
      const events = await placed(m);
      expect(events).toHaveLength(1);
      expect(events[0]?.payload).toMatchObject({ ...factsOf(row as NonNullable<typeof row>) });
      expect(await together((row as NonNullable<typeof row>).id, events[0])).toBe(true);
    }
    expect((await placed(winner))[0]?.payload.stake).toBe('1000');

    advance(round.betting_ends_at.getTime() - nowMs);
    await engine().runOnce();
    const running = await latest();
    advance((running.started_at as Date).getTime() + crashElapsedFor(150) - nowMs);
    expect(
      (await post(winner, CRASH_ROUTES.cashout.path, { roundId: String(round.id) })).json().success,
    ).toBe(true);
    const [won] = await betsOf(winner);
    const cashedOut = await settled(winner);
    expect(cashedOut).toHaveLength(1);
    expect(cashedOut[0]?.payload).toMatchObject({
      stake: '1000',
      validBet: '1000',
      payout: String(won?.payout),
      winLoss: String((won?.payout as bigint) - 1000n),
      outcome: 'SETTLED',
    });
    expect(await together(won?.id as bigint, cashedOut[0])).toBe(true);

    advance(crashElapsedFor(300));
    await engine().runOnce();
    expect((await latest()).status).toBe('CRASHED');
    const [lost] = await betsOf(loser);
    const crashed = await settled(loser);
    expect(crashed).toHaveLength(1);
    expect(crashed[0]?.payload).toMatchObject({
      stake: '500',
      payout: '0',
      winLoss: '-500',
      outcome: 'SETTLED',
    });
    expect(await together(lost?.id as bigint, crashed[0])).toBe(true);
    // The crash settled only the open bet: the cash-out's bet has its one event.
    expect(await settled(winner)).toHaveLength(1);
  });

  it('writes a CANCELLED settlement for a bet refunded when its round is voided, once', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const round = await freshRound(500);
    expect((await bet(m, '4.00')).json().success).toBe(true);
    expect(await t.app.services.crash.voidRound(tiger, round.id)).toBe(1);
    expect(await t.app.services.crash.voidRound(tiger, round.id)).toBe(0);
    const [row] = await betsOf(m);
    const events = await settled(m);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      ...factsOf(row as NonNullable<typeof row>),
      stake: '400',
      validBet: '0',
      payout: '0',
      winLoss: '0',
      outcome: 'CANCELLED',
    });
    expect(await together(row?.id as bigint, events[0])).toBe(true);
  });
});

describe('lottery', () => {
  const FAST = 'VNL-FAST1';
  const place = (m: TestMember, requestId: string) =>
    post(m, LOTTERY_ROUTES.tickets.path, {
      requestId,
      gameCode: FAST,
      lines: [{ type: 'LO', numbers: ['07'], stake: '3.00' }],
    });

  it('writes placed with the ticket and settled once however many runs settle the draw', async () => {
    await t.app.services.lottery.runDraws();
    const m = await walletMember(t, { balance: '100.00' });
    const requestId = rid();
    const ticket = (await place(m, requestId)).json();
    expect(ticket.code).toBe('OK');
    expect((await place(m, requestId)).json().code).toBe('OK');
    const [row] = await betsOf(m);
    if (!row) throw new Error('no bet');
    const events = await placed(m);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ ...factsOf(row), category: 'LOTT', stake: '300' });
    expect(await together(row.id, events[0])).toBe(true);

    const draw = await t.db
      .selectFrom('lottery_draws')
      .select('draw_at')
      .where('merchant_id', '=', tiger.id)
      .where('game_code', '=', FAST)
      .where('draw_no', '=', ticket.value.ticket.drawNo)
      .executeTakeFirstOrThrow();
    advance(draw.draw_at.getTime() + 500 - nowMs);
    await Promise.all([t.app.services.lottery.runDraws(), t.app.services.lottery.runDraws()]);
    await t.app.services.lottery.runDraws();
    const [done] = await betsOf(m);
    const settlements = await settled(m);
    expect(settlements).toHaveLength(1);
    expect(settlements[0]?.payload).toMatchObject({
      ...factsOf(row),
      stake: '300',
      validBet: '300',
      payout: String(done?.payout),
      outcome: 'SETTLED',
    });
    expect(await together(row.id, settlements[0])).toBe(true);
  });
});

describe('provider wallet', () => {
  let vendor: TestVendor;
  let game: { id: bigint; code: string };
  beforeAll(async () => {
    vendor = await createVendor(t, { brands: ['TIGER'] });
    game = await createGame(t, vendor, { name: 'Wager Slot' });
  });
  /** Protocol units (1/100000) of a BDT amount. */
  const units = (text: string) => Number(parseMoney(text, 2)) * 1000;
  const send = (path: string, body: object) => call(t, vendor.code, path, body);

  async function player(balance = '100.00') {
    const member = await walletMember(t, { balance });
    const token = await launchToken(t, member, 'TIGER', vendor, game, new Date(nowMs + GAME_SESSION_TTL_MS));
    return { member, user: `TIGER-${member.id}`, token };
  }
  type Player = Awaited<ReturnType<typeof player>>;
  const bet = (p: Player, o: { amount: string; round?: string; closed?: boolean }) => ({
    request_uuid: uuid(),
    user: p.user,
    token: p.token,
    game_code: game.code,
    currency: 'BDT',
    round: o.round ?? uuid(),
    round_closed: o.closed ?? false,
    transaction_uuid: uuid(),
    supplier_transaction_id: `s-${uuid()}`,
    amount: units(o.amount),
    is_free: false,
    bet: 'lines=20',
  });
  type Bet = ReturnType<typeof bet>;
  const win = (p: Player, b: Bet, amount: string, closed = true) => ({
    request_uuid: uuid(),
    user: p.user,
    token: p.token,
    game_code: b.game_code,
    currency: 'BDT',
    round: b.round,
    round_closed: closed,
    transaction_uuid: uuid(),
    supplier_transaction_id: `s-${uuid()}`,
    reference_transaction_uuid: b.transaction_uuid,
    amount: units(amount),
    is_free: false,
  });
  const rollback = (p: Player, b: Bet) => ({
    request_uuid: uuid(),
    user: p.user,
    token: p.token,
    game_code: b.game_code,
    round: b.round,
    round_closed: false,
    transaction_uuid: uuid(),
    supplier_transaction_id: `s-${uuid()}`,
    reference_transaction_uuid: b.transaction_uuid,
  });

  it('writes placed per bet call and settled when the round closes, each with its call; replays write none', async () => {
    const p = await player();
    const first = bet(p, { amount: '10.00' });
    expect((await send('transaction/bet', first)).status).toBe('RS_OK');
    const [round] = await betsOf(p.member);
    if (!round) throw new Error('no round');
    expect(await together(round.id, (await placed(p.member))[0])).toBe(true);
    const second = bet(p, { amount: '5.00', round: first.round });
    expect((await send('transaction/bet', second)).status).toBe('RS_OK');
    expect(await together(round.id, (await placed(p.member))[1])).toBe(true);
    expect((await placed(p.member)).map((e) => e.payload)).toEqual([
      { ...factsOf(round), category: 'RNG', stake: '1000', placedAt: new Date(nowMs).toISOString() },
      { ...factsOf(round), category: 'RNG', stake: '500', placedAt: new Date(nowMs).toISOString() },
    ]);
    expect(await settled(p.member)).toHaveLength(0);

    const paid = win(p, first, '30.00');
    expect((await send('transaction/win', paid)).status).toBe('RS_OK');
    const events = await settled(p.member);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      ...factsOf(round),
      stake: '1500',
      validBet: '1500',
      payout: '3000',
      winLoss: '1500',
      outcome: 'SETTLED',
    });
    expect(await together(round.id, events[0])).toBe(true);

    // The same calls again (a provider retrying) are answered as before and write nothing.
    expect((await send('transaction/bet', first)).status).toBe('RS_OK');
    expect((await send('transaction/win', paid)).status).toBe('RS_OK');
    expect(await placed(p.member)).toHaveLength(2);
    expect(await settled(p.member)).toHaveLength(1);
  });

  it('writes placed and settled together for a bet that closes its round, nothing for a refused one', async () => {
    const p = await player('20.00');
    const closed = bet(p, { amount: '8.00', closed: true });
    expect((await send('transaction/bet', closed)).status).toBe('RS_OK');
    const [round] = await betsOf(p.member);
    if (!round) throw new Error('no round');
    const [p1] = await placed(p.member);
    const [s1] = await settled(p.member);
    expect(s1?.payload).toMatchObject({ stake: '800', payout: '0', winLoss: '-800', outcome: 'SETTLED' });
    expect(await together(round.id, p1)).toBe(true);
    expect(await together(round.id, s1)).toBe(true);

    const tooMuch = bet(p, { amount: '50.00' });
    expect((await send('transaction/bet', tooMuch)).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(await betsOf(p.member)).toHaveLength(1);
    expect(await placed(p.member)).toHaveLength(1);
    expect(await settled(p.member)).toHaveLength(1);
  });

  it('writes a CANCELLED settlement when every bet of a round is rolled back, once', async () => {
    const p = await player();
    const b = bet(p, { amount: '6.00' });
    expect((await send('transaction/bet', b)).status).toBe('RS_OK');
    const back = rollback(p, b);
    expect((await send('transaction/rollback', back)).status).toBe('RS_OK');
    expect((await send('transaction/rollback', back)).status).toBe('RS_OK');
    expect((await send('transaction/rollback', rollback(p, b))).status).toBe('RS_OK');
    const [round] = await betsOf(p.member);
    const events = await settled(p.member);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      ...factsOf(round as NonNullable<typeof round>),
      stake: '0',
      validBet: '0',
      payout: '0',
      winLoss: '0',
      outcome: 'CANCELLED',
    });
    expect(await together(round?.id as bigint, events[0])).toBe(true);
  });

  it('settles a closed round again, with its new figures, when a late win changes it', async () => {
    const p = await player();
    const b = bet(p, { amount: '4.00', closed: true });
    await send('transaction/bet', b);
    expect((await send('transaction/win', win(p, b, '9.00'))).status).toBe('RS_OK');
    const events = await settled(p.member);
    expect(events.map((e) => [e.payload.payout, e.payload.winLoss])).toEqual([
      ['0', '-400'],
      ['900', '500'],
    ]);
    expect(new Set(events.map((e) => e.payload.betId)).size).toBe(1);
  });

  // Last: the 48-hour job closes every round left open, other tests' too.
  it('writes settled for a round the 48-hour job closes', async () => {
    const p = await player();
    await send('transaction/bet', bet(p, { amount: '3.00' }));
    advance(49 * 60 * 60_000);
    let closed = 0;
    for (let n = await t.app.services.providerWallet.closeStaleRounds(); n > 0; ) {
      closed += n;
      n = await t.app.services.providerWallet.closeStaleRounds();
    }
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.providerWallet.closeStaleRounds()).toBe(0);
    const [round] = await betsOf(p.member);
    const events = await settled(p.member);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ stake: '300', validBet: '300', outcome: 'SETTLED' });
    expect(await together(round?.id as bigint, events[0])).toBe(true);
  });
});
