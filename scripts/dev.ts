import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './build-state.ts';

/**
 * `npm run dev`: the API with --watch on :3000 and the Vite dev server on :5173 (which proxies
 * the API), so edits reload at once. Ctrl-C stops both.
 */
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@portal/web', '--silent'], { cwd: ROOT, stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
