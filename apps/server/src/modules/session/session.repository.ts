import type { Db } from '../../db/database.ts';

export async function insertSession(
  db: Db,
  values: {
    merchantId: number;
    memberId: bigint;
    tokenHash: string;
    idleExpiresAt: Date;
    absoluteExpiresAt: Date;
    ip: string;
    userAgent: string | null;
    now: Date;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('sessions')
    .values({
      merchant_id: values.merchantId,
      member_id: values.memberId,
      token_hash: values.tokenHash,
      created_at: values.now,
      last_seen_at: values.now,
      idle_expires_at: values.idleExpiresAt,
      absolute_expires_at: values.absoluteExpiresAt,
      ip: values.ip,
      user_agent: values.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The session of a token hash with what every guard needs of its member. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.id',
      'sessions.merchant_id',
      'sessions.member_id',
      'sessions.last_seen_at',
      'sessions.idle_expires_at',
      'sessions.absolute_expires_at',
      'sessions.revoked_at',
      'members.account',
      'members.type',
      'members.status',
      'members.must_change_password',
      'members.password_changed_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: bigint, now: Date, idleExpiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, idle_expires_at: idleExpiresAt })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSession(db: Db, sessionId: bigint, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeMemberSessions(
  db: Db,
  memberId: bigint,
  reason: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
