import { randomBytes } from 'node:crypto';
import { BUILT_IN_ROLE_KEYS, type BuiltInRoleKey } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { findBrandIdByCode } from '../brands/brands.service.ts';
import { findMemberByAccount } from '../member/members.ts';
import { findOperatorByName, insertOperator, insertOperatorIfNew } from './operators.repository.ts';

export type OperatorRole = BuiltInRoleKey;
export const OPERATOR_ROLES: readonly OperatorRole[] = BUILT_IN_ROLE_KEYS;

/** A credential published in the README that is still valid on this database. */
export interface KnownCredential {
  brand: string;
  kind: 'operator' | 'member';
  name: string;
}

/**
 * Finds accounts that still open with a published demo password (issue 13: production must not
 * start on any development default, and the demo operators' passwords are in the README). Only
 * the named demo accounts are checked, so the cost is a dozen hashes, not one per account.
 */
export async function findKnownCredentials(
  db: Db,
  demo: Record<
    string,
    { members: { account: string; password: string }[]; operators: { username: string; password: string }[] }
  >,
): Promise<KnownCredential[]> {
  const found: KnownCredential[] = [];
  const opens = async (row: { password_hash: string } | undefined, password: string) =>
    row !== undefined && (await verifyPassword(row.password_hash, password));
  for (const [brand, accounts] of Object.entries(demo)) {
    const merchantId = await findBrandIdByCode(db, brand);
    if (merchantId === undefined) continue;
    for (const o of accounts.operators) {
      const row = await findOperatorByName(db, merchantId, o.username);
      if (await opens(row, o.password)) found.push({ brand, kind: 'operator', name: o.username });
    }
    for (const m of accounts.members) {
      const row = await findMemberByAccount(db, merchantId, m.account);
      if (await opens(row, m.password)) found.push({ brand, kind: 'member', name: m.account });
    }
  }
  return found;
}

/** Length of a generated bootstrap password: about 119 bits from base64url. */
const BOOTSTRAP_PASSWORD_BYTES = 15;

/**
 * Creates a brand's first (or another) operator with a random password, returned once to be handed
 * over; the operator enrols an authenticator at the first sign-in, as every operator must. A name
 * that exists is refused rather than reset, so the command cannot be used to take an account over.
 */
export async function createOperator(
  db: Db,
  input: { brand: string; username: string; displayName: string; role: OperatorRole },
): Promise<{ password: string }> {
  const merchantId = await findBrandIdByCode(db, input.brand);
  if (merchantId === undefined) throw new Error(`no brand with the code ${input.brand}`);
  if (!/^[a-z0-9][a-z0-9._-]{2,31}$/.test(input.username))
    throw new Error('the user name takes 3 to 32 lower-case letters, digits, dots, dashes or underscores');
  const password = randomBytes(BOOTSTRAP_PASSWORD_BYTES).toString('base64url');
  const passwordHash = await hashPassword(password);
  const inserted = await db.transaction().execute(async (trx) => {
    const id = await insertOperatorIfNew(trx, {
      merchant_id: merchantId,
      username: input.username,
      display_name: input.displayName.slice(0, 100),
      role: input.role,
      password_hash: passwordHash,
    });
    if (id !== undefined) {
      await recordAudit(trx, {
        merchantId,
        actorType: 'system',
        actorId: null,
        action: 'operator.created',
        target: input.username,
        details: { role: input.role, via: 'operator:create' },
      });
    }
    return id !== undefined;
  });
  if (!inserted) throw new Error(`the operator ${input.username} already exists at ${input.brand}`);
  return { password };
}

/**
 * Development page: an operator with the given password and no authenticator yet (the first
 * sign-in enrols one), for browser tests. Not audited, like the page's other changes.
 */
export async function createTestOperator(
  db: Db,
  merchantId: number,
  input: { username: string; password: string; role: OperatorRole },
): Promise<void> {
  await insertOperator(db, {
    merchant_id: merchantId,
    username: input.username,
    display_name: input.username,
    role: input.role,
    password_hash: await hashPassword(input.password),
  });
}
