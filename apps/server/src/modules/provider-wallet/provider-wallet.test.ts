import { parseMoney } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberChannel } from '../../platform/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { GAME_SESSION_TTL_MS } from './provider-wallet.service.ts';
import {
  type CallOptions,
  call,
  createGame,
  createVendor,
  launchToken,
  strangerKey,
  type TestVendor,
  uuid,
} from './test-provider.ts';

/**
 * Conformance of the provider wallet API (ADR 0015): every status, signatures, exactly-once money,
 * tombstones, concurrency, the 48-hour close and what the records show. Runs on PGlite and on
 * PostgreSQL (node scripts/with-postgres.ts).
 */

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
let t: TestApp;
let tiger: Brand;
let vendor: TestVendor;
let game: { id: bigint; code: string };

beforeAll(async () => {
  // provider-wallet-group-commit.test.ts runs this suite again with group commit on (ADR 0060).
  t = await createTestApp({
    now,
    env: { WALLET_GROUP_COMMIT: process.env.PORTAL_TEST_GROUP_COMMIT === 'on' ? 'on' : 'off' },
  });
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  vendor = await createVendor(t, { brands: ['TIGER'] });
  game = await createGame(t, vendor, { name: 'Lucky Tiger' });
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

/** Protocol units (1/100000) of a BDT amount: 12.50 is 1250000. */
const units = (text: string) => Number(parseMoney(text, 2)) * 1000;

interface Player {
  member: TestMember;
  user: string;
  token: string;
}

async function player(balance = '100.00', merchant = 'TIGER'): Promise<Player> {
  const member = await walletMember(t, { merchant, balance });
  const token = await launchToken(
    t,
    member,
    merchant,
    vendor,
    game,
    new Date(now().getTime() + GAME_SESSION_TTL_MS),
  );
  return { member, user: `${merchant}-${member.id}`, token };
}

type Body = Record<string, unknown>;

const send = (path: string, body: Body | string, options?: CallOptions, vendorCode = vendor.code) =>
  call(t, vendorCode, path, body, options);

function bet(
  p: Player,
  o: {
    amount?: string;
    round?: string;
    tx?: string;
    closed?: boolean;
    currency?: string;
    free?: boolean;
  } = {},
) {
  return {
    request_uuid: uuid(),
    user: p.user,
    token: p.token,
    game_code: game.code,
    currency: o.currency ?? 'BDT',
    round: o.round ?? uuid(),
    round_closed: o.closed ?? false,
    transaction_uuid: o.tx ?? uuid(),
    supplier_transaction_id: `s-${uuid()}`,
    amount: units(o.amount ?? '10.00'),
    is_free: o.free ?? false,
    bet: 'lines=20',
  };
}
type BetBody = ReturnType<typeof bet>;

const win = (p: Player, b: BetBody, o: { amount?: string; tx?: string; closed?: boolean } = {}) => ({
  request_uuid: uuid(),
  user: p.user,
  token: p.token,
  game_code: b.game_code,
  currency: 'BDT',
  round: b.round,
  round_closed: o.closed ?? true,
  transaction_uuid: o.tx ?? uuid(),
  supplier_transaction_id: `s-${uuid()}`,
  reference_transaction_uuid: b.transaction_uuid,
  amount: units(o.amount ?? '0.00'),
  is_free: false,
});

const rollback = (
  p: Player,
  b: { game_code: string; round: string; transaction_uuid: string },
  tx = uuid(),
) => ({
  request_uuid: uuid(),
  user: p.user,
  token: p.token,
  game_code: b.game_code,
  round: b.round,
  round_closed: false,
  transaction_uuid: tx,
  supplier_transaction_id: `s-${uuid()}`,
  reference_transaction_uuid: b.transaction_uuid,
});

const mainOf = async (p: Player) => (await t.app.services.wallet.balance(tiger, p.member.id)).main;
const roundOf = (p: Player, round: string) =>
  t.db
    .selectFrom('bets')
    .selectAll()
    .where('member_id', '=', p.member.id)
    .where('external_id', '=', round)
    .executeTakeFirst();
const journal = (p: Player) =>
  t.db
    .selectFrom('ledger_postings as lp')
    .innerJoin('ledger_accounts as a', 'a.id', 'lp.account_id')
    .innerJoin('ledger_transactions as lt', 'lt.id', 'lp.transaction_id')
    .select(['lt.kind', 'lp.amount', 'lt.idempotency_key'])
    .where('a.member_id', '=', p.member.id)
    .where('a.kind', '=', 'MAIN')
    .where('lt.kind', 'like', 'GAME_%')
    .orderBy('lp.id')
    .execute();

describe('signatures', () => {
  it('answers a call signed over its exact bytes, and signs the answer', async () => {
    const p = await player();
    const answer = await send('user/balance', {
      request_uuid: 'r-1',
      user: p.user,
      token: p.token,
      game_code: game.code,
    });
    expect(answer).toEqual({
      request_uuid: 'r-1',
      user: p.user,
      status: 'RS_OK',
      currency: 'BDT',
      balance: 10_000_000,
    });
  });

  it('verifies the bytes as sent, whatever their layout, and refuses the same JSON re-serialised', async () => {
    const p = await player();
    const pretty = JSON.stringify(
      { game_code: game.code, token: p.token, user: p.user, request_uuid: 'r-2' },
      null,
      2,
    );
    expect((await send('user/balance', pretty)).status).toBe('RS_OK');
    const reserialised = await send('user/balance', pretty, {
      alter: (body) => JSON.stringify(JSON.parse(body)),
    });
    expect(reserialised).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' });
  });

  it('refuses a missing header, another key, a body altered after signing and a malformed signature', async () => {
    const p = await player();
    const body = bet(p);
    expect((await send('transaction/bet', body, { signature: null })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    expect((await send('transaction/bet', body, { key: strangerKey() })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    const altered = await send('transaction/bet', body, {
      alter: (text) => text.replace(`"amount":${body.amount}`, '"amount":1000'),
    });
    expect(altered.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await send('transaction/bet', body, { signature: 'not base64!' })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    expect((await send('transaction/bet', body, { signature: '' })).status).toBe(
      'RS_ERROR_INVALID_SIGNATURE',
    );
    // Nothing moved.
    expect(await mainOf(p)).toBe('100.00');
    expect(await journal(p)).toEqual([]);
  });

  it('reads any content type: the signature, not the header, says what the bytes are', async () => {
    const p = await player();
    const answer = await send(
      'user/info',
      { request_uuid: 'r-3', user: p.user },
      { contentType: 'text/plain' },
    );
    expect(answer.status).toBe('RS_OK');
  });
});

describe('partners', () => {
  it('refuses an unknown vendor, one without a key, and a malformed vendor code', async () => {
    const p = await player();
    const body = { request_uuid: 'r', user: p.user };
    expect(await send('user/info', body, {}, 'NOSUCHVENDOR')).toEqual({ status: 'RS_ERROR_INVALID_PARTNER' });
    const keyless = await createVendor(t, { publicKey: null });
    expect((await send('user/info', body, {}, keyless.code)).status).toBe('RS_ERROR_INVALID_PARTNER');
    const broken = await createVendor(t, { publicKey: 'not a key' });
    expect((await send('user/info', body, {}, broken.code)).status).toBe('RS_ERROR_INVALID_PARTNER');
    expect((await send('user/info', body, {}, 'bad-code')).status).toBe('RS_ERROR_INVALID_PARTNER');
  });

  it('refuses a vendor the member’s brand does not offer, or has switched off, and an unknown brand', async () => {
    const jade = await walletMember(t, { merchant: 'JADE', balance: '100.00' });
    const user = `JADE-${jade.id}`;
    const info = await send('user/info', { request_uuid: 'r', user });
    expect(info).toEqual({ request_uuid: 'r', user, status: 'RS_ERROR_INVALID_PARTNER' });
    const off = await createVendor(t, { brands: [], disabledFor: ['TIGER'] });
    const p = await player();
    expect((await send('user/info', { request_uuid: 'r', user: p.user }, {}, off.code)).status).toBe(
      'RS_ERROR_INVALID_PARTNER',
    );
    expect((await send('user/info', { request_uuid: 'r', user: 'NOBRAND-1' })).status).toBe(
      'RS_ERROR_INVALID_PARTNER',
    );
    // A bet for a brand without the vendor moves nothing.
    const jadeToken = await launchToken(t, jade, 'JADE', vendor, game);
    const jadeBet = { ...bet({ member: jade, user, token: jadeToken }), currency: 'PHP' };
    expect((await send('transaction/bet', jadeBet)).status).toBe('RS_ERROR_INVALID_PARTNER');
  });
});

describe('syntax and types', () => {
  it('answers WRONG_SYNTAX for a body that is not JSON, not an object, or misses a field', async () => {
    const p = await player();
    expect(await send('transaction/bet', 'not json')).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
    expect(await send('transaction/bet', '[1,2]')).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
    expect(await send('transaction/bet', '')).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
    const { amount: _amount, ...missing } = bet(p);
    expect(await send('transaction/bet', missing)).toEqual({
      request_uuid: missing.request_uuid,
      user: p.user,
      status: 'RS_ERROR_WRONG_SYNTAX',
    });
    const { reference_transaction_uuid: _ref, ...noReference } = rollback(p, bet(p));
    expect((await send('transaction/rollback', noReference)).status).toBe('RS_ERROR_WRONG_SYNTAX');
  });

  it('answers WRONG_TYPES for fields of the wrong type or range', async () => {
    const p = await player();
    const cases: Body[] = [
      { amount: 10.5 },
      { amount: -1000 },
      { amount: '1000' },
      { amount: null },
      { amount: 1e20 },
      // Not a whole number of poisha (0.01 BDT is 1000 units).
      { amount: 1_250_001 },
      { transaction_uuid: 'x'.repeat(101) },
      { transaction_uuid: '' },
      { request_uuid: 42 },
      { round: '' },
      { round: 'r'.repeat(101) },
      { round_closed: 'yes' },
      { is_free: 0 },
      { token: 7 },
      { user: 'tiger-1' },
      { user: `TIGER-0${p.member.id}` },
      { bet: 5 },
    ];
    for (const change of cases) {
      const answer = await send('transaction/bet', { ...bet(p), ...change });
      expect(answer.status, JSON.stringify(change)).toBe('RS_ERROR_WRONG_TYPES');
    }
    // A free bet that costs something: we grant no free rounds.
    expect((await send('transaction/bet', bet(p, { free: true, amount: '1.00' }))).status).toBe(
      'RS_ERROR_WRONG_TYPES',
    );
    expect(await mainOf(p)).toBe('100.00');
  });

  it('answers a body over the size limit with WRONG_SYNTAX, still HTTP 200 and signed', async () => {
    const answer = await send('transaction/bet', `{"pad":"${'x'.repeat(70_000)}"}`);
    expect(answer).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX' });
  });
});

describe('user/info and user/balance', () => {
  it('describes the member', async () => {
    const p = await player();
    await t.db.updateTable('members').set({ nickname: 'Lucky' }).where('id', '=', p.member.id).execute();
    expect(await send('user/info', { request_uuid: 'i', user: p.user })).toEqual({
      request_uuid: 'i',
      user: p.user,
      status: 'RS_OK',
      currency: 'BDT',
      country: 'BD',
      language: 'en',
      display_name: 'Lucky',
    });
    expect((await send('user/info', { request_uuid: 'i', user: 'TIGER-999999999' })).status).toBe(
      'RS_ERROR_UNKNOWN',
    );
  });

  it('needs the member’s live token for this vendor and game', async () => {
    const p = await player();
    const other = await player();
    const otherGame = await createGame(t, vendor);
    const otherVendor = await createVendor(t);
    const otherVendorGame = await createGame(t, otherVendor, { code: game.code });
    const balance = (token: string, o: { game?: string; user?: string } = {}, vendorCode = vendor.code) =>
      send(
        'user/balance',
        { request_uuid: 'b', user: o.user ?? p.user, token, game_code: o.game ?? game.code },
        {},
        vendorCode,
      );
    expect((await balance(p.token)).balance).toBe(units('100.00'));
    expect(await balance('unknown-token')).toEqual({
      request_uuid: 'b',
      user: p.user,
      status: 'RS_ERROR_INVALID_TOKEN',
      currency: 'BDT',
      balance: units('100.00'),
    });
    expect((await balance(other.token)).status).toBe('RS_ERROR_INVALID_TOKEN');
    const otherGameToken = await launchToken(t, p.member, 'TIGER', vendor, otherGame);
    expect((await balance(otherGameToken)).status).toBe('RS_ERROR_INVALID_TOKEN');
    const otherVendorToken = await launchToken(t, p.member, 'TIGER', otherVendor, otherVendorGame);
    expect((await balance(otherVendorToken)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await balance(otherVendorToken, {}, otherVendor.code)).status).toBe('RS_OK');
    expect((await balance(p.token, { user: 'TIGER-999999999' })).status).toBe('RS_ERROR_INVALID_TOKEN');
    const expired = await launchToken(t, p.member, 'TIGER', vendor, game, new Date(now().getTime() - 1000));
    expect((await balance(expired)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
  });

  it('refuses unknown games and games switched off, in the catalogue or for the brand', async () => {
    const p = await player();
    const balance = (gameCode: string) =>
      send('user/balance', { request_uuid: 'b', user: p.user, token: p.token, game_code: gameCode });
    expect((await balance('no-such-game')).status).toBe('RS_ERROR_INVALID_GAME');
    const off = await createGame(t, vendor, { enabled: false });
    expect((await balance(off.code)).status).toBe('RS_ERROR_INVALID_GAME');
    const hidden = await createGame(t, vendor);
    await t.db
      .insertInto('merchant_games')
      .values({ merchant_id: tiger.id, game_id: hidden.id, enabled: false })
      .execute();
    expect((await balance(hidden.code)).status).toBe('RS_ERROR_INVALID_GAME');
  });
});

describe('bets and wins', () => {
  it('debits a bet to the house, pays a win, and keeps the round in the betting record', async () => {
    const p = await player();
    const heard: { balance: { main: string } }[] = [];
    const stop = await t.app.services.events.subscribe(memberChannel(tiger.id, p.member.id), (event) => {
      heard.push(event as (typeof heard)[number]);
    });
    const b = bet(p, { amount: '12.50' });
    expect(await send('transaction/bet', b)).toEqual({
      request_uuid: b.request_uuid,
      user: p.user,
      status: 'RS_OK',
      currency: 'BDT',
      balance: units('87.50'),
    });
    expect(await roundOf(p, b.round)).toMatchObject({
      stake: 1250n,
      payout: 0n,
      valid_bet: 0n,
      status: 'OPEN',
      game_code: game.code,
      game_name: 'Lucky Tiger',
      vendor_code: vendor.code,
      category: 'RNG',
      settled_at: null,
    });
    const w = win(p, b, { amount: '30.00' });
    expect(await send('transaction/win', w)).toMatchObject({ status: 'RS_OK', balance: units('117.50') });
    expect(await roundOf(p, b.round)).toMatchObject({
      stake: 1250n,
      payout: 3000n,
      valid_bet: 1250n,
      status: 'SETTLED',
    });
    expect(await mainOf(p)).toBe('117.50');
    expect(await journal(p)).toEqual([
      { kind: 'GAME_BET', amount: -1250n, idempotency_key: `pw:${vendor.code}:${b.transaction_uuid}` },
      { kind: 'GAME_WIN', amount: 3000n, idempotency_key: `pw:${vendor.code}:${w.transaction_uuid}` },
    ]);
    stop();
    expect(heard.map((e) => e.balance.main)).toEqual(['87.50', '117.50']);
  });

  it('accumulates several bets and wins of one round; a zero win closes a losing round', async () => {
    const p = await player();
    const round = uuid();
    const b1 = bet(p, { round, amount: '5.00' });
    const b2 = bet(p, { round, amount: '7.00' });
    await send('transaction/bet', b1);
    await send('transaction/bet', b2);
    await send('transaction/win', win(p, b1, { amount: '2.00', closed: false }));
    expect(await roundOf(p, round)).toMatchObject({ stake: 1200n, payout: 200n, status: 'OPEN' });
    const last = await send('transaction/win', win(p, b2, { amount: '0.00', closed: true }));
    expect(last).toMatchObject({ status: 'RS_OK', balance: units('90.00') });
    expect(await roundOf(p, round)).toMatchObject({
      stake: 1200n,
      payout: 200n,
      valid_bet: 1200n,
      status: 'SETTLED',
    });
    // The zero win moved nothing.
    expect((await journal(p)).map((j) => j.kind)).toEqual(['GAME_BET', 'GAME_BET', 'GAME_WIN']);
  });

  it('settles a round closed by its bet', async () => {
    const p = await player();
    const b = bet(p, { amount: '3.00', closed: true });
    await send('transaction/bet', b);
    expect(await roundOf(p, b.round)).toMatchObject({ stake: 300n, status: 'SETTLED', valid_bet: 300n });
  });

  it('refuses wrong currencies, disabled members, bets over the limit and bets it cannot cover', async () => {
    const p = await player('20.00');
    expect(await send('transaction/bet', bet(p, { currency: 'USD' }))).toMatchObject({
      status: 'RS_ERROR_WRONG_CURRENCY',
      balance: units('20.00'),
    });
    const notEnough = await send('transaction/bet', bet(p, { amount: '20.01' }));
    expect(notEnough).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      currency: 'BDT',
      balance: units('20.00'),
    });
    await t.app.services.brands.updateSettings(tiger, (s) => ({ ...s, games: { maxBet: '15.00' } }));
    try {
      expect((await send('transaction/bet', bet(p, { amount: '15.01' }))).status).toBe(
        'RS_ERROR_LIMIT_REACHED',
      );
      expect((await send('transaction/bet', bet(p, { amount: '15.00' }))).status).toBe('RS_OK');
    } finally {
      await t.app.services.brands.updateSettings(tiger, (s) => ({ ...s, games: { maxBet: '100000.00' } }));
    }
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', p.member.id).execute();
    const disabled = bet(p, { amount: '1.00' });
    expect((await send('transaction/bet', disabled)).status).toBe('RS_ERROR_USER_DISABLED');
    // A refusal stores nothing: the same call is checked again.
    await t.db.updateTable('members').set({ status: 'active' }).where('id', '=', p.member.id).execute();
    expect((await send('transaction/bet', disabled)).status).toBe('RS_OK');
    expect(await mainOf(p)).toBe('4.00');
    // Balance and wins still answer a disabled member.
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', p.member.id).execute();
    expect(
      (await send('user/balance', { request_uuid: 'b', user: p.user, token: p.token, game_code: game.code }))
        .status,
    ).toBe('RS_OK');
    expect((await send('transaction/win', win(p, disabled, { amount: '1.00' }))).status).toBe('RS_OK');
    expect(await mainOf(p)).toBe('5.00');
    // A suspended brand takes no new bets but still pays wins.
    await t.db.updateTable('members').set({ status: 'active' }).where('id', '=', p.member.id).execute();
    const open = bet(p, { amount: '1.00' });
    expect((await send('transaction/bet', open)).status).toBe('RS_OK');
    await t.db.updateTable('merchants').set({ status: 'suspended' }).where('id', '=', tiger.id).execute();
    t.app.services.brands.invalidate();
    try {
      expect((await send('transaction/bet', bet(p, { amount: '1.00' }))).status).toBe(
        'RS_ERROR_USER_DISABLED',
      );
      expect((await send('transaction/win', win(p, open, { amount: '3.00' }))).status).toBe('RS_OK');
      expect(await mainOf(p)).toBe('7.00');
    } finally {
      await t.db.updateTable('merchants').set({ status: 'active' }).where('id', '=', tiger.id).execute();
      t.app.services.brands.invalidate();
    }
  });

  it('needs a live token for a bet, extends it, but pays wins on an expired one', async () => {
    const p = await player();
    const b = bet(p, { amount: '1.00' });
    await t.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(now().getTime() + 60_000) })
      .where('member_id', '=', p.member.id)
      .execute();
    await send('transaction/bet', b);
    const session = await t.db
      .selectFrom('game_sessions')
      .select('expires_at')
      .where('member_id', '=', p.member.id)
      .executeTakeFirstOrThrow();
    expect(session.expires_at.getTime()).toBeGreaterThan(now().getTime() + GAME_SESSION_TTL_MS - 60_000);
    await t.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(now().getTime() - 1) })
      .where('member_id', '=', p.member.id)
      .execute();
    expect((await send('transaction/bet', bet(p))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await send('transaction/bet', bet({ ...p, token: 'made-up' }))).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await send('transaction/win', win(p, b, { amount: '4.00' }))).status).toBe('RS_OK');
    // Wins need no token of ours at all.
    const b2 = bet(p, { amount: '1.00' });
    await t.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(now().getTime() + 60_000) })
      .where('member_id', '=', p.member.id)
      .execute();
    await send('transaction/bet', b2);
    expect((await send('transaction/win', { ...win(p, b2, { amount: '1.00' }), token: 'gone' })).status).toBe(
      'RS_OK',
    );
    expect(await mainOf(p)).toBe('103.00');
  });

  it('refuses a win for a bet that does not exist or is another member’s, game’s or round’s', async () => {
    const p = await player();
    const other = await player();
    const b = bet(p);
    await send('transaction/bet', b);
    expect(
      await send('transaction/win', win(p, { ...b, transaction_uuid: uuid() }, { amount: '5.00' })),
    ).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: units('90.00'),
    });
    expect((await send('transaction/win', win(other, b, { amount: '5.00' }))).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect((await send('transaction/win', win(p, { ...b, round: uuid() }, { amount: '5.00' }))).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    const otherGame = await createGame(t, vendor);
    expect(
      (await send('transaction/win', win(p, { ...b, game_code: otherGame.code }, { amount: '5.00' }))).status,
    ).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await send('transaction/win', win(p, { ...b, game_code: 'no-such-game' }))).status).toBe(
      'RS_ERROR_INVALID_GAME',
    );
    expect((await send('transaction/win', { ...win(p, b), user: 'TIGER-999999999' })).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect(await mainOf(p)).toBe('90.00');
    expect(await mainOf(other)).toBe('100.00');
  });

  it('settles rounds of a game or vendor switched off meanwhile, but takes no new bets on them', async () => {
    const v = await createVendor(t);
    const g = await createGame(t, v);
    const member = await walletMember(t, { balance: '100.00' });
    const token = await launchToken(t, member, 'TIGER', v, g);
    const p = { member, user: `TIGER-${member.id}`, token };
    const b1 = { ...bet(p, { amount: '10.00' }), game_code: g.code };
    const b2 = { ...bet(p, { amount: '10.00' }), game_code: g.code };
    expect((await send('transaction/bet', b1, {}, v.code)).status).toBe('RS_OK');
    expect((await send('transaction/bet', b2, {}, v.code)).status).toBe('RS_OK');
    await t.db.updateTable('games').set({ enabled: false }).where('id', '=', g.id).execute();
    expect((await send('transaction/bet', { ...b1, transaction_uuid: uuid() }, {}, v.code)).status).toBe(
      'RS_ERROR_INVALID_GAME',
    );
    expect((await send('transaction/win', win(p, b1, { amount: '20.00' }), {}, v.code)).status).toBe('RS_OK');
    await t.db
      .updateTable('merchant_vendors')
      .set({ enabled: false })
      .where('vendor_code', '=', v.code)
      .execute();
    expect((await send('transaction/bet', { ...b1, transaction_uuid: uuid() }, {}, v.code)).status).toBe(
      'RS_ERROR_INVALID_PARTNER',
    );
    expect((await send('transaction/rollback', rollback(p, b2), {}, v.code)).status).toBe('RS_OK');
    expect(await mainOf(p)).toBe('110.00');
  });

  it('refuses a bet on a round id another member already uses', async () => {
    const p = await player();
    const other = await player();
    const b = bet(p);
    await send('transaction/bet', b);
    expect((await send('transaction/bet', bet(other, { round: b.round }))).status).toBe('RS_ERROR_UNKNOWN');
    expect(await mainOf(other)).toBe('100.00');
  });
});

describe('exactly once', () => {
  it('replays the first answer to an exact repeat, with the balance as it was then', async () => {
    const p = await player();
    const b = bet(p, { amount: '10.00' });
    const first = await send('transaction/bet', b);
    await send('transaction/bet', bet(p, { amount: '5.00' }));
    const again = { ...b, request_uuid: 'retry-1', token: 'another-token', supplier_transaction_id: 'other' };
    expect(await send('transaction/bet', again)).toEqual({ ...first, request_uuid: 'retry-1' });
    expect(first.balance).toBe(units('90.00'));
    expect(await mainOf(p)).toBe('85.00');
    const w = win(p, b, { amount: '1.00' });
    const paid = await send('transaction/win', w);
    expect(await send('transaction/win', { ...w, request_uuid: 'retry-2' })).toEqual({
      ...paid,
      request_uuid: 'retry-2',
    });
    expect(await mainOf(p)).toBe('86.00');
  });

  it('answers DUPLICATE for a known transaction id with other content', async () => {
    const p = await player();
    const other = await player();
    const b = bet(p, { amount: '10.00' });
    await send('transaction/bet', b);
    for (const change of [
      { amount: units('11.00') },
      { round: uuid() },
      { currency: 'USD' },
      { user: other.user, token: other.token },
    ]) {
      const answer = await send('transaction/bet', { ...b, ...change });
      expect(answer.status, JSON.stringify(change)).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    }
    // The same id as another kind of call.
    const w = { ...win(p, b, { amount: '1.00' }), transaction_uuid: b.transaction_uuid };
    expect((await send('transaction/win', w)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await mainOf(p)).toBe('90.00');
    expect(await mainOf(other)).toBe('100.00');
  });

  it('moves money once for a bet sent twice at the same time', async () => {
    const p = await player();
    const b = bet(p, { amount: '10.00' });
    const answers = await Promise.all([
      send('transaction/bet', b),
      send('transaction/bet', { ...b }),
      send('transaction/bet', { ...b }),
    ]);
    for (const a of answers) expect(a).toMatchObject({ status: 'RS_OK', balance: units('90.00') });
    expect(await mainOf(p)).toBe('90.00');
    expect((await journal(p)).length).toBe(1);
  });

  it('lets concurrent bets that would overdraw leave exactly the right balance', async () => {
    const p = await player('100.00');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send('transaction/bet', bet(p, { amount: '30.00' }))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 'RS_OK')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(5);
    expect(await mainOf(p)).toBe('10.00');
    const rounds = await t.db
      .selectFrom('bets')
      .select(['stake'])
      .where('member_id', '=', p.member.id)
      .execute();
    expect(rounds.map((r) => r.stake)).toEqual([3000n, 3000n, 3000n]);
  });
});

describe('rollbacks', () => {
  it('returns the stake and cancels the round; a second rollback replays the first', async () => {
    const p = await player();
    const b = bet(p, { amount: '10.00' });
    await send('transaction/bet', b);
    await send('transaction/bet', bet(p, { amount: '5.00' }));
    const rb = rollback(p, b);
    const first = await send('transaction/rollback', rb);
    expect(first).toMatchObject({ status: 'RS_OK', balance: units('95.00') });
    expect(await roundOf(p, b.round)).toMatchObject({ stake: 0n, status: 'CANCELLED', valid_bet: 0n });
    // The same rollback again, and another rollback of the same bet: the first answer, no money.
    expect(await send('transaction/rollback', { ...rb, request_uuid: 'again' })).toEqual({
      ...first,
      request_uuid: 'again',
    });
    const second = rollback(p, b);
    expect(await send('transaction/rollback', second)).toEqual({
      ...first,
      request_uuid: second.request_uuid,
    });
    expect(await mainOf(p)).toBe('95.00');
    expect((await journal(p)).map((j) => j.kind)).toEqual(['GAME_BET', 'GAME_BET', 'GAME_ROLLBACK']);
    // A win on the rolled-back bet.
    expect(await send('transaction/win', win(p, b, { amount: '50.00' }))).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: units('95.00'),
    });
    expect(await mainOf(p)).toBe('95.00');
  });

  it('keeps a round open while one of its bets stands', async () => {
    const p = await player();
    const round = uuid();
    const b1 = bet(p, { round, amount: '4.00' });
    const b2 = bet(p, { round, amount: '6.00' });
    await send('transaction/bet', b1);
    await send('transaction/bet', b2);
    await send('transaction/rollback', rollback(p, b1));
    expect(await roundOf(p, round)).toMatchObject({ stake: 600n, status: 'OPEN' });
    await send('transaction/win', win(p, b2, { amount: '12.00' }));
    expect(await roundOf(p, round)).toMatchObject({
      stake: 600n,
      payout: 1200n,
      status: 'SETTLED',
      valid_bet: 600n,
    });
    expect(await mainOf(p)).toBe('106.00');
  });

  it('leaves a tombstone for a rollback before its bet: the late bet moves nothing', async () => {
    const p = await player();
    const b = bet(p, { amount: '10.00' });
    const rb = rollback(p, b);
    expect(await send('transaction/rollback', rb)).toMatchObject({
      status: 'RS_OK',
      balance: units('100.00'),
    });
    const late = await send('transaction/bet', b);
    expect(late).toEqual({
      request_uuid: b.request_uuid,
      user: p.user,
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      currency: 'BDT',
      balance: units('100.00'),
    });
    // Replayed as such; other content under its id is a duplicate; a win on it is refused.
    expect(await send('transaction/bet', { ...b, request_uuid: 'again' })).toEqual({
      ...late,
      request_uuid: 'again',
    });
    expect((await send('transaction/bet', { ...b, amount: units('1.00') })).status).toBe(
      'RS_ERROR_DUPLICATE_TRANSACTION',
    );
    expect((await send('transaction/win', win(p, b, { amount: '20.00' }))).status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    // The rollback again, and another rollback of it, replay the tombstone's answer.
    expect((await send('transaction/rollback', { ...rb, request_uuid: 'x' })).status).toBe('RS_OK');
    expect((await send('transaction/rollback', rollback(p, b))).status).toBe('RS_OK');
    expect(await mainOf(p)).toBe('100.00');
    expect(await journal(p)).toEqual([]);
    expect(await roundOf(p, b.round)).toBeUndefined();
  });

  it('never returns a stake whose win was paid, nor rolls back a win', async () => {
    const p = await player();
    const b = bet(p, { amount: '10.00' });
    await send('transaction/bet', b);
    const w = win(p, b, { amount: '25.00' });
    await send('transaction/win', w);
    expect(await send('transaction/rollback', rollback(p, b))).toMatchObject({
      status: 'RS_ERROR_UNKNOWN',
      balance: units('115.00'),
    });
    expect((await send('transaction/rollback', rollback(p, w))).status).toBe('RS_ERROR_UNKNOWN');
    expect(await mainOf(p)).toBe('115.00');
    expect(await roundOf(p, b.round)).toMatchObject({ status: 'SETTLED', stake: 1000n, payout: 2500n });
  });

  it('allows a rollback after a zero win, and refuses one for another member’s bet', async () => {
    const p = await player();
    const other = await player();
    const b = bet(p, { amount: '10.00' });
    await send('transaction/bet', b);
    expect((await send('transaction/rollback', rollback(other, b))).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    await send('transaction/win', win(p, b, { amount: '0.00' }));
    expect(await roundOf(p, b.round)).toMatchObject({ status: 'SETTLED', valid_bet: 1000n });
    expect((await send('transaction/rollback', rollback(p, b))).status).toBe('RS_OK');
    expect(await roundOf(p, b.round)).toMatchObject({ status: 'CANCELLED', stake: 0n, valid_bet: 0n });
    expect(await mainOf(p)).toBe('100.00');
    expect(await mainOf(other)).toBe('100.00');
  });

  it('settles a race between a bet and its rollback either way, with the money where it should be', async () => {
    const p = await player();
    for (let i = 0; i < 4; i += 1) {
      const b = bet(p, { amount: '10.00' });
      const [placed, rolled] = await Promise.all([
        send('transaction/bet', b),
        send('transaction/rollback', rollback(p, b)),
      ]);
      expect(rolled.status).toBe('RS_OK');
      expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK']).toContain(placed.status);
      expect(await mainOf(p)).toBe('100.00');
    }
  });
});

describe('reordered and repeated calls', () => {
  it('answers a win before its bet as unknown, then pays it when retried after the bet', async () => {
    const p = await player();
    const b = bet(p, { amount: '10.00' });
    const w = win(p, b, { amount: '15.00' });
    expect((await send('transaction/win', w)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    await send('transaction/bet', b);
    await send('transaction/bet', b);
    expect(await send('transaction/win', w)).toMatchObject({ status: 'RS_OK', balance: units('105.00') });
    expect(await send('transaction/win', w)).toMatchObject({ status: 'RS_OK', balance: units('105.00') });
    await send('transaction/bet', b);
    expect(await mainOf(p)).toBe('105.00');
    expect((await journal(p)).map((j) => j.kind)).toEqual(['GAME_BET', 'GAME_WIN']);
  });
});

describe('rounds a provider leaves open', () => {
  it('are closed after 48 hours with what was paid, and count towards wagering', async () => {
    const p = await player();
    await t.db
      .insertInto('turnover_requirements')
      .values({
        merchant_id: tiger.id,
        member_id: p.member.id,
        source: 'DEPOSIT',
        source_id: `test-${uuid()}`,
        name: 'Deposit',
        amount: 5000n,
        required: 5000n,
      })
      .execute();
    const timedOut = bet(p, { amount: '20.00' });
    await send('transaction/bet', timedOut);
    const busy = bet(p, { amount: '5.00' });
    await send('transaction/bet', busy);
    const closeAll = async () => {
      let closed = 0;
      for (let n = await t.app.services.providerWallet.closeStaleRounds(); n > 0; ) {
        closed += n;
        n = await t.app.services.providerWallet.closeStaleRounds();
      }
      return closed;
    };
    try {
      offsetMs = 47 * 60 * 60_000;
      expect(await closeAll()).toBe(0);
      // A call 47 hours in keeps its round open for another 48.
      await send('transaction/win', win(p, busy, { amount: '1.00', closed: false }));
      offsetMs = 49 * 60 * 60_000;
      expect(await closeAll()).toBeGreaterThanOrEqual(1);
      expect(await roundOf(p, timedOut.round)).toMatchObject({
        status: 'SETTLED',
        stake: 2000n,
        payout: 0n,
        valid_bet: 2000n,
      });
      expect(await roundOf(p, busy.round)).toMatchObject({ status: 'OPEN', payout: 100n });
      offsetMs = 96 * 60 * 60_000;
      await closeAll();
      expect(await roundOf(p, busy.round)).toMatchObject({ status: 'SETTLED', valid_bet: 500n });
    } finally {
      offsetMs = 0;
    }
    const requirement = await t.db
      .selectFrom('turnover_requirements')
      .select(['progress', 'status'])
      .where('member_id', '=', p.member.id)
      .executeTakeFirstOrThrow();
    expect(requirement).toEqual({ progress: 2500n, status: 'ACTIVE' });
    // A late win on a closed round is still paid.
    expect((await send('transaction/win', win(p, timedOut, { amount: '3.00' }))).status).toBe('RS_OK');
    expect(await roundOf(p, timedOut.round)).toMatchObject({ status: 'SETTLED', payout: 300n });
    expect(await mainOf(p)).toBe('79.00');
  });
});

describe('records', () => {
  it('show rounds in the betting record and profit and loss, and movements in the account record', async () => {
    const p = await player();
    const won = bet(p, { amount: '10.00' });
    await send('transaction/bet', won);
    await send('transaction/win', win(p, won, { amount: '25.00' }));
    const lost = bet(p, { amount: '8.00' });
    await send('transaction/bet', lost);
    await send('transaction/win', win(p, lost, { amount: '0.00' }));
    const open = bet(p, { amount: '2.00' });
    await send('transaction/bet', open);
    const cancelled = bet(p, { amount: '4.00' });
    await send('transaction/bet', cancelled);
    await send('transaction/rollback', rollback(p, cancelled));
    const period = {
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const records = t.app.services.records;
    const page = await records.bets(tiger, p.member.id, { ...period, pageNo: 1, pageSize: 20 });
    expect(page.total).toBe(4);
    expect(page.totals).toEqual({
      count: 3,
      stake: '20.00',
      validBet: '18.00',
      payout: '25.00',
      profit: '5.00',
    });
    expect(page.list.map((b) => [b.status, b.stake, b.payout, b.profit])).toEqual([
      ['CANCELLED', '0.00', '0.00', '0.00'],
      ['OPEN', '2.00', '0.00', '0.00'],
      ['SETTLED', '8.00', '0.00', '-8.00'],
      ['SETTLED', '10.00', '25.00', '15.00'],
    ]);
    expect(page.list[3]).toMatchObject({ vendorCode: vendor.code, gameName: 'Lucky Tiger', category: 'RNG' });
    const pl = await records.profitLoss(tiger, p.member.id, period);
    expect(pl.total).toEqual({
      count: 2,
      stake: '18.00',
      validBet: '18.00',
      payout: '25.00',
      profit: '7.00',
    });
    const account = await records.accountRecord(tiger, p.member.id, { ...period, pageNo: 1, pageSize: 20 });
    expect(account.list.map((r) => [r.type, r.amount])).toEqual([
      ['REFUND', '4.00'],
      ['BET', '-4.00'],
      ['BET', '-2.00'],
      ['BET', '-8.00'],
      ['PAYOUT', '25.00'],
      ['BET', '-10.00'],
      ['ADJUSTMENT', '100.00'],
    ]);
    expect(account.list[0]?.reference).toMatch(/^B\d+$/);
    const refunds = await records.accountRecord(tiger, p.member.id, {
      ...period,
      type: 'REFUND',
      pageNo: 1,
      pageSize: 20,
    });
    expect(refunds.list).toHaveLength(1);
  });
});
