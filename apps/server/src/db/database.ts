import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config/config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball. */
  dump(): Promise<Blob>;
}

const INT8_OID = 20;

/**
 * The embedded database's memory (ADR 0054). PostgreSQL's defaults size a server (128 MB of
 * shared buffers, a lock table for 100 sessions); in PGlite that memory sits in the WebAssembly
 * heap, which is zero-filled at start (so resident at once) and never shrinks. The portal's
 * embedded database is one session over a data folder of tens of MB, and pages missing from the
 * buffers are read from the operating system's file cache.
 */
export interface EmbeddedMemory {
  /** PostgreSQL's shared_buffers (MB). */
  sharedBuffersMb: number;
  /** work_mem (MB): per sort or hash step of a query; freed after it, but the heap keeps its peak. */
  workMemMb: number;
  /** maintenance_work_mem (MB): index builds in migrations. */
  maintenanceWorkMemMb: number;
  /** Sessions the lock table is sized for (locks = 64 × this): PGlite has one, migrations lock many relations. */
  maxConnections: number;
}

export const EMBEDDED_MEMORY_DEFAULTS: EmbeddedMemory = Object.freeze({
  sharedBuffersMb: 16,
  workMemMb: 4,
  maintenanceWorkMemMb: 16,
  maxConnections: 20,
});

/** PGlite's start parameters with the memory settings above (each `-c` overrides postgresql.conf). */
export function embeddedStartParams(
  defaults: readonly string[],
  memory: Partial<EmbeddedMemory> = {},
): string[] {
  const m = { ...EMBEDDED_MEMORY_DEFAULTS, ...memory };
  return [
    ...defaults,
    ...['-c', `shared_buffers=${m.sharedBuffersMb}MB`],
    ...['-c', `work_mem=${m.workMemMb}MB`],
    ...['-c', `maintenance_work_mem=${m.maintenanceWorkMemMb}MB`],
    ...['-c', `max_connections=${m.maxConnections}`],
  ];
}

/** Statements each connection keeps prepared, and texts it remembers to spot the repeated ones. */
const PREPARED_PER_CONNECTION = 256;
const SEEN_PER_CONNECTION = 2048;

/**
 * A connection that prepares the statements it runs again and again: the second time a text
 * with parameters comes, it is sent as a named statement, so from then on PostgreSQL skips
 * parsing it (and, once its generic plan proves as good, planning it) and the text is not sent
 * again. One-off texts (varying IN lists, DDL) stay unnamed; both maps are bounded. Named
 * statements live in the session: a pooler in transaction mode (PgBouncer before 1.21) would
 * need this switched off with DATABASE_PREPARE=false.
 */
class PreparingClient extends pg.Client {
  readonly #names = new Map<string, string>();
  readonly #seen = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; only (text, values) is changed
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && !callback) {
      const name = this.#nameOf(config);
      if (name) return super.query({ name, text: config, values });
    }
    return super.query(config, values, callback);
  }

  #nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known) return known;
    if (this.#names.size >= PREPARED_PER_CONNECTION) return undefined;
    if (!this.#seen.has(text)) {
      if (this.#seen.size >= SEEN_PER_CONNECTION) this.#seen.clear();
      this.#seen.add(text);
      return undefined;
    }
    const name = `portal_${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }
}

/**
 * Opens the database named by the config: PGlite in a data folder (or in memory) by default,
 * PostgreSQL when DATABASE_URL is set. Both return bigint for int8 columns, so money read from
 * either is exact.
 */
export async function openDatabase(
  config: AppConfig['database'],
  options: { template?: Blob } = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      ...(config.prepare ? { Client: PreparingClient } : {}),
      connectionString: config.url,
      max: config.poolSize,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format)) as never,
      },
    });
    // An idle connection the server drops (restart, failover, admin termination) is reported here;
    // without a listener Node would treat it as an unhandled error. The pool replaces it on demand.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01')
        console.warn(`database connection lost: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      dump: () => Promise.reject(new Error('a PostgreSQL database cannot be dumped here')),
    };
  }
  // Loaded only for the embedded database: a node on PostgreSQL never holds PGlite's code (ADR 0054).
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    // A dumped cluster loads in a fraction of the time initdb takes (tests start from one).
    ...(options.template ? { loadDataDir: options.template } : {}),
    startParams: embeddedStartParams(PGlite.defaultStartParams, config.memory),
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
  });
  if (config.prepare !== false) {
    const { prepareRepeatedStatements } = await import('./pglite-prepared.ts');
    prepareRepeatedStatements(pglite);
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', close: () => db.destroy(), dump: () => pglite.dumpDataDir('none') };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
