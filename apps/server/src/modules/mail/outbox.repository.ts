import type { Db } from '../../db/database.ts';

export type OutboxChannel = 'sms' | 'email' | 'captcha';

/** Development only: what would have been sent, so people and browser tests can read it. */
export async function addToOutbox(
  db: Db,
  entry: {
    merchantId: number;
    channel: OutboxChannel;
    recipient: string;
    subject?: string | null;
    body: string;
  },
): Promise<void> {
  await db
    .insertInto('dev_outbox')
    .values({
      merchant_id: entry.merchantId,
      channel: entry.channel,
      recipient: entry.recipient,
      subject: entry.subject ?? null,
      body: entry.body,
    })
    .execute();
}

export async function listOutbox(
  db: Db,
  options: { merchantId?: number; channel?: OutboxChannel; recipient?: string; limit: number },
) {
  let query = db
    .selectFrom('dev_outbox')
    .innerJoin('merchants', 'merchants.id', 'dev_outbox.merchant_id')
    .select([
      'dev_outbox.id',
      'merchants.code as merchant',
      'dev_outbox.channel',
      'dev_outbox.recipient',
      'dev_outbox.subject',
      'dev_outbox.body',
      'dev_outbox.created_at',
    ])
    .orderBy('dev_outbox.id', 'desc')
    .limit(options.limit);
  if (options.merchantId !== undefined)
    query = query.where('dev_outbox.merchant_id', '=', options.merchantId);
  if (options.channel) query = query.where('dev_outbox.channel', '=', options.channel);
  if (options.recipient) query = query.where('dev_outbox.recipient', '=', options.recipient);
  return query.execute();
}
