import { execFileSync } from 'node:child_process';
import { isWebBuildStale, ROOT } from './build-state.ts';

/** `npm start`: build the player site if it is missing or stale, then run the server in this process. */
if (isWebBuildStale()) {
  process.stdout.write('Building the player site…\n');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}
await import('../apps/server/src/main.ts');
