import type { ChildProcess } from 'node:child_process';
import { startSideService } from './side-service.ts';

/**
 * Starts the sandbox payment provider (apps/sandbox-psp, ADR 0014) beside the portal unless
 * PAYMENT_SANDBOX_URL names another; the portal then expects it on 127.0.0.1:3001. Online deposits
 * fail with a clear provider error if it cannot start.
 */
export function startSandboxPsp(port = 3001, extraEnv: NodeJS.ProcessEnv = {}): ChildProcess | null {
  return startSideService({
    name: 'sandbox payment provider',
    entry: 'apps/sandbox-psp/src/main.ts',
    port,
    configuredBy: 'PAYMENT_SANDBOX_URL',
    env: extraEnv,
  });
}
