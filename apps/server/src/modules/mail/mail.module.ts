import { defineModule, type Platform } from '../../platform/module.ts';
import { createMailer, type Mailer } from './mailer.ts';

/** Mail: SMTP, or the development outbox. */
export function createMailModule(platform: Platform, options: { mailer?: Mailer | undefined } = {}) {
  const mailer = options.mailer ?? createMailer(platform.config, platform.db);
  return defineModule({ name: 'mail', services: { mailer } });
}

export type MailModule = ReturnType<typeof createMailModule>;
