import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoProviderUrl, startDemoProvider } from './demo-provider.ts';
import { startSandboxPsp } from './sandbox-psp.ts';

/**
 * The server the browser tests drive: development mode (demo data, the development page), a fresh
 * embedded database in a temporary folder, rate limits high enough for a test run, and its own
 * sandbox payment provider one port up (E2E_PSP_PORT, default 3301) and demo game provider two up
 * (E2E_GAMES_PORT, default 3302), whose wallet calls come back to this server.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.DATA_DIR = path.join(dir, 'pglite');
process.env.APP_MODE = 'development';
process.env.RATE_LIMIT_PER_MINUTE = '100000';
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '100000';
// Load shedding on event-loop delay (ADR 0051) measures the machine: a shared CI machine running a
// browser and three servers lags for reasons a visitor's node would not, and a refused page call is
// a failed journey. The in-flight bound stays on; its own tests cover the delay signal.
process.env.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS = process.env.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS ?? '0';
process.env.LOAD_SHED_MAX_QUEUE_MS = process.env.LOAD_SHED_MAX_QUEUE_MS ?? '0';
// Browser journeys that fail logins on purpose speak for their own address (X-Forwarded-For).
process.env.TRUST_PROXY = '127.0.0.1,::1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const pspPort = Number(process.env.E2E_PSP_PORT ?? 3301);
delete process.env.PAYMENT_SANDBOX_URL;
startSandboxPsp(pspPort);
process.env.PAYMENT_SANDBOX_URL = `http://127.0.0.1:${pspPort}`;
const gamesPort = Number(process.env.E2E_GAMES_PORT ?? 3302);
delete process.env.DEMO_PROVIDER_URL;
startDemoProvider(gamesPort, {
  PORTAL_WALLET_URL: `http://127.0.0.1:${process.env.PORT ?? 3000}/pw`,
  // Half-minute matches, so a browser test sees its bets settle (ADR 0041).
  SPORTSBOOK_MATCH_SECONDS: process.env.SPORTSBOOK_MATCH_SECONDS ?? '30',
  // A cockfight every 24 seconds, so a browser test sees its bet settle (ADR 0042).
  COCKFIGHT_FAST: '1',
});
process.env.DEMO_PROVIDER_URL = demoProviderUrl(gamesPort);
await import('../apps/server/src/main.ts');
