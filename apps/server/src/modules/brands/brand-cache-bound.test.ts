import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { BrandService, MAX_CACHED_BRANDS } from './brands.service.ts';

/** The brand caches hold at most their bound, however many unknown codes requests name (ADR 0054). */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.close();
});

describe('BrandService caches', () => {
  it('stay within their bound under a stream of unknown brand codes, and still find the brands', async () => {
    const brands = new BrandService(database.db, () => 0);
    expect((await brands.findByCode('TIGER'))?.code).toBe('TIGER');
    for (let i = 0; i < MAX_CACHED_BRANDS + 50; i += 1) {
      expect(await brands.findByCode(`NONE${i}`)).toBeUndefined();
      expect(brands.cachedEntries.byCode).toBeLessThanOrEqual(MAX_CACHED_BRANDS);
    }
    expect((await brands.findByCode('TIGER'))?.code).toBe('TIGER');
    expect((await brands.findById((await brands.findByCode('JADE'))?.id as number))?.code).toBe('JADE');
  });
});
