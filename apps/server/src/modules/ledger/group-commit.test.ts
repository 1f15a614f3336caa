import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGroupCommitter } from '../../db/group-commit.ts';
import { AppError } from '../../platform/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, type TestMember, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { balanceOf, findByKey, gameHouse, post, type Trx } from './ledger.ts';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

let serial = 0;
const freshKey = (m: TestMember) => {
  serial += 1;
  return `gc:${m.account}:${serial}`;
};
/** A stake of `amount` from the member's wallet to their HOUSE account, under a fresh key. */
const stake = (m: TestMember, amount: bigint, key = freshKey(m)) => ({
  key,
  work: (trx: Trx) =>
    post(trx, {
      merchantId: brand.id,
      currency: brand.currency,
      kind: 'GAME_BET',
      idempotencyKey: key,
      postings: [
        { account: { merchantId: brand.id, kind: 'MAIN', memberId: m.id }, amount: -amount },
        { account: gameHouse(brand.id, m.id), amount },
      ],
    }),
});
const main = (m: TestMember) => balanceOf(t.db, brand.id, m.id, 'MAIN');
const exists = async (key: string) =>
  (await t.db.transaction().execute((trx) => findByKey(trx, brand.id, key))) !== undefined;

describe('group commit', () => {
  it('runs units that arrive together in one transaction, each with its own result', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => walletMember(t, { balance: '10.00' })));
    const committer = createGroupCommitter(t.db);
    const units = members.map((m) => stake(m, 100n));
    const posted = await Promise.all(units.map((u) => committer.run(u.work)));
    expect(committer.stats()).toEqual({ batches: 1, units: 6, alone: 0 });
    expect(new Set(posted.map((p) => p.transactionId)).size).toBe(6);
    for (const m of members) expect(await main(m)).toBe(900n);
  });

  it('answers a failing unit as it would alone, and keeps every other unit of its batch', async () => {
    const rich = await Promise.all(Array.from({ length: 4 }, () => walletMember(t, { balance: '10.00' })));
    const poor = await walletMember(t, { balance: '0.50' });
    const committer = createGroupCommitter(t.db);
    const overdraft = stake(poor, 100n);
    const broken = stake(rich[0] as TestMember, 100n);
    const results = await Promise.allSettled([
      committer.run(stake(rich[1] as TestMember, 100n).work),
      committer.run(overdraft.work),
      // Writes its entry, then fails: nothing of it may stay.
      committer.run(async (trx) => {
        await broken.work(trx);
        throw new Error('the unit failed after writing');
      }),
      committer.run(stake(rich[2] as TestMember, 100n).work),
      committer.run(stake(rich[3] as TestMember, 100n).work),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const refused = (results[1] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('INSUFFICIENT_FUNDS');
    expect((results[2] as PromiseRejectedResult).reason.message).toBe('the unit failed after writing');
    expect(await main(poor)).toBe(50n);
    expect(await exists(overdraft.key)).toBe(false);
    expect(await main(rich[0] as TestMember)).toBe(1000n);
    expect(await exists(broken.key)).toBe(false);
    for (const m of rich.slice(1)) expect(await main(m)).toBe(900n);
    // Two batches failed one unit each; both failing units ran alone.
    expect(committer.stats().alone).toBe(2);
  });

  it('orders units of one member as they came: the one that no longer fits is refused alone', async () => {
    const m = await walletMember(t, { balance: '1.50' });
    const committer = createGroupCommitter(t.db);
    const results = await Promise.allSettled([
      committer.run(stake(m, 100n).work),
      committer.run(stake(m, 100n).work),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await main(m)).toBe(50n);
  });

  it('refuses a repeated key once, as a single transaction would, and keeps its neighbours', async () => {
    const [a, b] = await Promise.all([
      walletMember(t, { balance: '5.00' }),
      walletMember(t, { balance: '5.00' }),
    ]);
    const committer = createGroupCommitter(t.db);
    const first = stake(a as TestMember, 100n);
    await committer.run(first.work);
    const results = await Promise.allSettled([
      committer.run(stake(a as TestMember, 100n, first.key).work),
      committer.run(stake(b as TestMember, 100n).work),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(await main(a as TestMember)).toBe(400n);
    expect(await main(b as TestMember)).toBe(400n);
  });

  it('bounds a batch and keeps every unit when more arrive than one batch holds', async () => {
    const members = await Promise.all(Array.from({ length: 7 }, () => walletMember(t, { balance: '3.00' })));
    const committer = createGroupCommitter(t.db, { maxBatch: 3 });
    await Promise.all(
      members.flatMap((m) => [committer.run(stake(m, 100n).work), committer.run(stake(m, 100n).work)]),
    );
    const stats = committer.stats();
    expect(stats.units).toBe(14);
    expect(stats.batches).toBeGreaterThanOrEqual(5);
    for (const m of members) expect(await main(m)).toBe(100n);
  });
});
