import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './build-state.ts';

/**
 * Starts the sandbox payment provider (apps/sandbox-psp, ADR 0014) beside the portal when nothing
 * else is configured: outside production and without PAYMENT_SANDBOX_URL, the portal expects it
 * on 127.0.0.1:3001. It stops with the process that started it. If it cannot start (the port is
 * taken, say), the portal still runs; online deposits then fail with a clear provider error.
 */
export function startSandboxPsp(port = 3001, extraEnv: NodeJS.ProcessEnv = {}): ChildProcess | null {
  const env = process.env;
  const production = env.NODE_ENV === 'production' || env.APP_MODE === 'production';
  if (production || env.PAYMENT_SANDBOX_URL) return null;
  const child = spawn(process.execPath, ['apps/sandbox-psp/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
  });
  child.on('exit', (code) => {
    if (code) process.stderr.write(`The sandbox payment provider stopped (exit ${code}).\n`);
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  // Asked to stop, the portal stops its provider too (a terminal's Ctrl-C reaches both anyway).
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return child;
}
