import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OperatorSessionsTable, OperatorsTable } from '../../db/schema.ts';

/** The operators' SQL (ADR 0022: admin owns `operators` and `operator_sessions`). */

export async function insertOperator(db: Db, values: Insertable<OperatorsTable>): Promise<void> {
  await db.insertInto('operators').values(values).execute();
}

/** A new operator's id; nothing when the brand already has one of that name. */
export async function insertOperatorIfNew(
  db: Db,
  values: Insertable<OperatorsTable>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('operators')
    .values(values)
    .onConflict((oc) => oc.columns(['merchant_id', 'username']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findOperatorByName(db: Db, merchantId: number, username: string) {
  return db
    .selectFrom('operators')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Stores the authenticator step just used and, at enrolment, the sealed secret itself. */
export async function recordOperatorTotp(
  db: Db,
  operatorId: number,
  change: { step: bigint; secret: string | null },
): Promise<void> {
  await db
    .updateTable('operators')
    .set({ totp_last_step: change.step, ...(change.secret ? { totp_secret: change.secret } : {}) })
    .where('id', '=', operatorId)
    .execute();
}

export async function insertOperatorSession(
  db: Db,
  values: Insertable<OperatorSessionsTable>,
): Promise<void> {
  await db.insertInto('operator_sessions').values(values).execute();
}

/** A session awaiting its second factor, with what the code is checked against. */
export function findSessionForSecondFactor(db: Db, tokenHash: string) {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id',
      'operator_sessions.merchant_id',
      'operator_sessions.pending_totp_secret',
      'operator_sessions.mfa_verified',
      'operator_sessions.idle_expires_at',
      'operator_sessions.revoked_at',
      'operators.id as operator_id',
      'operators.username',
      'operators.totp_secret',
      'operators.totp_last_step',
    ])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A session (pending or full) with its operator and brand, by its token's hash. */
function sessionByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .innerJoin('merchants', 'merchants.id', 'operator_sessions.merchant_id')
    .where('operator_sessions.token_hash', '=', tokenHash);
}

/** What a pending session needs to show its authenticator's QR code again. */
export function findSessionEnrolment(db: Db, tokenHash: string) {
  return sessionByToken(db, tokenHash)
    .select([
      'operator_sessions.pending_totp_secret',
      'operator_sessions.mfa_verified',
      'operators.username',
      'merchants.code',
      'merchants.name',
    ])
    .executeTakeFirst();
}

/** A session with everything that decides whether it still stands, and who it is. */
export function findSessionToResolve(db: Db, tokenHash: string) {
  return sessionByToken(db, tokenHash)
    .select([
      'operator_sessions.id',
      'operator_sessions.merchant_id',
      'operator_sessions.mfa_verified',
      'operator_sessions.idle_expires_at',
      'operator_sessions.absolute_expires_at',
      'operator_sessions.revoked_at',
      'operators.id as operator_id',
      'operators.username',
      'operators.display_name',
      'operators.role',
      'operators.status',
      'merchants.code',
    ])
    .executeTakeFirst();
}

/** The second factor passed: the session becomes a full one with its own expiry. */
export async function verifyOperatorSession(
  db: Db,
  sessionId: bigint,
  expires: { idle: Date; absolute: Date },
): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({
      mfa_verified: true,
      pending_totp_secret: null,
      idle_expires_at: expires.idle,
      absolute_expires_at: expires.absolute,
    })
    .where('id', '=', sessionId)
    .execute();
}

export async function extendOperatorSession(db: Db, sessionId: bigint, idle: Date): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ idle_expires_at: idle })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeOperatorSession(db: Db, sessionId: bigint, at: Date): Promise<void> {
  await db.updateTable('operator_sessions').set({ revoked_at: at }).where('id', '=', sessionId).execute();
}
