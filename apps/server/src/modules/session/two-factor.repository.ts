import type { Db } from '../../db/database.ts';

/** `two_factor_challenges` (session module, ADR 0022). */

export async function insertChallenge(
  db: Db,
  values: {
    id: string;
    merchantId: number;
    memberId: bigint;
    ip: string;
    methods: string[];
    /** The held-up login's options, as JSON. */
    login: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('two_factor_challenges')
    .values({
      id: values.id,
      merchant_id: values.merchantId,
      member_id: values.memberId,
      ip: values.ip,
      methods: values.methods,
      login: values.login,
      expires_at: values.expiresAt,
    })
    .execute();
}

export async function findChallenge(db: Db, merchantId: number, id: string) {
  return db
    .selectFrom('two_factor_challenges')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Stores a challenge's wrong answers; `spent` also ends it. */
export async function setChallengeAttempts(
  db: Db,
  id: string,
  attempts: number,
  spent: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('two_factor_challenges')
    .set({ attempts, ...(spent ? { used_at: now } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Spends an unspent challenge in one statement: true only for the one caller that found it open. */
export async function spendChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}
