import { ConfigError, loadConfig } from '../config/config.ts';
import { openAndMigrate } from '../db/open.ts';
import { verifyAllAuditChains } from '../platform/audit.ts';

/**
 * `npm run audit:verify`: walks every brand's audit hash chain (ADR 0025) and reports the first
 * break of each: the entry, what its link or hash should be and what is stored. Exit code 1 when a
 * chain is broken, so a scheduler can alert on it.
 */
try {
  const config = loadConfig();
  const database = await openAndMigrate(config);
  try {
    const reports = await verifyAllAuditChains(database.db);
    let broken = 0;
    if (reports.length === 0) process.stdout.write('no audit entries yet\n');
    for (const r of reports) {
      if (!r.break) {
        process.stdout.write(`brand ${r.merchantId}: ${r.entries} entries, chain whole\n`);
        continue;
      }
      broken += 1;
      const where = r.break.entryId === null ? 'after the last entry (head)' : `at entry ${r.break.entryId}`;
      process.stdout.write(
        `brand ${r.merchantId}: BROKEN ${where}: ${r.break.problem} expected ${r.break.expected}, found ${r.break.found}\n`,
      );
    }
    if (broken > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
