import type { Insertable } from 'kysely';
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

export async function recordLogin(
  db: Db,
  memberId: bigint,
  ip: string,
  now: Date,
  language?: string,
): Promise<void> {
  await db
    .updateTable('members')
    .set((eb) => ({
      last_login_at: now,
      last_login_ip: ip,
      first_login_at: eb.fn.coalesce('first_login_at', eb.val(now)),
      ...(language ? { language } : {}),
      updated_at: now,
    }))
    .where('id', '=', memberId)
    .execute();
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
