/** One line of an audit entry's change: a field with its value before and after. */
export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

export interface AuditChange {
  /** Field by field; one row with an empty field when the values are not records (a role's permissions). */
  rows: DiffRow[];
  /** What else the entry recorded, besides the before and after. */
  extra: { key: string; value: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A recorded value as text: none as '—', lists joined, records as JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value)) {
    return value.length === 0
      ? '—'
      : value.map((item) => (isRecord(item) ? JSON.stringify(item) : formatValue(item))).join(', ');
  }
  return JSON.stringify(value);
}

/**
 * An audit entry's details made readable: its `before` and `after` side by side per field (fields
 * present on either side, in the order first seen, changed ones marked), and the other keys apart.
 */
export function auditChange(details: Record<string, unknown>): AuditChange {
  const { before, after, ...rest } = details;
  const extra = Object.entries(rest).map(([key, value]) => ({ key, value: formatValue(value) }));
  if (before === undefined && after === undefined) return { rows: [], extra };
  if ((before === undefined || isRecord(before)) && (after === undefined || isRecord(after))) {
    const b = (before ?? {}) as Record<string, unknown>;
    const a = (after ?? {}) as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    const rows = fields.map((field) => {
      const was = formatValue(b[field]);
      const now = formatValue(a[field]);
      return {
        field,
        before: was,
        after: now,
        changed: JSON.stringify(b[field]) !== JSON.stringify(a[field]),
      };
    });
    return { rows, extra };
  }
  const was = formatValue(before);
  const now = formatValue(after);
  return {
    rows: [{ field: '', before: was, after: now, changed: JSON.stringify(before) !== JSON.stringify(after) }],
    extra,
  };
}

/** What a list gained and lost between before and after (a role's permissions). */
export function listChange(before: unknown, after: unknown): { added: string[]; removed: string[] } | null {
  if (!Array.isArray(before) || !Array.isArray(after)) return null;
  const was = before.map(String);
  const now = after.map(String);
  return { added: now.filter((x) => !was.includes(x)), removed: was.filter((x) => !now.includes(x)) };
}
