import { defineModule, type Platform } from '../../platform/module.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CaptchaService } from '../verification/captcha.service.ts';
import type { CodeService } from '../verification/codes.service.ts';
import type { HumanCheckService } from '../verification/human-check.service.ts';
import type { PhoneOwners } from '../verification/verification.routes.ts';
import { findMemberByMobile } from './member.repository.ts';
import { registerMemberRoutes } from './member.routes.ts';
import { PasswordService } from './password.service.ts';
import { ProfileService } from './profile.service.ts';
import { RegisterService } from './register.service.ts';
import type { SignIn } from './sign-in.ts';

/**
 * Member: registration, passwords, the security centre. Sign-in (the session module, above it) comes
 * in as the `signIn` port; it publishes `phoneOwners`, verification's port.
 */
export function createMemberModule(
  platform: Platform,
  deps: {
    mailer: Mailer;
    captcha: CaptchaService;
    humanCheck: HumanCheckService;
    codes: CodeService;
    signIn: SignIn;
  },
) {
  const { config, db, now, events, secrets, payloadKey, checkResponses } = platform;
  const { mailer, captcha, humanCheck, codes, signIn } = deps;
  const register = new RegisterService({ db, humanCheck, captcha, codes, signIn, events, now });
  const passwords = new PasswordService({ db, signIn, codes, captcha, mailer, now });
  const profile = new ProfileService({ db, codes, totpKey: secrets.ring('totp-seal'), now, events });
  /** Who holds a number: codes for login and reset go only to a confirmed number of an active account. */
  const phoneOwners: PhoneOwners = {
    async ownerOf(merchantId, mobile) {
      const member = await findMemberByMobile(db, merchantId, mobile);
      return member
        ? { memberId: member.id, deliver: Boolean(member.mobile_verified_at && member.status === 'active') }
        : undefined;
    },
  };
  return defineModule({
    name: 'member',
    services: { phoneOwners },
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
