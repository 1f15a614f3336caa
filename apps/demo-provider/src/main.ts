import { buildProvider } from './app.ts';
import { parseConfig } from './config.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const parsed = parseConfig(process.env);
if (!parsed.ok) fail(`The demo game provider cannot start:\n- ${parsed.problems.join('\n- ')}`);
const { config } = parsed;

const app = buildProvider({
  walletUrl: config.walletUrl,
  keys: config.keys,
  frameAncestors: config.frameAncestors,
  transferVendors: config.transferVendors,
  transferBooksFile: config.transferBooksFile,
});

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
  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(
    `Demo game provider listening on ${address} (launch URL ${config.publicUrl}/launch, wallet ${config.walletUrl})\n`,
  );
} catch (error) {
  fail(
    `Could not listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}`,
  );
}
