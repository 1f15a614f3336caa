import type { Redis } from 'ioredis';
import { ConfigError, loadConfig } from './config/config.ts';
import { checkSecrets, describeSecrets } from './config/secrets-check.ts';
import { openAndMigrate } from './db/open.ts';
import { countMerchants } from './modules/brands/brands.repository.ts';
import { connectRedis } from './platform/redis.ts';

/** Pretty logs only for a person at a terminal in development, and only when pino-pretty is installed. */
function canPrettyPrint(config: ReturnType<typeof loadConfig>): boolean {
  if (!config.isDevelopment || !process.stdout.isTTY) return false;
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts one API node: config, database (migrated), demo data on an empty development database,
 * Redis when configured, then listen. SIGTERM and SIGINT drain in-flight requests and close.
 *
 * The start path (ADR 0054): the application's modules load while the database opens; the demo
 * data and the production credential check load only when they run; background work starts after
 * the first answers (app.ts). The ready line gives each step's milliseconds.
 */
export async function serve(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The self-check: every secret, where it came from, never its value; production refuses any
  // development default that slipped past the config schema.
  const secrets = checkSecrets(config);
  const refused = secrets.filter((s) => s.problem);
  if (refused.length > 0) {
    console.error(
      `Refusing to start in production:\n${describeSecrets(refused)
        .map((l) => `  - ${l}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  const startedAt = performance.now();
  const steps: Record<string, number> = {};
  let last = startedAt;
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - last);
    last = now;
  };
  // The modules (most of the code) load while the database opens.
  const appModule = import('./app.ts');
  appModule.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
  const database = await openAndMigrate(config);
  step('database');
  if (config.seedDemo && (await countMerchants(database.db)) === 0) {
    // With the server's keys: the demo team's withdrawals go to sealed bank accounts.
    const [{ seedDemoData }, { loadSecrets }] = await Promise.all([
      import('./seed/seed.ts'),
      import('./platform/secrets.ts'),
    ]);
    await seedDemoData(database.db, { secrets: await loadSecrets(config, database.db) });
    step('demoData');
  }
  if (config.isProduction) {
    // The demo accounts' passwords are in the README: a database that still opens with one of
    // them (a development database promoted to production) must not serve anyone.
    const [{ findKnownCredentials }, { DEMO_ACCOUNTS }] = await Promise.all([
      import('./modules/admin/operator-accounts.ts'),
      import('./seed/demo-accounts.ts'),
    ]);
    const known = await findKnownCredentials(database.db, DEMO_ACCOUNTS);
    if (known.length > 0) {
      console.error(
        `Refusing to start in production: these accounts still have the published demo password:\n${known
          .map((k) => `  - ${k.brand} ${k.kind} ${k.name}`)
          .join(
            '\n',
          )}\nChange their passwords or remove them; create operators with npm run operator:create.`,
      );
      await database.close();
      process.exit(1);
    }
    step('credentialCheck');
  }
  const redis: Redis | null = config.redisUrl ? connectRedis(config.redisUrl) : null;
  const { buildApp } = await appModule;
  step('modulesLoaded');
  const app = await buildApp({ config, db: database.db, redis, prettyLogs: canPrettyPrint(config) });
  step('app');
  app.log.info({ secrets: describeSecrets(secrets) }, 'secrets (values never logged)');
  if (database.migrated.length > 0) app.log.info({ migrations: database.migrated }, 'database migrated');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await redis?.quit();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    // A deep accept queue (the kernel caps it at net.core.somaxconn): in a burst, connections wait
    // to be accepted and answered (or refused with 503, ADR 0051) instead of their SYNs being
    // dropped and retried a second later. Node's default is 511.
    await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  step('listen');
  app.log.info(
    {
      mode: config.mode,
      database: config.database.kind,
      redis: Boolean(redis),
      startupMs: Math.round(performance.now() - startedAt),
      // From the process's start: Node itself and the config before the steps.
      sinceProcessStartMs: Math.round(performance.now()),
      steps,
    },
    `portal ready at http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`,
  );
}
