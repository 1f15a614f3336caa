import { randomUUID } from 'node:crypto';
import { parseMoney, TRIAL_ROUTES } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, walletMember } from '../../test/wallet.ts';
import {
  call,
  createGame,
  createVendor,
  launchToken,
  type TestVendor,
  uuid,
} from '../provider-wallet/test-provider.ts';

/**
 * The seamless wallet for a trial account (ADR 0044): balance, bet, win and rollback move play
 * money; replays replay; nothing reaches the betting record or the journal. Runs on PGlite and
 * on PostgreSQL.
 */

let t: TestApp;
let vendor: TestVendor;
let game: { id: bigint; code: string };
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
  vendor = await createVendor(t, { brands: ['TIGER'] });
  game = await createGame(t, vendor, { name: 'Play Slot' });
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

/** Protocol units (1/100000) of a BDT amount. */
const units = (text: string) => Number(parseMoney(text, 2)) * 1000;

async function trialPlayer() {
  const brand = await t.app.services.brands.findByCode('TIGER');
  if (!brand) throw new Error('no TIGER');
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account: `trial${randomUUID().slice(0, 8)}`,
      type: 4,
      password_hash: 'unused',
      referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'FREEPLAY',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token: sessionToken } = await t.app.services.sessions.create(brand, row.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  const token = await launchToken(t, { id: row.id }, 'TIGER', vendor, game);
  return {
    id: row.id,
    user: `TIGER-${row.id}`,
    token,
    headers: { authorization: `Bearer ${sessionToken}`, 'x-merchant': 'TIGER' },
  };
}
type Trial = Awaited<ReturnType<typeof trialPlayer>>;

const send = (path: string, body: Record<string, unknown>) => call(t, vendor.code, path, body);
const bet = (p: Trial, amount: string, o: { tx?: string; round?: string } = {}) => ({
  request_uuid: uuid(),
  user: p.user,
  token: p.token,
  game_code: game.code,
  currency: 'BDT',
  round: o.round ?? uuid(),
  round_closed: false,
  transaction_uuid: o.tx ?? uuid(),
  supplier_transaction_id: `s-${uuid()}`,
  amount: units(amount),
  is_free: false,
  bet: 'lines=20',
});
const win = (p: Trial, b: ReturnType<typeof bet>, amount: string) => ({
  request_uuid: uuid(),
  user: p.user,
  token: p.token,
  game_code: game.code,
  currency: 'BDT',
  round: b.round,
  round_closed: true,
  transaction_uuid: uuid(),
  supplier_transaction_id: `s-${uuid()}`,
  reference_transaction_uuid: b.transaction_uuid,
  amount: units(amount),
  is_free: false,
});
const playMoney = async (p: Trial) =>
  (await t.app.inject({ url: TRIAL_ROUTES.wallet.path, headers: p.headers })).json().value.balance as string;
const journalSize = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the seamless wallet for a trial account', () => {
  it('answers balance, bet and win with play money, replays a repeated bet, and writes nothing real', async () => {
    const p = await trialPlayer();
    const journal = await journalSize();
    const balance = await send('user/balance', {
      request_uuid: uuid(),
      user: p.user,
      token: p.token,
      game_code: game.code,
    });
    expect(balance).toMatchObject({ status: 'RS_OK', currency: 'BDT', balance: units('10000.00') });
    const b = bet(p, '25.00');
    const placed = await send('transaction/bet', b);
    expect(placed).toMatchObject({ status: 'RS_OK', balance: units('9975.00') });
    // The same transaction again: the same answer, nothing moves twice.
    expect(await send('transaction/bet', { ...b, request_uuid: uuid() })).toMatchObject({
      status: 'RS_OK',
      balance: units('9975.00'),
    });
    // Another content under the same id: a duplicate.
    expect(
      (await send('transaction/bet', { ...b, amount: units('1.00'), request_uuid: uuid() })).status,
    ).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    const won = await send('transaction/win', win(p, b, '60.00'));
    expect(won).toMatchObject({ status: 'RS_OK', balance: units('10035.00') });
    expect(await playMoney(p)).toBe('10035.00');
    // Too much: refused with the balance as it is.
    expect(await send('transaction/bet', bet(p, '20000.00'))).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: units('10035.00'),
    });
    expect(await journalSize()).toBe(journal);
    const bets = await t.db.selectFrom('bets').select('id').where('member_id', '=', p.id).execute();
    expect(bets).toEqual([]);
    const txs = await t.db
      .selectFrom('provider_transactions')
      .select(['play_money', 'bet_id'])
      .where('member_id', '=', p.id)
      .execute();
    expect(txs.length).toBe(2);
    expect(txs.every((x) => x.play_money && x.bet_id === null)).toBe(true);
  });

  it('rolls a bet back once into play money; a rollback before its bet makes the late bet void', async () => {
    const p = await trialPlayer();
    const b = bet(p, '40.00');
    await send('transaction/bet', b);
    const rb = {
      request_uuid: uuid(),
      user: p.user,
      token: p.token,
      game_code: game.code,
      round: b.round,
      round_closed: false,
      transaction_uuid: uuid(),
      supplier_transaction_id: `s-${uuid()}`,
      reference_transaction_uuid: b.transaction_uuid,
    };
    expect(await send('transaction/rollback', rb)).toMatchObject({
      status: 'RS_OK',
      balance: units('10000.00'),
    });
    expect(await send('transaction/rollback', { ...rb, request_uuid: uuid() })).toMatchObject({
      status: 'RS_OK',
      balance: units('10000.00'),
    });
    const late = bet(p, '10.00');
    await send('transaction/rollback', {
      ...rb,
      transaction_uuid: uuid(),
      reference_transaction_uuid: late.transaction_uuid,
      round: late.round,
    });
    expect((await send('transaction/bet', late)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await playMoney(p)).toBe('10000.00');
  });

  it("never lets a real member's win settle a trial's bet, nor a trial's win a real member's", async () => {
    const p = await trialPlayer();
    const b = bet(p, '5.00');
    await send('transaction/bet', b);
    const real = await walletMember(t, { balance: '50.00' });
    const token = await launchToken(t, real, 'TIGER', vendor, game);
    const stolen = { ...win(p, b, '100.00'), user: `TIGER-${real.id}`, token };
    expect((await send('transaction/win', stolen)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(
      (await t.app.services.wallet.balance((await t.app.services.brands.findByCode('TIGER'))!, real.id)).main,
    ).toBe('50.00');
  });
});
