import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The member module's queries for the operators' member screens (issue 15; ADR 0026): search,
 * the account's status, an operator's password reset and clearing the authenticator, and the
 * upline chain. Published through members.ts; the member-ops module calls them.
 */

export type MemberSearchField = 'account' | 'mobile' | 'email' | 'id' | 'ip';
export type MemberSearchSort = 'createdAt' | 'account' | 'lastLoginAt';

export interface MemberSearch {
  merchantId: number;
  by?: MemberSearchField | undefined;
  q?: string | undefined;
  /** For an IP search: members whose sessions came from the address (the session module's answer). */
  alsoIds?: bigint[] | undefined;
  /** Only these members (the members carrying a tag, by the member-ops module's answer). */
  onlyIds?: bigint[] | undefined;
  status?: 'active' | 'disabled' | undefined;
  types?: readonly number[] | undefined;
  sort: MemberSearchSort;
  order: 'asc' | 'desc';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchQuery(db: Db, s: MemberSearch) {
  let query = db.selectFrom('members').where('members.merchant_id', '=', s.merchantId);
  const q = s.q?.trim() ?? '';
  if (s.by && q) {
    switch (s.by) {
      case 'account':
        query = query.where('members.account', 'like', sql<string>`${escapeLike(q.toLowerCase())} || '%'`);
        break;
      case 'mobile': {
        // Numbers are stored as +<digits>: any run of the digits finds it (the last ones, usually).
        const digits = q.replace(/\D/g, '');
        query = query.where('members.mobile', 'like', sql<string>`'%' || ${escapeLike(digits)} || '%'`);
        break;
      }
      case 'email':
        query = query.where(
          sql`lower(members.email)`,
          'like',
          sql<string>`${escapeLike(q.toLowerCase())} || '%'`,
        );
        break;
      case 'id':
        query = /^\d{1,18}$/.test(q)
          ? query.where('members.id', '=', BigInt(q))
          : query.where(sql<boolean>`false`);
        break;
      case 'ip': {
        const also = s.alsoIds ?? [];
        query = query.where((eb) =>
          eb.or([
            eb('members.register_ip', '=', q),
            eb('members.last_login_ip', '=', q),
            eb.exists(
              eb
                .selectFrom('member_known_ips as k')
                .select('k.ip')
                .whereRef('k.member_id', '=', 'members.id')
                .where('k.ip', '=', q),
            ),
            ...(also.length > 0 ? [eb('members.id', 'in', also)] : []),
          ]),
        );
        break;
      }
    }
  }
  if (s.onlyIds)
    query =
      s.onlyIds.length > 0 ? query.where('members.id', 'in', s.onlyIds) : query.where(sql<boolean>`false`);
  if (s.status) query = query.where('members.status', '=', s.status);
  if (s.types && s.types.length > 0) query = query.where('members.type', 'in', [...s.types]);
  return query;
}

export async function countMembers(db: Db, s: MemberSearch): Promise<number> {
  const row = await searchQuery(db, s)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const SORT_COLUMNS = {
  createdAt: 'members.created_at',
  account: 'members.account',
  lastLoginAt: 'members.last_login_at',
} as const;

export async function membersPage(db: Db, s: MemberSearch, window: { offset: number; limit: number }) {
  return searchQuery(db, s)
    .select([
      'members.id',
      'members.account',
      'members.nickname',
      'members.type',
      'members.status',
      'members.mobile',
      'members.email',
      'members.register_ip',
      'members.last_login_ip',
      'members.last_login_at',
      'members.created_at',
    ])
    .orderBy(SORT_COLUMNS[s.sort], (ob) =>
      s.order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast(),
    )
    .orderBy('members.id', s.order)
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/**
 * Sets the account's status (a lock by an operator is `disabled`) under the member row's lock,
 * in the caller's transaction; answers the status before, or undefined for no such member.
 */
export async function setMemberStatus(
  trx: Db,
  merchantId: number,
  memberId: bigint,
  status: 'active' | 'disabled',
  now: Date,
): Promise<'active' | 'disabled' | undefined> {
  const before = await trx
    .selectFrom('members')
    .select('status')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
  if (before.status !== status) {
    await trx.updateTable('members').set({ status, updated_at: now }).where('id', '=', memberId).execute();
  }
  return before.status;
}

/** Turns the authenticator off (an operator's help when a member lost theirs); answers whether it was on. */
export async function clearTotp(trx: Db, merchantId: number, memberId: bigint, now: Date): Promise<boolean> {
  const before = await trx
    .selectFrom('members')
    .select('totp_enabled_at')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  await trx
    .updateTable('members')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: now })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
  return (before?.totp_enabled_at ?? null) !== null;
}

/** The member's parents, nearest first (the agent tree is `parent_id`), at most `depth` of them. */
export async function parentChain(db: Db, merchantId: number, memberId: bigint, depth = 20) {
  const { rows } = await sql<{
    id: string;
    account: string;
    nickname: string | null;
    type: number;
    level: number;
  }>`
    with recursive chain(id, parent_id, level) as (
      select m.id, m.parent_id, 0 from members m where m.id = ${memberId} and m.merchant_id = ${merchantId}
      union all
      select p.id, p.parent_id, c.level + 1 from chain c join members p on p.id = c.parent_id
      where c.level < ${depth} and p.merchant_id = ${merchantId}
    )
    select m.id::text, m.account, m.nickname, m.type, c.level
    from chain c join members m on m.id = c.id where c.level > 0 order by c.level`.execute(db);
  return rows.map((r) => ({ ...r, id: BigInt(r.id) }));
}

/** The addresses the member has used (registration and sign-ins), latest first. */
export async function knownAddresses(db: Db, memberId: bigint, limit = 50) {
  return db
    .selectFrom('member_known_ips')
    .select(['ip', 'first_seen_at', 'last_seen_at'])
    .where('member_id', '=', memberId)
    .orderBy('last_seen_at', 'desc')
    .limit(limit)
    .execute();
}
