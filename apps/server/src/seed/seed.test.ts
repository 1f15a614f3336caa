import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../modules/ledger/invariants.ts';
import { secretsFrom } from '../platform/secrets.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { seedDemoData } from './seed.ts';

const TABLES = [
  'merchants',
  'merchant_domains',
  'merchant_flags',
  'register_rules',
  'customer_service_entries',
  'brand_resources',
  'help_articles',
  'game_vendors',
  'merchant_vendors',
] as const;

async function counts(database: TestDatabase) {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await sql<{
      n: string | number | bigint;
    }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
    result[table] = Number(row.rows[0]?.n);
  }
  return result;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seedDemoData', () => {
  it('creates two brands with their configuration on an empty database', async () => {
    const summary = await seedDemoData(database.db);
    expect(summary).toEqual({ brands: ['TIGER', 'JADE'], created: ['TIGER', 'JADE'] });
    const c = await counts(database);
    expect(c.merchants).toBe(2);
    expect(c.merchant_flags).toBe(22);
    expect(c.game_vendors).toBeGreaterThanOrEqual(30);
    // Help in every language of each brand: Tiger Star en+bn, Jade Palace en+fil; Tiger Star runs
    // points (PTSYS3), so it also has "How points work" in both.
    expect(c.help_articles).toBe(42);
  });

  it('is idempotent and keeps changes made since', async () => {
    const before = await counts(database);
    await database.db
      .updateTable('merchant_flags')
      .set({ enabled: false })
      .where('flag', '=', 'FREEPLAY3')
      .where('merchant_id', '=', (eb) => eb.selectFrom('merchants').select('id').where('code', '=', 'TIGER'))
      .execute();
    const summary = await seedDemoData(database.db);
    expect(summary.created).toEqual([]);
    expect(await counts(database)).toEqual(before);
    const flag = await database.db
      .selectFrom('merchant_flags')
      .innerJoin('merchants', 'merchants.id', 'merchant_flags.merchant_id')
      .select('enabled')
      .where('merchants.code', '=', 'TIGER')
      .where('flag', '=', 'FREEPLAY3')
      .executeTakeFirstOrThrow();
    expect(flag.enabled).toBe(false);
  });

  it('gives agent01 a deeper team with sixty days of deposits, play and withdrawals, the ledger balanced', async () => {
    const db = database.db;
    const tiger = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'TIGER')
      .executeTakeFirstOrThrow();
    const tree = await db
      .selectFrom('members as m')
      .leftJoin('members as p', 'p.id', 'm.parent_id')
      .select(['m.account', 'm.type', 'p.account as parent'])
      .where('m.merchant_id', '=', tiger.id)
      .where('m.account', 'in', ['subagent01', 'player04', 'player11', 'player14'])
      .orderBy('m.account')
      .execute();
    expect(tree).toEqual([
      { account: 'player04', type: 0, parent: 'agent01' },
      { account: 'player11', type: 0, parent: 'subagent01' },
      { account: 'player14', type: 0, parent: 'subagent01' },
      { account: 'subagent01', type: 2, parent: 'agent01' },
    ]);
    // The first seed had no keys: deposits and play, no withdrawals. Seeding again with them
    // changes nothing for a team that has its history already.
    const history = async () => {
      const count = async (table: 'bets' | 'deposits' | 'withdrawals') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('merchant_id', '=', tiger.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        bets: await count('bets'),
        deposits: await count('deposits'),
        withdrawals: await count('withdrawals'),
      };
    };
    const before = await history();
    expect(before.deposits).toBeGreaterThanOrEqual(20);
    expect(before.withdrawals).toBe(0);
    const categories = await db
      .selectFrom('bets')
      .select('category')
      .distinct()
      .where('merchant_id', '=', tiger.id)
      .where('external_id', 'like', 'team-%')
      .execute();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const oldest = await db
      .selectFrom('bets')
      .select((eb) => eb.fn.min('placed_at').as('at'))
      .where('merchant_id', '=', tiger.id)
      .where('external_id', 'like', 'team-%')
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(oldest.at as Date).getTime()).toBeGreaterThan(40 * 86_400_000);
    await seedDemoData(db, { secrets: secretsFrom(Buffer.from('seed-test-master-secret-0123456789')) });
    expect(await history()).toEqual(before);
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it('writes the team withdrawals when it has the keys, money from deposits through the ledger', async () => {
    const fresh = await createTestDatabase();
    try {
      await seedDemoData(fresh.db, {
        secrets: secretsFrom(Buffer.from('seed-test-master-secret-0123456789')),
      });
      const paid = await fresh.db.selectFrom('withdrawals').select(['status', 'amount']).execute();
      expect(paid.length).toBeGreaterThanOrEqual(3);
      expect(paid.every((w) => w.status === 'COMPLETED' && w.amount > 0n)).toBe(true);
      expect(await ledgerProblems(fresh.db)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('stores only sanitised help HTML', async () => {
    const rows = await database.db.selectFrom('help_articles').select('content').execute();
    for (const row of rows) expect(row.content).not.toMatch(/<script|onerror=|javascript:/i);
  });
});
