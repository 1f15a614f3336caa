import { PGlite } from '@electric-sql/pglite';
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
  const pglite = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    // A dumped cluster loads in a fraction of the time initdb takes (tests start from one).
    ...(options.template ? { loadDataDir: options.template } : {}),
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', close: () => db.destroy(), dump: () => pglite.dumpDataDir('none') };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
