import { execFileSync } from 'node:child_process';
import { enableCompileCache } from 'node:module';
import { isWebBuildStale, ROOT } from './build-state.ts';
import { demoProviderUrl, startDemoProvider } from './demo-provider.ts';
import { startSandboxPsp } from './sandbox-psp.ts';

/**
 * `npm start`: build the player site and the operator console if missing or stale, run the server
 * in this process, then, once it answers, start the sandbox payment provider and the demo game
 * provider (outside production, ADR 0014 and 0015) so they do not compete with its start for the
 * cores (ADR 0054; the portal's default addresses for them are where they start). Node's compile
 * cache is on here and, through NODE_COMPILE_CACHE, in the providers' processes too.
 */
const cache = enableCompileCache();
if (cache.directory && !process.env.NODE_COMPILE_CACHE) process.env.NODE_COMPILE_CACHE = cache.directory;
if (isWebBuildStale()) {
  process.stdout.write('Building the player site and the operator console…\n');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}
await import('../apps/server/src/main.ts');
startSandboxPsp();
if (startDemoProvider()) process.env.DEMO_PROVIDER_URL = demoProviderUrl();
