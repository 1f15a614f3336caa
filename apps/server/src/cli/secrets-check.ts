import { ConfigError, loadConfig } from '../config/config.ts';
import { checkSecrets, describeSecrets } from '../config/secrets-check.ts';

/**
 * `npm run secrets:check`: lists every secret of this environment and where it comes from, never
 * its value; exits 1 when the configuration would not start (in production: any development
 * default or missing secret).
 */
try {
  const config = loadConfig();
  const statuses = checkSecrets(config);
  process.stdout.write(`mode: ${config.mode}\n`);
  for (const line of describeSecrets(statuses)) process.stdout.write(`  ${line}\n`);
  process.exit(statuses.some((s) => s.problem) ? 1 : 0);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
