import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { BrandService } from './brands.service.ts';

/**
 * The brand cache and transactions. On the embedded database there is one connection: a read
 * through the pool started while a transaction runs is queued behind it. A caller inside that
 * transaction must never wait for such a read (it would wait for itself), which is what hung a
 * browser test run: a deposit's event handlers shared a brand read queued behind their own
 * transaction. On PostgreSQL the same tests pass as plain reads.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.close();
});

/** Fails instead of hanging when `work` waits for itself. */
function withinSeconds<T>(work: Promise<T>, seconds = 10): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(
        () => reject(new Error('waited for a read queued behind its own transaction')),
        seconds * 1000,
      ),
    ),
  ]);
}

describe('BrandService inside a transaction', () => {
  it('reads a brand through the transaction instead of joining a read queued behind it', async () => {
    const tigerId = (await new BrandService(database.db).findByCode('TIGER'))?.id as number;
    const brands = new BrandService(database.db);
    let outside: Promise<unknown> = Promise.resolve();
    const code = await withinSeconds(
      database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // A request outside the transaction asks for the brand first: its read waits for the transaction.
        outside = brands.findByCode('TIGER');
        return (await brands.findById(tigerId, trx))?.code;
      }),
    );
    expect(code).toBe('TIGER');
    expect(await outside).toMatchObject({ code: 'TIGER' });
  });

  it('answers a stale brand at once and refreshes it in the background', async () => {
    let now = 0;
    const brands = new BrandService(database.db, () => now);
    const first = await brands.findByCode('TIGER');
    now += 60_000;
    // The same caller inside a transaction (without handing it over): the stale brand, not a wait.
    const again = await withinSeconds(
      database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        return brands.findByCode('TIGER');
      }),
    );
    expect(again).toBe(first);
    // The refresh ran after the transaction; the next answer is the new read.
    await expect.poll(async () => (await brands.findByCode('TIGER')) !== first).toBe(true);
    expect((await brands.findByCode('TIGER'))?.code).toBe('TIGER');
  });

  it('keeps no failed first read, and a change drops what it read', async () => {
    const brands = new BrandService(database.db);
    expect(await brands.findByCode('NOSUCH')).toBeUndefined();
    expect(brands.cachedEntries.byCode).toBe(1);
    brands.invalidate();
    expect(brands.cachedEntries.byCode).toBe(0);
  });
});
