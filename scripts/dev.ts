import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './build-state.ts';
import { demoProviderUrl, startDemoProvider } from './demo-provider.ts';
import { startSandboxPsp } from './sandbox-psp.ts';

/**
 * `npm run dev`: the API with --watch on :3000 and the Vite dev server on :5173 (which proxies
 * the API), so edits reload at once, plus the sandbox payment provider on :3001 and the demo game
 * provider on :3002. Ctrl-C stops all.
 */
// Started first, so the API below inherits where it is.
const games = startDemoProvider();
if (games) process.env.DEMO_PROVIDER_URL = demoProviderUrl();
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@portal/web', '--silent'], { cwd: ROOT, stdio: 'inherit' }),
];
// The provider stops with this process; its own exit does not stop the portal.
const psp = startSandboxPsp();

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of [...children, psp, games]) if (child && child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
