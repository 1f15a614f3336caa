import { defineModule, type Platform } from '../../platform/module.ts';
import type { Mailer } from '../mail/mailer.ts';
import { CaptchaService } from './captcha.service.ts';
import { CodeService } from './codes.service.ts';
import { HumanCheckService } from './human-check.service.ts';
import { createSmsProvider, type SmsProvider } from './sms-provider.ts';
import { registerVerificationRoutes } from './verification.routes.ts';

/** Verification: human check, image captcha, SMS and e-mail codes. */
export function createVerificationModule(
  platform: Platform,
  deps: { mailer: Mailer; sms?: SmsProvider | undefined },
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
      registerVerificationRoutes(app, { db, config, captcha, humanCheck, codes, checkResponses });
    },
  });
}

export type VerificationModule = ReturnType<typeof createVerificationModule>;
