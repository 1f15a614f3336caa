import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { LanguageCode, TTwoFactorChallenge, TwoFactorMethod } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { maskEmail, maskPhone } from '../../platform/phone.ts';
import { unsealForRequest } from '../../platform/sealed.ts';
import type { KeyRing } from '../../platform/secrets.ts';
import { clearThrottle, releaseAttempt, reserveAttempt, settleFailure } from '../../platform/throttle.ts';
import { matchTotp } from '../../platform/totp.ts';
import type { Brand } from '../brands/brand.ts';
import * as members from '../member/members.ts';
import type { CodeService } from '../verification/codes.service.ts';
import * as repo from './two-factor.repository.ts';

/** A second-factor challenge lasts ten minutes and allows five wrong answers. */
const CHALLENGE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

export interface PendingLogin {
  remember: boolean;
  mustChangePassword: boolean;
  viaSms: boolean;
}

/**
 * One failure budget per account across all its challenges (ADR 0020): a new challenge does not
 * start a new count, so guesses stay limited however often a login is restarted.
 */
const ACCOUNT_FAILURES = { windowMs: 15 * 60_000, max: 5, blockMs: 15 * 60_000 };

/**
 * The bank-account-name answer must be the name as the member registered it: only Unicode
 * normalisation (NFC, so composed and decomposed letters agree) and the ends trimmed. Folding case
 * or punctuation would shrink the space an attacker has to guess from.
 */
function sameName(registered: string, answer: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value.normalize('NFC').trim()).digest();
  return timingSafeEqual(digest(registered), digest(answer));
}

/**
 * Login from an address the account has not used (spec section 4): prove it with an authenticator
 * code, a code by SMS or e-mail to a confirmed contact, or the account's bank account name.
 */
export class TwoFactorService {
  readonly #db: Db;
  readonly #codes: CodeService;
  readonly #totpKey: KeyRing;
  readonly #now: () => Date;

  constructor(deps: { db: Db; codes: CodeService; totpKey: KeyRing; now: () => Date }) {
    this.#db = deps.db;
    this.#codes = deps.codes;
    this.#totpKey = deps.totpKey;
    this.#now = deps.now;
  }

  methodsOf(member: MemberRow): TwoFactorMethod[] {
    const methods: TwoFactorMethod[] = [];
    if (member.totp_enabled_at && member.totp_secret) methods.push('TOTP');
    if (member.mobile && member.mobile_verified_at) methods.push('SMS');
    if (member.email && member.email_verified_at) methods.push('EMAIL');
    if (member.payee_name) methods.push('BANK_NAME');
    return methods;
  }

  /** Opens a challenge, or null when the account has no way to prove itself (the login goes ahead). */
  async open(
    brand: Brand,
    member: MemberRow,
    ip: string,
    login: PendingLogin,
  ): Promise<TTwoFactorChallenge | null> {
    const methods = this.methodsOf(member);
    if (methods.length === 0) return null;
    const id = randomUUID();
    await repo.insertChallenge(this.#db, {
      id,
      merchantId: brand.id,
      memberId: member.id,
      ip,
      methods,
      login: JSON.stringify(login),
      expiresAt: new Date(this.#now().getTime() + CHALLENGE_TTL_MS),
    });
    return {
      twoFactorRequired: true,
      challengeId: id,
      methods,
      maskedMobile: member.mobile && methods.includes('SMS') ? maskPhone(member.mobile) : null,
      maskedEmail: member.email && methods.includes('EMAIL') ? maskEmail(member.email) : null,
    };
  }

  async #load(brand: Brand, challengeId: string, method: TwoFactorMethod, ip: string) {
    const now = this.#now();
    const challenge = await repo.findChallenge(this.#db, brand.id, challengeId);
    if (!challenge || challenge.used_at || challenge.expires_at <= now || challenge.ip !== ip) {
      throw new AppError('TWO_FACTOR_INVALID', { value: { restart: true } });
    }
    if (!challenge.methods.includes(method)) throw new AppError('VALIDATION_ERROR');
    const member = await members.findMemberById(this.#db, brand.id, challenge.member_id);
    if (!member) throw new AppError('TWO_FACTOR_INVALID', { value: { restart: true } });
    return { challenge, member };
  }

  /** Sends the code of the SMS or e-mail method. */
  async send(brand: Brand, challengeId: string, method: TwoFactorMethod, ip: string, language: LanguageCode) {
    if (method !== 'SMS' && method !== 'EMAIL') throw new AppError('VALIDATION_ERROR');
    const { member } = await this.#load(brand, challengeId, method, ip);
    const target = method === 'SMS' ? (member.mobile as string) : (member.email as string);
    return this.#codes.send({
      brand,
      channel: method === 'SMS' ? 'sms' : 'email',
      purpose: 'two-factor',
      target,
      memberId: member.id,
      ip,
      language,
    });
  }

  /** Checks the answer; on success the challenge is spent and the address becomes known. */
  async verify(
    brand: Brand,
    challengeId: string,
    method: TwoFactorMethod,
    code: string,
    ip: string,
  ): Promise<{ member: MemberRow; login: PendingLogin }> {
    const { challenge, member } = await this.#load(brand, challengeId, method, ip);
    const now = this.#now();
    // Opened before a guess is counted: a seed under a key this node lacks is no wrong answer.
    const totpSecret =
      method === 'TOTP' && member.totp_secret ? unsealForRequest(this.#totpKey, member.totp_secret) : null;
    // Counted before the answer is checked, so parallel answers cannot exceed the budget.
    const budget = await reserveAttempt(
      this.#db,
      brand.id,
      '2fa:member',
      String(member.id),
      ACCOUNT_FAILURES,
      now,
    );
    if (!budget.allowed) {
      const seconds = Math.max(1, Math.ceil((budget.blockedUntil.getTime() - now.getTime()) / 1000));
      throw new AppError('LOGIN_LOCKED', {
        params: { minutes: Math.ceil(seconds / 60) },
        headers: { 'retry-after': String(seconds) },
        value: { retryAfterSeconds: seconds, restart: true },
      });
    }
    let ok = false;
    if (totpSecret !== null) {
      const step = matchTotp(totpSecret, code, now);
      if (step !== null && (member.totp_last_step === null || step > member.totp_last_step)) {
        ok = true;
        await members.setTotpLastStep(this.#db, member.id, step);
      }
    } else if (method === 'BANK_NAME') {
      ok = member.payee_name !== null && sameName(member.payee_name, code);
    } else {
      const channel = method === 'SMS' ? 'sms' : 'email';
      const target = method === 'SMS' ? (member.mobile as string) : (member.email as string);
      ok = await this.#codes.consume(brand.id, channel, 'two-factor', target, code).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'VERIFICATION_CODE_EXPIRED') {
            // Nothing was guessed: the code had run out. The attempt is given back.
            return releaseAttempt(this.#db, budget.reservation).then(() => {
              throw error;
            });
          }
          return false;
        },
      );
    }
    if (!ok) {
      await settleFailure(this.#db, budget.reservation, ACCOUNT_FAILURES, now);
      const attempts = challenge.attempts + 1;
      await repo.setChallengeAttempts(this.#db, challenge.id, attempts, attempts >= MAX_ATTEMPTS, now);
      throw new AppError('TWO_FACTOR_INVALID', { value: { restart: attempts >= MAX_ATTEMPTS } });
    }
    if (!(await repo.spendChallenge(this.#db, challenge.id, now)))
      throw new AppError('TWO_FACTOR_INVALID', { value: { restart: true } });
    await clearThrottle(this.#db, brand.id, '2fa:member', String(member.id));
    return { member, login: challenge.login as PendingLogin };
  }
}
