import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.ts';

/** Claims on payment queue rows (`payment_claims`, the admin module's; migration 0017, ADR 0027). */
export type ClaimSubject = 'deposit' | 'withdrawal';

export interface ClaimRow {
  subject_id: bigint;
  operator_id: number;
  expires_at: Date;
}

/**
 * Takes or renews the claim in one statement: inserted when the row has none; otherwise updated
 * only when the claim has expired, is already this operator's, or `force` (an owner taking over).
 * PostgreSQL locks the conflicting row and checks the condition against its latest version, so of
 * parallel claims exactly one wins. Answers the row when this operator now holds it.
 */
export async function takeClaim(
  db: Db,
  c: {
    merchantId: number;
    subject: ClaimSubject;
    subjectId: bigint;
    operatorId: number;
    now: Date;
    expiresAt: Date;
    force: boolean;
  },
): Promise<ClaimRow | undefined> {
  return db
    .insertInto('payment_claims')
    .values({
      merchant_id: c.merchantId,
      subject: c.subject,
      subject_id: c.subjectId,
      operator_id: c.operatorId,
      claimed_at: c.now,
      expires_at: c.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'subject', 'subject_id'])
        .doUpdateSet((eb) => ({
          operator_id: eb.ref('excluded.operator_id'),
          claimed_at: eb.ref('excluded.claimed_at'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where((eb) =>
          c.force
            ? eb.val(true)
            : eb.or([
                eb('payment_claims.expires_at', '<=', c.now),
                eb('payment_claims.operator_id', '=', c.operatorId),
              ]),
        ),
    )
    .returning(['subject_id', 'operator_id', 'expires_at'])
    .executeTakeFirst();
}

/** The live claim on a row (expired ones are no claim). */
export function liveClaim(
  db: Db | Trx,
  merchantId: number,
  subject: ClaimSubject,
  subjectId: bigint,
  now: Date,
) {
  return db
    .selectFrom('payment_claims')
    .select(['subject_id', 'operator_id', 'expires_at'])
    .where('merchant_id', '=', merchantId)
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The claim row, locked until the deciding transaction ends (whether live or not). */
export function lockClaim(trx: Db | Trx, merchantId: number, subject: ClaimSubject, subjectId: bigint) {
  return trx
    .selectFrom('payment_claims')
    .select(['subject_id', 'operator_id', 'expires_at'])
    .where('merchant_id', '=', merchantId)
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .forUpdate()
    .executeTakeFirst();
}

/** The live claims on these rows. */
export async function liveClaims(
  db: Db,
  merchantId: number,
  subject: ClaimSubject,
  ids: bigint[],
  now: Date,
): Promise<ClaimRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('payment_claims')
    .select(['subject_id', 'operator_id', 'expires_at'])
    .where('merchant_id', '=', merchantId)
    .where('subject', '=', subject)
    .where('subject_id', 'in', ids)
    .where('expires_at', '>', now)
    .execute();
}

/** Removes the claim (of that operator only, unless `anyone`); answers whether one went. */
export async function dropClaim(
  db: Db | Trx,
  c: { merchantId: number; subject: ClaimSubject; subjectId: bigint; operatorId: number; anyone: boolean },
): Promise<boolean> {
  let query = db
    .deleteFrom('payment_claims')
    .where('merchant_id', '=', c.merchantId)
    .where('subject', '=', c.subject)
    .where('subject_id', '=', c.subjectId);
  if (!c.anyone) query = query.where('operator_id', '=', c.operatorId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
