import { ORIGINALS_ROUTES, type TOriginalRound } from '@portal/contracts';
import {
  diceMultiplier,
  hiloCards,
  hiloMultiplier,
  hiloWinningRanks,
  hiloWins,
  KENO_TABLES,
  kenoDraw,
  limboResult,
  minePositions,
  minesMultiplier,
  PLINKO_TABLES,
  playDice,
  plinkoPath,
  sha256Hex,
  uint32s,
} from '@portal/fairness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, rid, type TestMember, walletMember } from '../../test/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  // originals-group-commit.test.ts runs this suite again with group commit on (ADR 0060).
  t = await createTestApp({
    env: {
      LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
      WALLET_GROUP_COMMIT: process.env.PORTAL_TEST_GROUP_COMMIT === 'on' ? 'on' : 'off',
    },
  });
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const get = (m: TestMember, url: string) => t.app.inject({ url, headers: m.headers });
const send = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });
const play = async (m: TestMember, url: string, payload: object): Promise<TOriginalRound> => {
  const res = await send(m, url, { requestId: rid(), ...payload });
  expect(res.json()).toMatchObject({ success: true });
  return res.json().value;
};
/** Minor units as the API writes them (BDT, 2 decimals). */
const text = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
const mainOf = async (m: TestMember) => (await get(m, '/wps/v2/wallets/balance')).json().value.main as string;
/** The active server seed, read behind the player's back (tests only). */
const activeSeed = async (m: TestMember) => {
  await get(m, ORIGINALS_ROUTES.seeds.path);
  return t.db
    .selectFrom('fair_seed_pairs')
    .select(['server_seed', 'client_seed', 'nonce'])
    .where('member_id', '=', m.id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
};

describe('seed pairs', () => {
  it('commits the server seed by its hash and reveals it on rotation, promoting the committed next one', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const seeds = (await get(m, ORIGINALS_ROUTES.seeds.path)).json().value;
    expect(seeds.active.nonce).toBe(0);
    expect(seeds.active.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    await play(m, ORIGINALS_ROUTES.dice.path, { amount: '1.00', direction: 'OVER', target: 5000 });
    const rotated = (await send(m, ORIGINALS_ROUTES.rotateSeeds.path, { clientSeed: 'my-lucky-seed' })).json()
      .value;
    expect(sha256Hex(rotated.previous.serverSeed)).toBe(seeds.active.serverSeedHash);
    expect(rotated.previous.nonce).toBe(1);
    expect(rotated.seeds.active).toEqual({
      serverSeedHash: seeds.nextServerSeedHash,
      clientSeed: 'my-lucky-seed',
      nonce: 0,
    });
    expect(rotated.seeds.nextServerSeedHash).not.toBe(seeds.nextServerSeedHash);
    const history = (await get(m, ORIGINALS_ROUTES.seedHistory.path)).json().value;
    expect(history.content[0].serverSeed).toBe(rotated.previous.serverSeed);
    // The round played on the old pair now shows its server seed, and it verifies.
    const rounds = (await get(m, ORIGINALS_ROUTES.rounds.path)).json().value.content as TOriginalRound[];
    const round = rounds[0] as TOriginalRound;
    expect(round.serverSeed).toBe(rotated.previous.serverSeed);
    const again = playDice(
      { serverSeed: round.serverSeed as string, clientSeed: round.clientSeed, nonce: round.nonce },
      'OVER',
      5000,
      100,
    );
    expect(round.outcome).toEqual({ game: 'DICE', roll: again.roll });
  });

  it('refuses client seeds that are empty, too long or have spaces', async () => {
    const m = await walletMember(t);
    for (const clientSeed of ['', 'a b', 'x'.repeat(65)])
      expect((await send(m, ORIGINALS_ROUTES.rotateSeeds.path, { clientSeed })).statusCode).toBe(400);
  });
});

describe('instant games', () => {
  it('plays dice by the published algorithm, moves the stake and the win, and keeps the balances around it', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const seed = await activeSeed(m);
    const round = await play(m, ORIGINALS_ROUTES.dice.path, {
      amount: '10.00',
      direction: 'UNDER',
      target: 5000,
    });
    const expected = playDice(
      { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 0 },
      'UNDER',
      5000,
      100,
    );
    expect(round.outcome).toEqual({ game: 'DICE', roll: expected.roll });
    expect(round.nonce).toBe(0);
    expect(round.serverSeed).toBeNull();
    expect(round.balanceBefore).toBe('100.00');
    const payout = expected.win ? (1000n * BigInt(diceMultiplier('UNDER', 5000, 100))) / 10_000n : 0n;
    expect(round.payout).toBe(`${payout / 100n}.${String(payout % 100n).padStart(2, '0')}`);
    expect(round.status).toBe(expected.win ? 'WON' : 'LOST');
    expect(await mainOf(m)).toBe(round.balanceAfter);
    // It is in the betting record.
    const bet = await t.db
      .selectFrom('bets')
      .selectAll()
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({
      vendor_code: 'BGS',
      game_code: 'DICE',
      status: 'SETTLED',
      stake: 1000n,
      payout,
    });
  });

  it('plays limbo, plinko and keno from consecutive nonces of the same pair', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const seed = await activeSeed(m);
    const pair = (nonce: number) => ({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce });
    const limbo = await play(m, ORIGINALS_ROUTES.limbo.path, { amount: '1.00', target: 200 });
    expect(limbo.outcome).toEqual({
      game: 'LIMBO',
      result: limboResult(uint32s(pair(0), 1)[0] as number, 100),
    });
    const plinko = await play(m, ORIGINALS_ROUTES.plinko.path, { amount: '1.00', rows: 12, risk: 'HIGH' });
    const path = plinkoPath(pair(1), 12);
    const slot = path.reduce((a, b) => a + b, 0);
    expect(plinko.outcome).toEqual({ game: 'PLINKO', path, slot });
    expect(plinko.multiplier).toBe(((PLINKO_TABLES.HIGH[12][slot] as number) / 10_000).toFixed(4));
    const picks = [1, 2, 3, 4, 5];
    const keno = await play(m, ORIGINALS_ROUTES.keno.path, { amount: '1.00', picks, risk: 'MEDIUM' });
    const drawn = kenoDraw(pair(2));
    const hits = picks.filter((p) => drawn.includes(p));
    expect(keno.outcome).toEqual({ game: 'KENO', drawn, hits });
    expect(keno.multiplier).toBe(((KENO_TABLES.MEDIUM[5][hits.length] as number) / 10_000).toFixed(4));
  });
});

describe('bad input', () => {
  it('refuses bets outside the limits, bad amounts and dice targets beyond 98% chance, moving nothing', async () => {
    const m = await walletMember(t, { balance: '50000.00' });
    const dice = (amount: string, target = 5000) =>
      send(m, ORIGINALS_ROUTES.dice.path, { requestId: rid(), amount, direction: 'OVER', target });
    const low = (await dice('0.50')).json();
    expect(low).toMatchObject({ code: 'BET_OUT_OF_RANGE' });
    expect(low.message).toContain('1.00');
    expect((await dice('10000.01')).json().code).toBe('BET_OUT_OF_RANGE');
    for (const amount of ['-1', '1e3', 'abc', '1.001', '0'])
      expect((await dice(amount)).json().code).toMatch(/AMOUNT_INVALID|VALIDATION_ERROR/);
    expect((await dice('1.00', 100)).json().code).toBe('VALIDATION_ERROR');
    expect((await dice('1.00', 10_000)).json().code).toBe('VALIDATION_ERROR');
    expect(
      (
        await send(m, ORIGINALS_ROUTES.keno.path, {
          requestId: rid(),
          amount: '1',
          picks: [3, 3],
          risk: 'LOW',
        })
      ).json().code,
    ).toBe('VALIDATION_ERROR');
    // A bet declares no query: anything in it is refused before the bet is looked at.
    const withQuery = await send(m, `${ORIGINALS_ROUTES.dice.path}?amount=1.00`, {
      requestId: rid(),
      amount: '1.00',
      direction: 'OVER',
      target: 5000,
    });
    expect(withQuery.json().code).toBe('UNKNOWN_FIELD');
    expect(await mainOf(m)).toBe('50000.00');
    expect((await get(m, ORIGINALS_ROUTES.seeds.path)).json().value.active.nonce).toBe(0);
  });

  it('refuses a bet the balance cannot cover without using its nonce', async () => {
    const m = await walletMember(t, { balance: '5.00' });
    const res = await send(m, ORIGINALS_ROUTES.limbo.path, { requestId: rid(), amount: '6.00', target: 200 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await get(m, ORIGINALS_ROUTES.seeds.path)).json().value.active.nonce).toBe(0);
    expect(await mainOf(m)).toBe('5.00');
  });

  it('refuses a reused nonce, and replays a repeated request instead of playing it again', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const requestId = rid();
    const body = { requestId, amount: '2.00', target: 300, nonce: 0 };
    const first = (await send(m, ORIGINALS_ROUTES.limbo.path, body)).json().value;
    const repeat = (await send(m, ORIGINALS_ROUTES.limbo.path, body)).json().value;
    expect(repeat).toEqual(first);
    expect((await send(m, ORIGINALS_ROUTES.limbo.path, { ...body, target: 400 })).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    const reused = await send(m, ORIGINALS_ROUTES.limbo.path, { ...body, requestId: rid() });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'NONCE_MISMATCH' });
    expect(reused.json().message).toContain('1');
    expect(await mainOf(m)).toBe(first.balanceAfter);
  });

  it('plays concurrent bets one nonce each, and a request sent twice at once once', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const rounds = await Promise.all(
      Array.from({ length: 8 }, () =>
        play(m, ORIGINALS_ROUTES.dice.path, { amount: '1.00', direction: 'OVER', target: 5000 }),
      ),
    );
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const requestId = rid();
    const twice = await Promise.all(
      [1, 2].map(() =>
        send(m, ORIGINALS_ROUTES.dice.path, { requestId, amount: '1.00', direction: 'OVER', target: 5000 }),
      ),
    );
    expect(twice.map((r) => r.json().value?.roundId)).toEqual([
      twice[0]?.json().value.roundId,
      twice[0]?.json().value.roundId,
    ]);
    expect((await get(m, ORIGINALS_ROUTES.seeds.path)).json().value.active.nonce).toBe(9);
  });

  it('keeps rounds private: visitors are asked to log in, another member finds nothing', async () => {
    const m = await walletMember(t, { balance: '10.00' });
    const other = await walletMember(t);
    const round = await play(m, ORIGINALS_ROUTES.dice.path, {
      amount: '1.00',
      direction: 'OVER',
      target: 5000,
    });
    const url = ORIGINALS_ROUTES.round.path.replace(':roundId', round.roundId);
    expect((await get(m, url)).json().value.roundId).toBe(round.roundId);
    expect((await get(other, url)).statusCode).toBe(404);
    expect((await get(other, ORIGINALS_ROUTES.rounds.path)).json().value.totalElements).toBe(0);
    expect((await t.app.inject({ url, headers: { 'x-merchant': 'TIGER' } })).statusCode).toBe(401);
    const config = (
      await t.app.inject({ url: ORIGINALS_ROUTES.config.path, headers: { 'x-merchant': 'TIGER' } })
    ).json();
    expect(config.value).toEqual({
      currency: 'BDT',
      exponent: 2,
      minBet: '1.00',
      maxBet: '10000.00',
      houseEdgeBps: 100,
      maxWin: '1000000.00',
    });
  });
});

describe('mines', () => {
  it('reveals safe tiles, cashes out once, and shows the mines only when the round ends', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const seed = await activeSeed(m);
    const mines = minePositions({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 0 }, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
    const round = await play(m, ORIGINALS_ROUTES.mines.path, { amount: '10.00', mines: 3 });
    expect(round).toMatchObject({ status: 'OPEN', outcome: { game: 'MINES', revealed: [], mines: null } });
    expect(round.balanceAfter).toBe('90.00');
    // Still open: another round of the game and a seed rotation must wait.
    expect(
      (await send(m, ORIGINALS_ROUTES.mines.path, { requestId: rid(), amount: '1.00', mines: 3 })).json()
        .code,
    ).toBe('ROUND_OPEN');
    expect((await send(m, ORIGINALS_ROUTES.rotateSeeds.path, { clientSeed: 'next' })).json().code).toBe(
      'ROUND_OPEN',
    );
    expect((await send(m, ORIGINALS_ROUTES.minesCashout.path, { roundId: round.roundId })).json().code).toBe(
      'INVALID_STATE',
    );
    const step = (tile: number) =>
      send(m, ORIGINALS_ROUTES.minesReveal.path, { roundId: round.roundId, tile });
    await step(safe[0] as number);
    const two = (await step(safe[1] as number)).json().value;
    expect(two).toMatchObject({ status: 'OPEN', outcome: { revealed: [safe[0], safe[1]], mines: null } });
    expect(two.multiplier).toBe((minesMultiplier(3, 2, 100) / 10_000).toFixed(4));
    expect((await step(safe[1] as number)).json().code).toBe('INVALID_STATE');
    const active = (await get(m, `${ORIGINALS_ROUTES.active.path}?game=MINES`)).json().value;
    expect(active.roundId).toBe(round.roundId);
    const [a, b] = await Promise.all([
      send(m, ORIGINALS_ROUTES.minesCashout.path, { roundId: round.roundId }),
      send(m, ORIGINALS_ROUTES.minesCashout.path, { roundId: round.roundId }),
    ]);
    const codes = [a.json().code, b.json().code].sort();
    expect(codes).toEqual(['OK', 'ROUND_CLOSED'].sort());
    const done = (a.json().success ? a : b).json().value;
    expect(done.status).toBe('CASHED_OUT');
    expect(done.outcome.mines.sort()).toEqual([...mines].sort());
    const payout = (1000n * BigInt(minesMultiplier(3, 2, 100))) / 10_000n;
    expect(await mainOf(m)).toBe(
      `${(9000n + payout) / 100n}.${String((9000n + payout) % 100n).padStart(2, '0')}`,
    );
    expect((await step(safe[2] as number)).json().code).toBe('ROUND_CLOSED');
    expect((await get(m, `${ORIGINALS_ROUTES.active.path}?game=MINES`)).json().value).toBeNull();
  });

  it('loses the stake on a mine', async () => {
    const m = await walletMember(t, { balance: '10.00' });
    const seed = await activeSeed(m);
    const mines = minePositions({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 0 }, 5);
    const round = await play(m, ORIGINALS_ROUTES.mines.path, { amount: '10.00', mines: 5 });
    const lost = (
      await send(m, ORIGINALS_ROUTES.minesReveal.path, { roundId: round.roundId, tile: mines[0] })
    ).json().value;
    expect(lost).toMatchObject({ status: 'LOST', payout: '0.00', multiplier: '0.0000' });
    expect(await mainOf(m)).toBe('0.00');
    const bet = await t.db
      .selectFrom('bets')
      .selectAll()
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ status: 'SETTLED', payout: 0n, valid_bet: 1000n });
  });
});

describe('hi-lo', () => {
  it('deals from the seed pair, pays a won guess on cash-out and ends on a lost one', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    const seed = await activeSeed(m);
    const cards = hiloCards({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 0 }, 20);
    const round = await play(m, ORIGINALS_ROUTES.hilo.path, { amount: '5.00' });
    expect(round.outcome).toEqual({ game: 'HILO', cards: [cards[0]], guesses: [] });
    const guess = async (roundId: string, g: 'HIGHER' | 'LOWER' | 'SKIP') =>
      (await send(m, ORIGINALS_ROUTES.hiloGuess.path, { roundId, guess: g })).json().value as TOriginalRound;
    const rank = (list: { rank: number }[], i: number) => (list[i] as { rank: number }).rank;
    // A skip draws the next card and changes nothing.
    const skipped = await guess(round.roundId, 'SKIP');
    expect(skipped).toMatchObject({ status: 'OPEN', multiplier: '1.0000' });
    // The right guess from card 1 to card 2 (known from the seed, which the test reads).
    const right = hiloWins(rank(cards, 1), rank(cards, 2), 'HIGHER') ? 'HIGHER' : 'LOWER';
    const current = await guess(round.roundId, right);
    expect(current.status).toBe('OPEN');
    expect(current.multiplier).toBe(
      (hiloMultiplier([hiloWinningRanks(rank(cards, 1), right)], 100) / 10_000).toFixed(4),
    );
    expect(current.outcome).toEqual({ game: 'HILO', cards: cards.slice(0, 3), guesses: ['SKIP', right] });
    const cashed = (await send(m, ORIGINALS_ROUTES.hiloCashout.path, { roundId: round.roundId })).json()
      .value;
    expect(cashed.status).toBe('CASHED_OUT');
    expect(cashed.payout).toBe(
      text((500n * BigInt(hiloMultiplier([hiloWinningRanks(rank(cards, 1), right)], 100))) / 10_000n),
    );
    expect(await mainOf(m)).toBe(cashed.balanceAfter);

    // The next round (nonce 1) ends on a wrong guess; ties that both guesses win are skipped.
    const next = hiloCards({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 1 }, 52);
    const second = await play(m, ORIGINALS_ROUTES.hilo.path, { amount: '5.00' });
    let i = 0;
    while (
      hiloWins(rank(next, i), rank(next, i + 1), 'HIGHER') &&
      hiloWins(rank(next, i), rank(next, i + 1), 'LOWER')
    ) {
      expect((await guess(second.roundId, 'SKIP')).status).toBe('OPEN');
      i += 1;
    }
    const wrong = hiloWins(rank(next, i), rank(next, i + 1), 'HIGHER') ? 'LOWER' : 'HIGHER';
    const lost = await guess(second.roundId, wrong);
    expect(lost).toMatchObject({ status: 'LOST', payout: '0.00' });
    expect((await send(m, ORIGINALS_ROUTES.hiloCashout.path, { roundId: second.roundId })).json().code).toBe(
      'ROUND_CLOSED',
    );
    expect(await mainOf(m)).toBe(lost.balanceAfter);
  });
});
