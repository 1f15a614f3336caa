import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { createTestDatabase, TEST_TEMPLATE, type TestDatabase } from '../test/test-app.ts';
import { EMBEDDED_MEMORY_DEFAULTS, openDatabase } from './database.ts';
import { isUpToDate, migrateToLatest } from './migrate.ts';

/** What a start does before its first answer, and what it leaves for later (ADR 0054). */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const setting = async (db: TestDatabase['db'], name: string) =>
  (await sql<{ setting: string }>`select current_setting(${name}) as setting`.execute(db)).rows[0]?.setting;

describe('the embedded database memory (ADR 0054)', () => {
  it('opens with bounded shared buffers, sort memory and lock table by default', async () => {
    if (database.kind !== 'pglite') return;
    expect(await setting(database.db, 'shared_buffers')).toBe(
      `${EMBEDDED_MEMORY_DEFAULTS.sharedBuffersMb}MB`,
    );
    expect(await setting(database.db, 'work_mem')).toBe(`${EMBEDDED_MEMORY_DEFAULTS.workMemMb}MB`);
    expect(await setting(database.db, 'maintenance_work_mem')).toBe(
      `${EMBEDDED_MEMORY_DEFAULTS.maintenanceWorkMemMb}MB`,
    );
    expect(await setting(database.db, 'max_connections')).toBe(
      String(EMBEDDED_MEMORY_DEFAULTS.maxConnections),
    );
  });

  it('takes the configured sizes', async () => {
    const templates = inject('pgliteTemplates');
    if (!templates) return;
    const handle = await openDatabase(
      { kind: 'pglite', dataDir: null, memory: { sharedBuffersMb: 8, workMemMb: 2 } },
      { template: new Blob([readFileSync(templates.empty)]) },
    );
    try {
      expect(await setting(handle.db, 'shared_buffers')).toBe('8MB');
      expect(await setting(handle.db, 'work_mem')).toBe('2MB');
      // A database without the migrations' table (a new one) is not up to date.
      expect(await isUpToDate(handle.db)).toBe(true);
      await sql`alter table kysely_migration rename to kysely_migration_moved`.execute(handle.db);
      expect(await isUpToDate(handle.db)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});

describe('the migrations check at start', () => {
  it('finds a migrated database up to date without running the migrator', async () => {
    expect(await isUpToDate(database.db)).toBe(true);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('sends a database missing a migration, or holding an unknown one, to the migrator', async () => {
    const last = await database.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`max(name)`.as('name'))
      .executeTakeFirstOrThrow();
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_build', '2026-01-01')`.execute(
      database.db,
    );
    expect(await isUpToDate(database.db)).toBe(false);
    // The migrator refuses a database with a migration this build does not know, as before.
    await expect(migrateToLatest(database.db)).rejects.toThrow(/9999_from_a_newer_build/);
    await sql`delete from kysely_migration where name = '9999_from_a_newer_build'`.execute(database.db);
    expect(await isUpToDate(database.db)).toBe(true);

    const saved = await sql<{
      timestamp: string;
    }>`select timestamp from kysely_migration where name = ${last.name}`.execute(database.db);
    await sql`delete from kysely_migration where name = ${last.name}`.execute(database.db);
    expect(await isUpToDate(database.db)).toBe(false);
    await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${saved.rows[0]?.timestamp})`.execute(
      database.db,
    );
    expect(await isUpToDate(database.db)).toBe(true);
  });
});

describe('background work after a start (ADR 0054)', () => {
  const config = loadConfig({ APP_MODE: 'test', DATA_DIR: 'memory' });
  const leases = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from outbox_subscribers where holder is not null`.execute(database.db)
      ).rows[0]?.n,
    );

  it('starts the outbox a moment after ready, not during it', async () => {
    await sql`delete from outbox_subscribers`.execute(database.db);
    const app = await buildApp({
      config,
      db: database.db,
      webTemplate: TEST_TEMPLATE,
      jobs: true,
      backgroundDelayMs: 400,
    });
    try {
      await app.ready();
      expect(await leases()).toBe(0);
      const end = Date.now() + 10_000;
      while ((await leases()) === 0 && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await leases()).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('starts nothing when closed before the moment comes', async () => {
    await sql`delete from outbox_subscribers`.execute(database.db);
    const app = await buildApp({
      config,
      db: database.db,
      webTemplate: TEST_TEMPLATE,
      jobs: true,
      backgroundDelayMs: 300,
    });
    await app.ready();
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await leases()).toBe(0);
  });
});
