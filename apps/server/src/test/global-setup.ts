import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seed.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Tarballs of migrated PGlite clusters: empty, and with the demo data. */
    pgliteTemplates: { empty: string; seeded: string } | null;
  }
}

/**
 * initdb takes seconds per PGlite cluster; every test file would pay it. Make two clusters once
 * per run and let each test load a copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplates', null);
    return;
  }
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
