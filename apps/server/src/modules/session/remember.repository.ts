import type { Db } from '../../db/database.ts';

/** `remember_tokens` (session module, ADR 0022): tokens stored by their hash. */

export async function insertRememberToken(
  db: Db,
  values: { merchantId: number; memberId: bigint; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('remember_tokens')
    .values({
      merchant_id: values.merchantId,
      member_id: values.memberId,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      created_at: values.now,
    })
    .execute();
}

/** True when a live (unrevoked, unexpired) token with this hash belongs to the member on the brand. */
export async function isLiveRememberToken(
  db: Db,
  merchantId: number,
  memberId: bigint,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('remember_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeRememberTokenByHash(
  db: Db,
  merchantId: number,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('remember_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
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
