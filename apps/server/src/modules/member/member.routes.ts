import { createHash } from 'node:crypto';
import { memberEndpoints } from '@portal/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { authRouteLimits } from '../../platform/auth.ts';
import { clientOf } from '../../platform/client.ts';
import { brandOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { escapeXml } from '../../platform/html.ts';
import type { PayloadKey } from '../../platform/payload-crypto.ts';
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
    /** Check answers against their declared contracts (tests). */
    checkResponses: boolean;
  },
): void {
  const { AUTH } = authRouteLimits(deps.config.authRateLimitPerMinute);
  const e = memberEndpoints;
  const plain = { checkResponses: deps.checkResponses };
  const auth = { ...plain, config: AUTH };
  const sealedAuth = { ...auth, sealing: { key: deps.payloadKey, now: deps.now } };
  const originOf = (request: FastifyRequest) =>
    deps.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  serve(app, e.info, plain, async ({ session, request }) => {
    const member = await repo.findMemberById(deps.db, brandOf(request).id, session.memberId);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    return { id: String(member.id), account: member.account, nickname: member.nickname, type: member.type };
  });

  serve(app, e.icon, plain, async ({ session }) => ({ iconUrl: avatarDataUrl(session.account) }));

  serve(app, e.register, sealedAuth, async ({ body, request }) =>
    deps.register.register(brandOf(request), body, 'username', clientOf(request), request.language),
  );

  serve(app, e.registerByMobile, sealedAuth, async ({ body, request }) =>
    deps.register.register(brandOf(request), body, 'mobile', clientOf(request), request.language),
  );

  serve(app, e.changePassword, sealedAuth, async ({ body, session, request }) =>
    deps.passwords.change(brandOf(request), session, body, clientOf(request), request.language),
  );

  /**
   * Forgot by e-mail (form-encoded in the spec; JSON works too). The answer never says whether it
   * matched; the service checks the captcha before it looks anything up.
   */
  serve(app, e.forgotByEmail, auth, async ({ body, request }) => {
    await deps.passwords.requestReset(
      brandOf(request),
      body,
      originOf(request),
      request.language,
      request.ip,
    );
    return { sent: true as const };
  });

  serve(app, e.resetByEmail, sealedAuth, async ({ body, request }) =>
    deps.passwords.resetWithToken(brandOf(request), body, request.language),
  );

  serve(app, e.resetByPhone, sealedAuth, async ({ body, request }) =>
    deps.passwords.resetByPhone(brandOf(request), body, clientOf(request), request.language),
  );

  // Security centre.
  serve(app, e.security, plain, async ({ session, request }) =>
    deps.profile.overview(brandOf(request), session),
  );

  serve(app, e.updateProfile, plain, async ({ body, session, request }) => {
    const clean = Object.fromEntries(
      Object.entries(body as Record<string, string | undefined>).filter(
        (e): e is [string, string] => e[1] !== undefined,
      ),
    );
    return deps.profile.updateProfile(brandOf(request), session, clean, request.language);
  });

  serve(app, e.mobileCode, auth, async ({ body, session, request }) =>
    deps.profile.sendMobileCode(
      brandOf(request),
      session,
      body.mobileNum,
      body.countryDialingCode,
      request.ip,
      request.language,
    ),
  );

  serve(app, e.bindMobile, plain, async ({ body, session, request }) =>
    deps.profile.bindMobile(
      brandOf(request),
      session,
      body.mobileNum,
      body.countryDialingCode,
      body.verificationCode,
    ),
  );

  serve(app, e.emailCode, auth, async ({ body, session, request }) =>
    deps.profile.sendEmailCode(brandOf(request), session, body.email, request.ip, request.language),
  );

  serve(app, e.bindEmail, plain, async ({ body, session, request }) =>
    deps.profile.bindEmail(brandOf(request), session, body.email, body.verificationCode, request.language),
  );

  serve(app, e.paymentPassword, sealedAuth, async ({ body, session, request }) =>
    deps.profile.setPaymentPassword(brandOf(request), session, body, request.language),
  );

  serve(app, e.totpSetup, plain, async ({ session, request }) =>
    deps.profile.setupTotp(brandOf(request), session),
  );

  serve(app, e.totpEnable, auth, async ({ body, session, request }) =>
    deps.profile.enableTotp(brandOf(request), session, body.code),
  );
}
