import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import * as repo from './remember.repository.ts';

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
  await repo.insertRememberToken(db, { merchantId, memberId, tokenHash: hashToken(token), expiresAt, now });
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
  return repo.isLiveRememberToken(db, merchantId, memberId, hashToken(token), now);
}

export async function revokeRememberToken(
  db: Db,
  merchantId: number,
  token: string,
  now: Date,
): Promise<void> {
  await repo.revokeRememberTokenByHash(db, merchantId, hashToken(token), now);
}

export async function revokeMemberRememberTokens(db: Db, memberId: bigint, now: Date): Promise<void> {
  await repo.revokeMemberRememberTokens(db, memberId, now);
}
