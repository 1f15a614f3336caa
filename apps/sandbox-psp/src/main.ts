import { buildPsp } from './app.ts';

/** The development secret the portal also falls back to (ADR 0014); never accepted in production. */
const DEVELOPMENT_SECRET = 'sandbox-development-secret';
const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const env = process.env;
const production = env.NODE_ENV === 'production' || env.APP_MODE === 'production';

const port = Number(env.PORT || 3001);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail(`PORT must be a port number, got ${env.PORT}.`);
const host = env.HOST || '127.0.0.1';

const secret = env.PAYMENT_SANDBOX_SECRET ?? (production ? undefined : DEVELOPMENT_SECRET);
if (!secret) fail('PAYMENT_SANDBOX_SECRET is required in production.');
if (production && secret === DEVELOPMENT_SECRET)
  fail('PAYMENT_SANDBOX_SECRET must not be the development secret in production.');

let app: ReturnType<typeof buildPsp>;
try {
  app = buildPsp({ secret, publicUrl: env.PUBLIC_URL || `http://127.0.0.1:${port}` });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  // A stuck connection must not keep the process alive forever.
  setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

try {
  const address = await app.listen({ port, host });
  process.stdout.write(`Sandbox payment provider listening on ${address}\n`);
} catch (error) {
  fail(`Could not listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
}
