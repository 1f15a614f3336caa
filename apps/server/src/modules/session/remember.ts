import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

/**
 * "Remember password" without the password (spec: one day): a revocable token the browser keeps
 * in place of the password. Unticking the box revokes it.
 */
export const REMEMBER_TTL_MS = 86_400_000;

export async function issueRememberToken(
  db: Db,
  merchantId: number,
  memberId: bigint,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + REMEMBER_TTL_MS);
  await db
    .insertInto('remember_tokens')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  return { token, expiresAt };
}

/** True when the token is live and belongs to this member. */
export async function checkRememberToken(
  db: Db,
  merchantId: number,
  memberId: bigint,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{40,64}$/.test(token)) return false;
  const row = await db
    .selectFrom('remember_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeRememberToken(
  db: Db,
  merchantId: number,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('remember_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeMemberRememberTokens(db: Db, memberId: bigint, now: Date): Promise<void> {
  await db
    .updateTable('remember_tokens')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
