import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { recordAudit, verifyAllAuditChains, verifyAuditChain } from './audit.ts';
import { GENESIS_HASH } from './audit-chain.ts';

/** The audit log's hash chain (issue 15, ADR 0025). */
let t: TestDatabase;
let brand: number;
let other: number;
beforeAll(async () => {
  t = await createTestDatabase({ seed: true });
  const rows = await t.db.selectFrom('merchants').select(['id', 'code']).orderBy('id').execute();
  brand = rows.find((r) => r.code === 'TIGER')?.id as number;
  other = rows.find((r) => r.code === 'JADE')?.id as number;
});
afterAll(() => t.close());

const entry = (merchantId: number, n: number) => ({
  merchantId,
  actorType: 'operator' as const,
  actorId: '1',
  action: 'test.append',
  target: `t${n}`,
  details: { n, nested: { b: 2, a: [1, 'x'] }, before: { v: n - 1 }, after: { v: n } },
  ip: '127.0.0.1',
});

describe('the audit chain', () => {
  it('links every entry to the one before, per brand, and verifies whole', async () => {
    for (let n = 0; n < 5; n += 1) await recordAudit(t.db, entry(brand, n));
    await recordAudit(t.db, entry(other, 0));
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['id', 'prev_hash', 'hash'])
      .where('merchant_id', '=', brand)
      .orderBy('id')
      .execute();
    expect(rows[0]?.prev_hash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.prev_hash).toBe(rows[i - 1]?.hash);
    expect(await verifyAuditChain(t.db, brand)).toEqual({
      merchantId: brand,
      entries: rows.length,
      break: null,
    });
    expect((await verifyAllAuditChains(t.db)).every((r) => r.break === null)).toBe(true);
  });

  it('keeps one unbroken chain under parallel appends', async () => {
    const before = (await verifyAuditChain(t.db, brand)).entries;
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => recordAudit(t.db, entry(n % 2 ? brand : other, n))),
    );
    const report = await verifyAuditChain(t.db, brand);
    expect(report).toMatchObject({ break: null, entries: before + 20 });
    expect((await verifyAuditChain(t.db, other)).break).toBeNull();
  });

  it('is appended with the transaction of the change, or not at all', async () => {
    const count = async () => (await verifyAuditChain(t.db, brand)).entries;
    const before = await count();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(trx, entry(brand, 99));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
    expect((await verifyAuditChain(t.db, brand)).break).toBeNull();
  });

  it('reports an entry whose details were changed, at that entry', async () => {
    const victim = await t.db
      .selectFrom('audit_log')
      .select(['id', 'hash'])
      .where('merchant_id', '=', brand)
      .orderBy('id')
      .offset(2)
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`update audit_log set details = jsonb_set(details, '{n}', '1000') where id = ${victim.id}`.execute(
      t.db,
    );
    const report = await verifyAuditChain(t.db, brand);
    expect(report.break).toMatchObject({ entryId: String(victim.id), problem: 'hash', found: victim.hash });
    expect(report.break?.expected).not.toBe(victim.hash);
    // The other brand's chain is not affected.
    expect((await verifyAuditChain(t.db, other)).break).toBeNull();
  });

  it('reports a deleted entry at the one after it, and a deleted last entry at the head', async () => {
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['id', 'hash'])
      .where('merchant_id', '=', other)
      .orderBy('id')
      .execute();
    const [, second, third] = rows;
    await t.db
      .deleteFrom('audit_log')
      .where('id', '=', second?.id as bigint)
      .execute();
    expect((await verifyAuditChain(t.db, other)).break).toMatchObject({
      entryId: String(third?.id),
      problem: 'link',
      expected: rows[0]?.hash,
      found: second?.hash,
    });

    // A fresh chain of a brand made for this: its last entry removed leaves the head pointing past the end.
    const fresh = await t.db
      .insertInto('merchants')
      .values({
        code: 'AUDITX',
        name: 'Audit test',
        status: 'active',
        currency: 'BDT',
        currency_exponent: 2,
        default_language: 'en',
        languages: ['en'],
        settings: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(t.db, entry(fresh.id, 1));
    await recordAudit(t.db, entry(fresh.id, 2));
    expect((await verifyAuditChain(t.db, fresh.id)).break).toBeNull();
    const last = await t.db
      .selectFrom('audit_log')
      .select(['id'])
      .where('merchant_id', '=', fresh.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('audit_log').where('id', '=', last.id).execute();
    expect((await verifyAuditChain(t.db, fresh.id)).break).toMatchObject({ entryId: null, problem: 'head' });
  });
});
