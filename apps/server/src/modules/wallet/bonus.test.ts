import { ORIGINALS_ROUTES, parseMoney, splitPayout } from '@portal/contracts';
import type { TBonusGrant, TBonusTerms } from '@portal/contracts/endpoints';
import { minePositions } from '@portal/fairness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, type Dispatcher } from '../../platform/outbox/index.ts';
import { eventsOf } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerHealthy,
  operatorSession,
  rid,
  type TestMember,
  walletMember,
} from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { GAME_SESSION_TTL_MS } from '../provider-wallet/provider-wallet.service.ts';
import { call, createGame, createVendor, launchToken, uuid } from '../provider-wallet/test-provider.ts';
import { bonusSubscribers } from './bonus.subscribers.ts';
import { stakeLegs } from './bonus-play.ts';
import * as turnoverRepo from './turnover.repository.ts';

/**
 * The bonus wallet (issue 18; ADR 0039): a grant's money on BONUS, stakes real money first and
 * the shortfall from the bonus, payouts shared alike, wagering from settled bets (taken back on a
 * rollback), conversion held to its cap, the queue, max bet, 0 % games, expiry racing a bet,
 * forfeit, withdrawals, scope, and a manual grant made once by ten parallel requests. The ledger
 * must add up after every test. Runs on PGlite and (with DATABASE_URL) on PostgreSQL.
 */

let t: TestApp;
let tiger: Brand;
const nowMs = Date.parse('2026-11-24T10:00:00.000Z');
let outbox: Dispatcher;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(nowMs) });
  tiger = (await t.app.services.brands.findByCode('TIGER')) as Brand;
  const { bonus, wallet, brands } = t.app.services;
  // The bonus subscribers alone: what they do is under test here, not the other modules'.
  outbox = createDispatcher({
    db: t.db,
    subscribers: bonusSubscribers({ bonus, wallet, brands }),
    clock: () => new Date(nowMs),
  });
  // Seen once now: they start from now (startFrom 'now').
  await outbox.runOnce();
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const deliver = async () => {
  for (;;) {
    const pass = await outbox.runOnce();
    expect(pass.failed).toBe(0);
    if (!pass.more) return;
  }
};
const minor = (text: string) => parseMoney(text, 2) as bigint;
const terms = (over: Partial<TBonusTerms> = {}): TBonusTerms => ({
  wagerMultiplier: 1,
  wagerBase: 'BONUS',
  expiryDays: 7,
  maxBet: '0',
  maxConversion: '0',
  ...over,
});
const grant = (m: TestMember, amount: string, over: Partial<TBonusTerms> = {}, key = rid()) =>
  t.db.transaction().execute((trx) =>
    t.app.services.bonus.grantBonus(trx, tiger, {
      memberId: m.id,
      promotionId: null,
      entitlementId: null,
      source: 'PROMOTION',
      idempotencyKey: key,
      title: 'Welcome bonus',
      amount: minor(amount),
      deposit: 0n,
      terms: terms(over),
      grantedBy: null,
    }),
  );
const main = (m: TestMember) => balanceOf(t.db, tiger.id, m.id, 'MAIN');
const bonusOf = (m: TestMember) => balanceOf(t.db, tiger.id, m.id, 'BONUS');
const grantRow = (id: string) =>
  t.db.selectFrom('bonus_grants').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
/** A grant's expiry moved to just before now (sessions would lapse if the clock moved a day). */
const pastExpiry = (id: string) =>
  t.db
    .updateTable('bonus_grants')
    .set({ expires_at: new Date(nowMs - 1_000) })
    .where('id', '=', BigInt(id))
    .execute();
const post = (m: TestMember, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: m.headers, payload });
const get = (m: TestMember, url: string) => t.app.inject({ url, headers: m.headers });
const dice = (m: TestMember, amount: string) =>
  post(m, ORIGINALS_ROUTES.dice.path, { requestId: rid(), amount, direction: 'OVER', target: 5000 });

describe('a grant through to its conversion', () => {
  it('activates at once, stakes real money first, shares the payout, counts wagering and converts to its cap; the next grant starts', async () => {
    const m = await walletMember(t, { balance: '10.00' });
    // Required 0.5 × 50.00 = 25.00; a BGS bet of 60.00 counts 50 % of it, 30.00: met.
    const first = await grant(m, '50.00', { wagerMultiplier: 0.5, maxConversion: '30.00' });
    expect(first).toMatchObject({
      state: 'ACTIVE',
      balance: '50.00',
      wagerRequired: '25.00',
      wagered: '0.00',
    });
    const second = await grant(m, '20.00');
    expect(second.state).toBe('PENDING');
    expect(await bonusOf(m)).toBe(5_000n);
    const granted = await eventsOf(t.db, 'bonus.granted', m.id);
    expect(granted.map((e) => (e.payload as { state: string }).state)).toEqual(['ACTIVE', 'PENDING']);

    const res = await dice(m, '60.00');
    expect(res.json()).toMatchObject({ success: true });
    const round = res.json().value as { payout: string; betId?: string };
    const payout = minor(round.payout);
    // 10.00 real, 50.00 bonus; the payout shared 1 : 5.
    const share = splitPayout(payout, 6_000n, 5_000n);
    expect(await main(m)).toBe(share.real);
    expect(await bonusOf(m)).toBe(share.bonus);
    const stake = await t.db
      .selectFrom('bonus_stakes')
      .selectAll()
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(stake).toMatchObject({
      stake_minor: 6_000n,
      bonus_stake_minor: 5_000n,
      grant_id: BigInt(first.id),
    });
    expect(stake.bet_id).not.toBeNull();

    await deliver();
    const done = await grantRow(first.id);
    if (share.bonus === 0n) {
      // Lost: the wagering was met all the same (met is checked first), nothing to convert.
      expect(done).toMatchObject({ state: 'COMPLETED', end_reason: 'WAGERING_MET', converted_minor: 0n });
    } else {
      const converted = share.bonus > 3_000n ? 3_000n : share.bonus;
      expect(done).toMatchObject({
        state: 'COMPLETED',
        end_reason: 'WAGERING_MET',
        wagered_minor: 3_000n,
        converted_minor: converted,
        removed_minor: share.bonus - converted,
      });
      expect(await main(m)).toBe(share.real + converted);
    }
    // The queued grant started with its own money.
    expect(await grantRow(second.id)).toMatchObject({ state: 'ACTIVE' });
    expect(await bonusOf(m)).toBe(2_000n);
    const ended = await eventsOf(t.db, 'bonus.ended', m.id);
    expect(ended.map((e) => e.payload)).toMatchObject([
      { grantId: first.id, state: 'COMPLETED', reason: 'WAGERING_MET' },
    ]);
    const entries = await t.db
      .selectFrom('bonus_grant_entries')
      .select('kind')
      .where('grant_id', '=', BigInt(first.id))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.kind)).toEqual(
      done.removed_minor && done.removed_minor > 0n
        ? ['GRANTED', 'ACTIVATED', 'CONVERTED', 'REMOVED']
        : ['GRANTED', 'ACTIVATED', 'CONVERTED'],
    );
  });

  it('a repeated key answers the first grant; a multiplier of 0 is not a grant', async () => {
    const m = await walletMember(t);
    const key = rid();
    const a = await grant(m, '5.00', {}, key);
    const b = await grant(m, '5.00', {}, key);
    expect(b.id).toBe(a.id);
    expect(await bonusOf(m)).toBe(500n);
    await expect(grant(m, '5.00', { wagerMultiplier: 0 })).rejects.toThrow(/payCash/);
  });

  it('ends BALANCE_SPENT when the bonus is lost before the wagering is met', async () => {
    const m = await walletMember(t);
    const g = await grant(m, '10.00', { wagerMultiplier: 30 });
    // Only bonus money: a lost bet leaves nothing; a won one is played again until it is lost.
    for (let i = 0; i < 40 && (await bonusOf(m)) > 0n; i += 1) {
      const left = await bonusOf(m);
      const amount = left > 1_000n ? '10.00' : `${left / 100n}.${String(left % 100n).padStart(2, '0')}`;
      expect((await dice(m, amount)).json().success).toBe(true);
      await deliver();
      if ((await grantRow(g.id)).state !== 'ACTIVE') break;
    }
    const row = await grantRow(g.id);
    if (row.state === 'COMPLETED') {
      expect(['BALANCE_SPENT', 'WAGERING_MET']).toContain(row.end_reason);
      if (row.end_reason === 'BALANCE_SPENT') expect(await bonusOf(m)).toBe(0n);
    }
  });
});

describe('max bet and game contributions', () => {
  it('refuses a stake above the max bet on a contributing game before anything moves', async () => {
    const m = await walletMember(t, { balance: '100.00' });
    await grant(m, '50.00', { maxBet: '5.00' });
    const res = await dice(m, '6.00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BONUS_MAX_BET' });
    expect(res.json().message).toContain('5.00');
    expect(await main(m)).toBe(10_000n);
    expect(await bonusOf(m)).toBe(5_000n);
    const bets = await t.db.selectFrom('bets').select('id').where('member_id', '=', m.id).execute();
    expect(bets).toHaveLength(0);
    // At the limit it plays (real money first).
    expect((await dice(m, '5.00')).json().success).toBe(true);
  });

  it('a 0 % game uses real money only, and its stake is not held to the max bet', async () => {
    const m = await walletMember(t, { balance: '3.00' });
    await grant(m, '50.00', { maxBet: '1.00' });
    const lottery = { vendorCode: 'GPI', gameCode: 'x', category: 'LOTT' };
    const legs = await t.db.transaction().execute(async (trx) => {
      const real = await stakeLegs(trx, tiger, { memberId: m.id, stake: 200n, game: lottery, ref: rid() });
      const short = await stakeLegs(trx, tiger, { memberId: m.id, stake: 1_000n, game: lottery, ref: rid() });
      return { real, short };
    });
    expect(legs.real).toMatchObject({ real: 200n, bonus: 0n, grantId: null });
    // Short of real money: its posting would be refused by the ledger (MAIN never negative).
    expect(legs.short.postings.map((p) => [p.account.kind, p.amount])).toEqual([
      ['MAIN', -1_000n],
      ['HOUSE', 1_000n],
    ]);
    // A contributing game with the same wallets: bonus money for the shortfall.
    const slots = await t.db.transaction().execute((trx) =>
      stakeLegs(trx, tiger, {
        memberId: m.id,
        stake: 100n,
        game: { vendorCode: 'PP', gameCode: 'y', category: 'RNG' },
        ref: rid(),
      }),
    );
    expect(slots).toMatchObject({ real: 100n, bonus: 0n });
    await expect(
      t.db.transaction().execute((trx) =>
        stakeLegs(trx, tiger, {
          memberId: m.id,
          stake: 500n,
          game: { vendorCode: 'PP', gameCode: 'y', category: 'RNG' },
          ref: rid(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'BONUS_MAX_BET' });
  });

  it('members without a bonus play as before', async () => {
    const m = await walletMember(t, { balance: '10.00' });
    expect((await dice(m, '1.00')).json().success).toBe(true);
    const stakes = await t.db.selectFrom('bonus_stakes').select('id').where('member_id', '=', m.id).execute();
    expect(stakes).toHaveLength(0);
  });
});

describe('a provider round rolled back', () => {
  it('takes back the wagering it counted, for the bonus and for the deposit turnover', async () => {
    const vendor = await createVendor(t, { brands: ['TIGER'] });
    const game = await createGame(t, vendor, { name: 'Bonus Slot' });
    const m = await walletMember(t, { balance: '100.00' });
    const token = await launchToken(t, m, 'TIGER', vendor, game, new Date(nowMs + GAME_SESSION_TTL_MS));
    await t.db.transaction().execute((trx) =>
      turnoverRepo.insertRequirement(trx, {
        merchantId: tiger.id,
        memberId: m.id,
        source: 'DEPOSIT',
        sourceId: `test-${m.id}`,
        name: 'Deposit',
        amount: 5_000n,
        required: 5_000n,
      }),
    );
    const g = await grant(m, '20.00', { wagerMultiplier: 10 });
    const units = (text: string) => Number(minor(text)) * 1000;
    const bet = {
      request_uuid: uuid(),
      user: `TIGER-${m.id}`,
      token,
      game_code: game.code,
      currency: 'BDT',
      round: uuid(),
      round_closed: true,
      transaction_uuid: uuid(),
      supplier_transaction_id: `s-${uuid()}`,
      amount: units('30.00'),
      is_free: false,
      bet: 'lines=20',
    };
    expect((await call(t, vendor.code, 'transaction/bet', bet)).status).toBe('RS_OK');
    await deliver();
    expect((await grantRow(g.id)).wagered_minor).toBe(3_000n);
    const requirement = () =>
      t.db
        .selectFrom('turnover_requirements')
        .select(['progress', 'status'])
        .where('member_id', '=', m.id)
        .executeTakeFirstOrThrow();
    expect(await requirement()).toEqual({ progress: 3_000n, status: 'ACTIVE' });

    const rollback = {
      request_uuid: uuid(),
      user: bet.user,
      token,
      game_code: game.code,
      round: bet.round,
      round_closed: false,
      transaction_uuid: uuid(),
      supplier_transaction_id: `s-${uuid()}`,
      reference_transaction_uuid: bet.transaction_uuid,
    };
    expect((await call(t, vendor.code, 'transaction/rollback', rollback)).status).toBe('RS_OK');
    await deliver();
    expect((await grantRow(g.id)).wagered_minor).toBe(0n);
    expect(await requirement()).toEqual({ progress: 0n, status: 'ACTIVE' });
    // The stake came back as it went: all real money.
    expect(await main(m)).toBe(10_000n);
    expect(await bonusOf(m)).toBe(2_000n);
  });

  it('a bonus stake on a provider game goes back to the bonus wallet on rollback; a win is shared', async () => {
    const vendor = await createVendor(t, { brands: ['TIGER'] });
    const game = await createGame(t, vendor);
    const m = await walletMember(t, { balance: '10.00' });
    const token = await launchToken(t, m, 'TIGER', vendor, game, new Date(nowMs + GAME_SESSION_TTL_MS));
    await grant(m, '30.00', { wagerMultiplier: 10 });
    const units = (text: string) => Number(minor(text)) * 1000;
    const base = { user: `TIGER-${m.id}`, token, game_code: game.code, currency: 'BDT', is_free: false };
    const bet = (round: string, amount: string) => ({
      ...base,
      request_uuid: uuid(),
      round,
      round_closed: false,
      transaction_uuid: uuid(),
      supplier_transaction_id: `s-${uuid()}`,
      amount: units(amount),
      bet: 'x',
    });
    // The game's balance is what it may stake: the main wallet and the bonus wallet.
    const balance = await call(t, vendor.code, 'user/balance', {
      request_uuid: uuid(),
      user: base.user,
      token,
      game_code: game.code,
    });
    expect(balance).toMatchObject({ status: 'RS_OK', balance: units('40.00') });
    const first = bet(uuid(), '20.00');
    const placed = await call(t, vendor.code, 'transaction/bet', first);
    expect(placed).toMatchObject({ status: 'RS_OK', balance: units('20.00') });
    expect(await main(m)).toBe(0n);
    expect(await bonusOf(m)).toBe(2_000n);
    const win = {
      ...base,
      request_uuid: uuid(),
      round: first.round,
      round_closed: true,
      transaction_uuid: uuid(),
      supplier_transaction_id: `s-${uuid()}`,
      reference_transaction_uuid: first.transaction_uuid,
      amount: units('40.00'),
    };
    expect(await call(t, vendor.code, 'transaction/win', win)).toMatchObject({
      status: 'RS_OK',
      balance: units('60.00'),
    });
    // Staked 10.00 real + 10.00 bonus: the 40.00 is half and half.
    expect(await main(m)).toBe(2_000n);
    expect(await bonusOf(m)).toBe(4_000n);

    const second = bet(uuid(), '30.00');
    expect((await call(t, vendor.code, 'transaction/bet', second)).status).toBe('RS_OK');
    expect(await main(m)).toBe(0n);
    expect(await bonusOf(m)).toBe(3_000n);
    const rollback = {
      ...base,
      request_uuid: uuid(),
      round: second.round,
      round_closed: false,
      transaction_uuid: uuid(),
      supplier_transaction_id: `s-${uuid()}`,
      reference_transaction_uuid: second.transaction_uuid,
    };
    expect((await call(t, vendor.code, 'transaction/rollback', rollback)).status).toBe('RS_OK');
    expect(await main(m)).toBe(2_000n);
    expect(await bonusOf(m)).toBe(4_000n);
    // Above a max bet is the provider's LIMIT_REACHED.
    const n = await walletMember(t, { balance: '10.00' });
    const nToken = await launchToken(t, n, 'TIGER', vendor, game, new Date(nowMs + GAME_SESSION_TTL_MS));
    await grant(n, '30.00', { maxBet: '2.00' });
    const big = { ...bet(uuid(), '3.00'), user: `TIGER-${n.id}`, token: nToken };
    expect(await call(t, vendor.code, 'transaction/bet', big)).toMatchObject({
      status: 'RS_ERROR_LIMIT_REACHED',
      balance: units('40.00'),
    });
    expect(await main(n)).toBe(1_000n);
  });
});

describe('expiry racing a bet', () => {
  it('expiry first: the bonus money is gone, the bet is real money only', async () => {
    const m = await walletMember(t, { balance: '2.00' });
    const g = await grant(m, '10.00', { expiryDays: 1 });
    await pastExpiry(g.id);
    expect(await t.app.services.bonus.expireDue((id) => t.app.services.brands.moneyOf(id))).toBeGreaterThan(
      0,
    );
    expect(await grantRow(g.id)).toMatchObject({
      state: 'EXPIRED',
      end_reason: 'EXPIRED',
      removed_minor: 1_000n,
    });
    expect(await bonusOf(m)).toBe(0n);
    expect((await dice(m, '5.00')).json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await dice(m, '1.00')).json().success).toBe(true);
  });

  it('bet first: an open round staked with bonus money pays its bonus share to nobody once the grant expired', async () => {
    const m = await walletMember(t, { balance: '1.00' });
    const g = await grant(m, '9.00', { expiryDays: 1 });
    await get(m, ORIGINALS_ROUTES.seeds.path);
    const seed = await t.db
      .selectFrom('fair_seed_pairs')
      .select(['server_seed', 'client_seed', 'nonce'])
      .where('member_id', '=', m.id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const mines = minePositions(
      { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce },
      3,
    );
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i)) as number;
    const round = (
      await post(m, ORIGINALS_ROUTES.mines.path, { requestId: rid(), amount: '10.00', mines: 3 })
    ).json().value as { roundId: string };
    expect(await main(m)).toBe(0n);
    expect(await bonusOf(m)).toBe(0n);
    expect(
      (await post(m, ORIGINALS_ROUTES.minesReveal.path, { roundId: round.roundId, tile: safe })).json()
        .success,
    ).toBe(true);
    // Bonus 0 but a bonus stake is open: not BALANCE_SPENT.
    await deliver();
    expect((await grantRow(g.id)).state).toBe('ACTIVE');
    await pastExpiry(g.id);
    await t.app.services.bonus.expireDue((id) => t.app.services.brands.moneyOf(id));
    expect(await grantRow(g.id)).toMatchObject({ state: 'EXPIRED', removed_minor: 0n });
    const done = (await post(m, ORIGINALS_ROUTES.minesCashout.path, { roundId: round.roundId })).json()
      .value as {
      payout: string;
    };
    const payout = minor(done.payout);
    const share = splitPayout(payout, 1_000n, 900n);
    // Only the real share (1 in 10) is paid; the bonus share stays with the house.
    expect(await main(m)).toBe(share.real);
    expect(await bonusOf(m)).toBe(0n);
    const win = await t.db
      .selectFrom('ledger_transactions')
      .select('metadata')
      .where('merchant_id', '=', tiger.id)
      .where('idempotency_key', 'like', 'orig:round:%:win')
      .where('idempotency_key', '=', `orig:round:${round.roundId}:win`)
      .executeTakeFirst();
    if (share.real > 0n) expect(win?.metadata).toMatchObject({ bonusShareKept: String(share.bonus) });
  });

  it('in parallel, in either order, the invariants hold and the grant ends with an empty bonus wallet', async () => {
    for (let i = 0; i < 4; i += 1) {
      const m = await walletMember(t, { balance: '1.00' });
      const g = await grant(m, '10.00', { expiryDays: 1 });
      await pastExpiry(g.id);
      const race = [
        dice(m, '5.00'),
        t.app.services.bonus.expireDue((id) => t.app.services.brands.moneyOf(id)),
      ];
      await Promise.all(i % 2 === 0 ? race : race.reverse());
      await deliver();
      const row = await grantRow(g.id);
      expect(['EXPIRED', 'COMPLETED']).toContain(row.state);
      expect(await bonusOf(m)).toBe(0n);
      await expectLedgerHealthy(t);
    }
  });
});

describe('parallel bets with a bonus', () => {
  it('are taken one at a time under the grant: no wallet below zero, every bonus part kept once', async () => {
    const m = await walletMember(t, { balance: '3.00' });
    await grant(m, '20.00', { wagerMultiplier: 50 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => dice(m, '2.00')));
    const played = answers.filter((a) => a.json().success).length;
    for (const a of answers) if (!a.json().success) expect(a.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(played).toBeGreaterThan(0);
    const stakes = await t.db
      .selectFrom('bonus_stakes')
      .select(['stake_minor', 'bonus_stake_minor'])
      .where('member_id', '=', m.id)
      .execute();
    for (const s of stakes) expect(s.bonus_stake_minor <= s.stake_minor).toBe(true);
    expect((await main(m)) >= 0n && (await bonusOf(m)) >= 0n).toBe(true);
    await deliver();
    await expectLedgerHealthy(t);
  });
});

describe('a grant made while the active one ends', () => {
  it('starts once the ending one has ended, in either order: never left waiting with none active', async () => {
    for (let i = 0; i < 4; i += 1) {
      const m = await walletMember(t);
      const first = await grant(m, '10.00', { wagerMultiplier: 0.1 });
      // 2.00 at BGS's 50 % meets the 1.00 required: the event ends the grant.
      expect((await dice(m, '2.00')).json().success).toBe(true);
      // Started in both orders: the event's delivery first, or the new grant first.
      await Promise.all(i % 2 === 0 ? [deliver(), grant(m, '5.00')] : [grant(m, '5.00'), deliver()]);
      const rows = await t.db
        .selectFrom('bonus_grants')
        .select(['id', 'state'])
        .where('member_id', '=', m.id)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.state)).toEqual(['COMPLETED', 'ACTIVE']);
      expect(String(rows[0]?.id)).toBe(first.id);
      expect(await bonusOf(m)).toBe(500n);
    }
  });
});

describe('forfeit, withdrawals and scope', () => {
  it('the member forfeits an active grant (the queued one starts) and a queued one; another member cannot', async () => {
    const a = await walletMember(t);
    const b = await walletMember(t);
    const active = await grant(a, '10.00');
    const queued = await grant(a, '7.00');
    const third = await grant(a, '3.00');
    // B sees nothing of A's.
    expect((await get(b, `/wps/rewards/bonuses/${active.id}`)).json().code).toBe('BONUS_NOT_FOUND');
    const stolen = await post(b, `/wps/rewards/bonuses/${active.id}/forfeit`, { requestId: rid() });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('BONUS_NOT_FOUND');
    expect((await get(b, '/wps/rewards/bonuses')).json().value.total).toBe(0);

    const requestId = rid();
    const first = await post(a, `/wps/rewards/bonuses/${active.id}/forfeit`, { requestId });
    expect(first.json().value).toMatchObject({
      state: 'FORFEITED',
      endReason: 'FORFEITED_BY_MEMBER',
      removed: '10.00',
    });
    const again = await post(a, `/wps/rewards/bonuses/${active.id}/forfeit`, { requestId });
    expect(again.json().value).toEqual(first.json().value);
    expect(await grantRow(queued.id)).toMatchObject({ state: 'ACTIVE' });
    expect(await bonusOf(a)).toBe(700n);
    const dropped = await post(a, `/wps/rewards/bonuses/${third.id}/forfeit`, { requestId: rid() });
    expect(dropped.json().value).toMatchObject({ state: 'FORFEITED', removed: '0.00' });
    expect(await bonusOf(a)).toBe(700n);
    expect(
      (await post(a, `/wps/rewards/bonuses/${third.id}/forfeit`, { requestId: rid() })).json().code,
    ).toBe('BONUS_STATE');

    const record = (await get(a, '/wps/rewards/bonuses')).json().value as {
      list: TBonusGrant[];
      total: number;
    };
    expect(record.total).toBe(3);
    expect(record.list.map((g) => g.state)).toEqual(['FORFEITED', 'ACTIVE', 'FORFEITED']);
    const detail = (await get(a, `/wps/rewards/bonuses/${active.id}`)).json().value;
    expect(detail.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'GRANTED',
      'ACTIVATED',
      'FORFEITED',
      'REMOVED',
    ]);
  });

  it('a withdrawal with an active bonus is refused BONUS_ACTIVE, and forfeits it when the member agrees', async () => {
    const m = await walletMember(t, { balance: '1000.00' });
    const g = await grant(m, '25.00');
    const { withdrawals } = t.app.services;
    const account = await withdrawals.addBankAccount(tiger, m.id, {
      bankName: 'BRAC Bank',
      accountNumber: '1234567890',
    });
    const ask = (forfeitBonus?: boolean) =>
      withdrawals.request(tiger, m.id, {
        bankAccountId: account.id,
        amount: '500.00',
        paymentPassword: '112233',
        requestId: rid(),
        ...(forfeitBonus === undefined ? {} : { forfeitBonus }),
      });
    await expect(ask()).rejects.toMatchObject({ code: 'BONUS_ACTIVE', params: { amount: '25.00' } });
    await expect(ask(false)).rejects.toMatchObject({ code: 'BONUS_ACTIVE' });
    expect(await main(m)).toBe(100_000n);
    const paid = await ask(true);
    expect(paid.status).toBe('PENDING');
    expect(await grantRow(g.id)).toMatchObject({
      state: 'FORFEITED',
      end_reason: 'FORFEITED_FOR_WITHDRAWAL',
    });
    expect(await bonusOf(m)).toBe(0n);
    expect(await main(m)).toBe(50_000n);
    // The withdrawable figure is the main wallet's only.
    expect((await withdrawals.info(tiger, m.id)).withdrawable).toBe('500.00');
  });
});

describe('the console', () => {
  it('ten parallel manual grants with one requestId grant once; audited; cancelled with a reason', async () => {
    const m = await walletMember(t);
    const headers = await operatorSession(t, 'TIGER', 'finance');
    const body = {
      requestId: rid(),
      account: m.account,
      amount: '15.00',
      promotionId: null,
      terms: terms({ wagerMultiplier: 5 }),
      reason: 'Goodwill after a complaint',
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/admin/api/bonus-grants', headers, payload: body }),
      ),
    );
    const ok = answers.filter((a) => a.json().success);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of answers) if (!a.json().success) expect(a.json().code).toBe('CONFLICT');
    const ids = new Set(ok.map((a) => a.json().value.id));
    expect(ids.size).toBe(1);
    const rows = await t.db.selectFrom('bonus_grants').selectAll().where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'ACTIVE', source: 'OPERATOR', wager_required_minor: 7_500n });
    expect(await bonusOf(m)).toBe(1_500n);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', `bonus-grant:${rows[0]?.id}`)
      .execute();
    expect(audits).toEqual([{ action: 'promotions.grant', target: `bonus-grant:${rows[0]?.id}` }]);

    const list = await t.app.inject({ url: `/admin/api/bonus-grants?account=${m.account}`, headers });
    expect(list.json().value).toMatchObject({
      total: 1,
      list: [{ account: m.account, state: 'ACTIVE', balance: '15.00' }],
    });

    const support = await operatorSession(t, 'TIGER', 'support');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/admin/api/bonus-grants/${rows[0]?.id}/cancel`,
      headers: support,
      payload: { reason: 'no' },
    });
    expect(refused.statusCode).toBe(403);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/admin/api/bonus-grants/${rows[0]?.id}/cancel`,
      headers,
      payload: { reason: 'Granted to the wrong account' },
    });
    expect(cancelled.json().value).toMatchObject({
      state: 'CANCELLED',
      endReason: 'CANCELLED_BY_OPERATOR',
      removed: '15.00',
    });
    expect(await bonusOf(m)).toBe(0n);
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/api/bonus-grants/${rows[0]?.id}/cancel`,
      headers,
      payload: { reason: 'again' },
    });
    expect(again.json().code).toBe('BONUS_STATE');
  });

  it('a manual grant without wagering pays real money and shows as completed', async () => {
    const m = await walletMember(t);
    const headers = await operatorSession(t, 'TIGER', 'finance');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/bonus-grants',
      headers,
      payload: {
        requestId: rid(),
        account: m.account,
        amount: '4.00',
        promotionId: null,
        terms: terms({ wagerMultiplier: 0 }),
        reason: 'Cash goodwill',
      },
    });
    expect(res.json().value).toMatchObject({ state: 'COMPLETED', converted: '4.00' });
    expect(await main(m)).toBe(400n);
    expect(await bonusOf(m)).toBe(0n);
  });
});

describe('the account record', () => {
  it('shows the bonus wallet’s movements and promotions’ real money with their own types', async () => {
    const m = await walletMember(t);
    const g = await grant(m, '8.00');
    await post(m, `/wps/rewards/bonuses/${g.id}/forfeit`, { requestId: rid() });
    await t.db.transaction().execute((trx) =>
      t.app.services.bonus.payCash(trx, tiger, {
        memberId: m.id,
        amount: 300n,
        idempotencyKey: `test-rebate-${m.id}`,
        kind: 'REBATE',
      }),
    );
    const page = await t.app.services.records.accountRecord(tiger, m.id, {
      // The journal's time is the database's.
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 3_600_000).toISOString(),
      pageNo: 1,
      pageSize: 20,
    });
    const seen = page.list.map((r) => [r.type, r.amount, r.wallet, r.reference]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['BONUS', '8.00', 'BONUS', `G${g.id}`],
        ['BONUS_REMOVED', '-8.00', 'BONUS', `G${g.id}`],
        ['REBATE', '3.00', 'MAIN', null],
      ]),
    );
    const removed = await t.app.services.records.accountRecord(tiger, m.id, {
      // The journal's time is the database's.
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 3_600_000).toISOString(),
      type: 'BONUS_REMOVED',
      pageNo: 1,
      pageSize: 20,
    });
    expect(removed.total).toBe(1);
  });
});
