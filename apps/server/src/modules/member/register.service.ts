import {
  isAgentType,
  type LanguageCode,
  MEMBER_TYPE,
  type RegisterField,
  type TLoginResult,
} from '@portal/contracts';
import type { TRegisterRequest } from '@portal/contracts/schemas/members';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Client } from '../../platform/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { appendEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { normalisePhone } from '../../platform/phone.ts';
import { newToken } from '../../platform/tokens.ts';
import type { Brand } from '../brands/brand.ts';
import type { CaptchaService } from '../verification/captcha.service.ts';
import type { CodeService } from '../verification/codes.service.ts';
import type { HumanCheckService } from '../verification/human-check.service.ts';
import { verifyPhoneAuthToken } from '../verification/phone-auth-token.ts';
import { checkNewPassword, FieldProblems, ruleOf } from './field-check.ts';
import * as repo from './member.repository.ts';
import { newReferralCode } from './referral-codes.ts';
import type { SignIn } from './sign-in.ts';

export interface RegisterDeps {
  db: Db;
  humanCheck: HumanCheckService;
  captcha: CaptchaService;
  codes: CodeService;
  /** The session module's, through a port: registration with login. */
  signIn: SignIn;
  /** Wakes the outbox dispatchers after a registration's event commits. */
  events: EventBus;
  now: () => Date;
}

/** Fields stored as profile handles rather than columns. */
const PROFILE_HANDLES = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Registration by username or by mobile (spec sections 2 to 5). Every enabled field is checked
 * against the brand's rules on the server; the captcha is spent only once the form itself is
 * valid, and before any account is looked up; the SMS code only once nothing else is wrong;
 * affiliate and referral codes must name real accounts.
 */
export class RegisterService {
  readonly #d: RegisterDeps;

  constructor(deps: RegisterDeps) {
    this.#d = deps;
  }

  async register(
    brand: Brand,
    input: TRegisterRequest,
    mode: 'username' | 'mobile',
    client: Client,
    language: LanguageCode,
  ): Promise<{ account: string; login: TLoginResult | null }> {
    const { db, now } = this.#d;
    if (mode === 'username' ? !brand.flags.USERNAMEREG3 : !brand.flags.MOBILENUMREG3)
      throw new AppError('FEATURE_DISABLED');
    if (!(await this.#d.humanCheck.verify(brand.id, input.humanCheck)))
      throw new AppError('HUMAN_CHECK_FAILED');

    const problems = new FieldProblems(language);
    const value = fieldValues(input);
    const form = checkForm(brand, input, mode, problems, { verification: true });
    const captchaRule = ruleOf(brand, 'captcha');
    const captchaNeeded = captchaRule.enabled && captchaRule.required;
    if (captchaNeeded && (!input.captchaId || !value('captcha'))) problems.add('captcha', 'captcha');
    if (!input.termsAccepted) problems.add('termsAccepted', 'terms');
    problems.throwIfAny();

    // The captcha before anything is looked up (issue 13): without a solved one the answer must
    // not tell whether a name, a number or a code exists. It is spent here even when a name turns
    // out taken below; one guess per image is the captcha's rule anyway.
    if (captchaNeeded && !(await this.#d.captcha.verify(brand.id, input.captchaId, value('captcha')))) {
      throw new AppError('CAPTCHA_INVALID');
    }

    // Codes that must name real accounts.
    let parentId: bigint | null = null;
    if (value('affiliateCode')) {
      const agent = await repo.findMemberByReferralCode(db, brand.id, value('affiliateCode'));
      if (!agent || !isAgentType(agent.type)) problems.add('affiliateCode', 'invitationCode');
      else parentId = agent.id;
    }
    const { account, referredBy } = await lookUpAccounts(db, brand, input, mode, form.mobile, problems);
    problems.throwIfAny();

    // The SMS code last, so a taken name or a wrong invitation code does not burn it.
    let mobileVerified = false;
    if (form.smsVerification && form.mobile) {
      if (form.viaPhoneAuth) {
        const verified = await verifyPhoneAuthToken(
          brand.settings.sms,
          input.firebaseIdToken as string,
          now(),
        );
        if (verified !== form.mobile) throw new AppError('VERIFICATION_CODE_INVALID');
      } else {
        await this.#d.codes.consume(brand.id, 'sms', 'register', form.mobile, value('verificationCode'));
      }
      mobileVerified = true;
    }

    const memberId = await createMember(this.#d, brand, input, problems, {
      mode,
      account,
      type: MEMBER_TYPE.MEMBER,
      mobile: form.mobile,
      mobileVerified,
      passwordRequired: form.passwordRequired,
      referredBy,
      parentId,
      language,
      client,
      domain: input.domain?.toLowerCase() ?? null,
      registerUrl: input.registerUrl ?? null,
      method: input.registerMethod ?? null,
      termsAccepted: true,
      rememberAddress: true,
    });
    wakeDispatchers(this.#d.events);
    if (!input.login) return { account, login: null };
    const member = await repo.findMemberById(db, brand.id, memberId);
    if (!member) throw new Error('registered member vanished');
    const login = await this.#d.signIn.finish(brand, member, client, {
      remember: false,
      mustChangePassword: false,
      viaSms: false,
    });
    return { account, login };
  }
}

/** The form's fields as the registration reads them. */
type RegisterFields = Partial<Record<RegisterField, string>> & {
  countryDialingCode?: string | undefined;
  firebaseChannel?: 'sms' | undefined;
  firebaseIdToken?: string | undefined;
};

const fieldValues = (input: RegisterFields) => (field: RegisterField) => (input[field] ?? '').trim();

/**
 * What every registration checks of the form itself, against the brand's register rules, before
 * anything is looked up: the enabled fields, the account name, the password, the mobile number
 * and (when `verification`) that an SMS code came where the brand sends one.
 */
function checkForm(
  brand: Brand,
  input: RegisterFields,
  mode: 'username' | 'mobile',
  problems: FieldProblems,
  options: { verification: boolean },
): { passwordRequired: boolean; mobile: string | null; smsVerification: boolean; viaPhoneAuth: boolean } {
  const value = fieldValues(input);
  const passwordRequired = mode === 'username' || brand.flags.MOBILENUMPASSREG3;

  // Every optional field the brand shows, required as the brand says.
  for (const rule of brand.registerRules) {
    if (!rule.enabled) continue;
    if (
      ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha'].includes(
        rule.field,
      )
    )
      continue;
    problems.check(rule.field, rule, value(rule.field));
  }
  if (mode === 'username')
    problems.check('username', { ...ruleOf(brand, 'username'), enabled: true }, value('username'), {
      required: true,
    });
  if (passwordRequired) {
    checkNewPassword(problems, brand, {
      password: input.password ?? '',
      confirm: input.confirmPassword ?? '',
      account: mode === 'username' ? value('username') : value('mobileNum'),
    });
  }
  const mobileRule = ruleOf(brand, 'mobileNum');
  const mobileNeeded = mode === 'mobile' || (mobileRule.enabled && mobileRule.required);
  let mobile: string | null = null;
  if (value('mobileNum') || mobileNeeded) {
    if (!value('mobileNum')) problems.add('mobileNum', 'required');
    else {
      mobile = normalisePhone(value('mobileNum'), brand.settings.phone, input.countryDialingCode);
      if (!mobile) problems.add('mobileNum', 'invalidMobile');
    }
  }
  const smsVerification = options.verification && brand.flags.REGMOBVERF3 && mobile !== null;
  const viaPhoneAuth = smsVerification && input.firebaseChannel === 'sms' && Boolean(input.firebaseIdToken);
  if (smsVerification && !viaPhoneAuth && !value('verificationCode'))
    problems.add('verificationCode', 'invalidCode');
  return { passwordRequired, mobile, smsVerification, viaPhoneAuth };
}

/** The referral code must name a member, the new account and number must be free. */
async function lookUpAccounts(
  db: Db,
  brand: Brand,
  input: RegisterFields,
  mode: 'username' | 'mobile',
  mobile: string | null,
  problems: FieldProblems,
): Promise<{ account: string; referredBy: bigint | null }> {
  const value = fieldValues(input);
  let referredBy: bigint | null = null;
  if (value('referralCode')) {
    const referrer = await repo.findMemberByReferralCode(db, brand.id, value('referralCode'));
    if (!referrer) problems.add('referralCode', 'invitationCode');
    else referredBy = referrer.id;
  }
  const account =
    mode === 'username' ? value('username').toLowerCase() : localAccount(mobile as string, brand);
  if (await repo.findMemberByAccount(db, brand.id, account))
    problems.add(mode === 'username' ? 'username' : 'mobileNum', 'taken');
  if (mobile && (await repo.findMemberByMobile(db, brand.id, mobile))) problems.add('mobileNum', 'taken');
  return { account, referredBy };
}

/**
 * Writes the new member, its first address and its `member.registered` event in one transaction;
 * a name or number taken a moment ago is the field problem it would have been a moment later.
 */
async function createMember(
  deps: Pick<RegisterDeps, 'db' | 'now'>,
  brand: Brand,
  input: RegisterFields,
  problems: FieldProblems,
  c: {
    mode: 'username' | 'mobile';
    account: string;
    type: number;
    mobile: string | null;
    mobileVerified: boolean;
    passwordRequired: boolean;
    referredBy: bigint | null;
    parentId: bigint | null;
    language: LanguageCode;
    client: Client;
    domain: string | null;
    registerUrl: string | null;
    method: string | null;
    termsAccepted: boolean;
    /** Remember the client's address as the member's own (a second factor is not asked from it). */
    rememberAddress: boolean;
  },
): Promise<bigint> {
  const { db, now } = deps;
  const value = fieldValues(input);
  const at = now();
  // Mobile accounts without a password of their own log in by SMS; they get an unusable one.
  const passwordHash = await hashPassword(c.passwordRequired ? (input.password as string) : newToken());
  const paymentRule = ruleOf(brand, 'paymentPassword');
  const paymentPasswordHash =
    paymentRule.enabled && value('paymentPassword') ? await hashPassword(value('paymentPassword')) : null;
  const handles = Object.fromEntries(
    PROFILE_HANDLES.filter((f) => ruleOf(brand, f).enabled && value(f)).map((f) => [f, value(f)]),
  );

  let memberId: bigint | null = null;
  for (let attempt = 0; memberId === null; attempt += 1) {
    try {
      memberId = await db.transaction().execute(async (trx) => {
        const id = await repo.insertMember(trx, {
          merchant_id: brand.id,
          account: c.account,
          type: c.type,
          password_hash: passwordHash,
          password_changed_at: at,
          mobile: c.mobile,
          mobile_verified_at: c.mobileVerified ? at : null,
          email: ruleOf(brand, 'email').enabled && value('email') ? value('email').toLowerCase() : null,
          payee_name: ruleOf(brand, 'payeeName').enabled && value('payeeName') ? value('payeeName') : null,
          payment_password_hash: paymentPasswordHash,
          profile: JSON.stringify(handles),
          referral_code: newReferralCode(),
          referred_by: c.referredBy,
          parent_id: c.parentId,
          language: c.language,
          register_ip: c.client.ip,
          register_domain: c.domain,
          register_url: c.registerUrl,
          register_method: c.method,
          terms_accepted_at: c.termsAccepted ? at : null,
        });
        if (c.rememberAddress) await repo.rememberAddress(trx, brand.id, id, c.client.ip, at);
        // In the same transaction as the new row (ADR 0021): an attempt that fails on a taken
        // name or code rolls its event back with it.
        await appendEvent(trx, {
          type: 'member.registered',
          aggregate: 'member',
          aggregateId: id,
          merchantId: brand.id,
          payload: {
            memberId: String(id),
            account: c.account,
            referredBy: c.referredBy === null ? null : String(c.referredBy),
            agentId: c.parentId === null ? null : String(c.parentId),
            method: c.method,
            registeredAt: at.toISOString(),
          },
        });
        return id;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Someone took the name or number a moment ago; or, rarely, our random referral code.
      if (attempt >= 3 || (await repo.findMemberByAccount(db, brand.id, c.account))) {
        problems.add(c.mode === 'username' ? 'username' : 'mobileNum', 'taken');
        problems.throwIfAny();
      }
    }
  }
  return memberId;
}

/** Who registers a downline (the agent centre's register centre) and what the new account is. */
export interface DownlineRegistration {
  /** The agent the new account goes under (its direct upline). */
  parentId: bigint;
  /** The new account's member type: a member, or the brand's sub-agent type. */
  type: number;
  /** The form, as the player's registration has it (no invitation code: the upline is the agent). */
  input: RegisterFields;
  client: Client;
  language: LanguageCode;
}

/**
 * Registration by an agent for its downline (issue 16, register centre): the same server checks of
 * the form as the player's registration (the brand's register rules, the password rules, taken
 * names and numbers, the referral code), without what proves a human is at the keyboard (the
 * agent is signed in) and without an SMS code (the number is confirmed by its owner later). The
 * account goes directly under `parentId`, raises `member.registered` like any registration, and
 * is not signed in; the agent's address is recorded as where it registered, not as the member's. By username when one is given or the brand has no registration by mobile.
 */
export async function registerDownline(
  deps: Pick<RegisterDeps, 'db' | 'now' | 'events'>,
  brand: Brand,
  r: DownlineRegistration,
): Promise<{ id: bigint; account: string }> {
  const value = fieldValues(r.input);
  const mode = value('username') || !brand.flags.MOBILENUMREG3 ? 'username' : 'mobile';
  const problems = new FieldProblems(r.language);
  const form = checkForm(brand, r.input, mode, problems, { verification: false });
  problems.throwIfAny();
  const { account, referredBy } = await lookUpAccounts(deps.db, brand, r.input, mode, form.mobile, problems);
  problems.throwIfAny();
  const id = await createMember(deps, brand, r.input, problems, {
    mode,
    account,
    type: r.type,
    mobile: form.mobile,
    mobileVerified: false,
    passwordRequired: form.passwordRequired,
    referredBy,
    parentId: r.parentId,
    language: r.language,
    client: r.client,
    domain: null,
    registerUrl: null,
    method: 'AGENT',
    termsAccepted: false,
    // The agent's address is not the member's: the member's first sign-in elsewhere is checked
    // as any sign-in from a new address.
    rememberAddress: false,
  });
  wakeDispatchers(deps.events);
  return { id, account };
}

/** Mobile accounts are named by the number as people write it at home: 01712345678. */
export function localAccount(e164: string, brand: Brand): string {
  const code = brand.settings.phone.countryDialingCode;
  return `0${e164.slice(code.length)}`;
}
