import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, isPhone, test, totpCode, uniqueName } from './fixtures';

/**
 * Brand settings in the operator console (issue 15): an owner switches a feature flag and
 * maintenance, and the player site follows without a restart. The demo database is shared with
 * the other journeys, so whatever is changed is put back at the end through the settings API, pass
 * or fail.
 */

async function a11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A new TIGER operator of the role, signed in to the console (enrolling the authenticator). */
async function signedInOperator(page: Page, role: string) {
  const operator = uniqueName('set');
  const created = await page.request.post('/__dev/operators', {
    data: { merchant: 'TIGER', username: operator, password: 'Console#Pass1', role },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/admin/login');
  await page.getByLabel('Brand code').fill('TIGER');
  await page.getByLabel('Username').fill(operator);
  await page.getByLabel('Password').fill('Console#Pass1');
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
}

/** Calls the settings API as the operator signed in on the page (its token is in the tab's storage). */
async function settingsApi(page: Page, method: 'GET' | 'PUT', path: string, data?: object) {
  const token = await page.evaluate(() => window.sessionStorage.getItem('portal.admin.session'));
  const res = await page.request.fetch(`/admin/api/settings${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: Record<string, unknown> }).value;
}

/** The player site's login dialog, and whether it offers free play. */
async function trialOffered(page: Page) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  // The dialog's code loads on demand: on a busy machine that takes a while.
  await expect(dialog.getByRole('button', { name: 'Log in', exact: true })).toBeVisible({ timeout: 20_000 });
  return dialog.getByRole('button', { name: 'Try for free' });
}

async function saveFlags(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change feature flags?' });
  await expect(confirm.getByText('Free play: ', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

test.describe('brand settings', () => {
  // A refused save answers 400 and a role without the permission 403, which the browser logs.
  test.use({ allowConsole: [/status of 40[03] /] });

  test('an owner switches free play off and on, and the player site follows', async ({ page }) => {
    // Sign-in, two saves and four player-site loads.
    test.slow();
    await signedInOperator(page, 'owner');
    try {
      await expect(await trialOffered(page)).toBeVisible();

      await page.goto('/admin/settings');
      await expect(page).toHaveURL(/\/admin\/settings\/flags$/);
      const freePlay = page.getByRole('switch', { name: 'Free play' });
      await expect(freePlay).toBeChecked();
      expect(await a11yViolations(page)).toEqual([]);
      await freePlay.uncheck();
      await saveFlags(page);
      await expect(page.getByRole('switch', { name: 'Free play' })).not.toBeChecked();

      // No restart: the next page the player loads has no trial button.
      await expect(await trialOffered(page)).toHaveCount(0);

      await page.goto('/admin/settings/flags');
      await page.getByRole('switch', { name: 'Free play' }).check();
      await saveFlags(page);
      await expect(await trialOffered(page)).toBeVisible();
    } finally {
      await settingsApi(page, 'PUT', '/flags', { flags: { FREEPLAY3: true } });
    }
  });

  test('an owner starts maintenance, the player site shows the maintenance page, then ends it', async ({
    page,
  }) => {
    test.slow();
    await signedInOperator(page, 'owner');
    const { maintenance } = (await settingsApi(page, 'GET', '')) as {
      maintenance: { active?: boolean; message: Record<string, string> };
    };
    const { active: _active, ...saved } = maintenance;
    try {
      await page.goto('/admin/settings/maintenance');
      await expect(page.getByText('Right now the player site runs normally.')).toBeVisible();
      expect(await a11yViolations(page)).toEqual([]);
      await page.getByRole('switch', { name: 'Maintenance switched on' }).check();
      await page.getByRole('textbox', { name: 'Message in English' }).fill('Console maintenance check.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const confirm = page.getByRole('dialog', { name: 'Switch maintenance on?' });
      await confirm.getByRole('button', { name: 'Switch on' }).click();
      await expect(page.getByText('Right now the player site shows the maintenance page.')).toBeVisible();

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
      await expect(page.getByText('Console maintenance check.')).toBeVisible();

      await page.goto('/admin/settings/maintenance');
      await page.getByRole('switch', { name: 'Maintenance switched on' }).uncheck();
      await page.getByRole('textbox', { name: 'Message in English' }).fill(saved.message.en ?? '');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Right now the player site runs normally.')).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Game categories' })).toBeVisible();
    } finally {
      // As it was, message and all.
      await settingsApi(page, 'PUT', '/maintenance', saved);
    }
  });

  test('a refused value is explained on its field; a role without settings.view is not offered the screen', async ({
    page,
  }) => {
    await signedInOperator(page, 'owner');
    await page.goto('/admin/settings/region');
    const blocked = page.getByRole('textbox', { name: 'Blocked networks' });
    const before = await blocked.inputValue();
    await blocked.fill('10.0.0.0/33');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('10.0.0.0/33: Enter a network such as 203.0.113.0/24')).toBeVisible();
    await expect(blocked).toHaveAttribute('aria-invalid', 'true');
    expect(await a11yViolations(page)).toEqual([]);
    await blocked.fill(before);

    // An operator whose role lacks settings.view is not offered the screen, and the API refuses it.
    await page.context().clearCookies();
    await page.evaluate(() => window.sessionStorage.clear());
    await signedInOperator(page, 'content');
    if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('link', { name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Brand settings' })).toHaveCount(0);
    await page.goto('/admin/settings/flags');
    await expect(page.getByRole('switch', { name: 'Free play' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('every settings section passes axe', async ({ page }) => {
    test.slow();
    await signedInOperator(page, 'owner');
    for (const section of ['flags', 'register', 'general', 'domains', 'maintenance', 'region', 'support']) {
      await page.goto(`/admin/settings/${section}`);
      await expect(page.locator('.settings-section').first()).toBeVisible();
      expect(await a11yViolations(page), section).toEqual([]);
    }
  });
});
