import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught exception in the page, unless the test
 * expects it (an intentional 404 document, say) by listing it in `allowConsole`.
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsole: RegExp[];
  announcements: 'closed' | 'open';
  closeAnnouncements: undefined;
}>({
  allowConsole: [[], { option: true }],
  announcements: ['closed', { option: true }],
  /**
   * The announcement popup opens for every new visitor; journeys about something else start with it
   * closed for the session (and closed again after a logout clears the session storage).
   */
  closeAnnouncements: [
    async ({ page, announcements }, use) => {
      if (announcements === 'closed') {
        await page.addInitScript(() => {
          // Init scripts run in frames too: a game in the game popup keeps its own storage.
          if (window.top !== window) return;
          const close = () => {
            for (const audience of ['A', 'B', 'F'])
              window.sessionStorage.setItem(`portal.announcementsClosed.${audience}`, '1');
          };
          const clear = Storage.prototype.clear;
          Storage.prototype.clear = function (this: Storage) {
            clear.call(this);
            if (this === window.sessionStorage) close();
          };
          close();
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowConsole }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowConsole.some((re) => re.test(message.text())))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { totpCode } from '../scripts/totp-code.ts';
export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** Serious accessibility problems found by axe on the current page. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Switches a brand setting through the development page, as a developer would. */
export async function devPost(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, {
    form,
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

let counter = 0;
/** A fresh name for this run: letters then digits, 6 to 16 characters. */
export function uniqueName(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${counter}`.toLowerCase().slice(0, 16);
}

/** A fresh Bangladeshi mobile number (local form and E.164). */
export function uniqueMobile(): { local: string; e164: string } {
  const digits = String(Date.now() % 1e8).padStart(8, '0');
  counter += 1;
  const local = `017${digits.slice(0, 7)}${counter % 10}`;
  return { local, e164: `+880${local.slice(1)}` };
}

export async function devMember(page: Page, member: Record<string, unknown>) {
  const response = await page.request.post('/__dev/members', { data: { merchant: 'TIGER', ...member } });
  expect(response.ok()).toBe(true);
  return (await response.json()).value as { account: string };
}

/** The newest development-outbox message of a channel (to one recipient). */
export async function outboxMessage(
  page: Page,
  channel: 'sms' | 'email' | 'captcha',
  recipient?: string,
): Promise<string> {
  const query = new URLSearchParams({ channel, limit: '1', ...(recipient ? { recipient } : {}) });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await page.request.get(`/__dev/outbox.json?${query}`);
    const rows = (await response.json()).value as { body: string }[];
    if (rows[0]) return rows[0].body;
    await page.waitForTimeout(200);
  }
  throw new Error(`nothing in the outbox for ${channel} ${recipient ?? ''}`);
}

export async function outboxCode(page: Page, channel: 'sms' | 'email', recipient: string): Promise<string> {
  const body = await outboxMessage(page, channel, recipient);
  const code = /\b(\d{4,8})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}

/** Logs in through the login popup and waits for the account menu to name the member. */
export async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
}

/** The sandbox payment provider's checkout page (its port follows E2E_PSP_PORT, as the server's does). */
export const CHECKOUT_URL = new RegExp(
  `127\\.0\\.0\\.1:${Number(process.env.E2E_PSP_PORT ?? 3301)}/checkout/`,
);
