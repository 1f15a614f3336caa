import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // Help in every language of each brand: Tiger Star en+bn, Jade Palace en+fil.
    expect(c.help_articles).toBe(40);
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

  it('stores only sanitised help HTML', async () => {
    const rows = await database.db.selectFrom('help_articles').select('content').execute();
    for (const row of rows) expect(row.content).not.toMatch(/<script|onerror=|javascript:/i);
  });
});
