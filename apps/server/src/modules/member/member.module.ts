import { defineModule, type Platform } from '../../platform/module.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { LoginService } from '../session/login.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { CaptchaService } from '../verification/captcha.service.ts';
import type { CodeService } from '../verification/codes.service.ts';
import type { HumanCheckService } from '../verification/human-check.service.ts';
import { registerMemberRoutes } from './member.routes.ts';
import { PasswordService } from './password.service.ts';
import { ProfileService } from './profile.service.ts';
import { RegisterService } from './register.service.ts';

/** Member: registration, passwords, the security centre. */
export function createMemberModule(
  platform: Platform,
  deps: {
    mailer: Mailer;
    captcha: CaptchaService;
    humanCheck: HumanCheckService;
    codes: CodeService;
    sessions: SessionService;
    login: LoginService;
  },
) {
  const { config, db, now, events, secrets, payloadKey, checkResponses } = platform;
  const { mailer, captcha, humanCheck, codes, sessions, login } = deps;
  const register = new RegisterService({ db, humanCheck, captcha, codes, login, events, now });
  const passwords = new PasswordService({ db, sessions, login, codes, captcha, mailer, now });
  const profile = new ProfileService({ db, codes, totpKey: secrets.ring('totp-seal'), now });
  return defineModule({
    name: 'member',
    services: {},
    register(app) {
      registerMemberRoutes(app, {
        db,
        config,
        register,
        passwords,
        profile,
        payloadKey,
        now,
        checkResponses,
      });
    },
  });
}

export type MemberModule = ReturnType<typeof createMemberModule>;
