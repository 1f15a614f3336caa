import type { AppConfig } from '../config/config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** Opens the configured database for a process (locking an embedded data folder) and migrates it. */
export async function openAndMigrate(config: AppConfig): Promise<DatabaseHandle & { migrated: string[] }> {
  const unlock =
    config.database.kind === 'pglite' && config.database.dataDir
      ? lockDataDir(config.database.dataDir)
      : () => {};
  try {
    const handle = await openDatabase(config.database);
    const migrated = await migrateToLatest(handle.db);
    return {
      ...handle,
      migrated,
      close: async () => {
        try {
          await handle.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
