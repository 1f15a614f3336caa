import { BUILT_IN_ROLES, type OperatorPermission } from '@portal/contracts';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { burnVerification, verifyPassword } from '../../platform/passwords.ts';
import { SealedValueError, seal, unsealForRequest } from '../../platform/sealed.ts';
import type { KeyRing } from '../../platform/secrets.ts';
import { clearThrottle, releaseAttempt, reserveAttempt, settleFailure } from '../../platform/throttle.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../platform/totp.ts';
import type { BrandService } from '../brands/brands.service.ts';
import * as repo from './operators.repository.ts';

export type OperatorRole = 'owner' | 'finance' | 'support' | 'content';

/** A signed-in operator: what `serve()` hands an operator endpoint (platform/operator-access.ts). */
export type OperatorContext = OperatorPrincipal;

/** A password step leaves five minutes for the second factor; a full session lasts at most eight hours. */
const PENDING_TTL_MS = 5 * 60_000;
const IDLE_MS = 30 * 60_000;
const ABSOLUTE_MS = 8 * 3_600_000;
const FAILURES = { windowMs: 15 * 60_000, max: 5, blockMs: 15 * 60_000 };

export type OperatorLoginStep =
  | { stage: 'enrol'; token: string; secret: string; otpauthUri: string; qrImage: string }
  | { stage: 'verify'; token: string };

/**
 * Operator sign-in: password, then an authenticator code, always (MFA is mandatory for staff who
 * can move money or speak to players). The first login enrols the authenticator. Five failures
 * lock the name for fifteen minutes; every sign-in and failure is audited.
 */
export class OperatorAuthService {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #totpKey: KeyRing;
  readonly #now: () => Date;

  constructor(deps: { db: Db; brands: BrandService; totpKey: KeyRing; now: () => Date }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#totpKey = deps.totpKey;
    this.#now = deps.now;
  }

  async login(
    merchantCode: string,
    username: string,
    password: string,
    ip: string,
  ): Promise<OperatorLoginStep> {
    const brand = /^[A-Z0-9]{2,16}$/.test(merchantCode)
      ? await this.#brands.findByCode(merchantCode)
      : undefined;
    const name = username.trim().toLowerCase();
    const now = this.#now();
    // The guess is counted before the hash runs (ADR 0020), so parallel guesses cannot pass the limit.
    const reserved = brand ? await reserveAttempt(this.#db, brand.id, 'op-login', name, FAILURES, now) : null;
    if (reserved && !reserved.allowed) throw lockedError(reserved.blockedUntil, now);
    const operator = brand ? await repo.findOperatorByName(this.#db, brand.id, name) : undefined;
    let valid = false;
    if (operator) valid = await verifyPassword(operator.password_hash, password);
    else await burnVerification(password);
    if (!brand || !operator || !valid || operator.status !== 'active') {
      if (brand) {
        await recordAudit(this.#db, {
          merchantId: brand.id,
          actorType: 'operator',
          actorId: operator ? String(operator.id) : null,
          action: 'operator.login.failed',
          target: name,
          ip,
        });
      }
      const lock = reserved?.allowed
        ? await settleFailure(this.#db, reserved.reservation, FAILURES, now)
        : null;
      if (lock) throw lockedError(lock, now);
      throw new AppError('LOGIN_FAILED');
    }
    // The password is right: it costs nothing, but earlier failures stay counted until the second
    // factor succeeds too, since codes spend the same budget.
    if (reserved?.allowed) await releaseAttempt(this.#db, reserved.reservation);
    const token = newToken();
    const enrolSecret = operator.totp_secret ? null : newTotpSecret();
    await repo.insertOperatorSession(this.#db, {
      merchant_id: brand.id,
      operator_id: operator.id,
      token_hash: hashToken(token),
      pending_totp_secret: enrolSecret ? seal(this.#totpKey, enrolSecret) : null,
      idle_expires_at: new Date(now.getTime() + PENDING_TTL_MS),
      absolute_expires_at: new Date(now.getTime() + PENDING_TTL_MS),
      ip,
    });
    if (!enrolSecret) return { stage: 'verify', token };
    const uri = otpauthUri(enrolSecret, `${operator.username}@${brand.code}`, `${brand.name} operations`);
    const qr = await QRCode.toString(uri, { type: 'svg', margin: 1 });
    return {
      stage: 'enrol',
      token,
      secret: enrolSecret,
      otpauthUri: uri,
      qrImage: `data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}`,
    };
  }

  /** The second step: a valid code turns the pending session into a full one (and enrols, the first time). */
  async verifyTotp(token: string, code: string, ip: string): Promise<void> {
    const now = this.#now();
    const row = await repo.findSessionForSecondFactor(this.#db, hashToken(token));
    if (!row || row.mfa_verified || row.revoked_at || row.idle_expires_at <= now)
      throw new AppError('NOT_LOGGED_IN');
    const sealedSecret = row.pending_totp_secret ?? row.totp_secret;
    if (!sealedSecret) throw new AppError('NOT_LOGGED_IN');
    // Opened before a guess is counted: a seed under a key this node lacks is no wrong code.
    const secret = unsealForRequest(this.#totpKey, sealedSecret);
    // Wrong codes spend the same budget as wrong passwords: five of either lock the name.
    const reserved = await reserveAttempt(this.#db, row.merchant_id, 'op-login', row.username, FAILURES, now);
    const revokePending = () => repo.revokeOperatorSession(this.#db, row.id, now);
    if (!reserved.allowed) {
      await revokePending();
      throw lockedError(reserved.blockedUntil, now);
    }
    const step = matchTotp(secret, code.trim(), now);
    if (step === null || (row.totp_last_step !== null && step <= row.totp_last_step)) {
      await recordAudit(this.#db, {
        merchantId: row.merchant_id,
        actorType: 'operator',
        actorId: String(row.operator_id),
        action: 'operator.totp.failed',
        ip,
      });
      const lock = await settleFailure(this.#db, reserved.reservation, FAILURES, now);
      if (lock) {
        await revokePending();
        throw lockedError(lock, now);
      }
      throw new AppError('TWO_FACTOR_INVALID');
    }
    await clearThrottle(this.#db, row.merchant_id, 'op-login', row.username);
    await this.#db.transaction().execute(async (trx) => {
      await repo.recordOperatorTotp(trx, row.operator_id, { step, secret: row.pending_totp_secret });
      await repo.verifyOperatorSession(trx, row.id, {
        idle: new Date(now.getTime() + IDLE_MS),
        absolute: new Date(now.getTime() + ABSOLUTE_MS),
      });
    });
    await recordAudit(this.#db, {
      merchantId: row.merchant_id,
      actorType: 'operator',
      actorId: String(row.operator_id),
      action: row.pending_totp_secret ? 'operator.login.enrolled' : 'operator.login',
      ip,
    });
  }

  /** The authenticator being enrolled by a pending session, to show its QR code again. */
  async pendingEnrolment(token: string): Promise<{ secret: string; qrImage: string } | null> {
    const row = await repo.findSessionEnrolment(this.#db, hashToken(token));
    if (!row?.pending_totp_secret || row.mfa_verified) return null;
    let secret: string;
    try {
      secret = unsealForRequest(this.#totpKey, row.pending_totp_secret);
    } catch (error) {
      // The page that shows it is already reporting SECRET_UNAVAILABLE; it shows no QR code.
      if (error instanceof AppError && error.cause instanceof SealedValueError) return null;
      throw error;
    }
    const qr = await QRCode.toString(
      otpauthUri(secret, `${row.username}@${row.code}`, `${row.name} operations`),
      { type: 'svg', margin: 1 },
    );
    return { secret, qrImage: `data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}` };
  }

  /** A full (second-factor) session, or null. */
  async resolve(token: string): Promise<OperatorContext | null> {
    if (!/^[A-Za-z0-9_-]{40,64}$/.test(token)) return null;
    const now = this.#now();
    const row = await repo.findSessionToResolve(this.#db, hashToken(token));
    if (!row?.mfa_verified || row.revoked_at || row.status !== 'active') return null;
    if (row.idle_expires_at <= now || row.absolute_expires_at <= now) return null;
    const idle = new Date(Math.min(now.getTime() + IDLE_MS, row.absolute_expires_at.getTime()));
    await repo.extendOperatorSession(this.#db, row.id, idle);
    return {
      sessionId: row.id,
      operatorId: row.operator_id,
      merchantId: row.merchant_id,
      merchantCode: row.code,
      username: row.username,
      displayName: row.display_name,
      role: row.role,
      permissions: new Set<OperatorPermission>(BUILT_IN_ROLES[row.role].permissions),
      platformWide: false,
    };
  }

  async logout(context: OperatorContext, ip: string): Promise<void> {
    await repo.revokeOperatorSession(this.#db, context.sessionId, this.#now());
    await recordAudit(this.#db, {
      merchantId: context.merchantId,
      actorType: 'operator',
      actorId: String(context.operatorId),
      action: 'operator.logout',
      ip,
    });
  }
}

function lockedError(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError('LOGIN_LOCKED', {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
    value: { retryAfterSeconds: seconds },
  });
}
