import type { AppConfig } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { addToOutbox } from '../mail/dev-outbox.ts';

export interface SmsMessage {
  merchantId: number;
  /** E.164 */
  to: string;
  text: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Bound on how long a gateway may take before we give up on one message. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * An HTTP SMS gateway: POST JSON `{ to, text }` with a bearer token. 2xx is sent; 402 means the
 * account's quota is used up; anything else (or no answer in time) is a send failure.
 */
export function createHttpSmsGateway(url: string, token: string | null): SmsProvider {
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new AppError('SMS_SEND_FAILED', { cause: error });
      }
      if (response.status === 402) throw new AppError('SMS_QUOTA_EXCEEDED');
      if (!response.ok)
        throw new AppError('SMS_SEND_FAILED', { cause: new Error(`gateway answered ${response.status}`) });
    },
  };
}

/** Development: messages land in the development outbox. */
export function createOutboxSms(db: Db): SmsProvider {
  return {
    async send(message) {
      await addToOutbox(db, {
        merchantId: message.merchantId,
        channel: 'sms',
        recipient: message.to,
        body: message.text,
      });
    },
  };
}

export function createSmsProvider(config: AppConfig, db: Db): SmsProvider {
  return config.smsGateway
    ? createHttpSmsGateway(config.smsGateway.url, config.smsGateway.token)
    : createOutboxSms(db);
}
