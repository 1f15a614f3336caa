import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { burnVerification, verifyPassword } from '../../platform/passwords.ts';
import { clearThrottle, releaseAttempt, reserveAttempt, settleFailure } from '../../platform/throttle.ts';
import type { Brand } from '../brands/brand.ts';
import { findMemberById } from '../member/members.ts';

/** Wrong payment passwords: five in 15 minutes lock every payment-password command for 15 minutes. */
export const PAYMENT_PASSWORD_FAILURES = { windowMs: 15 * 60_000, max: 5, blockMs: 15 * 60_000 };

/**
 * The payment password of a money command (a withdrawal, an agent's upline/downline transfer),
 * with one throttle per member for all of them: the attempt is counted before the hash (ADR
 * 0020), so parallel guesses cannot get past the limit. LOGIN_LOCKED while locked,
 * PAYMENT_PASSWORD_REQUIRED when the member has none (the attempt is released), and
 * PAYMENT_PASSWORD_INVALID for a wrong one (counted); a right one clears the count.
 */
export async function checkPaymentPassword(
  db: Db,
  brand: Pick<Brand, 'id'>,
  memberId: bigint,
  password: string,
  now: Date,
): Promise<void> {
  const key = String(memberId);
  const reserved = await reserveAttempt(
    db,
    brand.id,
    'payment-password',
    key,
    PAYMENT_PASSWORD_FAILURES,
    now,
  );
  if (!reserved.allowed) {
    throw new AppError('LOGIN_LOCKED', {
      params: { minutes: Math.ceil((reserved.blockedUntil.getTime() - now.getTime()) / 60_000) },
    });
  }
  const member = await findMemberById(db, brand.id, memberId);
  if (!member?.payment_password_hash) {
    await releaseAttempt(db, reserved.reservation);
    await burnVerification(password);
    throw new AppError('PAYMENT_PASSWORD_REQUIRED');
  }
  if (!(await verifyPassword(member.payment_password_hash, password))) {
    await settleFailure(db, reserved.reservation, PAYMENT_PASSWORD_FAILURES, now);
    throw new AppError('PAYMENT_PASSWORD_INVALID');
  }
  await clearThrottle(db, brand.id, 'payment-password', key);
}
