import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { TCaptcha, THumanCheckChallenge } from '../members.ts';
import { ZSmsCodeRequest } from '../verification.schemas.ts';
import { VERIFICATION_ROUTES } from './verification.routes.ts';

/** A proof-of-work challenge: find n with SHA-256(salt + n) = challenge (spec section 4). */
export const ZHumanCheckChallenge = z.strictObject({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  maxNumber: z.number().int(),
  signature: z.string(),
}) satisfies z.ZodType<THumanCheckChallenge>;

/** An image captcha: its id and the image as a data: URL. */
export const ZCaptcha = z.strictObject({
  captchaId: z.string(),
  image: z.string(),
  expiresInSeconds: z.number(),
}) satisfies z.ZodType<TCaptcha>;

/** A code was sent (or, when no account has the target, answered alike): how long it lasts. */
export const ZCodeSent = z.strictObject({ expiredMinutes: z.number().int() });

export const verificationEndpoints = {
  humanCheck: endpoint({
    ...VERIFICATION_ROUTES.humanCheck,
    summary: 'A proof-of-work challenge for the login, code and registration forms.',
    response: ZHumanCheckChallenge,
  }),
  captcha: endpoint({
    ...VERIFICATION_ROUTES.captcha,
    summary: 'A new image captcha (forgot-by-e-mail, registration, login after failures).',
    response: ZCaptcha,
  }),
  smsCode: endpoint({
    ...VERIFICATION_ROUTES.smsCode,
    summary:
      'An SMS code for login or a password reset; sent only when an account has the number, answered alike either way.',
    body: ZSmsCodeRequest,
    response: ZCodeSent,
  }),
  registerSmsCode: endpoint({
    ...VERIFICATION_ROUTES.registerSmsCode,
    summary: 'An SMS code for registration by username or by mobile number.',
    body: ZSmsCodeRequest,
    response: ZCodeSent,
  }),
} as const;
