import { randomBytes } from 'node:crypto';
import { type BuiltInRoleKey, isOperatorPermission, type OperatorPermission } from '@portal/contracts';
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
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from '../../platform/totp.ts';
import type { BrandService } from '../brands/brands.service.ts';
import * as repo from './operators.repository.ts';

/** The built-in roles (a brand may add its own; a role is then any key of its operator_roles). */
export type OperatorRole = BuiltInRoleKey;

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
    userAgent: string | null = null,
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
      user_agent: userAgent?.slice(0, 300) ?? null,
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

  /**
   * The second step: a valid authenticator code turns the pending session into a full one (and
   * enrols, the first time, answering the ten recovery codes once); an unused recovery code does
   * the same for an enrolled operator who lost the authenticator.
   */
  async verifyTotp(token: string, code: string, ip: string): Promise<{ recoveryCodes?: string[] }> {
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
    const trimmed = code.trim();
    const enrolling = row.pending_totp_secret !== null;
    let step: bigint | null = null;
    let recovery = false;
    if (/^\d{6}$/.test(trimmed)) {
      step = matchTotp(secret, trimmed, now);
      if (step !== null && row.totp_last_step !== null && step <= row.totp_last_step) step = null;
    } else if (!enrolling && RECOVERY_SHAPE.test(trimmed)) {
      recovery = await repo.useRecoveryCode(this.#db, row.operator_id, hashRecoveryCode(trimmed), now);
    }
    if (step === null && !recovery) {
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
    const recoveryCodes = enrolling ? newRecoveryCodes() : undefined;
    await this.#db.transaction().execute(async (trx) => {
      if (step !== null)
        await repo.recordOperatorTotp(trx, row.operator_id, { step, secret: row.pending_totp_secret });
      if (recoveryCodes)
        await repo.replaceRecoveryCodes(trx, row.operator_id, recoveryCodes.map(hashRecoveryCode));
      await repo.verifyOperatorSession(trx, row.id, {
        idle: new Date(now.getTime() + IDLE_MS),
        absolute: new Date(now.getTime() + ABSOLUTE_MS),
      });
      await recordAudit(trx, {
        merchantId: row.merchant_id,
        actorType: 'operator',
        actorId: String(row.operator_id),
        action: enrolling
          ? 'operator.login.enrolled'
          : recovery
            ? 'operator.login.recovery'
            : 'operator.login',
        ip,
      });
    });
    return recoveryCodes ? { recoveryCodes } : {};
  }

  /**
   * New recovery codes for a signed-in operator, proven with a current authenticator code; the
   * old ones stop working. Answered once.
   */
  async regenerateRecoveryCodes(operator: OperatorPrincipal, code: string, ip: string): Promise<string[]> {
    const now = this.#now();
    const row = await repo.findOperatorSecret(this.#db, operator.operatorId);
    if (!row?.totp_secret) throw new AppError('TWO_FACTOR_INVALID');
    const reserved = await reserveAttempt(this.#db, row.merchant_id, 'op-login', row.username, FAILURES, now);
    if (!reserved.allowed) throw lockedError(reserved.blockedUntil, now);
    const step = matchTotp(unsealForRequest(this.#totpKey, row.totp_secret), code.trim(), now);
    if (step === null || (row.totp_last_step !== null && step <= row.totp_last_step)) {
      const lock = await settleFailure(this.#db, reserved.reservation, FAILURES, now);
      if (lock) throw lockedError(lock, now);
      throw new AppError('TWO_FACTOR_INVALID');
    }
    await clearThrottle(this.#db, row.merchant_id, 'op-login', row.username);
    const codes = newRecoveryCodes();
    await this.#db.transaction().execute(async (trx) => {
      await repo.recordOperatorTotp(trx, operator.operatorId, { step, secret: null });
      await repo.replaceRecoveryCodes(trx, operator.operatorId, codes.map(hashRecoveryCode));
      await recordAudit(trx, {
        merchantId: operator.merchantId,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action: 'operator.recovery-codes.regenerated',
        ip,
      });
    });
    return codes;
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
    await repo.extendOperatorSession(this.#db, row.id, idle, now);
    return {
      sessionId: row.id,
      operatorId: row.operator_id,
      merchantId: row.merchant_id,
      merchantCode: row.code,
      username: row.username,
      displayName: row.display_name,
      role: row.role,
      // The role's permissions at the operator's own brand, read at every request: a role edited
      // by the owner applies to the next call.
      permissions: new Set<OperatorPermission>((row.permissions ?? []).filter(isOperatorPermission)),
      platformWide: row.platform_wide,
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

/** Recovery codes: 16 base32 characters (80 bits) in four groups, stored as SHA-256. */
const RECOVERY_SHAPE = /^[A-Za-z2-7]{4}(-?[A-Za-z2-7]{4}){3}$/;
const RECOVERY_CODES = 10;

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () =>
    (base32Encode(randomBytes(10)).match(/.{4}/g) as string[]).join('-'),
  );
}

function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.replaceAll('-', '').toUpperCase()}`);
}

function lockedError(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError('LOGIN_LOCKED', {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
    value: { retryAfterSeconds: seconds },
  });
}
