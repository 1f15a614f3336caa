import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seed.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Tarballs of migrated PGlite clusters: empty, and with the demo data. */
    pgliteTemplates: { empty: string; seeded: string } | null;
    /** Names of migrated template databases on the PostgreSQL server: empty, and with the demo data. */
    postgresTemplates: { empty: string; seeded: string } | null;
  }
}

/**
 * initdb takes seconds per PGlite cluster, and migrating and seeding a PostgreSQL database about
 * 2.5 s; every test would pay it. Make two of each once per run and let each test start from a
 * copy (a PGlite dump, or PostgreSQL's CREATE DATABASE … TEMPLATE, about 0.1 s).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('pgliteTemplates', null);
    const prefix = `portal_template_${randomBytes(4).toString('hex')}`;
    const names = { empty: `${prefix}_empty`, seeded: `${prefix}_seeded` };
    await adminQuery(url, `create database ${names.empty}`);
    await adminQuery(url, `create database ${names.seeded}`);
    for (const [name, seed] of [
      [names.empty, false],
      [names.seeded, true],
    ] as const) {
      const handle = await openDatabase({
        kind: 'postgres',
        url: databaseUrl(url, name),
        poolSize: 4,
        prepare: true,
      });
      await migrateToLatest(handle.db);
      if (seed) await seedDemoData(handle.db);
      await handle.close();
    }
    project.provide('postgresTemplates', names);
    return async () => {
      for (const name of Object.values(names))
        await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }
  project.provide('postgresTemplates', null);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(handle.db);
  const empty = path.join(dir, 'empty.tar');
  writeFileSync(empty, Buffer.from(await (await handle.dump()).arrayBuffer()));
  await seedDemoData(handle.db);
  const seeded = path.join(dir, 'seeded.tar');
  writeFileSync(seeded, Buffer.from(await (await handle.dump()).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplates', { empty, seeded });
  return () => rmSync(dir, { recursive: true, force: true });
}
