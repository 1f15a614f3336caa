import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  ZBindEmail,
  ZBindEmailSend,
  ZBindMobile,
  ZBindMobileSend,
  ZChangePassword,
  ZForgotByEmail,
  ZForgotByPhone,
  ZPaymentPassword,
  ZProfileUpdate,
  ZRegisterRequest,
  ZResetPassword,
  ZTotpEnable,
} from '../members.schemas.ts';
import { PROFILE_FIELDS, type TMemberInfo, type TSecurityOverview } from '../members.ts';
import { MEMBER_ROUTES } from './member.routes.ts';
import { ZLoginResult } from './session.ts';
import { ZCodeSent } from './verification.ts';

/** Who is signed in. */
export const ZMemberInfo = z.strictObject({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
}) satisfies z.ZodType<TMemberInfo>;

/** The security centre: profile labels, bound contacts, what is set up. */
export const ZSecurityOverview = z.strictObject({
  account: z.string(),
  type: z.number().int(),
  profile: z.partialRecord(z.enum(PROFILE_FIELDS), z.string()),
  payeeName: z.string().nullable(),
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
  passwordChangedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
}) satisfies z.ZodType<TSecurityOverview>;

/** A registration: the new account, and its session when the form asked to sign in. */
export const ZRegistered = z.strictObject({ account: z.string(), login: ZLoginResult.nullable() });

/** A new authenticator secret, until a code proves the app has it. */
export const ZTotpSetup = z.strictObject({ secret: z.string(), otpauthUri: z.string(), qrImage: z.string() });

export const memberEndpoints = {
  info: endpoint({
    ...MEMBER_ROUTES.info,
    summary: 'Who is signed in (open to a session that must change its password first).',
    response: ZMemberInfo,
  }),
  icon: endpoint({
    ...MEMBER_ROUTES.icon,
    summary: "The member's avatar: initials on a colour taken from the account name, as a data: URL.",
    response: z.strictObject({ iconUrl: z.string() }),
  }),
  register: endpoint({
    ...MEMBER_ROUTES.register,
    summary: "Registration by username, with the fields the brand's registration rules ask for.",
    body: ZRegisterRequest,
    response: ZRegistered,
  }),
  registerByMobile: endpoint({
    ...MEMBER_ROUTES.registerByMobile,
    summary: 'Registration by mobile number (MOBILENUMREG3).',
    body: ZRegisterRequest,
    response: ZRegistered,
  }),
  changePassword: endpoint({
    ...MEMBER_ROUTES.changePassword,
    summary: 'Changes the login password; the other sessions end and a new one starts.',
    body: ZChangePassword,
    response: ZLoginResult,
  }),
  forgotByEmail: endpoint({
    ...MEMBER_ROUTES.forgotByEmail,
    summary:
      'Forgot by e-mail: sends a reset link when the name and address match (form-encoded in the spec; JSON works too). The answer never says whether they did.',
    accepts: ['application/x-www-form-urlencoded'],
    body: ZForgotByEmail,
    response: z.strictObject({ sent: z.literal(true) }),
  }),
  resetByEmail: endpoint({
    ...MEMBER_ROUTES.resetByEmail,
    summary: 'Sets a new password with the token of a reset link.',
    body: ZResetPassword,
    response: z.strictObject({ account: z.string() }),
  }),
  resetByPhone: endpoint({
    ...MEMBER_ROUTES.resetByPhone,
    summary: 'Forgot by phone: an SMS code (or a phone-auth token) sets the new password and signs in.',
    body: ZForgotByPhone,
    response: ZLoginResult,
  }),
  security: endpoint({
    ...MEMBER_ROUTES.security,
    summary: 'The security centre overview.',
    response: ZSecurityOverview,
  }),
  updateProfile: endpoint({
    ...MEMBER_ROUTES.updateProfile,
    summary: 'Sets profile labels; the bank account name can be set once, never changed.',
    body: ZProfileUpdate,
    response: ZSecurityOverview,
  }),
  mobileCode: endpoint({
    ...MEMBER_ROUTES.mobileCode,
    summary: 'Sends a code to bind a mobile number.',
    body: ZBindMobileSend,
    response: ZCodeSent,
  }),
  bindMobile: endpoint({
    ...MEMBER_ROUTES.bindMobile,
    summary: 'Binds a mobile number with its code.',
    body: ZBindMobile,
    response: ZSecurityOverview,
  }),
  emailCode: endpoint({
    ...MEMBER_ROUTES.emailCode,
    summary: 'Sends a code to bind an e-mail address.',
    body: ZBindEmailSend,
    response: ZCodeSent,
  }),
  bindEmail: endpoint({
    ...MEMBER_ROUTES.bindEmail,
    summary: 'Binds an e-mail address with its code.',
    body: ZBindEmail,
    response: ZSecurityOverview,
  }),
  paymentPassword: endpoint({
    ...MEMBER_ROUTES.paymentPassword,
    summary: 'Sets or replaces the payment password; the login password proves it is you.',
    body: ZPaymentPassword,
    response: ZSecurityOverview,
  }),
  totpSetup: endpoint({
    ...MEMBER_ROUTES.totpSetup,
    summary: 'Starts binding an authenticator app: a new secret and its QR code.',
    response: ZTotpSetup,
  }),
  totpEnable: endpoint({
    ...MEMBER_ROUTES.totpEnable,
    summary: 'Turns the authenticator on once a code proves the app has the secret.',
    body: ZTotpEnable,
    response: ZSecurityOverview,
  }),
} as const;
