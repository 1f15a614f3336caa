import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleKeyRing } from '../../platform/secrets.ts';
import { testClock } from '../../test/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import type { Brand } from '../brands/brand.ts';
import { BrandService } from '../brands/brands.service.ts';
import { CodeService } from './codes.service.ts';

let database: TestDatabase;
let brand: Brand;
const sent: { to: string; text: string }[] = [];
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  brand = (await new BrandService(database.db).findByCode('TIGER')) as Brand;
});
afterAll(() => database.close());

function service(now: () => Date) {
  return new CodeService({
    db: database.db,
    sms: { send: async (m) => void sent.push({ to: m.to, text: m.text }) },
    mailer: { send: async () => undefined },
    key: singleKeyRing(Buffer.alloc(32, 7)),
    now,
  });
}

const request = (target: string) => ({
  brand,
  channel: 'sms' as const,
  purpose: 'login' as const,
  target,
  ip: '10.0.0.1',
  language: 'bn' as const,
});

describe('verification codes', () => {
  it('say so when they have expired, so the player asks for a new one', async () => {
    const clock = testClock();
    const codes = service(clock.now);
    await codes.send(request('+8801700000001'));
    const code = /(\d{6})/.exec(sent.at(-1)?.text ?? '')?.[1] as string;
    expect(sent.at(-1)?.text).toContain('আপনার যাচাইকরণ কোড');
    clock.advance(5 * 60_000 + 1);
    await expect(codes.consume(brand.id, 'sms', 'login', '+8801700000001', code)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
    });
  });

  it('are replaced by a newer code for the same purpose', async () => {
    const clock = testClock();
    const codes = service(clock.now);
    await codes.send(request('+8801700000002'));
    const first = /(\d{6})/.exec(sent.at(-1)?.text ?? '')?.[1] as string;
    await codes.send(request('+8801700000002'));
    const second = /(\d{6})/.exec(sent.at(-1)?.text ?? '')?.[1] as string;
    if (first !== second) {
      await expect(codes.consume(brand.id, 'sms', 'login', '+8801700000002', first)).rejects.toMatchObject({
        code: 'VERIFICATION_CODE_INVALID',
      });
    }
    await expect(codes.consume(brand.id, 'sms', 'login', '+8801700000002', second)).resolves.toBeUndefined();
  });

  it('are stored keyed, never as the code itself', async () => {
    const rows = await database.db.selectFrom('verification_codes').select('code_hash').execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
  });
});
