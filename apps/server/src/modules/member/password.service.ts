import type { LanguageCode, TLoginResult } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SessionContext } from '../../platform/auth.ts';
import type { Client } from '../../platform/client.ts';
import { textsFor } from '../../platform/i18n/texts.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { normalisePhone } from '../../platform/phone.ts';
import { hitThrottle } from '../../platform/throttle.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { Brand } from '../brands/brand.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CaptchaService } from '../verification/captcha.service.ts';
import type { CodeService } from '../verification/codes.service.ts';
import { verifyPhoneAuthClaims } from '../verification/phone-auth-token.ts';
import { verifyCurrentPassword } from './current-password.ts';
import { checkNewPassword, FieldProblems } from './field-check.ts';
import * as repo from './member.repository.ts';
import type { SignIn } from './sign-in.ts';

/** A reset link works once, for half an hour. */
const RESET_TTL_MS = 30 * 60_000;
/** Three reset mails per account an hour; more are dropped without telling (no enumeration). */
const RESET_MAILS = { windowMs: 60 * 60_000, max: 4, blockMs: 60 * 60_000 };

export interface PasswordDeps {
  db: Db;
  /** The session module's, through a port: the flows that log in, and the end of every sign-in. */
  signIn: SignIn;
  codes: CodeService;
  captcha: CaptchaService;
  mailer: Mailer;
  now: () => Date;
}

/**
 * Changing and resetting passwords. Every change ends every session and remember token of the
 * account; the caller gets a fresh session where the flow logs them in.
 */
export class PasswordService {
  readonly #d: PasswordDeps;

  constructor(deps: PasswordDeps) {
    this.#d = deps;
  }

  /**
   * Sets a new password and, in the same transaction, ends everything the old one opened: every
   * session and remember token, every reset link still outstanding and every reset code sent to
   * the account's number or address. A link or code requested before a change must not set
   * another password after it (issue 13). `claim` runs first in that transaction, so a reset link
   * is spent together with the change it made, or not at all.
   */
  async #setPassword(
    member: { id: bigint; merchant_id: number; mobile: string | null; email: string | null },
    password: string,
    reason: string,
    claim?: (trx: Db, at: Date) => Promise<void>,
  ): Promise<void> {
    const { db, now } = this.#d;
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      const at = now();
      await claim?.(trx, at);
      await repo.updatePassword(trx, member.id, passwordHash, at);
      await repo.voidPasswordResets(trx, member.merchant_id, member.id, at);
      const targets = [member.mobile, member.email].filter((t): t is string => Boolean(t));
      await this.#d.codes.voidOutstanding(trx, member.merchant_id, 'reset', targets, at);
      await this.#d.signIn.endAll(trx, member.id, reason, at);
    });
  }

  /** Change password (T, E): the old one, a valid new one, confirmed; all sessions end, a new one starts. */
  async change(
    brand: Brand,
    session: SessionContext,
    input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    client: Client,
    language: LanguageCode,
  ): Promise<TLoginResult> {
    const member = await repo.findMemberById(this.#d.db, brand.id, session.memberId);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    const problems = new FieldProblems(language);
    if (!input.oldPassword) problems.add('oldPassword', 'required');
    checkNewPassword(problems, brand, {
      password: input.newPassword,
      confirm: input.confirmNewPassword,
      account: member.account,
      passwordField: 'newPassword',
      confirmField: 'confirmNewPassword',
    });
    if (input.oldPassword && input.oldPassword === input.newPassword)
      problems.add('newPassword', 'sameAsOld');
    problems.throwIfAny();
    // Counted before the hash (ADR 0020): a stolen session cannot guess the password behind it.
    if (!(await verifyCurrentPassword(this.#d.db, brand.id, member, input.oldPassword, this.#d.now()))) {
      const fields = new FieldProblems(language);
      fields.add('oldPassword', 'confirmMismatch');
      fields.throwIfAny();
    }
    await this.#setPassword(member, input.newPassword, 'password changed');
    const fresh = await repo.findMemberById(this.#d.db, brand.id, member.id);
    if (!fresh) throw new AppError('NOT_LOGGED_IN');
    return this.#d.signIn.finish(brand, fresh, client, {
      remember: false,
      mustChangePassword: false,
      viaSms: false,
    });
  }

  /**
   * Forgot by e-mail: when name and address match an account, a single-use link goes out. The
   * answer is the same either way. The image captcha is checked once the form is well formed and
   * before anything is looked up or counted, so without a solved captcha nothing can be learnt
   * about any account, nor mails sent or throttles filled in its name.
   */
  async requestReset(
    brand: Brand,
    input: { username: string; email: string; captchaId: string; captcha: string },
    origin: string,
    language: LanguageCode,
    ip: string,
  ): Promise<void> {
    if (brand.flags.CHNGPASSVERIF3) throw new AppError('FEATURE_DISABLED');
    const { db, now } = this.#d;
    const account = input.username.trim().toLowerCase();
    const email = input.email.trim().toLowerCase();
    const problems = new FieldProblems(language);
    if (!account) problems.add('username', 'required');
    if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) problems.add('email', 'pattern.EMAIL');
    if (!input.captchaId || !input.captcha.trim()) problems.add('captcha', 'captcha');
    problems.throwIfAny();
    if (!(await this.#d.captcha.verify(brand.id, input.captchaId, input.captcha))) {
      throw new AppError('CAPTCHA_INVALID');
    }

    const at = now();
    const byAccount = await hitThrottle(db, brand.id, 'reset:account', account, RESET_MAILS, at);
    const byAddress = await hitThrottle(db, brand.id, 'reset:ip', ip, { ...RESET_MAILS, max: 20 }, at);
    const member = await repo.findMemberByAccount(db, brand.id, account);
    if (
      byAccount.blockedUntil ||
      byAddress.blockedUntil ||
      !member ||
      member.status !== 'active' ||
      member.email !== email
    ) {
      return;
    }
    const token = newToken();
    await repo.insertPasswordReset(db, {
      merchantId: brand.id,
      memberId: member.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(at.getTime() + RESET_TTL_MS),
      now: at,
    });
    const texts = textsFor(language);
    const link = `${origin}/?resetToken=${encodeURIComponent(token)}`;
    await this.#d.mailer.send({
      merchantId: brand.id,
      to: email,
      fromName: brand.name,
      subject: texts.resetSubject({ brand: brand.name }),
      text: texts.resetBody({
        brand: brand.name,
        account: member.account,
        link,
        minutes: RESET_TTL_MS / 60_000,
      }),
    });
  }

  /**
   * The link's token sets a new password once. It is looked at first and spent only in the
   * transaction that changes the password, so a refused new password does not burn it, and of
   * two uses at once only one commits.
   */
  async resetWithToken(
    brand: Brand,
    input: { token: string; newPassword: string; confirmNewPassword: string },
    language: LanguageCode,
  ): Promise<{ account: string }> {
    const { db, now } = this.#d;
    const problems = new FieldProblems(language);
    checkNewPassword(problems, brand, {
      password: input.newPassword,
      confirm: input.confirmNewPassword,
      passwordField: 'newPassword',
      confirmField: 'confirmNewPassword',
    });
    problems.throwIfAny();
    const tokenHash = hashToken(input.token);
    const reset = await repo.findOpenPasswordReset(db, brand.id, tokenHash, now());
    if (!reset) throw new AppError('RESET_LINK_INVALID');
    const member = await repo.findMemberById(db, brand.id, reset.member_id);
    if (!member) throw new AppError('RESET_LINK_INVALID');
    const weak = new FieldProblems(language);
    checkNewPassword(weak, brand, {
      password: input.newPassword,
      confirm: undefined,
      account: member.account,
      passwordField: 'newPassword',
    });
    weak.throwIfAny();
    await this.#setPassword(member, input.newPassword, 'password reset by e-mail', async (trx, at) => {
      // Used, expired or voided by another change since it was looked at: nothing changes.
      if (!(await repo.claimPasswordReset(trx, brand.id, member.id, tokenHash, at)))
        throw new AppError('RESET_LINK_INVALID');
    });
    return { account: member.account };
  }

  /** Forgot by phone: an SMS code sets the new password and logs in (spec section 4). */
  async resetByPhone(
    brand: Brand,
    input: {
      mobileNum: string;
      countryDialingCode?: string | undefined;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword?: string | undefined;
      firebaseChannel?: 'sms' | undefined;
      firebaseIdToken?: string | undefined;
    },
    client: Client,
    language: LanguageCode,
  ): Promise<TLoginResult> {
    if (!brand.flags.CHNGPASSVERIF3) throw new AppError('FEATURE_DISABLED');
    const { db, now } = this.#d;
    const mobile = normalisePhone(input.mobileNum, brand.settings.phone, input.countryDialingCode);
    const problems = new FieldProblems(language);
    if (!mobile) problems.add('mobileNum', 'invalidMobile');
    checkNewPassword(problems, brand, {
      password: input.newPassword,
      confirm: input.confirmNewPassword,
      passwordField: 'newPassword',
      confirmField: 'confirmNewPassword',
    });
    if (!input.verificationCode && !input.firebaseIdToken) problems.add('verificationCode', 'invalidCode');
    problems.throwIfAny();
    /** When a phone-auth token proved the number (codes are spent instead, so they need no date). */
    let provenAt: Date | null = null;
    const byToken = input.firebaseChannel === 'sms' && Boolean(input.firebaseIdToken);
    if (byToken) {
      const claims = await verifyPhoneAuthClaims(brand.settings.sms, input.firebaseIdToken as string, now());
      if (claims.phone !== mobile) throw new AppError('VERIFICATION_CODE_INVALID');
      provenAt = claims.verifiedAt;
    } else {
      await this.#d.codes.consume(brand.id, 'sms', 'reset', mobile as string, input.verificationCode);
    }
    const member = await repo.findMemberByMobile(db, brand.id, mobile as string);
    if (!member?.mobile_verified_at || member.status !== 'active')
      throw new AppError('VERIFICATION_CODE_INVALID');
    // A token cannot be spent like a code: it stays valid until it expires. One that proved the
    // number before the last password change (the one it already made, or any later) is refused,
    // so it resets the password once. Tokens count in whole seconds: one from the same second as
    // the change is refused too, and the browser asks the service for a new one.
    if (byToken && (provenAt === null || provenAt.getTime() <= member.password_changed_at.getTime()))
      throw new AppError('VERIFICATION_CODE_INVALID');
    await this.#setPassword(member, input.newPassword, 'password reset by phone');
    const fresh = await repo.findMemberById(db, brand.id, member.id);
    if (!fresh) throw new AppError('VERIFICATION_CODE_INVALID');
    return this.#d.signIn.finish(brand, fresh, client, {
      remember: false,
      mustChangePassword: false,
      viaSms: true,
    });
  }
}
