import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OperatorSessionsTable, OperatorsTable } from '../../db/schema.ts';

/**
 * The operators' SQL (ADR 0022: admin owns `operators`, `operator_sessions`, `operator_roles` and
 * `operator_recovery_codes`).
 */

/** Adds the built-in roles a brand lacks (a new brand, or a role added to the built-in set). */
export async function insertMissingRoles(
  db: Db,
  merchantId: number,
  roles: { key: string; name: string; permissions: readonly string[] }[],
): Promise<void> {
  if (roles.length === 0) return;
  await db
    .insertInto('operator_roles')
    .values(
      roles.map((r) => ({
        merchant_id: merchantId,
        key: r.key,
        name: r.name,
        permissions: [...r.permissions],
        built_in: true,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'key']).doNothing())
    .execute();
}

export function listRoles(db: Db, merchantId: number) {
  return db
    .selectFrom('operator_roles')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('built_in', 'desc')
    .orderBy('key')
    .execute();
}

export function lockRole(db: Db, merchantId: number, key: string) {
  return db
    .selectFrom('operator_roles')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateRolePermissions(
  db: Db,
  merchantId: number,
  key: string,
  permissions: string[],
  at: Date,
): Promise<void> {
  await db
    .updateTable('operator_roles')
    .set({ permissions, updated_at: at })
    .where('merchant_id', '=', merchantId)
    .where('key', '=', key)
    .execute();
}

export function listOperators(db: Db, merchantId: number) {
  return db
    .selectFrom('operators')
    .select([
      'id',
      'username',
      'display_name',
      'role',
      'status',
      'platform_wide',
      'created_at',
      (eb) => eb('totp_secret', 'is not', null).as('enrolled'),
    ])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}

export function lockOperator(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('operators')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateOperator(
  db: Db,
  id: number,
  change: {
    role?: string;
    status?: 'active' | 'disabled';
    status_changed_at?: Date | null;
    totp_secret?: string | null;
    totp_last_step?: bigint | null;
  },
): Promise<void> {
  await db.updateTable('operators').set(change).where('id', '=', id).execute();
}

/** Ends every live session of an operator (disabled, TOTP reset), or all but one (`except`). */
export async function revokeOperatorSessions(
  db: Db,
  operatorId: number,
  at: Date,
  except: bigint | null = null,
): Promise<number> {
  let query = db
    .updateTable('operator_sessions')
    .set({ revoked_at: at })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('absolute_expires_at', '>', at);
  if (except !== null) query = query.where('id', '!=', except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An operator's sessions still alive (full or pending), newest first. */
export function liveSessions(db: Db, operatorId: number, now: Date) {
  return db
    .selectFrom('operator_sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'mfa_verified', 'idle_expires_at'])
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one of the operator's own sessions; whether it was there. */
export async function revokeOwnSession(
  db: Db,
  operatorId: number,
  sessionId: bigint,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceRecoveryCodes(db: Db, operatorId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('operator_recovery_codes')
    .values(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash })))
    .execute();
}

/** Spends a recovery code once: whether an unused one matched. */
export async function useRecoveryCode(
  db: Db,
  operatorId: number,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: at })
    .where('operator_id', '=', operatorId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

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

/** What a code of a signed-in operator is checked against. */
export function findOperatorSecret(db: Db, operatorId: number) {
  return db
    .selectFrom('operators')
    .select(['merchant_id', 'username', 'totp_secret', 'totp_last_step'])
    .where('id', '=', operatorId)
    .executeTakeFirst();
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
      'operators.platform_wide',
      'operators.merchant_id as home_merchant_id',
      'merchants.code',
    ])
    .select((eb) =>
      eb
        .selectFrom('operator_roles')
        .select('operator_roles.permissions')
        .whereRef('operator_roles.merchant_id', '=', 'operators.merchant_id')
        .whereRef('operator_roles.key', '=', 'operators.role')
        .as('permissions'),
    )
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

export async function extendOperatorSession(
  db: Db,
  sessionId: bigint,
  idle: Date,
  seen: Date,
): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ idle_expires_at: idle, last_seen_at: seen })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeOperatorSession(db: Db, sessionId: bigint, at: Date): Promise<void> {
  await db.updateTable('operator_sessions').set({ revoked_at: at }).where('id', '=', sessionId).execute();
}

/** A platform-wide operator's session now acts on another brand. */
export async function switchSessionBrand(db: Db, sessionId: bigint, merchantId: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ merchant_id: merchantId })
    .where('id', '=', sessionId)
    .execute();
}
