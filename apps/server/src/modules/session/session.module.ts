import { registerSessionReader } from '../../platform/auth.ts';
import { defineModule, type Platform } from '../../platform/module.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { SignIn } from '../member/sign-in.ts';
import type { CaptchaService } from '../verification/captcha.service.ts';
import type { CodeService } from '../verification/codes.service.ts';
import type { HumanCheckService } from '../verification/human-check.service.ts';
import { LoginService } from './login.service.ts';
import { revokeMemberRememberTokens } from './remember.ts';
import { registerSessionRoutes } from './session.routes.ts';
import { SessionService } from './session.service.ts';
import { SocialLoginService } from './social.service.ts';
import { TwoFactorService } from './two-factor.service.ts';

/**
 * Session: login, sessions, the second factor, social login. Its hook reads the session for every
 * route. It publishes `signIn`, the port the member module (below it) logs in and signs out through.
 */
export function createSessionModule(
  platform: Platform,
  deps: { brands: BrandService; captcha: CaptchaService; humanCheck: HumanCheckService; codes: CodeService },
) {
  const { config, db, now, events, secrets, payloadKey, checkResponses } = platform;
  const { brands, captcha, humanCheck, codes } = deps;
  const sessions = new SessionService(db, now);
  const twoFactor = new TwoFactorService({ db, codes, totpKey: secrets.ring('totp-seal'), now });
  const login = new LoginService({ db, sessions, humanCheck, captcha, codes, twoFactor, events, now });
  const social = new SocialLoginService(db, now, !config.isProduction, events);
  const signIn: SignIn = {
    finish: (brand, member, client, options) => login.finish(brand, member, client, options),
    async endAll(trx, memberId, reason, at) {
      await sessions.revokeAll(memberId, reason, trx);
      await revokeMemberRememberTokens(trx, memberId, at);
    },
  };
  return defineModule({
    name: 'session',
    services: { sessions, login, signIn },
    hooks(app) {
      registerSessionReader(app, sessions);
    },
    register(app) {
      registerSessionRoutes(app, {
        db,
        config,
        brands,
        login,
        sessions,
        twoFactor,
        social,
        payloadKey,
        now,
        checkResponses,
      });
    },
  });
}

export type SessionModule = ReturnType<typeof createSessionModule>;
