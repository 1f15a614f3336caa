import { defineConfig } from 'vitest/config';

/** One runner for the repository: contracts, server and the sandbox provider in Node, the web apps and the shared UI in jsdom. */
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; CI's machine has two (ADR 0056).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['packages/contracts/src/**/*.test.ts', 'packages/fairness/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'sandbox-psp',
          environment: 'node',
          include: ['apps/sandbox-psp/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'demo-provider',
          environment: 'node',
          include: ['apps/demo-provider/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'ui',
          root: './packages/ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: './apps/admin',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../web/src/test/setup.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
