import { ConfigError, loadConfig } from '../config/config.ts';
import { openAndMigrate } from '../db/open.ts';
import { describeReseal, resealAll } from '../db/reseal.ts';
import { loadSecrets } from '../platform/secrets.ts';

/**
 * `npm run secrets:reseal`: the second half of a SECRET_KEY rotation. Run with the new key in
 * SECRET_KEY and the old one in SECRET_KEY_PREVIOUS; it rewrites every sealed value under the new
 * key in small transactions, and may be stopped and run again at any time. It prints counts per
 * column, never a value, and exits 1 when some value opens under neither key (nothing is lost:
 * set SECRET_KEY_PREVIOUS to the key it was sealed under and run it again).
 */
async function run(): Promise<number> {
  const config = loadConfig();
  const database = await openAndMigrate(config);
  try {
    const secrets = await loadSecrets(config, database.db);
    process.stdout.write(
      `Re-sealing under the current SECRET_KEY (key ${secrets.keyId})${
        secrets.previous ? `, reading the previous one (key ${secrets.previous.keyId})` : ''
      }.\n`,
    );
    const counts = await resealAll(database.db, secrets, {
      onProgress: (count) => process.stdout.write(`  ${describeReseal(count)}\n`),
    });
    const unreadable = counts.reduce((sum, c) => sum + c.unreadable, 0);
    const duplicates = counts.reduce((sum, c) => sum + c.duplicates, 0);
    if (unreadable > 0) {
      console.error(
        `${unreadable} sealed value(s) open under neither SECRET_KEY nor SECRET_KEY_PREVIOUS. They were left as they are. ` +
          'Set SECRET_KEY_PREVIOUS to the key they were sealed under and run this again.',
      );
      return 1;
    }
    if (duplicates > 0) {
      console.error(
        `${duplicates} bank account binding(s) duplicate another binding of the same member and were left under the old key; remove the duplicate, then run this again.`,
      );
      return 1;
    }
    process.stdout.write(
      'Done: every sealed value is under the current key. Keep SECRET_KEY_PREVIOUS until the pages, codes and operator sessions issued before the switch have expired (8 hours at most), then remove it.\n',
    );
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
