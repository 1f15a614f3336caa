import type { ChildProcess } from 'node:child_process';
import { startSideService } from './side-service.ts';

/**
 * Starts the demo game provider (apps/demo-provider, ADR 0015) beside the portal unless
 * DEMO_PROVIDER_URL names another. It calls the portal's wallet on this machine
 * (PORTAL_WALLET_URL, by default the portal's PORT + /pw); the caller tells the portal where it
 * is (DEMO_PROVIDER_URL).
 */
export function startDemoProvider(port = 3002, extraEnv: NodeJS.ProcessEnv = {}): ChildProcess | null {
  return startSideService({
    name: 'demo game provider',
    entry: 'apps/demo-provider/src/main.ts',
    port,
    configuredBy: 'DEMO_PROVIDER_URL',
    env: {
      PORTAL_WALLET_URL: process.env.PORTAL_WALLET_URL || `http://127.0.0.1:${process.env.PORT || 3000}/pw`,
      ...extraEnv,
    },
  });
}

/** Where the portal finds the provider started above. */
export function demoProviderUrl(port = 3002): string {
  return `http://127.0.0.1:${port}`;
}
