import type { Db } from '../db/database.ts';
import {
  type AuditFilter,
  chainedBrands,
  chainHead,
  chainPage,
  insertAuditEntry,
  listAuditEntries,
  lockChainHead,
} from './audit.repository.ts';

export type { AuditFilter };

/** A brand's entries, newest first, filtered (the console's audit log). */
export const listAudit = (db: Db, filter: AuditFilter) => listAuditEntries(db, filter);

import { chainHash, GENESIS_HASH } from './audit-chain.ts';

export interface AuditEntry {
  merchantId: number;
  actorType: 'operator' | 'member' | 'system';
  actorId: string | null;
  action: string;
  target?: string | null;
  /** What changed: `before` and `after` values where something did. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Who did what, when and from where (REFERENCES: every operator action is recorded). Pass the
 * transaction of the change, so the entry commits with it or not at all. The entry joins the
 * brand's hash chain (ADR 0025): the brand's chain head is locked until the transaction ends, so
 * appends of one brand are serialised and the chain has no fork.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  if (!db.isTransaction) {
    await db.transaction().execute((trx) => recordAudit(trx, entry));
    return;
  }
  const prevHash = await lockChainHead(db, entry.merchantId);
  // Stored as jsonb and read back as an object: hash what will be read back.
  const detailsText = JSON.stringify(entry.details ?? {});
  const fields = {
    merchant_id: entry.merchantId,
    actor_type: entry.actorType,
    actor_id: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    details: JSON.parse(detailsText) as unknown,
    ip: entry.ip ?? null,
    created_at: new Date(),
  };
  await insertAuditEntry(db, {
    merchantId: fields.merchant_id,
    actorType: entry.actorType,
    actorId: fields.actor_id,
    action: fields.action,
    target: fields.target,
    details: detailsText,
    ip: fields.ip,
    createdAt: fields.created_at,
    prevHash,
    hash: chainHash(fields, prevHash),
  });
}

/**
 * An audit entry a service writes inside the transaction of the change it records (issue 15):
 * the operator layer says what to record, the service calls it with the row's state before and
 * after, so the entry commits with the change or not at all.
 */
export type AuditInTransaction = (
  trx: Db,
  change: { id?: string; before: Record<string, unknown>; after: Record<string, unknown> },
) => Promise<void>;

/** The first place a brand's chain does not hold, or null when it is whole. */
export interface ChainBreak {
  merchantId: number;
  /** The entry where the break shows (null: the chain's end, i.e. entries removed after the last one). */
  entryId: string | null;
  problem: 'link' | 'hash' | 'head';
  expected: string;
  found: string;
}

export interface ChainReport {
  merchantId: number;
  entries: number;
  break: ChainBreak | null;
}

/** Walks a brand's chain in id order and reports the first break (ADR 0025). */
export async function verifyAuditChain(db: Db, merchantId: number): Promise<ChainReport> {
  let prev = GENESIS_HASH;
  let lastId: bigint | null = null;
  let entries = 0;
  for (;;) {
    const rows = await chainPage(db, merchantId, lastId, 500);
    for (const row of rows) {
      entries += 1;
      const at = (problem: ChainBreak['problem'], expected: string, found: string | null) => ({
        merchantId,
        entries,
        break: { merchantId, entryId: String(row.id), problem, expected, found: found ?? '(none)' },
      });
      if (row.prev_hash !== prev) return at('link', prev, row.prev_hash);
      const hash = chainHash(row, prev);
      if (row.hash !== hash) return at('hash', hash, row.hash);
      prev = hash;
      lastId = row.id;
    }
    if (rows.length < 500) break;
  }
  const head = await chainHead(db, merchantId);
  const headHash = head?.last_hash ?? GENESIS_HASH;
  if (headHash !== prev) {
    return {
      merchantId,
      entries,
      break: { merchantId, entryId: null, problem: 'head', expected: headHash, found: prev },
    };
  }
  return { merchantId, entries, break: null };
}

/** Every brand's chain, for the `audit:verify` command. */
export async function verifyAllAuditChains(db: Db): Promise<ChainReport[]> {
  const reports: ChainReport[] = [];
  for (const merchantId of await chainedBrands(db)) reports.push(await verifyAuditChain(db, merchantId));
  return reports;
}
