import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { TLoginResponse, TLoginResult, TTwoFactorChallenge } from '../members.ts';
import {
  ZFreeplayRequest,
  ZLoginRequest,
  ZRememberForget,
  ZTwoFactorMethod,
  ZTwoFactorSend,
  ZTwoFactorVerify,
} from '../session.schemas.ts';
import { SESSION_ROUTES } from './session.routes.ts';
import { ZCodeSent } from './verification.ts';

/** A new session (spec section 4): the token and what the site must do next. */
export const ZLoginResult = z.strictObject({
  token: z.string(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z.boolean(),
  rememberToken: z.string().nullable(),
  rememberExpiresAt: z.string().nullable(),
}) satisfies z.ZodType<TLoginResult>;

/** A login from an address the account has not used before asks for a second factor. */
export const ZTwoFactorChallenge = z.strictObject({
  twoFactorRequired: z.literal(true),
  challengeId: z.string(),
  methods: z.array(ZTwoFactorMethod),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
}) satisfies z.ZodType<TTwoFactorChallenge>;

export const ZLoginResponse = z.union([
  ZLoginResult.extend({ twoFactorRequired: z.literal(false).optional() }),
  ZTwoFactorChallenge,
]) satisfies z.ZodType<TLoginResponse>;

/** The social login providers a brand may configure (OpenID Connect). */
export const SOCIAL_PROVIDER_IDS = ['google', 'facebook'] as const;

export const sessionEndpoints = {
  login: endpoint({
    ...SESSION_ROUTES.login,
    summary:
      'Log in by username and password (or a remember token) or by SMS code; a new address may ask for a second factor.',
    body: ZLoginRequest,
    response: ZLoginResponse,
  }),
  freeplay: endpoint({
    ...SESSION_ROUTES.freeplay,
    summary: 'Free play (FREEPLAY3): a trial account with demo funds, signed in.',
    body: ZFreeplayRequest,
    response: ZLoginResult,
  }),
  twoFactorSend: endpoint({
    ...SESSION_ROUTES.twoFactorSend,
    summary: 'Sends the code of the SMS or e-mail second factor of a login challenge.',
    body: ZTwoFactorSend,
    response: ZCodeSent,
  }),
  twoFactorVerify: endpoint({
    ...SESSION_ROUTES.twoFactorVerify,
    summary: 'Answers the second factor of a login challenge; the login finishes.',
    body: ZTwoFactorVerify,
    response: ZLoginResult,
  }),
  socialComplete: endpoint({
    ...SESSION_ROUTES.socialComplete,
    summary: 'Finishes a social login: the one-time ticket cookie of the callback becomes a session.',
    response: ZLoginResult,
  }),
  rememberForget: endpoint({
    ...SESSION_ROUTES.rememberForget,
    summary: 'Unticking "remember password" revokes the remember token at once.',
    body: ZRememberForget,
    response: z.null(),
  }),
  socialStart: endpoint({
    ...SESSION_ROUTES.socialStart,
    summary:
      "Starts a social login: a redirect to the provider's sign-in page. `m` names the brand on a development host that serves several.",
    params: z.object({ provider: z.enum(SOCIAL_PROVIDER_IDS) }).strict(),
    query: z
      .object({
        m: z
          .string()
          .regex(/^[A-Z0-9]{2,16}$/)
          .optional(),
      })
      .strict(),
    response: z.string(),
  }),
  logout: endpoint({
    ...SESSION_ROUTES.logout,
    summary: 'Ends the session.',
    response: z.null(),
  }),
} as const;
