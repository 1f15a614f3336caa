import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MembersTable } from '../../db/schema.ts';

export async function findMemberByAccount(db: Db, merchantId: number, account: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('account', '=', account.toLowerCase())
    .executeTakeFirst();
}

export async function findMemberById(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findMemberByMobile(db: Db, merchantId: number, mobile: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export async function findMemberByReferralCode(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('members')
    .select(['id', 'type', 'account', 'nickname'])
    .where('merchant_id', '=', merchantId)
    .where('referral_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

export async function insertMember(db: Db, values: Insertable<MembersTable>): Promise<bigint> {
  const row = await db.insertInto('members').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Records a login on the member row (which it locks); answers whether it was the member's first,
 * judged under that lock, so of two first logins racing only one is.
 */
export async function recordLogin(
  db: Db,
  memberId: bigint,
  ip: string,
  now: Date,
  language?: string,
): Promise<{ firstLogin: boolean }> {
  const row = await db
    .updateTable('members')
    .from(
      db
        .selectFrom('members as before')
        .select(['before.id', 'before.first_login_at'])
        .where('before.id', '=', memberId)
        // No key column changes: this lock leaves inserts that reference the member unblocked.
        .forNoKeyUpdate()
        .as('before'),
    )
    .set((eb) => ({
      last_login_at: now,
      last_login_ip: ip,
      first_login_at: eb.fn.coalesce('members.first_login_at', eb.val(now)),
      ...(language ? { language } : {}),
      updated_at: now,
    }))
    .whereRef('members.id', '=', 'before.id')
    .returning(sql<boolean>`before.first_login_at is null`.as('first_login'))
    .executeTakeFirst();
  return { firstLogin: row?.first_login ?? false };
}

/**
 * A login's look-up in one statement: the member of an account name, with whether this address
 * is one the member has logged in from before (the second factor asks on a new one).
 */
export async function findMemberForLogin(db: Db, merchantId: number, account: string, ip: string) {
  return db
    .selectFrom('members')
    .selectAll('members')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('member_known_ips')
            .select('member_known_ips.ip')
            .whereRef('member_known_ips.member_id', '=', 'members.id')
            .where('member_known_ips.ip', '=', ip),
        )
        .$castTo<boolean>()
        .as('known_address'),
    )
    .where('members.merchant_id', '=', merchantId)
    .where('members.account', '=', account.toLowerCase())
    .executeTakeFirst();
}

/**
 * `recordLogin` and `rememberAddress` in one statement: the member row is locked and updated
 * first, and the address is upserted from the update's result, so it can only follow the lock
 * (the order the two statements had).
 */
export async function recordLoginFrom(
  db: Db,
  merchantId: number,
  memberId: bigint,
  ip: string,
  now: Date,
  language?: string,
): Promise<{ firstLogin: boolean }> {
  const result = await sql<{ first_login: boolean }>`
    with login as (
      update members set
        last_login_at = ${now}::timestamptz,
        last_login_ip = ${ip}::text,
        first_login_at = coalesce(members.first_login_at, ${now}::timestamptz),
        language = coalesce(${language || null}::text, members.language),
        updated_at = ${now}::timestamptz
      from (select id, first_login_at from members where id = ${memberId} for no key update) before
      where members.id = before.id
      returning members.id, before.first_login_at is null as first_login
    ), known as (
      insert into member_known_ips (merchant_id, member_id, ip, first_seen_at, last_seen_at)
      select ${merchantId}::integer, login.id, ${ip}::text, ${now}::timestamptz, ${now}::timestamptz from login
      on conflict (member_id, ip) do update set last_seen_at = excluded.last_seen_at
      returning member_id
    )
    select login.first_login from login join known on known.member_id = login.id`.execute(db);
  return { firstLogin: result.rows[0]?.first_login ?? false };
}

export async function isKnownAddress(db: Db, memberId: bigint, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_known_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberAddress(
  db: Db,
  merchantId: number,
  memberId: bigint,
  ip: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('member_known_ips')
    .values({ merchant_id: merchantId, member_id: memberId, ip, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** The member's language (messages to a language follow it). */
export async function updateLanguage(db: Db, memberId: bigint, language: string): Promise<void> {
  await db.updateTable('members').set({ language }).where('id', '=', memberId).execute();
}

/** A known address as such (the development page's test members): no update when it exists. */
export async function insertKnownAddress(
  db: Db,
  merchantId: number,
  memberId: bigint,
  ip: string,
): Promise<void> {
  await db
    .insertInto('member_known_ips')
    .values({ merchant_id: merchantId, member_id: memberId, ip })
    .execute();
}

export async function updatePassword(
  db: Db,
  memberId: bigint,
  passwordHash: string,
  now: Date,
  options: { mustChange?: boolean } = {},
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      password_hash: passwordHash,
      password_changed_at: now,
      must_change_password: options.mustChange ?? false,
      updated_at: now,
    })
    .where('id', '=', memberId)
    .execute();
}

/** Stores a reset link by the hash of its token (the token itself only ever travels in the mail). */
export async function insertPasswordReset(
  db: Db,
  values: { merchantId: number; memberId: bigint; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      merchant_id: values.merchantId,
      member_id: values.memberId,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      created_at: values.now,
    })
    .execute();
}

/** The member a reset link still opens (unused and unexpired), without spending it. */
export async function findOpenPasswordReset(db: Db, merchantId: number, tokenHash: string, now: Date) {
  return db
    .selectFrom('password_resets')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Spends a reset link in one statement: true only for the one caller that found it open, so two
 * uses at once cannot both succeed.
 */
export async function claimPasswordReset(
  db: Db,
  merchantId: number,
  memberId: bigint,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Voids every reset link of a member still outstanding (on any password change). */
export async function voidPasswordResets(
  db: Db,
  merchantId: number,
  memberId: bigint,
  now: Date,
): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Locks the member row until the transaction ends: it serialises a member's commands that check
 * limits before anything else is locked (withdrawal requests, bank-account binds).
 */
export async function lockMember(trx: Db, memberId: bigint): Promise<void> {
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}

/** Account names by member id (operator lists). */
export async function accountsOf(db: Db, merchantId: number, ids: bigint[]): Promise<Map<bigint, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.account]));
}

/** The default-password rule at login: the member must change the password before anything else. */
export async function setMustChangePassword(db: Db, memberId: bigint): Promise<void> {
  await db.updateTable('members').set({ must_change_password: true }).where('id', '=', memberId).execute();
}

/** The authenticator step last accepted, so a code is never accepted twice. */
export async function setTotpLastStep(db: Db, memberId: bigint, step: bigint): Promise<void> {
  await db.updateTable('members').set({ totp_last_step: step }).where('id', '=', memberId).execute();
}

/** The member whose confirmed e-mail address this is, if any. */
export async function findVerifiedEmailOwner(db: Db, merchantId: number, email: string) {
  return db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('email', '=', email)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
}

/** The security centre's profile fields (the handles as JSON), nickname and bank account name. */
export async function updateProfile(
  db: Db,
  memberId: bigint,
  values: { profile: Record<string, string>; nickname: string | null; payeeName: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      profile: JSON.stringify(values.profile),
      nickname: values.nickname,
      payee_name: values.payeeName,
      updated_at: now,
    })
    .where('id', '=', memberId)
    .execute();
}

/** Binds a confirmed number; only while none is bound (a unique violation when another has it). */
export async function bindMobile(db: Db, memberId: bigint, mobile: string, now: Date): Promise<void> {
  await db
    .updateTable('members')
    .set({ mobile, mobile_verified_at: now, updated_at: now })
    .where('id', '=', memberId)
    .where('mobile_verified_at', 'is', null)
    .execute();
}

/** Binds a confirmed e-mail address; only while none is bound (a unique violation when another has it). */
export async function bindEmail(db: Db, memberId: bigint, email: string, now: Date): Promise<void> {
  await db
    .updateTable('members')
    .set({ email, email_verified_at: now, updated_at: now })
    .where('id', '=', memberId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function updatePaymentPassword(
  db: Db,
  memberId: bigint,
  paymentPasswordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ payment_password_hash: paymentPasswordHash, updated_at: now })
    .where('id', '=', memberId)
    .execute();
}

/** A new authenticator secret (sealed), not yet enabled. */
export async function setTotpSecret(
  db: Db,
  memberId: bigint,
  sealedSecret: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ totp_secret: sealedSecret, updated_at: now })
    .where('id', '=', memberId)
    .execute();
}

/** Turns the authenticator on, with the step of the code that proved it. */
export async function enableTotp(db: Db, memberId: bigint, step: bigint, now: Date): Promise<void> {
  await db
    .updateTable('members')
    .set({ totp_enabled_at: now, totp_last_step: step, updated_at: now })
    .where('id', '=', memberId)
    .execute();
}
