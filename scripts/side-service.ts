import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './build-state.ts';

/**
 * Starts one of the repository's stand-in third parties (the sandbox payment provider, the demo
 * game provider) beside the portal, on loopback, outside production and only when the portal was
 * not pointed at another one (`configuredBy`). It stops with the process that started it. If it
 * cannot start (the port is taken, say), the portal still runs and reports the provider's errors.
 */
export function startSideService(service: {
  name: string;
  entry: string;
  port: number;
  configuredBy: string;
  env?: NodeJS.ProcessEnv;
}): ChildProcess | null {
  const env = process.env;
  const production = env.NODE_ENV === 'production' || env.APP_MODE === 'production';
  if (production || env[service.configuredBy]) return null;
  const child = spawn(process.execPath, [service.entry], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      PORT: String(service.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${service.port}`,
      ...service.env,
    },
  });
  child.on('exit', (code) => {
    if (code) process.stderr.write(`The ${service.name} stopped (exit ${code}).\n`);
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  // Asked to stop, the portal stops its providers too (a terminal's Ctrl-C reaches them anyway).
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return child;
}
