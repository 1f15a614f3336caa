import { randomUUID } from 'node:crypto';
import type { BuiltInRoleKey } from '@portal/contracts';
import { parseMoney } from '@portal/contracts';
import { expect } from 'vitest';
import { ledgerProblems } from '../modules/ledger/invariants.ts';
import { hashPassword } from '../platform/passwords.ts';
import { hashToken, newToken } from '../platform/tokens.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

export interface TestMember {
  id: bigint;
  account: string;
  token: string;
  headers: Record<string, string>;
}

/**
 * A fresh member of a brand with a session, an opening balance (a house adjustment, no wagering
 * requirement) and, when asked, a bank account name and payment password.
 */
export async function walletMember(
  t: TestApp,
  options: {
    merchant?: string;
    balance?: string;
    payeeName?: string | null;
    paymentPassword?: string | null;
  } = {},
): Promise<TestMember> {
  const merchant = options.merchant ?? 'TIGER';
  const brand = await t.app.services.brands.findByCode(merchant);
  if (!brand) throw new Error(`no brand ${merchant}`);
  counter += 1;
  const account = `w${Date.now().toString(36).slice(-6)}${counter}`;
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: brand.id,
      account,
      type: 0,
      password_hash: 'unused',
      payee_name: options.payeeName === undefined ? 'Test Player' : options.payeeName,
      payment_password_hash:
        options.paymentPassword === null ? null : await hashPassword(options.paymentPassword ?? '112233'),
      referral_code: `R${randomUUID().slice(0, 10).toUpperCase()}`,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.balance) {
    const minor = parseMoney(options.balance, brand.currencyExponent);
    if (minor === null) throw new Error(`bad balance ${options.balance}`);
    await t.app.services.wallet.adjust(brand, row.id, minor, `test:${account}`, 'test opening balance');
  }
  const { token } = await t.app.services.sessions.create(brand, row.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return {
    id: row.id,
    account,
    token,
    headers: { authorization: `Bearer ${token}`, 'x-merchant': merchant },
  };
}

/** A fresh client request id. */
export const rid = () => randomUUID();

/** After every money test: the ledger must still add up. */
export async function expectLedgerHealthy(t: TestApp): Promise<void> {
  expect(await ledgerProblems(t.db)).toEqual([]);
}

/**
 * A signed-in operator of a brand (the second factor taken as done), for tests of operator
 * endpoints; the sign-in itself is tested in admin.test.ts.
 */
export async function operatorSession(
  t: TestApp,
  merchant: string,
  role: BuiltInRoleKey,
): Promise<Record<string, string>> {
  const brand = await t.app.services.brands.findByCode(merchant);
  if (!brand) throw new Error(`no brand ${merchant}`);
  counter += 1;
  const operator = await t.db
    .insertInto('operators')
    .values({
      merchant_id: brand.id,
      username: `op${Date.now().toString(36)}${counter}`,
      display_name: 'Test operator',
      role,
      password_hash: 'unused',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  const later = new Date(Date.now() + 3_600_000);
  await t.db
    .insertInto('operator_sessions')
    .values({
      merchant_id: brand.id,
      operator_id: operator.id,
      token_hash: hashToken(token),
      mfa_verified: true,
      idle_expires_at: later,
      absolute_expires_at: later,
    })
    .execute();
  return { authorization: `Bearer ${token}` };
}

/**
 * Since issue 20 the demo's book-makers play over the seamless wallet and SB1 is reached over HTTP
 * (ADR 0041, 0043), so no seeded vendor keeps simulated books. Suites of the transfer machinery
 * (ADR 0013) turn these back into TRANSFER vendors with simulated books; call it before any request.
 */
export async function useSimulatedTransferVendors(
  t: TestApp,
  codes: readonly string[] = ['ARE', 'BTI', 'DS88', 'IMES'],
): Promise<void> {
  await t.db
    .updateTable('game_vendors')
    .set({ wallet_mode: 'TRANSFER', transfer_api: null })
    .where('code', 'in', [...codes])
    .execute();
}
