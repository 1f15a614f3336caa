import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/**
 * Which journeys run at which size (ADR 0056). The player site is phone-first: every player
 * journey runs at 390×844. The operator console is a desktop tool: its journeys run at 1440×900
 * only. At 1440×900 run the player journeys whose screens differ on wide screens (the shell and
 * its navigation, layout and overflow, the catalogue and its pages, sign-in and registration, the
 * game categories in English, the lottery draw, the installable app and the brand variants);
 * the rest would only repeat the same server calls at another width.
 */
const CONSOLE = /console[\w-]*\.spec\.ts$/;
const DESKTOP_PLAYER = /(accounts|brands|categories|content|games|layout|lottery|pwa|shell)\.spec\.ts$/;

/**
 * End-to-end journeys in the system Chromium against the real server (embedded database, demo
 * data, built web app), at phone and desktop sizes.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: CONSOLE,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      testMatch: [CONSOLE, DESKTOP_PLAYER],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { PORT: String(PORT) },
  },
});
