import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerHealthy, walletMember } from '../../test/wallet.ts';
import type { Brand } from '../brands/brand.ts';
import { ledgerProblems } from './invariants.ts';
import { balanceOf, gameHouse, paymentClearing, post, postGuarded } from './ledger.ts';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  brand = (await t.app.services.brands.findByCode('TIGER')) as Brand;
});
afterAll(() => t.close());
afterEach(() => expectLedgerHealthy(t));

const house = () => ({ merchantId: brand.id, kind: 'HOUSE' as const });
const main = (memberId: bigint) => ({ merchantId: brand.id, kind: 'MAIN' as const, memberId });

describe('ledger', () => {
  it("posts balanced entries, keeping each posting's balance and version", async () => {
    const m = await walletMember(t);
    await t.db.transaction().execute((trx) =>
      post(trx, {
        merchantId: brand.id,
        currency: 'BDT',
        kind: 'ADJUSTMENT',
        idempotencyKey: `l1:${m.account}`,
        postings: [
          { account: house(), amount: -12_345n },
          { account: main(m.id), amount: 12_345n },
        ],
      }),
    );
    expect(await balanceOf(t.db, brand.id, m.id, 'MAIN')).toBe(12_345n);
    const postings = await t.db
      .selectFrom('ledger_postings')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
      .select(['ledger_postings.balance_after', 'ledger_postings.account_version'])
      .where('ledger_accounts.member_id', '=', m.id)
      .execute();
    expect(postings).toEqual([{ balance_after: 12_345n, account_version: 1n }]);
  });

  it('refuses entries that do not balance, in the code and in the database', async () => {
    const m = await walletMember(t);
    await expect(
      t.db.transaction().execute((trx) =>
        post(trx, {
          merchantId: brand.id,
          currency: 'BDT',
          kind: 'ADJUSTMENT',
          idempotencyKey: `l2:${m.account}`,
          postings: [
            { account: house(), amount: -100n },
            { account: main(m.id), amount: 99n },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to -1/);
    // Bypassing the code: the deferred trigger refuses the commit.
    await expect(
      t.db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('ledger_transactions')
          .values({ merchant_id: brand.id, kind: 'FORGED', idempotency_key: `forged:${m.account}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        const account = await trx
          .selectFrom('ledger_accounts')
          .select('id')
          .where('kind', '=', 'HOUSE')
          .where('merchant_id', '=', brand.id)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_postings')
          .values({
            transaction_id: tx.id,
            account_id: account.id,
            amount: 500n,
            balance_after: 0n,
            account_version: 0n,
          })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
  });

  it('never lets a member balance go below zero, even past the code', async () => {
    const m = await walletMember(t, { balance: '10.00' });
    await expect(
      t.db.transaction().execute((trx) =>
        post(trx, {
          merchantId: brand.id,
          currency: 'BDT',
          kind: 'ADJUSTMENT',
          idempotencyKey: `l3:${m.account}`,
          postings: [
            { account: main(m.id), amount: -1001n },
            { account: house(), amount: 1001n },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(
      sql`update ledger_accounts set balance = -1 where member_id = ${m.id}`.execute(t.db),
    ).rejects.toThrow(/ledger_accounts_member_not_negative/);
  });

  it("keeps money in transit and on hold in the member's own accounts, never below zero", async () => {
    const m = await walletMember(t, { balance: '10.00' });
    const hold = { merchantId: brand.id, kind: 'WITHDRAWAL_HOLD' as const, memberId: m.id };
    await t.db.transaction().execute((trx) =>
      post(trx, {
        merchantId: brand.id,
        currency: 'BDT',
        kind: 'WITHDRAWAL_HOLD',
        idempotencyKey: `l4:${m.account}`,
        postings: [
          { account: main(m.id), amount: -400n },
          { account: hold, amount: 400n },
        ],
      }),
    );
    expect(await balanceOf(t.db, brand.id, m.id, 'MAIN')).toBe(600n);
    // Releasing more than is held is refused like any member overdraft.
    await expect(
      t.db.transaction().execute((trx) =>
        post(trx, {
          merchantId: brand.id,
          currency: 'BDT',
          kind: 'WITHDRAWAL_RETURNED',
          idempotencyKey: `l5:${m.account}`,
          postings: [
            { account: hold, amount: -401n },
            { account: main(m.id), amount: 401n },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // The brand's own accounts cannot belong to a member, in the code or in the database.
    await expect(
      t.db.transaction().execute((trx) =>
        post(trx, {
          merchantId: brand.id,
          currency: 'BDT',
          kind: 'ADJUSTMENT',
          idempotencyKey: `l6:${m.account}`,
          postings: [
            { account: main(m.id), amount: -1n },
            { account: { merchantId: brand.id, kind: 'PROMOTION', memberId: m.id }, amount: 1n },
          ],
        }),
      ),
    ).rejects.toThrow(/owner mismatch/);
    await expect(
      sql`insert into ledger_accounts (merchant_id, member_id, kind, currency) values (${brand.id}, ${m.id}, 'PROMOTION', 'BDT')`.execute(
        t.db,
      ),
    ).rejects.toThrow(/ledger_accounts_owner/);
  });

  it("lets a member's game HOUSE account go below zero while the member's wallet cannot", async () => {
    const m = await walletMember(t, { balance: '1.00' });
    const win = (key: string, amount: bigint) =>
      post(t.db, {
        merchantId: brand.id,
        currency: 'BDT',
        kind: 'GAME_WIN',
        idempotencyKey: `${key}:${m.account}`,
        postings: [
          { account: gameHouse(brand.id, m.id), amount: -amount },
          { account: main(m.id), amount },
        ],
      });
    await win('h1', 500n);
    expect(await balanceOf(t.db, brand.id, m.id, 'MAIN')).toBe(600n);
    await expect(win('h2', -601n)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const house = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', m.id)
      .where('kind', '=', 'HOUSE')
      .executeTakeFirstOrThrow();
    expect(house.balance).toBe(-500n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it("lets a member's PAYMENT_CLEARING account go below zero; the brand's clearing is the sum of its rows", async () => {
    const m = await walletMember(t);
    const n = await walletMember(t);
    const clearingTotal = async () => {
      const row = await t.db
        .selectFrom('ledger_accounts')
        .select(sql<string>`coalesce(sum(balance), 0)::text`.as('total'))
        .where('merchant_id', '=', brand.id)
        .where('kind', '=', 'PAYMENT_CLEARING')
        .executeTakeFirstOrThrow();
      return BigInt(row.total);
    };
    const before = await clearingTotal();
    const deposit = (memberId: bigint, key: string, amount: bigint, perMember: boolean) =>
      post(t.db, {
        merchantId: brand.id,
        currency: 'BDT',
        kind: 'DEPOSIT',
        idempotencyKey: `${key}:${m.account}`,
        postings: [
          { account: paymentClearing(brand.id, memberId, perMember), amount: -amount },
          { account: main(memberId), amount },
        ],
      });
    await deposit(m.id, 'pc1', 700n, true);
    await deposit(n.id, 'pc2', 300n, true);
    // The brand's single row (migration 0039 leaves it as it was) still works beside them.
    await deposit(n.id, 'pc3', 50n, false);
    const rows = await t.db
      .selectFrom('ledger_accounts')
      .select(['member_id', 'balance'])
      .where('merchant_id', '=', brand.id)
      .where('kind', '=', 'PAYMENT_CLEARING')
      .where('member_id', 'in', [m.id, n.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { member_id: m.id, balance: -700n },
      { member_id: n.id, balance: -300n },
    ]);
    expect(await clearingTotal()).toBe(before - 1_050n);
    // The member's wallet beside it still cannot go below zero, in the code or in the database.
    await expect(
      post(t.db, {
        merchantId: brand.id,
        currency: 'BDT',
        kind: 'WITHDRAWAL_PAID',
        idempotencyKey: `pc4:${m.account}`,
        postings: [
          { account: main(m.id), amount: -701n },
          { account: paymentClearing(brand.id, m.id), amount: 701n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(
      sql`update ledger_accounts set balance = -1 where member_id = ${m.id} and kind = 'MAIN'`.execute(t.db),
    ).rejects.toThrow(/ledger_accounts_member_not_negative/);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it("keeps each posting's balance when an entry passes through an account twice", async () => {
    const m = await walletMember(t, { balance: '1.00' });
    await post(t.db, {
      merchantId: brand.id,
      currency: 'BDT',
      kind: 'ADJUSTMENT',
      idempotencyKey: `l7:${m.account}`,
      postings: [
        { account: main(m.id), amount: 50n },
        { account: house(), amount: -80n },
        { account: main(m.id), amount: 30n },
      ],
    });
    const lines = await t.db
      .selectFrom('ledger_postings')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
      .select(['ledger_postings.amount', 'ledger_postings.balance_after', 'ledger_postings.account_version'])
      .where('ledger_accounts.member_id', '=', m.id)
      .orderBy('ledger_postings.id')
      .execute();
    // The demo balance first, then this entry's two postings in their order.
    expect(lines).toEqual([
      { amount: 100n, balance_after: 100n, account_version: 1n },
      { amount: 50n, balance_after: 150n, account_version: 2n },
      { amount: 30n, balance_after: 180n, account_version: 3n },
    ]);
  });

  it('refuses a posting in another currency, and writes nothing', async () => {
    const m = await walletMember(t, { balance: '1.00' });
    await expect(
      post(t.db, {
        merchantId: brand.id,
        currency: 'PHP',
        kind: 'ADJUSTMENT',
        idempotencyKey: `l8:${m.account}`,
        postings: [
          { account: house(), amount: -1n },
          { account: main(m.id), amount: 1n },
        ],
      }),
    ).rejects.toThrow(/another currency/);
    expect(await balanceOf(t.db, brand.id, m.id, 'MAIN')).toBe(100n);
  });

  it('moves nothing when its guard does not take place, and runs the guard once on first use', async () => {
    const m = await walletMember(t);
    const entry = (key: string) => ({
      merchantId: brand.id,
      currency: 'BDT',
      kind: 'ADJUSTMENT',
      idempotencyKey: key,
      postings: [
        { account: house(), amount: -5n },
        // BONUS is used here for the first time: the statement runs twice.
        { account: { merchantId: brand.id, kind: 'BONUS' as const, memberId: m.id }, amount: 5n },
      ],
    });
    const claim = (key: string) => ({
      name: 'claimed',
      ctes: (ready: ReturnType<typeof sql<boolean>>) => sql`
        claimed as (
          insert into idempotency_keys (merchant_id, scope, key, request_hash)
          select ${brand.id}::int, ${`member:${m.id}`}::text, ${key}::text, 'x' where ${ready}
          on conflict do nothing
          returning key
        )`,
    });
    const first = await postGuarded(t.db, entry(`l9:${m.account}`), claim('g1'));
    expect(first?.guard).toEqual({ key: 'g1' });
    // The same claim again: the guard yields nothing, so nothing moves.
    expect(await postGuarded(t.db, entry(`l10:${m.account}`), claim('g1'))).toBeNull();
    expect(await balanceOf(t.db, brand.id, m.id, 'BONUS')).toBe(5n);
    const claims = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('scope', '=', `member:${m.id}`)
      .execute();
    expect(claims).toEqual([{ key: 'g1' }]);
  });

  it('keeps the journal append-only', async () => {
    await expect(sql`update ledger_postings set amount = amount * 2`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_transactions`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('allows one journal transaction per key', async () => {
    const m = await walletMember(t);
    const entry = {
      merchantId: brand.id,
      currency: 'BDT',
      kind: 'ADJUSTMENT',
      idempotencyKey: `l5:${m.account}`,
      postings: [
        { account: house(), amount: -1n },
        { account: main(m.id), amount: 1n },
      ],
    };
    await t.db.transaction().execute((trx) => post(trx, entry));
    await expect(t.db.transaction().execute((trx) => post(trx, entry))).rejects.toThrow(
      /ledger_transactions_key/,
    );
    expect(await balanceOf(t.db, brand.id, m.id, 'MAIN')).toBe(1n);
  });

  it('reports drift between cached balances and the journal', async () => {
    // The check itself must be able to fail: break a balance the way a bug would, then repair it.
    const m = await walletMember(t, { balance: '1.00' });
    await sql`update ledger_accounts set balance = balance + 1 where member_id = ${m.id}`.execute(t.db);
    expect((await ledgerProblems(t.db)).join()).toMatch(/balance 101, postings sum 100/);
    await sql`update ledger_accounts set balance = balance - 1 where member_id = ${m.id}`.execute(t.db);
  });
});
