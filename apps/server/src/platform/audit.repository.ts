import type { Db } from '../db/database.ts';

export interface AuditRow {
  merchantId: number;
  actorType: 'operator' | 'member' | 'system';
  actorId: string | null;
  action: string;
  target: string | null;
  /** The details as JSON text. */
  details: string;
  ip: string | null;
}

export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      merchant_id: row.merchantId,
      actor_type: row.actorType,
      actor_id: row.actorId,
      action: row.action,
      target: row.target,
      details: row.details,
      ip: row.ip,
    })
    .execute();
}
