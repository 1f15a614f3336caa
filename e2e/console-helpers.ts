import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, totpCode, uniqueName } from './fixtures';

/** Every accessibility problem axe finds on the console's page (the console allows none). */
export async function consoleA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Signs in to the console with a password and, the first time, enrols the authenticator. */
export async function consoleSignIn(page: Page, username: string, password: string): Promise<string> {
  await page.goto('/admin/login');
  await page.getByLabel('Brand code').fill('TIGER');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('code.secret').textContent()) ?? '';
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(key));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const recovery = page.getByRole('button', { name: 'I have saved them' });
  // The landing screen: the dashboard (every built-in role has dashboard.view), else the account.
  const account = page.getByRole('heading', { name: /^(Dashboard|My account)$/, level: 1 });
  await expect(recovery.or(account)).toBeVisible();
  if (await recovery.isVisible()) await recovery.click();
  await expect(account).toBeVisible();
  return key;
}

/** A new operator of TIGER with this role (made on the development page), signed in to the console. */
export async function consoleOperator(page: Page, role: string) {
  const username = uniqueName('con');
  const created = await page.request.post('/__dev/operators', {
    data: { merchant: 'TIGER', username, password: 'Console#Pass1', role },
  });
  expect(created.ok()).toBe(true);
  const key = await consoleSignIn(page, username, 'Console#Pass1');
  return { username, key };
}

/** Opens a screen from the navigation (behind the menu button on phones). */
export async function openScreen(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Open the menu' }).click();
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}
