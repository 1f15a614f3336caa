import { createHash } from 'node:crypto';
import type { TMemberInfo } from '@portal/contracts';
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
} from '@portal/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { authRouteLimits, requireSession } from '../../platform/auth.ts';
import { brandOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { escapeXml } from '../../platform/html.ts';
import { type PayloadKey, readSealedBody } from '../../platform/payload-crypto.ts';
import { parseInput } from '../../platform/validation.ts';
import { clientOf } from '../session/session.routes.ts';
import * as repo from './member.repository.ts';
import type { PasswordService } from './password.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { RegisterService } from './register.service.ts';

/** A generated avatar: the account's initials on a colour taken from its name. */
function avatarDataUrl(account: string): string {
  const hue = createHash('sha256').update(account).digest()[0] as number;
  const initials = escapeXml(
    account
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 2)
      .toUpperCase() || '?',
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="hsl(${Math.round((hue / 255) * 360)} 55% 42%)"/><text x="32" y="41" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="24" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function registerMemberRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: AppConfig;
    register: RegisterService;
    passwords: PasswordService;
    profile: ProfileService;
    payloadKey: PayloadKey;
    now: () => Date;
  },
): void {
  const { AUTH } = authRouteLimits(deps.config.authRateLimitPerMinute);
  const sealed = <S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> =>
    readSealedBody(request, deps.payloadKey, schema, {
      required: brandOf(request).settings.security.encryptPayloads,
      now: deps.now(),
      language: request.language,
    });
  const originOf = (request: FastifyRequest) =>
    deps.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get('/wps/member/info', async (request) => {
    const session = requireSession(request, { allowTrial: true, allowPasswordChange: true });
    const member = await repo.findMemberById(deps.db, brandOf(request).id, session.memberId);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    const info: TMemberInfo = {
      id: String(member.id),
      account: member.account,
      nickname: member.nickname,
      type: member.type,
    };
    return ok(info);
  });

  app.get('/wps/member/info/icon', async (request) => {
    const session = requireSession(request, { allowTrial: true, allowPasswordChange: true });
    return ok({ iconUrl: avatarDataUrl(session.account) });
  });

  app.put('/wps/member/register', { config: AUTH }, async (request) => {
    const input = sealed(request, ZRegisterRequest);
    return ok(
      await deps.register.register(brandOf(request), input, 'username', clientOf(request), request.language),
    );
  });

  app.put('/wps/member/register/mobile', { config: AUTH }, async (request) => {
    const input = sealed(request, ZRegisterRequest);
    return ok(
      await deps.register.register(brandOf(request), input, 'mobile', clientOf(request), request.language),
    );
  });

  app.post('/wps/member/password', { config: AUTH }, async (request) => {
    const session = requireSession(request, { allowPasswordChange: true });
    const input = sealed(request, ZChangePassword);
    return ok(
      await deps.passwords.change(brandOf(request), session, input, clientOf(request), request.language),
    );
  });

  /**
   * Forgot by e-mail (form-encoded in the spec; JSON works too). The answer never says whether it
   * matched; the service checks the captcha before it looks anything up.
   */
  app.post(
    '/wps/member/password/email',
    { config: { ...AUTH, acceptBodies: ['application/x-www-form-urlencoded'] } },
    async (request) => {
      const input = parseInput(ZForgotByEmail, request.body, request.language);
      await deps.passwords.requestReset(
        brandOf(request),
        input,
        originOf(request),
        request.language,
        request.ip,
      );
      return ok({ sent: true });
    },
  );

  app.post('/wps/member/password/reset', { config: AUTH }, async (request) => {
    const input = sealed(request, ZResetPassword);
    return ok(await deps.passwords.resetWithToken(brandOf(request), input, request.language));
  });

  app.post('/wps/member/password/verification', { config: AUTH }, async (request) => {
    const input = sealed(request, ZForgotByPhone);
    return ok(
      await deps.passwords.resetByPhone(brandOf(request), input, clientOf(request), request.language),
    );
  });

  // Security centre.
  app.get('/wps/member/security', async (request) => {
    const session = requireSession(request);
    return ok(await deps.profile.overview(brandOf(request), session));
  });

  app.put('/wps/member/profile', async (request) => {
    const session = requireSession(request);
    const input = parseInput(ZProfileUpdate, request.body, request.language) as Record<
      string,
      string | undefined
    >;
    const clean = Object.fromEntries(
      Object.entries(input).filter((e): e is [string, string] => e[1] !== undefined),
    );
    return ok(await deps.profile.updateProfile(brandOf(request), session, clean, request.language));
  });

  app.post('/wps/member/bind/mobile/code', { config: AUTH }, async (request) => {
    const session = requireSession(request);
    const input = parseInput(ZBindMobileSend, request.body, request.language);
    return ok(
      await deps.profile.sendMobileCode(
        brandOf(request),
        session,
        input.mobileNum,
        input.countryDialingCode,
        request.ip,
        request.language,
      ),
    );
  });

  app.post('/wps/member/bind/mobile', async (request) => {
    const session = requireSession(request);
    const input = parseInput(ZBindMobile, request.body, request.language);
    return ok(
      await deps.profile.bindMobile(
        brandOf(request),
        session,
        input.mobileNum,
        input.countryDialingCode,
        input.verificationCode,
      ),
    );
  });

  app.post('/wps/member/bind/email/code', { config: AUTH }, async (request) => {
    const session = requireSession(request);
    const input = parseInput(ZBindEmailSend, request.body, request.language);
    return ok(
      await deps.profile.sendEmailCode(brandOf(request), session, input.email, request.ip, request.language),
    );
  });

  app.post('/wps/member/bind/email', async (request) => {
    const session = requireSession(request);
    const input = parseInput(ZBindEmail, request.body, request.language);
    return ok(
      await deps.profile.bindEmail(
        brandOf(request),
        session,
        input.email,
        input.verificationCode,
        request.language,
      ),
    );
  });

  app.put('/wps/member/password/payment', { config: AUTH }, async (request) => {
    const session = requireSession(request);
    const input = sealed(request, ZPaymentPassword);
    return ok(await deps.profile.setPaymentPassword(brandOf(request), session, input, request.language));
  });

  app.post('/wps/member/2fa/totp/setup', async (request) => {
    const session = requireSession(request);
    return ok(await deps.profile.setupTotp(brandOf(request), session));
  });

  app.post('/wps/member/2fa/totp/enable', { config: AUTH }, async (request) => {
    const session = requireSession(request);
    const input = parseInput(ZTotpEnable, request.body, request.language);
    return ok(await deps.profile.enableTotp(brandOf(request), session, input.code));
  });
}
