import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { clearThrottle, reserveAttempt, settleFailure, type ThrottleRule } from '../../platform/throttle.ts';

/**
 * Wrong current passwords allowed inside a session before the member is locked out of the
 * changes that ask for it. The same budget as the payment password: whoever holds a stolen
 * session token must not be able to use it to guess the password behind it.
 */
export const CURRENT_PASSWORD_FAILURES: ThrottleRule = {
  windowMs: 15 * 60_000,
  max: 5,
  blockMs: 15 * 60_000,
};
/** One scope for the password change and the payment-password change: both check the login password. */
const SCOPE = 'current-password';

/**
 * Checks the current login password of a signed-in member (ADR 0020): the guess is reserved
 * before the slow argon2 check, so parallel guesses cannot get past the limit; a wrong one stays
 * counted, a right one clears the count. While locked, even the right password is refused with
 * LOGIN_LOCKED, unevaluated. Returns whether the password was right; the caller words the refusal.
 */
export async function verifyCurrentPassword(
  db: Db,
  merchantId: number,
  member: { id: bigint; password_hash: string },
  password: string,
  now: Date,
): Promise<boolean> {
  const key = String(member.id);
  const reserved = await reserveAttempt(db, merchantId, SCOPE, key, CURRENT_PASSWORD_FAILURES, now);
  if (!reserved.allowed) {
    throw new AppError('LOGIN_LOCKED', {
      params: { minutes: Math.ceil((reserved.blockedUntil.getTime() - now.getTime()) / 60_000) },
    });
  }
  if (!(await verifyPassword(member.password_hash, password))) {
    await settleFailure(db, reserved.reservation, CURRENT_PASSWORD_FAILURES, now);
    return false;
  }
  await clearThrottle(db, merchantId, SCOPE, key);
  return true;
}
