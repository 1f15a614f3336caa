import { randomBytes } from 'node:crypto';
import { MEMBER_TYPE } from '@portal/contracts';
import { sessionEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { authRouteLimits } from '../../platform/auth.ts';
import { clientOf } from '../../platform/client.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { PayloadKey } from '../../platform/payload-crypto.ts';
import { hitThrottle } from '../../platform/throttle.ts';
import { newToken } from '../../platform/tokens.ts';
import type { BrandService } from '../brands/brands.service.ts';
import * as members from '../member/members.ts';
import { newReferralCode } from '../member/referral-codes.ts';
import type { LoginService } from './login.service.ts';
import { revokeRememberToken } from './remember.ts';
import type { SessionService } from './session.service.ts';
import type { SocialLoginService } from './social.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** Trial accounts cost a row each: ten an hour per address. */
const TRIALS_PER_ADDRESS = { windowMs: 60 * 60_000, max: 11, blockMs: 60 * 60_000 };

export function registerSessionRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: AppConfig;
    brands: BrandService;
    login: LoginService;
    sessions: SessionService;
    twoFactor: TwoFactorService;
    social: SocialLoginService;
    payloadKey: PayloadKey;
    now: () => Date;
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const { AUTH } = authRouteLimits(deps.config.authRateLimitPerMinute);
  const e = sessionEndpoints;
  const plain = { checkResponses: deps.checkResponses };
  const auth = { ...plain, config: AUTH };

  serve(
    app,
    e.login,
    { ...auth, sealing: { key: deps.payloadKey, now: deps.now } },
    async ({ body, request }) => deps.login.login(brandOf(request), body, clientOf(request)),
  );

  serve(app, e.twoFactorSend, auth, async ({ body: input, request }) =>
    deps.twoFactor.send(brandOf(request), input.challengeId, input.method, request.ip, request.language),
  );

  serve(app, e.twoFactorVerify, auth, async ({ body: input, request }) => {
    const brand = brandOf(request);
    const { member, login } = await deps.twoFactor.verify(
      brand,
      input.challengeId,
      input.method,
      input.code,
      request.ip,
    );
    return deps.login.finish(brand, member, clientOf(request), login);
  });

  /** Free play (FREEPLAY3): a trial account (type 4) with demo funds, limited to what trials may do. */
  serve(app, e.freeplay, auth, async ({ request }) => {
    const brand = brandOf(request);
    if (!brand.flags.FREEPLAY3) throw new AppError('FEATURE_DISABLED');
    const now = deps.now();
    const quota = await hitThrottle(deps.db, brand.id, 'trial:ip', request.ip, TRIALS_PER_ADDRESS, now);
    if (quota.blockedUntil) throw new AppError('RATE_LIMITED');
    const account = `trial${randomBytes(5).toString('hex')}`;
    const memberId = await members.insertMember(deps.db, {
      merchant_id: brand.id,
      account,
      type: MEMBER_TYPE.TRIAL,
      password_hash: await hashPassword(newToken()),
      referral_code: newReferralCode(),
      language: request.language,
      register_ip: request.ip,
      register_domain: request.hostname,
      register_method: 'FREEPLAY',
    });
    const member = await members.findMemberById(deps.db, brand.id, memberId);
    if (!member) throw new Error('trial member vanished');
    return deps.login.finish(brand, member, clientOf(request), {
      remember: false,
      mustChangePassword: false,
      viaSms: false,
    });
  });

  serve(app, e.logout, plain, async ({ session }) => {
    await deps.sessions.revoke(session.sessionId, 'logout');
    return null;
  });

  // Social login (OpenID Connect). The callback path is the same for every provider and brand;
  // the state row says which.
  const TICKET_COOKIE = 'portal_login_ticket';
  const callbackUrl = (request: FastifyRequest) =>
    `${deps.config.publicOrigin ?? `${request.protocol}://${request.host}`}/wps/session/social/callback`;

  serve(app, e.socialStart, auth, async ({ params: { provider }, query: { m }, request }) => {
    // Development may run several brands on one host; production goes by the domain.
    const brand = m && deps.config.isDevelopment ? await deps.brands.findByCode(m) : brandOf(request);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return deps.social.start(brand, provider, callbackUrl(request));
  });

  app.get('/wps/session/social/callback', async (request, reply) => {
    const url = new URL(request.url, callbackUrl(request));
    const state = url.searchParams.get('state') ?? '';
    const merchantCode = await deps.social.brandCodeOfState(state);
    const brand = merchantCode ? await deps.brands.findByCode(merchantCode) : undefined;
    try {
      if (!brand || url.searchParams.has('error')) throw new AppError('SOCIAL_LOGIN_FAILED');
      const ticket = await deps.social.callback(brand, url, request.ip);
      reply.setCookie(TICKET_COOKIE, ticket, {
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.isProduction,
        path: '/wps/session/social',
        maxAge: 120,
      });
      return reply.redirect(
        `/?social=done${brand && deps.config.isDevelopment ? `&merchant=${brand.code}` : ''}`,
        302,
      );
    } catch (error) {
      request.log.info({ err: error }, 'social login failed');
      return reply.redirect('/?social=failed', 302);
    }
  });

  serve(app, e.socialComplete, auth, async ({ request, reply }) => {
    const brand = brandOf(request);
    const ticket = request.cookies[TICKET_COOKIE];
    reply.clearCookie(TICKET_COOKIE, { path: '/wps/session/social' });
    if (!ticket) throw new AppError('SOCIAL_LOGIN_FAILED');
    const member = await deps.social.redeem(brand, ticket);
    return deps.login.finish(brand, member, clientOf(request), {
      remember: false,
      mustChangePassword: false,
      viaSms: true,
    });
  });

  /** Unticking "remember password" revokes the token at once. */
  serve(app, e.rememberForget, plain, async ({ body: input, request }) => {
    await revokeRememberToken(deps.db, brandOf(request).id, input.rememberToken, deps.now());
    return null;
  });
}
