import type { Db } from '../../db/database.ts';

/**
 * A member's sessions as operators see them (issue 15; ADR 0026): every sign-in with its address,
 * device and how it ended. Published through session/member-sessions.ts.
 */

export interface SessionsOf {
  merchantId: number;
  memberId: bigint;
  /** Only sessions still open at `now` (not revoked, not expired). */
  openAt?: Date | undefined;
}

function sessionsQuery(db: Db, s: SessionsOf) {
  let query = db
    .selectFrom('sessions')
    .where('merchant_id', '=', s.merchantId)
    .where('member_id', '=', s.memberId);
  if (s.openAt) {
    query = query
      .where('revoked_at', 'is', null)
      .where('idle_expires_at', '>', s.openAt)
      .where('absolute_expires_at', '>', s.openAt);
  }
  return query;
}

export async function countMemberSessions(db: Db, s: SessionsOf): Promise<number> {
  const row = await sessionsQuery(db, s)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function memberSessionsPage(db: Db, s: SessionsOf, window: { offset: number; limit: number }) {
  return sessionsQuery(db, s)
    .select([
      'id',
      'ip',
      'user_agent',
      'created_at',
      'last_seen_at',
      'idle_expires_at',
      'absolute_expires_at',
      'revoked_at',
      'revoke_reason',
    ])
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** Members of the brand with a session from this address (an operator's search by IP). */
export async function membersSeenAt(db: Db, merchantId: number, ip: string, limit = 500): Promise<bigint[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('member_id')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('ip', '=', ip)
    .limit(limit)
    .execute();
  return rows.map((r) => r.member_id);
}
