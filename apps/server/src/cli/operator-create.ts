import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config.ts';
import { openAndMigrate } from '../db/open.ts';
import { createOperator, OPERATOR_ROLES, type OperatorRole } from '../modules/admin/operator-accounts.ts';

/**
 * `npm run operator:create -- --brand CODE --username NAME [--role owner] [--name "Display name"]`:
 * the way a production brand gets its first operator without a published default password. The
 * generated password is printed once; the operator enrols an authenticator at the first sign-in.
 */
const usage =
  'usage: npm run operator:create -- --brand CODE --username NAME [--role owner|finance|support|content|marketing|risk|read-only] [--name "Display name"]';
try {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      name: { type: 'string' },
    },
  });
  if (!values.brand || !values.username || !OPERATOR_ROLES.includes(values.role as OperatorRole)) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openAndMigrate(config);
  try {
    const { password } = await createOperator(database.db, {
      brand: values.brand.toUpperCase(),
      username: values.username.toLowerCase(),
      displayName: values.name ?? values.username,
      role: values.role as OperatorRole,
    });
    process.stdout.write(
      `operator ${values.username} created at ${values.brand.toUpperCase()} (${values.role}).\n` +
        `password (shown once; hand it over privately): ${password}\n` +
        'the first sign-in at /admin enrols an authenticator app.\n',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
