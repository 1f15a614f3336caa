import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { devMember, expect, isPhone, test, totpCode, uniqueName } from './fixtures';

/** Every accessibility problem axe finds (the console allows none, whatever their impact). */
async function a11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A new TIGER operator of this role, signed in to the console (enrolling the authenticator). */
async function signIn(page: Page, role: string) {
  const username = uniqueName('rep');
  const created = await page.request.post('/__dev/operators', {
    data: { merchant: 'TIGER', username, password: 'Console#Pass1', role },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/admin/login');
  await page.getByLabel('Brand code').fill('TIGER');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Console#Pass1');
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('code.secret').textContent()) ?? '';
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(key));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const recovery = page.getByRole('button', { name: 'I have saved them' });
  const signedIn = page.getByRole('button', { name: 'Sign out' });
  await expect(recovery.or(signedIn)).toBeVisible();
  if (await recovery.isVisible()) await recovery.click();
  await expect(signedIn).toBeVisible();
}

/** The value of a figure tile in a group of tiles ("today-figures"). */
async function figure(page: Page, group: string, key: string): Promise<string> {
  return (await page.getByTestId(group).locator(`[data-figure="${key}"] .figure__value`).textContent()) ?? '';
}

test.describe('console dashboard and reports', () => {
  test('the dashboard shows today’s figures and the queues; a report exports as CSV', async ({ page }) => {
    // A registration today, so today's figures are not all zero.
    await devMember(page, { account: uniqueName('reg'), password: 'Player#Pass1' });
    await signIn(page, 'finance');

    // The landing screen is the dashboard.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);
    expect(Number(await figure(page, 'today-figures', 'registrations'))).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('today-figures').getByText('GGR', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Deposits to review/ })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Registrations per day' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);

    // The period: the previous 30 days instead of 7.
    const week = page.getByRole('button', { name: 'Previous 7 days' });
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Previous 30 days' }).click();
    await expect(page.getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('figure', { name: 'Registrations per day' }).getByText('Show the numbers').click();
    await expect(page.getByRole('figure', { name: 'Registrations per day' }).getByRole('row')).toHaveCount(
      31,
    );

    // Reports, from the navigation.
    if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await page.getByLabel('Report', { exact: true }).selectOption('players-day');
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('columnheader', { name: /New players/ })).toBeAttached();
    // Sorted on the server by the chosen column: by a header on laptops, by the order fields on phones.
    if (isPhone(page)) {
      await page.getByLabel('Sort by', { exact: true }).selectOption('day');
      await page.getByLabel('Order', { exact: true }).selectOption('asc');
    } else {
      await table.getByRole('button', { name: /Sort by Day/ }).click();
    }
    await expect(table.getByRole('columnheader', { name: /Day/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(await a11yViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^TIGER-players-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Day,Active players,New players,First deposits,Bets,Bets per player');
    // The header, 30 days and the empty end of the last line.
    expect(lines).toHaveLength(32);
    // The export keeps the order chosen on the screen: oldest day first, today last (days in UTC).
    const today = new Date().toISOString().slice(0, 10);
    const first = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    expect(lines[1]?.startsWith(`${first},`)).toBe(true);
    const row = lines[30] ?? '';
    expect(row.startsWith(`${today},`)).toBe(true);
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2},\d+,[1-9]\d*,\d+,\d+,\d+\.\d{2}$/);
    await expect(page.getByRole('status').filter({ hasText: 'was downloaded' })).toBeVisible();
  });

  test('a role without reports sees no Reports entry and no export', async ({ page }) => {
    await signIn(page, 'content');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  });
});
