import { execFileSync } from 'node:child_process';
import { isWebBuildStale, ROOT } from './build-state.ts';
import { demoProviderUrl, startDemoProvider } from './demo-provider.ts';
import { startSandboxPsp } from './sandbox-psp.ts';

/**
 * `npm start`: build the player site and the operator console if missing or stale, start the sandbox payment provider
 * and the demo game provider (outside production, ADR 0014 and 0015), then run the server in this
 * process.
 */
if (isWebBuildStale()) {
  process.stdout.write('Building the player site and the operator console…\n');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}
startSandboxPsp();
if (startDemoProvider()) process.env.DEMO_PROVIDER_URL = demoProviderUrl();
await import('../apps/server/src/main.ts');
