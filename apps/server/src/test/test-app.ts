import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { PaymentProvider } from '../modules/payments/sandbox-provider.ts';
import type { VendorGateway } from '../modules/wallet/vendor-gateway.ts';
import { seedDemoData } from '../seed/seed.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

/** The smallest index.html the web app's build would give, with the marker the server fills. */
export const TEST_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title><!--portal:head--></head><body><div id="root"></div></body></html>';

/** The PGlite templates of the test run; none when used outside Vitest (benchmarks). */
function providedTemplates() {
  try {
    return inject('pgliteTemplates');
  } catch {
    return null;
  }
}

/** The PostgreSQL template databases of the test run; none outside Vitest. */
function providedPostgresTemplates() {
  try {
    return inject('postgresTemplates') ?? null;
  } catch {
    return null;
  }
}

export interface TestDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite by default; with DATABASE_URL set, a new database
 * created on that PostgreSQL server and dropped afterwards, so suites never share state.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed ?? false;
  const url = process.env.DATABASE_URL;
  if (!url) {
    const templates = providedTemplates();
    const file = templates ? (seed ? templates.seeded : templates.empty) : null;
    const handle = await openDatabase(
      // DATABASE_PREPARE=false: PGlite's own statement path (benchmarks compare the two, ADR 0057).
      { kind: 'pglite', dataDir: null, prepare: process.env.DATABASE_PREPARE !== 'false' },
      file ? { template: new Blob([readFileSync(file)]) } : {},
    );
    if (!file) {
      await migrateToLatest(handle.db);
      if (seed) await seedDemoData(handle.db);
    }
    return handle;
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = providedPostgresTemplates();
  await adminQuery(
    url,
    template
      ? `create database ${name} template ${seed ? template.seeded : template.empty} strategy file_copy`
      : `create database ${name}`,
  );
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(url, name),
    poolSize: Number(process.env.TEST_POOL_SIZE ?? 10),
    prepare: true,
  });
  if (!template) {
    await migrateToLatest(handle.db);
    if (seed) await seedDemoData(handle.db);
  }
  return {
    db: handle.db,
    kind: 'postgres',
    close: async () => {
      await handle.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: Partial<AppConfig>;
    seed?: boolean;
    webTemplate?: string | null;
    now?: () => Date;
    /** Registers extra routes before the app is ready (for testing cross-cutting hooks). */
    extend?: (app: FastifyInstance) => void;
    /** Replaces the payment provider (a fake that records what it was asked). */
    paymentProvider?: PaymentProvider | null;
    /** Replaces the transfer-wallet vendors (benchmarks use one that answers at once). */
    vendorGateway?: VendorGateway;
    /** Checks answers against their contracts (on unless a benchmark times what production serves). */
    checkResponses?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seed: options.seed !== false });
  const config = loadConfig(
    { APP_MODE: 'test', DATA_DIR: 'memory', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...options.env },
    options.overrides,
  );
  const app = await buildApp({
    config,
    db: database.db,
    webTemplate: options.webTemplate === null ? undefined : (options.webTemplate ?? TEST_TEMPLATE),
    ...(options.now ? { now: options.now } : {}),
    ...(options.paymentProvider !== undefined ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.vendorGateway ? { vendorGateway: options.vendorGateway } : {}),
    ...(options.checkResponses !== undefined ? { checkResponses: options.checkResponses } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
