import type { Db } from '../../db/database.ts';

/** The verification module's tables: `captchas`, `human_checks_used`, `verification_codes` (ADR 0022). */

export async function insertCaptcha(
  db: Db,
  values: { id: string; merchantId: number; answerHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('captchas')
    .values({
      id: values.id,
      merchant_id: values.merchantId,
      answer_hash: values.answerHash,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Uses up a live captcha in one statement; its answer's hash, or undefined when none was live. */
export async function claimCaptcha(
  db: Db,
  merchantId: number,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash;
}

/** Records a solved human check; false when its signature was redeemed before. */
export async function redeemHumanCheck(
  db: Db,
  values: { signature: string; merchantId: number; expiresAt: Date },
): Promise<boolean> {
  const redeemed = await db
    .insertInto('human_checks_used')
    .values({ signature: values.signature, merchant_id: values.merchantId, expires_at: values.expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return redeemed !== undefined;
}

export interface CodeKey {
  merchantId: number;
  channel: 'sms' | 'email';
  purpose: string;
  target: string;
}

/** Voids the unused codes of one channel, purpose and target (a new code replaces them). */
export async function voidCodes(db: Db, key: CodeKey, now: Date): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('merchant_id', '=', key.merchantId)
    .where('channel', '=', key.channel)
    .where('purpose', '=', key.purpose)
    .where('target', '=', key.target)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Db,
  key: CodeKey,
  values: { memberId: bigint | null; codeHash: string; expiresAt: Date; ip: string },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      merchant_id: key.merchantId,
      channel: key.channel,
      purpose: key.purpose,
      target: key.target,
      member_id: values.memberId,
      code_hash: values.codeHash,
      expires_at: values.expiresAt,
      ip: values.ip,
    })
    .execute();
}

/** Voids the unused codes of a purpose for any of these targets, whatever the channel. */
export async function voidCodesOfTargets(
  db: Db,
  merchantId: number,
  purpose: string,
  targets: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('target', 'in', [...targets])
    .where('used_at', 'is', null)
    .execute();
}

/** The newest unused code of a key, locked for the caller's transaction. */
export async function lockLatestCode(db: Db, key: CodeKey) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('merchant_id', '=', key.merchantId)
    .where('channel', '=', key.channel)
    .where('purpose', '=', key.purpose)
    .where('target', '=', key.target)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a code used (spent, or run out). */
export async function spendCode(db: Db, id: bigint, now: Date): Promise<void> {
  await db.updateTable('verification_codes').set({ used_at: now }).where('id', '=', id).execute();
}

/** Stores a code's wrong-guess count; `voided` also ends it. */
export async function setCodeAttempts(
  db: Db,
  id: bigint,
  attempts: number,
  voided: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ attempts, ...(voided ? { used_at: now } : {}) })
    .where('id', '=', id)
    .execute();
}
