import { defineModule, type Platform } from '../../platform/module.ts';
import type { Mailer } from '../mail/mailer.ts';
import { CaptchaService } from './captcha.service.ts';
import { CodeService } from './codes.service.ts';
import { HumanCheckService } from './human-check.service.ts';
import { createSmsProvider, type SmsProvider } from './sms-provider.ts';
import { type PhoneOwners, registerVerificationRoutes } from './verification.routes.ts';

/**
 * Verification: human check, image captcha, SMS and e-mail codes. The lowest of the account
 * modules: `phoneOwners` (the member module's) is a getter, called when the routes are registered.
 */
export function createVerificationModule(
  platform: Platform,
  deps: { mailer: Mailer; sms?: SmsProvider | undefined; phoneOwners: () => PhoneOwners },
) {
  const { config, db, now, secrets, checkResponses } = platform;
  const sms = deps.sms ?? createSmsProvider(config, db);
  const captcha = new CaptchaService(db, now, config.isDevelopment);
  const humanCheck = new HumanCheckService(db, secrets.ring('human-check'), now);
  const codes = new CodeService({
    db,
    sms,
    mailer: deps.mailer,
    key: secrets.ring('verification-codes'),
    now,
  });
  return defineModule({
    name: 'verification',
    services: { captcha, humanCheck, codes },
    register(app) {
      registerVerificationRoutes(app, {
        config,
        captcha,
        humanCheck,
        codes,
        phoneOwners: deps.phoneOwners(),
        checkResponses,
      });
    },
  });
}

export type VerificationModule = ReturnType<typeof createVerificationModule>;
