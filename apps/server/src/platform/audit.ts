import type { Db } from '../db/database.ts';
import { insertAuditEntry } from './audit.repository.ts';

export interface AuditEntry {
  merchantId: number;
  actorType: 'operator' | 'member' | 'system';
  actorId: string | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Who did what, when and from where (REFERENCES: every operator action is recorded). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    merchantId: entry.merchantId,
    actorType: entry.actorType,
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    details: JSON.stringify(entry.details ?? {}),
    ip: entry.ip ?? null,
  });
}
