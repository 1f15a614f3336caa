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

export const ZLoginRequest = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('username'),
      username: z.string().trim().min(1).max(64),
      password: ZPassword.default(''),
      rememberToken: z.string().max(100).optional(),
      remember: z.boolean().default(false),
      captchaId: ZCaptchaId.optional(),
      captcha: ZCaptchaAnswer.optional(),
      humanCheck: ZHumanCheck.optional(),
      agent: z.boolean().default(false),
    })
    .strict(),
  z
    .object({
      type: z.literal('sms'),
      mobileNum: ZMobile,
      countryDialingCode: ZDialingCode.optional(),
      verificationCode: ZCode.default(''),
      firebaseChannel: z.literal('sms').optional(),
      firebaseIdToken: z.string().max(8192).optional(),
      remember: z.boolean().default(false),
      agent: z.boolean().default(false),
    })
    .strict(),
]);
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZFreeplayRequest = z
  .object({
    os: z.string().max(32).optional(),
    platform: z.string().max(8).optional(),
    encryption: z.union([z.boolean(), z.string().max(16)]).optional(),
    gatewayVersion: z.union([z.number(), z.string().max(8)]).optional(),
  })
  .strict();

export const ZTwoFactorMethod = z.enum(['TOTP', 'SMS', 'EMAIL', 'BANK_NAME']);
export const ZTwoFactorSend = z.object({ challengeId: z.uuid(), method: ZTwoFactorMethod }).strict();
export const ZTwoFactorVerify = z
  .object({ challengeId: z.uuid(), method: ZTwoFactorMethod, code: ZCode.min(1) })
  .strict();
export const ZRememberForget = z.object({ rememberToken: z.string().max(100) }).strict();
