import type { LanguageCode, TLoginResult } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { textsFor } from '../../platform/i18n/texts.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { normalisePhone } from '../../platform/phone.ts';
import { hitThrottle } from '../../platform/throttle.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { Brand } from '../brands/brand.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Client, LoginService } from '../session/login.service.ts';
import { revokeMemberRememberTokens } from '../session/remember.ts';
import type { SessionContext, SessionService } from '../session/session.service.ts';
import type { CodeService } from '../verification/codes.service.ts';
import { verifyPhoneAuthToken } from '../verification/phone-auth-token.ts';
import { checkNewPassword, FieldProblems } from './field-check.ts';
import * as repo from './member.repository.ts';

/** A reset link works once, for half an hour. */
const RESET_TTL_MS = 30 * 60_000;
/** Three reset mails per account an hour; more are dropped without telling (no enumeration). */
const RESET_MAILS = { windowMs: 60 * 60_000, max: 4, blockMs: 60 * 60_000 };

export interface PasswordDeps {
  db: Db;
  sessions: SessionService;
  login: LoginService;
  codes: CodeService;
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

  async #setPassword(memberId: bigint, password: string, reason: string): Promise<void> {
    const { db, now } = this.#d;
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await repo.updatePassword(trx, memberId, passwordHash, now());
      await this.#d.sessions.revokeAll(memberId, reason, trx);
      await revokeMemberRememberTokens(trx, memberId, now());
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
    if (!(await verifyPassword(member.password_hash, input.oldPassword))) {
      const fields = new FieldProblems(language);
      fields.add('oldPassword', 'confirmMismatch');
      fields.throwIfAny();
    }
    await this.#setPassword(member.id, input.newPassword, 'password changed');
    const fresh = await repo.findMemberById(this.#d.db, brand.id, member.id);
    if (!fresh) throw new AppError('NOT_LOGGED_IN');
    return this.#d.login.finish(brand, fresh, client, {
      remember: false,
      mustChangePassword: false,
      viaSms: false,
    });
  }

  /**
   * Forgot by e-mail: when name and address match an account, a single-use link goes out. The
   * answer is the same either way.
   */
  async requestReset(
    brand: Brand,
    input: { username: string; email: string },
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
    problems.throwIfAny();

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
    await db
      .insertInto('password_resets')
      .values({
        merchant_id: brand.id,
        member_id: member.id,
        token_hash: hashToken(token),
        expires_at: new Date(at.getTime() + RESET_TTL_MS),
        created_at: at,
      })
      .execute();
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

  /** The link's token sets a new password once. */
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
    const at = now();
    const reset = await db
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('token_hash', '=', hashToken(input.token))
      .where('merchant_id', '=', brand.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('member_id')
      .executeTakeFirst();
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
    await this.#setPassword(member.id, input.newPassword, 'password reset by e-mail');
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
    if (input.firebaseChannel === 'sms' && input.firebaseIdToken) {
      if ((await verifyPhoneAuthToken(brand.settings.sms, input.firebaseIdToken, now())) !== mobile) {
        throw new AppError('VERIFICATION_CODE_INVALID');
      }
    } else {
      await this.#d.codes.consume(brand.id, 'sms', 'reset', mobile as string, input.verificationCode);
    }
    const member = await repo.findMemberByMobile(db, brand.id, mobile as string);
    if (!member?.mobile_verified_at || member.status !== 'active')
      throw new AppError('VERIFICATION_CODE_INVALID');
    await this.#setPassword(member.id, input.newPassword, 'password reset by phone');
    const fresh = await repo.findMemberById(db, brand.id, member.id);
    if (!fresh) throw new AppError('VERIFICATION_CODE_INVALID');
    return this.#d.login.finish(brand, fresh, client, {
      remember: false,
      mustChangePassword: false,
      viaSms: true,
    });
  }
}
