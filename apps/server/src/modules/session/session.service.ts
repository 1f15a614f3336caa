import { isTrialType, LOGIN_TYPES } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { SessionContext } from '../../platform/auth.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { Brand } from '../brands/brand.ts';
import * as repo from './session.repository.ts';

/** Writing last-seen on every request would cost a write per call; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

/** Declared by the platform (what `requireSession` answers); re-exported for the module's callers. */
export type { SessionContext };

export function isPasswordExpired(brand: Brand, passwordChangedAt: Date, now: Date): boolean {
  if (!brand.flags.PWDEXPFORCECHANGE3) return false;
  return (
    now.getTime() - passwordChangedAt.getTime() > brand.settings.security.passwordMaxAgeDays * 86_400_000
  );
}

/**
 * Opaque bearer sessions: 256-bit random tokens, stored only as SHA-256 hashes, bound to one
 * brand, with an idle and an absolute expiry, revocable one by one or all at once.
 */
export class SessionService {
  readonly #db: Db;
  readonly #now: () => Date;

  constructor(db: Db, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  async create(
    brand: Brand,
    memberId: bigint,
    client: { ip: string; userAgent: string | null },
    db: Db = this.#db,
  ): Promise<{ token: string; sessionId: bigint }> {
    const now = this.#now();
    const { sessionIdleMinutes, sessionAbsoluteHours } = brand.settings.security;
    const token = newToken();
    const sessionId = await repo.insertSession(db, {
      merchantId: brand.id,
      memberId,
      tokenHash: hashToken(token),
      idleExpiresAt: new Date(now.getTime() + sessionIdleMinutes * 60_000),
      absoluteExpiresAt: new Date(now.getTime() + sessionAbsoluteHours * 3_600_000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 256) ?? null,
      now,
    });
    return { token, sessionId };
  }

  /** The live session of a token for this brand, or null (unknown, other brand, expired, revoked). */
  async resolve(brand: Brand, token: string): Promise<SessionContext | null> {
    if (!/^[A-Za-z0-9_-]{40,64}$/.test(token)) return null;
    const row = await repo.findSessionByTokenHash(this.#db, hashToken(token));
    const now = this.#now();
    if (!row || row.merchant_id !== brand.id || row.revoked_at !== null) return null;
    if (row.idle_expires_at <= now || row.absolute_expires_at <= now) return null;
    if (row.status !== 'active' || !LOGIN_TYPES.includes(row.type)) return null;
    if (now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      const idle = new Date(now.getTime() + brand.settings.security.sessionIdleMinutes * 60_000);
      await repo.touchSession(
        this.#db,
        row.id,
        now,
        idle < row.absolute_expires_at ? idle : row.absolute_expires_at,
      );
    }
    const passwordExpired = isPasswordExpired(brand, row.password_changed_at, now);
    return {
      sessionId: row.id,
      memberId: row.member_id,
      merchantId: row.merchant_id,
      account: row.account,
      type: row.type,
      isTrial: isTrialType(row.type),
      mustChangePassword: row.must_change_password || passwordExpired,
      passwordExpired,
    };
  }

  revoke(sessionId: bigint, reason: string, db: Db = this.#db): Promise<void> {
    return repo.revokeSession(db, sessionId, reason, this.#now());
  }

  revokeAll(memberId: bigint, reason: string, db: Db = this.#db): Promise<number> {
    return repo.revokeMemberSessions(db, memberId, reason, this.#now());
  }
}
