import {
  type LanguageCode,
  PATTERNS,
  PROFILE_FIELDS,
  type ProfileField,
  type TSecurityOverview,
} from '@portal/contracts';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SessionContext } from '../../platform/auth.ts';
import type { EventBus } from '../../platform/events.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { normalisePhone } from '../../platform/phone.ts';
import { seal, unsealForRequest } from '../../platform/sealed.ts';
import type { KeyRing } from '../../platform/secrets.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../platform/totp.ts';
import type { Brand } from '../brands/brand.ts';
import type { CodeService } from '../verification/codes.service.ts';
import { verifyCurrentPassword } from './current-password.ts';
import { FieldProblems, ruleOf } from './field-check.ts';
import * as repo from './member.repository.ts';

const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/**
 * The security centre (my account): profile fields, the phone and e-mail bindings (final once
 * confirmed), the payment password and the authenticator.
 */
export class ProfileService {
  readonly #db: Db;
  readonly #codes: CodeService;
  readonly #totpKey: KeyRing;
  readonly #now: () => Date;
  readonly #events: EventBus | null;

  constructor(deps: { db: Db; codes: CodeService; totpKey: KeyRing; now: () => Date; events?: EventBus }) {
    this.#db = deps.db;
    this.#codes = deps.codes;
    this.#totpKey = deps.totpKey;
    this.#now = deps.now;
    this.#events = deps.events ?? null;
  }

  async #member(brand: Brand, session: SessionContext) {
    const member = await repo.findMemberById(this.#db, brand.id, session.memberId);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    return member;
  }

  async overview(brand: Brand, session: SessionContext): Promise<TSecurityOverview> {
    const m = await this.#member(brand, session);
    const profile = (m.profile ?? {}) as Partial<Record<ProfileField, string>>;
    return {
      account: m.account,
      type: m.type,
      profile: { ...profile, ...(m.nickname ? { nickname: m.nickname } : {}) },
      payeeName: m.payee_name,
      mobile: m.mobile,
      mobileVerified: m.mobile_verified_at !== null,
      email: m.email,
      emailVerified: m.email_verified_at !== null,
      hasPaymentPassword: m.payment_password_hash !== null,
      totpEnabled: m.totp_enabled_at !== null,
      passwordChangedAt: m.password_changed_at.toISOString(),
      lastLoginAt: m.last_login_at?.toISOString() ?? null,
      lastLoginIp: m.last_login_ip,
    };
  }

  /** Profile labels of spec section 3. The bank account name can be set once, never changed. */
  async updateProfile(
    brand: Brand,
    session: SessionContext,
    input: Partial<Record<ProfileField | 'payeeName', string>>,
    language: LanguageCode,
  ): Promise<TSecurityOverview> {
    const member = await this.#member(brand, session);
    const problems = new FieldProblems(language);
    const profile = { ...((member.profile ?? {}) as Record<string, string>) };
    for (const field of PROFILE_FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      if (!NO_CONTROL_CHARACTERS.test(value)) problems.add(field, 'pattern.NO_SPACES', { min: 0, max: 100 });
      else if (field === 'birthday' && value && !new RegExp(PATTERNS.DATE_YMD).test(value))
        problems.add(field, 'pattern.DATE_YMD');
      else if (value) profile[field] = value;
      else delete profile[field];
    }
    let payeeName = member.payee_name;
    if (input.payeeName !== undefined && input.payeeName !== (member.payee_name ?? '')) {
      if (member.payee_name) throw new AppError('ALREADY_BOUND');
      problems.check('payeeName', { ...ruleOf(brand, 'payeeName'), enabled: true }, input.payeeName, {
        required: true,
      });
      payeeName = input.payeeName;
    }
    problems.throwIfAny();
    const { nickname, ...rest } = profile;
    // The fields whose value changed (nickname and the bank account name included): the
    // member.profile_changed event names them, in the update's transaction (ADR 0021), so the
    // missions' PROFILE_FIELD progress (the Zalo handle) never sees a change that did not commit.
    const before = { ...((member.profile ?? {}) as Record<string, string>) };
    const changed = PROFILE_FIELDS.filter((field) =>
      field === 'nickname'
        ? (nickname ?? null) !== (member.nickname ?? null)
        : (rest[field] ?? null) !== (before[field] ?? null),
    ) as string[];
    if (payeeName !== member.payee_name) changed.push('payeeName');
    const at = this.#now();
    await this.#db.transaction().execute(async (trx) => {
      await repo.lockMember(trx, member.id);
      await repo.updateProfile(trx, member.id, { profile: rest, nickname: nickname ?? null, payeeName }, at);
      if (changed.length > 0)
        await appendEvent(trx, {
          type: 'member.profile_changed',
          aggregate: 'member',
          aggregateId: member.id,
          merchantId: brand.id,
          payload: { memberId: String(member.id), fields: changed, changedAt: at.toISOString() },
        });
    });
    if (changed.length > 0 && this.#events) wakeDispatchers(this.#events);
    return this.overview(brand, session);
  }

  async sendMobileCode(
    brand: Brand,
    session: SessionContext,
    mobileInput: string,
    dialingCode: string | undefined,
    ip: string,
    language: LanguageCode,
  ) {
    const member = await this.#member(brand, session);
    if (member.mobile_verified_at) throw new AppError('ALREADY_BOUND');
    const mobile = normalisePhone(mobileInput, brand.settings.phone, dialingCode);
    if (!mobile) throw new AppError('INVALID_PHONE');
    const owner = await repo.findMemberByMobile(this.#db, brand.id, mobile);
    if (owner && owner.id !== member.id) {
      const problems = new FieldProblems(language);
      problems.add('mobileNum', 'taken');
      problems.throwIfAny();
    }
    return this.#codes.send({
      brand,
      channel: 'sms',
      purpose: 'bind',
      target: mobile,
      memberId: member.id,
      ip,
      language,
    });
  }

  async bindMobile(
    brand: Brand,
    session: SessionContext,
    mobileInput: string,
    dialingCode: string | undefined,
    code: string,
  ) {
    const member = await this.#member(brand, session);
    if (member.mobile_verified_at) throw new AppError('ALREADY_BOUND');
    const mobile = normalisePhone(mobileInput, brand.settings.phone, dialingCode);
    if (!mobile) throw new AppError('INVALID_PHONE');
    await this.#codes.consume(brand.id, 'sms', 'bind', mobile, code);
    try {
      await repo.bindMobile(this.#db, member.id, mobile, this.#now());
    } catch {
      throw new AppError('CONFLICT');
    }
    return this.overview(brand, session);
  }

  async sendEmailCode(
    brand: Brand,
    session: SessionContext,
    emailInput: string,
    ip: string,
    language: LanguageCode,
  ) {
    const member = await this.#member(brand, session);
    if (member.email_verified_at) throw new AppError('ALREADY_BOUND');
    const email = emailInput.trim().toLowerCase();
    const problems = new FieldProblems(language);
    problems.check(
      'email',
      { ...ruleOf(brand, 'email'), enabled: true, patternId: 'EMAIL', acceptedPattern: PATTERNS.EMAIL },
      email,
      {
        required: true,
      },
    );
    problems.throwIfAny();
    return this.#codes.send({
      brand,
      channel: 'email',
      purpose: 'bind',
      target: email,
      memberId: member.id,
      ip,
      language,
    });
  }

  async bindEmail(
    brand: Brand,
    session: SessionContext,
    emailInput: string,
    code: string,
    language: LanguageCode,
  ) {
    const member = await this.#member(brand, session);
    if (member.email_verified_at) throw new AppError('ALREADY_BOUND');
    const email = emailInput.trim().toLowerCase();
    await this.#codes.consume(brand.id, 'email', 'bind', email, code);
    try {
      await repo.bindEmail(this.#db, member.id, email, this.#now());
    } catch {
      const problems = new FieldProblems(language);
      problems.add('email', 'taken');
      problems.throwIfAny();
    }
    return this.overview(brand, session);
  }

  /** Sets or replaces the payment password (needed for withdrawals); the login password proves it is you. */
  async setPaymentPassword(
    brand: Brand,
    session: SessionContext,
    input: { loginPassword: string; paymentPassword: string; confirmPaymentPassword: string },
    language: LanguageCode,
  ) {
    const member = await this.#member(brand, session);
    const problems = new FieldProblems(language);
    const rule = ruleOf(brand, 'paymentPassword');
    problems.check('paymentPassword', { ...rule, enabled: true }, input.paymentPassword, { required: true });
    if (input.confirmPaymentPassword !== input.paymentPassword)
      problems.add('confirmPaymentPassword', 'mismatch');
    if (!input.loginPassword) problems.add('loginPassword', 'required');
    problems.throwIfAny();
    // Counted before the hash and shared with the password change (ADR 0020): a stolen session
    // must not become a way to guess the login password behind it.
    if (!(await verifyCurrentPassword(this.#db, brand.id, member, input.loginPassword, this.#now()))) {
      const wrong = new FieldProblems(language);
      wrong.add('loginPassword', 'confirmMismatch');
      wrong.throwIfAny();
    }
    await repo.updatePaymentPassword(
      this.#db,
      member.id,
      await hashPassword(input.paymentPassword),
      this.#now(),
    );
    return this.overview(brand, session);
  }

  /** Starts binding an authenticator: a new secret, kept sealed until a code proves the app has it. */
  async setupTotp(brand: Brand, session: SessionContext) {
    const member = await this.#member(brand, session);
    if (member.totp_enabled_at) throw new AppError('ALREADY_BOUND');
    const secret = newTotpSecret();
    await repo.setTotpSecret(this.#db, member.id, seal(this.#totpKey, secret), this.#now());
    const uri = otpauthUri(secret, member.account, brand.name);
    const qr = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauthUri: uri,
      qrImage: `data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}`,
    };
  }

  async enableTotp(brand: Brand, session: SessionContext, code: string) {
    const member = await this.#member(brand, session);
    if (member.totp_enabled_at) throw new AppError('ALREADY_BOUND');
    if (!member.totp_secret) throw new AppError('TWO_FACTOR_INVALID');
    const step = matchTotp(unsealForRequest(this.#totpKey, member.totp_secret), code, this.#now());
    if (step === null) throw new AppError('TWO_FACTOR_INVALID');
    await repo.enableTotp(this.#db, member.id, step, this.#now());
    return this.overview(brand, session);
  }
}
