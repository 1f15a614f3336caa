import {
  DEFAULT_PASSWORD,
  isAgentType,
  isTrialType,
  LOGIN_TYPES,
  type TLoginResponse,
  type TLoginResult,
} from '@portal/contracts';
import type { TLoginRequest } from '@portal/contracts/schemas/session';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../platform/app-error.ts';
import type { Client } from '../../platform/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { burnVerification, verifyPassword } from '../../platform/passwords.ts';
import { normalisePhone } from '../../platform/phone.ts';
import {
  clearAndReleaseAttempt,
  releaseAttempt,
  reserveAttempts,
  settleFailure,
} from '../../platform/throttle.ts';
import type { Brand } from '../brands/brand.ts';
import * as members from '../member/members.ts';
import type { LoginOptions } from '../member/sign-in.ts';
import type { CaptchaService } from '../verification/captcha.service.ts';
import type { CodeService } from '../verification/codes.service.ts';
import type { HumanCheckService } from '../verification/human-check.service.ts';
import { verifyPhoneAuthToken } from '../verification/phone-auth-token.ts';
import { checkRememberToken, issueRememberToken } from './remember.ts';
import { isPasswordExpired, type SessionService } from './session.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** Failed logins count for a quarter of an hour, per account name and per address. */
const FAILURE_WINDOW_MS = 15 * 60_000;
/** An address that fails this often is blocked as a whole (spraying many names). */
const ADDRESS_BLOCK_AFTER = 50;
/** An address needs the captcha after this many times the per-account number of failures. */
const ADDRESS_CAPTCHA_FACTOR = 3;

export interface LoginDeps {
  db: Db;
  sessions: SessionService;
  humanCheck: HumanCheckService;
  captcha: CaptchaService;
  codes: CodeService;
  twoFactor: TwoFactorService;
  /** Wakes the outbox dispatchers after a login's event commits. */
  events: EventBus;
  now: () => Date;
}

/**
 * Logging in (spec section 4). The same answer for an unknown name and a wrong password, with the
 * same cost; the image captcha after a few failures (on the name or from the address); a
 * temporary lock after about ten failures on one name, kept for unknown names too so that locking
 * reveals nothing; a second factor from a new address; a fresh session every time.
 */
export class LoginService {
  readonly #d: LoginDeps;

  constructor(deps: LoginDeps) {
    this.#d = deps;
  }

  async login(brand: Brand, input: TLoginRequest, client: Client): Promise<TLoginResponse> {
    return input.type === 'sms'
      ? this.#loginBySms(brand, input, client)
      : this.#loginByPassword(brand, input, client);
  }

  async #loginByPassword(brand: Brand, input: Extract<TLoginRequest, { type: 'username' }>, client: Client) {
    const { db, now } = this.#d;
    const security = brand.settings.security;
    const account = input.username.trim().toLowerCase();
    if (!input.password && !input.rememberToken) {
      throw validationError([{ field: 'password', message: 'required' }]);
    }
    if (!(await this.#d.humanCheck.verify(brand.id, input.humanCheck)))
      throw new AppError('HUMAN_CHECK_FAILED');

    const at = now();
    const nameRule = {
      windowMs: FAILURE_WINDOW_MS,
      max: security.lockAfterFailures,
      blockMs: security.lockMinutes * 60_000,
    };
    const addressRule = { windowMs: FAILURE_WINDOW_MS, max: ADDRESS_BLOCK_AFTER, blockMs: FAILURE_WINDOW_MS };
    // Each guess is counted before the hash runs (ADR 0020): thirty parallel guesses get thirty
    // different counts, and only those within the limit are ever evaluated. The name and the
    // address are reserved together, in one statement when both are within their limits.
    // The member is read meanwhile (a read: nothing is evaluated before the reservation answers),
    // with whether this address is known (the second factor asks on a new one).
    const [reserved, member] = await Promise.all([
      reserveAttempts(
        db,
        brand.id,
        [
          { scope: 'login:account', key: account, rule: nameRule },
          { scope: 'login:ip', key: client.ip, rule: addressRule },
        ],
        at,
      ),
      members.findMemberForLogin(db, brand.id, account, client.ip),
    ]);
    if (!reserved.allowed) throw lockedError(reserved.blockedUntil, at);
    const [nameReservation, addressReservation] = reserved.reservations;
    if (!nameReservation || !addressReservation) throw new Error('two reservations expected');
    const byName = { reservation: nameReservation };
    const byAddress = { reservation: addressReservation };
    const release = async () => {
      await releaseAttempt(db, byName.reservation);
      await releaseAttempt(db, byAddress.reservation);
    };
    // Many players can share one address (carrier NAT): the address asks for the captcha later.
    // The counts include this attempt, so the ones before it decide.
    const failuresBefore = Math.max(
      byName.reservation.count - 1,
      Math.floor((byAddress.reservation.count - 1) / ADDRESS_CAPTCHA_FACTOR),
    );
    if (failuresBefore >= security.captchaAfterFailures) {
      if (!input.captchaId || !input.captcha) {
        await release();
        throw new AppError('CAPTCHA_REQUIRED', { value: { captchaRequired: true } });
      }
      if (!(await this.#d.captcha.verify(brand.id, input.captchaId, input.captcha))) {
        await release();
        throw new AppError('CAPTCHA_INVALID', { value: { captchaRequired: true } });
      }
    }

    let valid = false;
    if (!member) {
      await burnVerification(input.password || 'remember');
    } else if (input.rememberToken && !input.password) {
      valid = await checkRememberToken(db, brand.id, member.id, input.rememberToken, at);
    } else {
      valid = await verifyPassword(member.password_hash, input.password);
    }
    if (!member || !valid) {
      // The failure stays counted; the one that reaches the limit locks the name (or address).
      const nameLock = await settleFailure(db, byName.reservation, nameRule, at);
      const addressLock = await settleFailure(db, byAddress.reservation, addressRule, at);
      const blocked = nameLock ?? addressLock;
      if (blocked) throw lockedError(blocked, at);
      throw new AppError('LOGIN_FAILED', {
        value: {
          captchaRequired:
            Math.max(
              byName.reservation.count,
              Math.floor(byAddress.reservation.count / ADDRESS_CAPTCHA_FACTOR),
            ) >= security.captchaAfterFailures,
        },
      });
    }
    // From here on the caller has proved the password: telling them more reveals nothing.
    if (member.status !== 'active') {
      // Locked by an operator (ADR 0026): the right password is not a failure, and the member is
      // told why rather than that the password is wrong.
      await releaseAttempt(db, byAddress.reservation);
      await releaseAttempt(db, byName.reservation);
      throw new AppError('ACCOUNT_LOCKED');
    }
    const refused = !LOGIN_TYPES.includes(member.type)
      ? 'NOT_MEMBER_ACCOUNT'
      : input.agent && !isAgentType(member.type)
        ? 'NOT_AGENT'
        : null;
    if (refused) {
      await releaseAttempt(db, byAddress.reservation);
      throw new AppError(refused);
    }
    // The address's attempt is given back and the name's failures forgiven, in one statement that
    // runs while the session is written (nothing after it depends on it); its failure still fails
    // the login.
    const settled = clearAndReleaseAttempt(
      db,
      { merchantId: brand.id, scope: 'login:account', key: account },
      byAddress.reservation,
    ).then(
      () => null,
      (error: unknown) => ({ error }),
    );
    let answer: TLoginResponse;
    try {
      answer = await this.#afterPassword(brand, input, client, member);
    } catch (error) {
      await settled;
      throw error;
    }
    const failed = await settled;
    if (failed) throw failed.error;
    return answer;
  }

  /** A proved password: the second factor from a new address, or the session. */
  async #afterPassword(
    brand: Brand,
    input: Extract<TLoginRequest, { type: 'username' }>,
    client: Client,
    member: MemberRow & { known_address: boolean },
  ) {
    const security = brand.settings.security;
    const usedDefaultPassword = !input.rememberToken && input.password === DEFAULT_PASSWORD;
    if (security.twoFactorOnNewAddress && !isTrialType(member.type) && !member.known_address) {
      const challenge = await this.#d.twoFactor.open(brand, member, client.ip, {
        remember: input.remember,
        mustChangePassword: usedDefaultPassword,
        viaSms: false,
      });
      if (challenge) return challenge;
    }
    return this.finish(brand, member, client, {
      remember: input.remember,
      mustChangePassword: usedDefaultPassword,
      viaSms: false,
    });
  }

  async #loginBySms(brand: Brand, input: Extract<TLoginRequest, { type: 'sms' }>, client: Client) {
    const { db, now } = this.#d;
    if (!brand.flags.MOBILEVERCODELOGIN3) throw new AppError('FEATURE_DISABLED');
    const mobile = normalisePhone(input.mobileNum, brand.settings.phone, input.countryDialingCode);
    if (!mobile) throw new AppError('INVALID_PHONE');
    if (input.firebaseChannel === 'sms' && input.firebaseIdToken) {
      const verified = await verifyPhoneAuthToken(brand.settings.sms, input.firebaseIdToken, now());
      if (verified !== mobile) throw new AppError('VERIFICATION_CODE_INVALID');
    } else {
      await this.#d.codes.consume(brand.id, 'sms', 'login', mobile, input.verificationCode);
    }
    const member = await members.findMemberByMobile(db, brand.id, mobile);
    if (!member?.mobile_verified_at) throw new AppError('LOGIN_FAILED');
    // The code proved the phone; a locked account is told so (ADR 0026).
    if (member.status !== 'active') throw new AppError('ACCOUNT_LOCKED');
    if (!LOGIN_TYPES.includes(member.type)) throw new AppError('NOT_MEMBER_ACCOUNT');
    if (input.agent && !isAgentType(member.type)) throw new AppError('NOT_AGENT');
    // The code proved the phone: a second factor already. The default-password rule is not for SMS login.
    return this.finish(brand, member, client, {
      remember: input.remember,
      mustChangePassword: false,
      viaSms: true,
    });
  }

  /** Creates the session and everything that goes with a successful login. */
  async finish(
    brand: Brand,
    member: MemberRow,
    client: Client,
    options: LoginOptions,
  ): Promise<TLoginResult> {
    const { db, now } = this.#d;
    const at = now();
    const firstTimeLogin = member.first_login_at === null;
    const mustChangePassword = !options.viaSms && (member.must_change_password || options.mustChangePassword);
    const result = await db.transaction().execute(async (trx) => {
      if (mustChangePassword && !member.must_change_password) {
        await members.setMustChangePassword(trx, member.id);
      }
      // The member row is locked before anything that references it is inserted: the session's
      // foreign key takes a key-share lock on it, and two logins each holding that while waiting for
      // the other's row lock would deadlock on PostgreSQL.
      // The address is remembered in the same statement, after the lock.
      const { firstLogin } = await members.recordLoginFrom(
        trx,
        brand.id,
        member.id,
        client.ip,
        at,
        client.language,
      );
      const { token, sessionId } = await this.#d.sessions.create(brand, member.id, client, trx);
      // After recordLogin, which locks the member row (ADR 0021). Trial accounts are not members
      // in the business sense (no money, no referrals): they raise no member events.
      if (!isTrialType(member.type)) {
        await appendEvent(trx, {
          type: 'member.logged_in',
          aggregate: 'member',
          aggregateId: member.id,
          merchantId: brand.id,
          payload: {
            memberId: String(member.id),
            sessionId: String(sessionId),
            ip: client.ip,
            firstLogin,
            loggedInAt: at.toISOString(),
          },
        });
      }
      const remember =
        options.remember && !isTrialType(member.type)
          ? await issueRememberToken(trx, brand.id, member.id, at)
          : null;
      return {
        token,
        userName: member.account,
        type: member.type,
        firstTimeLogin,
        passwordExpired: !options.viaSms && isPasswordExpired(brand, member.password_changed_at, at),
        mustChangePassword,
        rememberToken: remember?.token ?? null,
        rememberExpiresAt: remember?.expiresAt.toISOString() ?? null,
      };
    });
    if (!isTrialType(member.type)) wakeDispatchers(this.#d.events);
    return result;
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
