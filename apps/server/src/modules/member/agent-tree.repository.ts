import { AGENT_TYPES } from '@portal/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { prefixEnd } from './team.repository.ts';

/**
 * The member module's queries for the operators' agent tools (issue 16; ADR 0037): a level of
 * the tree with each account's counts, one account, accounts by name with their chains, and the
 * writes of a move and a change of type, in the caller's transaction. Published through
 * members.ts; the agent-ops module calls them. Counts are range scans of the path index
 * (ADR 0033): the direct downline is the exact prefix, the team the prefix range.
 */

/** The path prefix of an account's own team, in the column's C collation. */
const teamPrefix = sql<string>`(m.upline_path || m.id::text || '/') collate "C"`;

const directCount = sql<string>`(
  select count(*) from members c
  where c.merchant_id = m.merchant_id and c.upline_path = ${teamPrefix})`;

const teamSize = sql<string>`(
  select count(*) from members c
  where c.merchant_id = m.merchant_id
    and c.upline_path >= ${teamPrefix}
    and c.upline_path < (left(${teamPrefix}, -1) || '0') collate "C")`;

const NODE_COLUMNS = [
  'm.id',
  'm.account',
  'm.nickname',
  'm.type',
  'm.status',
  'm.parent_id',
  'm.upline_path',
  'm.upline_depth',
  'm.created_at',
] as const;

function nodeQuery(db: Db, merchantId: number) {
  return db
    .selectFrom('members as m')
    .select(NODE_COLUMNS)
    .select([directCount.as('direct_count'), teamSize.as('team_size')])
    .where('m.merchant_id', '=', merchantId);
}

export type TreeNodeRow = Awaited<ReturnType<ReturnType<typeof nodeQuery>['executeTakeFirstOrThrow']>>;

/** Agents first, then by user name. */
const agentsFirst = sql`case when m.type in (${sql.join([...AGENT_TYPES])}) then 0 else 1 end`;

/** A level of the tree: the agents with no upline, or the accounts directly under `parentId`. */
function level(parentId: bigint | null) {
  return parentId === null
    ? sql<SqlBool>`m.parent_id is null and m.type in (${sql.join([...AGENT_TYPES])})`
    : sql<SqlBool>`m.parent_id = ${parentId}`;
}

/** How many accounts a level of the tree holds: the top agents (no upline), or those directly under `parentId`. */
export async function countTreeLevel(db: Db, merchantId: number, parentId: bigint | null): Promise<number> {
  const row = await db
    .selectFrom('members as m')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('m.merchant_id', '=', merchantId)
    .where(level(parentId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of a level of the tree, agents first, each with its direct downline and team counts. */
export async function treeLevelPage(
  db: Db,
  merchantId: number,
  parentId: bigint | null,
  window: { offset: number; limit: number },
): Promise<TreeNodeRow[]> {
  return nodeQuery(db, merchantId)
    .where(level(parentId))
    .orderBy(agentsFirst)
    .orderBy('m.account')
    .orderBy('m.id')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** One account of the brand with its counts. */
export async function treeNode(db: Db, merchantId: number, id: bigint): Promise<TreeNodeRow | undefined> {
  return nodeQuery(db, merchantId).where('m.id', '=', id).executeTakeFirst();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accounts of the brand whose user name starts with `q`, or whose id is `q`; agents first. */
export async function findTreeNodes(
  db: Db,
  merchantId: number,
  q: string,
  limit: number,
): Promise<TreeNodeRow[]> {
  const id = /^\d{1,18}$/.test(q) ? BigInt(q) : null;
  return nodeQuery(db, merchantId)
    .where((eb) =>
      eb.or([
        eb('m.account', 'like', sql<string>`${escapeLike(q.toLowerCase())} || '%'`),
        ...(id === null ? [] : [eb('m.id', '=', id)]),
      ]),
    )
    .orderBy(agentsFirst)
    .orderBy('m.account')
    .limit(limit)
    .execute();
}

/** The named accounts of the brand (a chain's uplines), in no particular order. */
export async function treeAccounts(db: Db, merchantId: number, ids: readonly bigint[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('members')
    .select(['id', 'account', 'nickname', 'type'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Locks the named accounts of the brand (`for update`, in id order, so two moves that touch the
 * same accounts queue instead of deadlocking) and answers them as they are now.
 */
export async function lockTreeAccounts(trx: Db, merchantId: number, ids: readonly bigint[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('members')
    .select(['id', 'account', 'type', 'parent_id', 'upline_path', 'upline_depth'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The agents in a team (the paths of those under the prefix whose type is an agent type). */
export async function agentsUnder(trx: Db, merchantId: number, prefix: string) {
  return trx
    .selectFrom('members')
    .select(['id', 'upline_path'])
    .where('merchant_id', '=', merchantId)
    .where('upline_path', '>=', prefix)
    .where('upline_path', '<', prefixEnd(prefix))
    .where('type', 'in', [...AGENT_TYPES])
    .execute();
}

/** How many accounts are under the prefix (a team's size). */
export async function countUnder(trx: Db, merchantId: number, prefix: string): Promise<number> {
  const row = await trx
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('upline_path', '>=', prefix)
    .where('upline_path', '<', prefixEnd(prefix))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many accounts sit directly under the account. */
export async function countDirect(trx: Db, merchantId: number, id: bigint): Promise<number> {
  const row = await trx
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Gives the account a new upline (null: none). The database's triggers (migration 0021) rewrite
 * the paths of its whole team in the same statement and refuse a cycle or another brand's
 * upline with SQLSTATE 23514.
 */
export async function setUpline(
  trx: Db,
  merchantId: number,
  id: bigint,
  parentId: bigint | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('members')
    .set({ parent_id: parentId, updated_at: now })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

/** Sets the account's type (member 0, or an agent type). */
export async function setAccountType(trx: Db, merchantId: number, id: bigint, type: number, now: Date) {
  await trx
    .updateTable('members')
    .set({ type, updated_at: now })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}
