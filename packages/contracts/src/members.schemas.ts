import { z } from 'zod';
import {
  ZCaptchaAnswer,
  ZCaptchaId,
  ZCode,
  ZDialingCode,
  ZHumanCheck,
  ZMobile,
  ZPassword,
} from './account-fields.schemas.ts';
import { PROFILE_FIELDS } from './members.ts';
import { REGISTER_FIELDS } from './register-rules.ts';
import { zSafeUrl } from './urls.schemas.ts';

export const ZRegisterRequest = z
  .object({
    ...Object.fromEntries(REGISTER_FIELDS.map((field) => [field, z.string().max(255).optional()])),
    countryDialingCode: ZDialingCode.optional(),
    registerUrl: zSafeUrl({ paths: false, max: 500 }).optional(),
    domain: z.string().max(253).optional(),
    registerMethod: z.literal('WEB').default('WEB'),
    login: z.boolean().default(true),
    termsAccepted: z.boolean().default(false),
    humanCheck: ZHumanCheck.optional(),
    captchaId: ZCaptchaId.optional(),
    firebaseChannel: z.literal('sms').optional(),
    firebaseIdToken: z.string().max(8192).optional(),
  })
  .strict();
export type TRegisterRequest = z.infer<typeof ZRegisterRequest> &
  Partial<Record<(typeof REGISTER_FIELDS)[number], string>>;

export const ZChangePassword = z
  .object({ oldPassword: ZPassword.default(''), newPassword: ZPassword, confirmNewPassword: ZPassword })
  .strict();

/** Forgot by e-mail: the brand's image captcha is required, so the form cannot be scripted (issue 13). */
export const ZForgotByEmail = z
  .object({
    username: z.string().trim().max(64),
    email: z.string().trim().max(254),
    captchaId: ZCaptchaId,
    captcha: ZCaptchaAnswer,
  })
  .strict();

export const ZResetPassword = z
  .object({ token: z.string().max(100), newPassword: ZPassword, confirmNewPassword: ZPassword })
  .strict();

export const ZForgotByPhone = z
  .object({
    mobileNum: ZMobile,
    countryDialingCode: ZDialingCode.optional(),
    verificationCode: ZCode.default(''),
    newPassword: ZPassword,
    confirmNewPassword: ZPassword.optional(),
    firebaseChannel: z.literal('sms').optional(),
    firebaseIdToken: z.string().max(8192).optional(),
  })
  .strict();

export const ZProfileUpdate = z
  .object({
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string().trim().max(100).optional()])),
    payeeName: z.string().trim().max(100).optional(),
  })
  .strict();

export const ZBindMobileSend = z
  .object({ mobileNum: ZMobile, countryDialingCode: ZDialingCode.optional() })
  .strict();
export const ZBindMobile = z
  .object({ mobileNum: ZMobile, countryDialingCode: ZDialingCode.optional(), verificationCode: ZCode })
  .strict();
export const ZBindEmailSend = z.object({ email: z.string().trim().max(254) }).strict();
export const ZBindEmail = z.object({ email: z.string().trim().max(254), verificationCode: ZCode }).strict();
export const ZPaymentPassword = z
  .object({ loginPassword: ZPassword, paymentPassword: ZPassword, confirmPaymentPassword: ZPassword })
  .strict();
export const ZTotpEnable = z.object({ code: z.string().trim().max(12) }).strict();
