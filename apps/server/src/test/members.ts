import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';

/** A bare member row of a brand (no password that signs in, no session) of any type; its id. */
export async function insertMember(
  t: TestApp,
  merchant: string,
  options: { account?: string; type?: number } = {},
): Promise<bigint> {
  const brand = await t.app.services.brands.findByCode(merchant);
  if (!brand) throw new Error(`no brand ${merchant}`);
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account: options.account ?? `m${randomUUID().slice(0, 10)}`,
      type: options.type ?? 0,
      password_hash: 'unused',
      referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
