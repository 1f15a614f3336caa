import { createHash } from 'node:crypto';

/** The `prev_hash` of a brand's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an entry that its hash covers (all but the id, which the chain order gives). */
export interface ChainedFields {
  merchant_id: number;
  actor_type: string;
  actor_id: string | null;
  action: string;
  target: string | null;
  details: unknown;
  ip: string | null;
  created_at: Date;
}

/** JSON with object keys sorted at every depth: jsonb does not keep key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * SHA-256 (hex) over the canonical serialisation of an entry's fields and the previous entry's
 * hash (ADR 0025). Timestamps are taken at millisecond precision, as they are written.
 */
export function chainHash(entry: ChainedFields, prevHash: string): string {
  const text = canonicalJson([
    entry.merchant_id,
    entry.actor_type,
    entry.actor_id,
    entry.action,
    entry.target,
    entry.details ?? {},
    entry.ip,
    entry.created_at.toISOString(),
    prevHash,
  ]);
  return createHash('sha256').update(text).digest('hex');
}
