import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { addToOutbox } from './outbox.repository.ts';

export interface MailMessage {
  merchantId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The brand name shown as sender. */
  fromName: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real mail over SMTP (nodemailer). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { transporter: Transporter } {
  const transporter = nodemailer.createTransport(smtpUrl);
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return {
    transporter,
    async send(message) {
      await transporter.sendMail({
        from: { name: message.fromName, address },
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

/** Development: mail lands in the development outbox instead of leaving the machine. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await addToOutbox(db, {
        merchantId: message.merchantId,
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      });
    },
  };
}

export function createMailer(config: AppConfig, db: Db): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db);
}
