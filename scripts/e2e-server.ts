import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandboxPsp } from './sandbox-psp.ts';

/**
 * The server the browser tests drive: development mode (demo data, the development page), a fresh
 * embedded database in a temporary folder, rate limits high enough for a test run, and its own
 * sandbox payment provider one port up (E2E_PSP_PORT, default 3301).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.DATA_DIR = path.join(dir, 'pglite');
process.env.APP_MODE = 'development';
process.env.RATE_LIMIT_PER_MINUTE = '100000';
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '100000';
// Browser journeys that fail logins on purpose speak for their own address (X-Forwarded-For).
process.env.TRUST_PROXY = '127.0.0.1,::1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const pspPort = Number(process.env.E2E_PSP_PORT ?? 3301);
delete process.env.PAYMENT_SANDBOX_URL;
startSandboxPsp(pspPort);
process.env.PAYMENT_SANDBOX_URL = `http://127.0.0.1:${pspPort}`;
await import('../apps/server/src/main.ts');
