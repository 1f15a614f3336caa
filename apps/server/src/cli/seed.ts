import { ConfigError, loadConfig } from '../config/config.ts';
import { openAndMigrate } from '../db/open.ts';
import { loadSecrets } from '../platform/secrets.ts';
import { seedDemoData } from '../seed/seed.ts';

/** `npm run seed`: writes the demo brands into the configured database. Never in production. */
async function run(): Promise<void> {
  const config = loadConfig();
  if (config.isProduction) {
    console.error('Demo data is never written in production mode.');
    process.exit(1);
  }
  const database = await openAndMigrate(config);
  try {
    const summary = await seedDemoData(database.db, { secrets: await loadSecrets(config, database.db) });
    const added = summary.created.length > 0 ? `added ${summary.created.join(', ')}` : 'nothing new to add';
    process.stdout.write(`Demo brands ${summary.brands.join(', ')} are in place (${added}).\n`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
