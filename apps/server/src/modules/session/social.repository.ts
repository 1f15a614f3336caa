import type { Db } from '../../db/database.ts';

/** `oauth_states`, `login_tickets` and `member_identities` (session module, ADR 0022). */

/** The code of the brand a pending state belongs to (a join with the brands' `merchants`). */
export async function findBrandCodeOfState(db: Db, state: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('oauth_states')
    .innerJoin('merchants', 'merchants.id', 'oauth_states.merchant_id')
    .select('merchants.code')
    .where('oauth_states.state', '=', state)
    .executeTakeFirst();
  return row?.code;
}

export async function insertState(
  db: Db,
  values: {
    state: string;
    merchantId: number;
    provider: string;
    codeVerifier: string;
    nonce: string;
    redirectUri: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('oauth_states')
    .values({
      state: values.state,
      merchant_id: values.merchantId,
      provider: values.provider,
      code_verifier: values.codeVerifier,
      nonce: values.nonce,
      redirect_uri: values.redirectUri,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Spends a live state of the brand in one statement; the row, or undefined when none was live. */
export async function claimState(db: Db, merchantId: number, state: string, now: Date) {
  return db
    .updateTable('oauth_states')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function insertTicket(
  db: Db,
  values: { ticketHash: string; merchantId: number; memberId: bigint; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('login_tickets')
    .values({
      ticket_hash: values.ticketHash,
      merchant_id: values.merchantId,
      member_id: values.memberId,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Spends a live ticket of the brand in one statement; its member, or undefined when none was live. */
export async function claimTicket(
  db: Db,
  merchantId: number,
  ticketHash: string,
  now: Date,
): Promise<bigint | undefined> {
  const row = await db
    .updateTable('login_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

/** The member tied to a provider's subject on the brand. */
export async function findIdentityMember(
  db: Db,
  merchantId: number,
  provider: string,
  subject: string,
): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('member_identities')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.member_id;
}

/** Ties a member to a provider's subject (unique per brand, provider and subject). */
export async function insertIdentity(
  db: Db,
  values: { merchantId: number; memberId: bigint; provider: string; subject: string; email: string | null },
): Promise<void> {
  await db
    .insertInto('member_identities')
    .values({
      merchant_id: values.merchantId,
      member_id: values.memberId,
      provider: values.provider,
      subject: values.subject,
      email: values.email,
    })
    .execute();
}
