import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/**
 * Which journeys run at which size (ADR 0056). The player site is phone-first: every player
 * journey runs at 390×844. The operator console is a desktop tool: its journeys run at 1440×900
 * only. At 1440×900 run the player journeys whose screens differ on wide screens (the shell and
 * its navigation, layout and overflow, the catalogue and its pages, sign-in and registration, the
 * game categories in English, the lottery draw, the installable app and the brand variants);
 * the rest would only repeat the same server calls at another width (the home page's content at
 * 1440 is seen by the layout sweep and the screenshots).
 */
const CONSOLE = /console[\w-]*\.spec\.ts$/;
const DESKTOP_PLAYER = /(accounts|brands|categories|games|layout|lottery|pwa|shell)\.spec\.ts$/;
/**
 * Journeys that change what every other journey sees (brand maintenance, a blocked region, a
 * vendor taken down, the console's settings, games, odds, announcements and banners) or share a
 * demo account (demo01's failed logins, agent01's team and contracts). They run one at a time,
 * after the others, which run two at a time: most of a game journey is waiting for a round, a
 * draw or a match to end, and two of them wait side by side (ADR 0056).
 */
const EXCLUSIVE = /(console[\w-]*|brands|wallet|accounts|agent-centre|agent-contracts)\.spec\.ts$/;

const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  browserName: 'chromium' as const,
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

/**
 * End-to-end journeys in the system Chromium against the real server (embedded database, demo
 * data, built web app), at phone and desktop sizes.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two browsers and three servers share two cores: a lazy popup's code can take seconds to come.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'phone', testIgnore: [CONSOLE, EXCLUSIVE], use: phone },
    { name: 'desktop', testMatch: DESKTOP_PLAYER, testIgnore: EXCLUSIVE, use: desktop },
    {
      name: 'phone-exclusive',
      testMatch: EXCLUSIVE,
      testIgnore: CONSOLE,
      dependencies: ['phone', 'desktop'],
      workers: 1,
      use: phone,
    },
    {
      name: 'desktop-exclusive',
      testMatch: [CONSOLE, /(accounts|brands)\.spec\.ts$/],
      dependencies: ['phone-exclusive'],
      workers: 1,
      use: desktop,
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
