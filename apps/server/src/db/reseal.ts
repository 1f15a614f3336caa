import { sql } from 'kysely';
import { accountNumberHash } from '../modules/wallet/withdrawals.service.ts';
import { currentPrefix, SealedValueError, seal, unsealWithKey } from '../platform/sealed.ts';
import type { Secrets } from '../platform/secrets.ts';
import type { Db } from './database.ts';

/**
 * Every column that holds a value sealed with `platform/sealed.ts`, with the key label it is
 * sealed under. A new sealed column belongs here, or a key rotation leaves it behind.
 */
export const SEALED_COLUMNS = [
  { table: 'members', column: 'totp_secret', label: 'totp-seal' },
  { table: 'operators', column: 'totp_secret', label: 'operator-totp-seal' },
  // Five-minute enrolments, copied into operators.totp_secret once confirmed.
  { table: 'operator_sessions', column: 'pending_totp_secret', label: 'operator-totp-seal' },
  // The keyed hash beside it (duplicate detection) is recomputed under the current key too.
  { table: 'member_bank_accounts', column: 'account_number_sealed', label: 'bank-accounts' },
] as const;

export type SealedColumn = (typeof SEALED_COLUMNS)[number];

export interface ResealCount {
  /** `table.column`. */
  name: string;
  /** Already under the current key before this run (nothing to do). */
  current: number;
  /** Rewritten under the current key, by this run. */
  resealed: number;
  /** Neither key opens them: they stay as they are, and the run reports failure. */
  unreadable: number;
  /** The key ids of the unreadable values (`v1` for values without one); ids are no secret. */
  unknownKeys: string[];
  /** Bank accounts whose new hash would equal another binding of the same member (left as they are). */
  duplicates: number;
}

/** Small, so each transaction holds its row locks briefly next to live traffic. */
export const RESEAL_BATCH = 200;

interface Row {
  id: string | number | bigint;
  value: string;
  merchant_id?: number;
  member_id?: string | number | bigint;
}

/**
 * Re-seals every sealed value that is not yet under the current key (values under the previous
 * key, and v1 values without a key id), in batches of `batch` rows, each batch one transaction
 * with its rows locked. Safe to interrupt (a batch commits whole or not at all, and both keys read
 * either form meanwhile) and to run again (values already under the current key are skipped).
 * Reports counts only, never a value.
 */
export async function resealAll(
  db: Db,
  secrets: Secrets,
  options: {
    batch?: number;
    /** After each column. */
    onProgress?: (count: ResealCount) => void;
    /** After each committed batch (the counts so far); throwing stops the run there, as a crash would. */
    onBatch?: (count: ResealCount) => void;
  } = {},
): Promise<ResealCount[]> {
  const batch = options.batch ?? RESEAL_BATCH;
  const counts: ResealCount[] = [];
  for (const target of SEALED_COLUMNS) {
    const count = await resealColumn(db, secrets, target, batch, options.onBatch);
    options.onProgress?.(count);
    counts.push(count);
  }
  return counts;
}

async function resealColumn(
  db: Db,
  secrets: Secrets,
  target: SealedColumn,
  batch: number,
  onBatch: ((count: ResealCount) => void) | undefined,
) {
  const ring = secrets.ring(target.label);
  const prefix = currentPrefix(ring);
  const table = sql.table(target.table);
  const column = sql.ref(target.column);
  const isBank = target.table === 'member_bank_accounts';
  const count: ResealCount = {
    name: `${target.table}.${target.column}`,
    current: 0,
    resealed: 0,
    unreadable: 0,
    unknownKeys: [],
    duplicates: 0,
  };
  const current = await sql<{ n: string | number | bigint }>`
    select count(*) as n from ${table} where ${column} is not null and starts_with(${column}, ${prefix})
  `.execute(db);
  count.current = Number(current.rows[0]?.n ?? 0);

  // Keyset paging by id: values left unreadable are passed over, not read again forever.
  let after: Row['id'] = 0;
  for (;;) {
    const rows = await db.transaction().execute(async (trx) => {
      const found = await sql<Row>`
        select id, ${column} as value${isBank ? sql`, merchant_id, member_id` : sql``}
        from ${table}
        where ${column} is not null and not starts_with(${column}, ${prefix}) and id > ${after}
        order by id
        limit ${batch}
        for update
      `.execute(trx);
      for (const row of found.rows) {
        let plaintext: string;
        try {
          plaintext = unsealWithKey(ring, row.value).plaintext;
        } catch (error) {
          if (!(error instanceof SealedValueError)) throw error;
          count.unreadable += 1;
          const id = row.value.startsWith('v2.') ? (row.value.split('.')[1] ?? '?') : 'v1';
          if (!count.unknownKeys.includes(id)) count.unknownKeys.push(id);
          continue;
        }
        const sealed = seal(ring, plaintext);
        if (isBank) {
          const hash = accountNumberHash(ring.current.key, row.merchant_id as number, plaintext);
          const clash = await sql<{ id: unknown }>`
            select id from member_bank_accounts
            where merchant_id = ${row.merchant_id} and member_id = ${row.member_id}
              and account_number_hash = ${hash} and id <> ${row.id}
          `.execute(trx);
          if (clash.rows.length > 0) {
            count.duplicates += 1;
            continue;
          }
          await sql`
            update member_bank_accounts
            set account_number_sealed = ${sealed}, account_number_hash = ${hash}
            where id = ${row.id}
          `.execute(trx);
        } else {
          await sql`update ${table} set ${column} = ${sealed} where id = ${row.id}`.execute(trx);
        }
        count.resealed += 1;
      }
      return found.rows;
    });
    if (rows.length > 0) onBatch?.({ ...count, unknownKeys: [...count.unknownKeys] });
    const last = rows.at(-1);
    if (!last || rows.length < batch) break;
    after = last.id;
  }
  return count;
}

/** One line per column for the command's output: counts and key ids, never a value. */
export function describeReseal(count: ResealCount): string {
  const parts = [`${count.resealed} re-sealed`, `${count.current} already under the current key`];
  if (count.unreadable > 0)
    parts.push(`${count.unreadable} UNREADABLE (sealed under key ${count.unknownKeys.join(', ')})`);
  if (count.duplicates > 0) parts.push(`${count.duplicates} left as duplicates of another binding`);
  return `${count.name}: ${parts.join(', ')}`;
}
