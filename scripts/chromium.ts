import { existsSync } from 'node:fs';

/**
 * The system Chromium and the flags it needs on these machines: headless, no sandbox (root),
 * and none of the background networking that a closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser journeys' Chromium: Debian's headless shell (package chromium-headless-shell) where
 * it is installed. It renders the same pages with the same engine as the full browser, without
 * the full browser's windowing and GPU process, and used a fifth less CPU over the same journeys
 * on this 2-core machine (ADR 0056). Lighthouse and the screenshots keep the full browser.
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
