import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { GENESIS_HASH } from './audit-chain.ts';

/** The audit log's SQL (ADR 0022: the platform owns `audit_log` and `audit_chain_heads`). */

export interface AuditRow {
  merchantId: number;
  actorType: 'operator' | 'member' | 'system';
  actorId: string | null;
  action: string;
  target: string | null;
  /** The details as JSON text. */
  details: string;
  ip: string | null;
  createdAt: Date;
  prevHash: string;
  hash: string;
}

/**
 * Locks the brand's chain head for this transaction and returns the hash the next entry links
 * to; the head is created at the first entry of a brand.
 */
export async function lockChainHead(trx: Db, merchantId: number): Promise<string> {
  await trx
    .insertInto('audit_chain_heads')
    .values({ merchant_id: merchantId, last_id: null, last_hash: GENESIS_HASH })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  const head = await trx
    .selectFrom('audit_chain_heads')
    .select('last_hash')
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return head.last_hash;
}

export async function insertAuditEntry(trx: Db, row: AuditRow): Promise<bigint> {
  const inserted = await trx
    .insertInto('audit_log')
    .values({
      merchant_id: row.merchantId,
      actor_type: row.actorType,
      actor_id: row.actorId,
      action: row.action,
      target: row.target,
      details: row.details,
      ip: row.ip,
      created_at: row.createdAt,
      prev_hash: row.prevHash,
      hash: row.hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('audit_chain_heads')
    .set({ last_id: inserted.id, last_hash: row.hash })
    .where('merchant_id', '=', row.merchantId)
    .execute();
  return inserted.id;
}

/** A page of a brand's chain in id order, for the verification walk. */
export function chainPage(db: Db, merchantId: number, afterId: bigint | null, limit: number) {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .limit(limit);
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.execute();
}

export function chainHead(db: Db, merchantId: number) {
  return db
    .selectFrom('audit_chain_heads')
    .select(['last_id', 'last_hash'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function chainedBrands(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('audit_chain_heads')
    .select('merchant_id')
    .orderBy('merchant_id')
    .execute();
  return rows.map((r) => r.merchant_id);
}

export interface AuditFilter {
  merchantId: number;
  actorId?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Entries older than this id (paging backwards from the newest). */
  beforeId?: bigint | undefined;
  limit: number;
}

/** A brand's entries, newest first, filtered. */
export function listAuditEntries(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'actor_type', 'actor_id', 'action', 'target', 'details', 'ip', 'created_at'])
    .where('merchant_id', '=', filter.merchantId)
    .orderBy('id', 'desc')
    .limit(filter.limit);
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  if (filter.action !== undefined)
    query = query.where('action', 'like', sql<string>`${escapeLike(filter.action)} || '%'`);
  if (filter.target !== undefined) query = query.where('target', '=', filter.target);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return query.execute();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
