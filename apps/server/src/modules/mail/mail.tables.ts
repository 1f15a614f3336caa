import type { Generated } from 'kysely';

/**
 * Tables of the mail module (the development outbox of e-mails and SMS).
 * Joined into `Database` in db/schema.ts (ownership: ADR 0022).
 */
export interface MailTables {
  dev_outbox: DevOutboxTable;
}

export interface DevOutboxTable {
  id: Generated<bigint>;
  merchant_id: number;
  channel: 'sms' | 'email' | 'captcha';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
}
