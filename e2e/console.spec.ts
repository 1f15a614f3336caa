import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, isPhone, test, totpCode, uniqueName } from './fixtures';

/** Every accessibility problem axe finds on the console's page (the console allows none). */
async function a11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function passwordStep(page: Page, merchant: string, username: string, password: string) {
  await page.getByLabel('Brand code').fill(merchant);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A new operator of TIGER, signed in to the console (enrolling the authenticator). */
async function signedInOperator(page: Page, role: string) {
  const operator = uniqueName('con');
  const created = await page.request.post('/__dev/operators', {
    data: { merchant: 'TIGER', username: operator, password: 'Console#Pass1', role },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/admin/login');
  await passwordStep(page, 'TIGER', operator, 'Console#Pass1');
  const key = (await page.locator('code.secret').textContent()) ?? '';
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(key));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const recovery = page.getByRole('button', { name: 'I have saved them' });
  // The landing screen: the dashboard (every built-in role has dashboard.view), else the account.
  const account = page.getByRole('heading', { name: /^(Dashboard|My account)$/, level: 1 });
  await expect(recovery.or(account)).toBeVisible();
  if (await recovery.isVisible()) await recovery.click();
  await expect(account).toBeVisible();
  return operator;
}

/** The titles of TIGER's notices (PL) as the player site asks for them. */
async function playerNotices(page: Page): Promise<string[]> {
  const res = await page.request.get('/wps/announcements?type=PL&pageNo=1&pageSize=50', {
    headers: { 'x-merchant': 'TIGER' },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { value: { list: { title: string }[] } };
  return body.value.list.map((item) => item.title);
}

test.describe('operator console', () => {
  // The refused password and code answer 401 and 400, which the browser logs.
  test.use({ allowConsole: [/status of 40[01] /] });

  test('signs in with the authenticator, shows who is signed in, speaks Bengali and signs out', async ({
    page,
  }) => {
    const operator = uniqueName('con');
    const created = await page.request.post('/__dev/operators', {
      data: { merchant: 'TIGER', username: operator, password: 'Console#Pass1', role: 'content' },
    });
    expect(created.ok()).toBe(true);

    // Signed out, every console address leads to sign-in.
    await page.goto('/admin/announcements-that-do-not-exist');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);

    // A wrong password is refused in words.
    await passwordStep(page, 'TIGER', operator, 'Wrong#Pass1');
    await expect(page.getByRole('alert')).toBeVisible();

    // The first sign-in enrols the authenticator: QR code and key, then a code from it.
    await passwordStep(page, 'TIGER', operator, 'Console#Pass1');
    await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await page.locator('code.secret').textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: /^Code/ }).fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(key));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const recovery = page.getByRole('button', { name: 'I have saved them' });
    // The landing screen: the dashboard (every built-in role has dashboard.view), else the account.
    const account = page.getByRole('heading', { name: /^(Dashboard|My account)$/, level: 1 });
    await expect(recovery.or(account)).toBeVisible();
    if (await recovery.isVisible()) await recovery.click();

    await expect(account).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);
    // The account page moved to /admin/account when the dashboard became the landing screen.
    await page.goto('/admin/account');
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
    await expect(page.locator('.facts')).toContainText(operator);
    await expect(page.getByText('Content', { exact: true })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);

    // The navigation: a drawer behind the menu button on phones, a column on laptops.
    const nav = page.getByRole('navigation', { name: 'Sections' });
    if (isPhone(page)) {
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Open the menu' }).click();
    }
    await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();

    // Bengali, remembered over a reload, which keeps the session.
    await page.getByLabel('Language').selectOption('bn');
    await expect(page.getByRole('heading', { name: 'আমার অ্যাকাউন্ট' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'আমার অ্যাকাউন্ট' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByLabel('ভাষা').selectOption('en');

    // Sign out: back to sign-in, and the old session is gone.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The second sign-in asks only for the code (the next one: each code works once).
    await passwordStep(page, 'TIGER', operator, 'Console#Pass1');
    await expect(page.getByRole('heading', { name: 'Authenticator code' })).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(0);
    await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(key, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(account).toBeVisible();
  });

  test('answers with its own strict policy', async ({ request }) => {
    const res = await request.get('/admin/login');
    expect(res.status()).toBe(200);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/nonce-|unsafe-inline|unsafe-eval/);
  });

  test('publishes an announcement players get, previews it and deletes it after asking', async ({ page }) => {
    await signedInOperator(page, 'content');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
    await nav.getByRole('link', { name: 'Announcements' }).click();
    await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);

    const title = `Console notice ${uniqueName('n')}`;
    await page.getByRole('button', { name: 'New announcement' }).click();
    const form = page.getByRole('dialog', { name: 'New announcement' });
    await form.getByLabel('Type').selectOption('PL');
    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await form
      .getByLabel('Text')
      .fill('<p>Deposits are <strong>instant</strong> today.</p><script>alert(1)</script>');
    expect(await a11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” was published.` })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
    expect(await playerNotices(page)).toContain(title);

    await page.getByRole('button', { name: `Preview ${title}` }).click();
    const preview = page.getByRole('dialog', { name: title });
    await expect(preview.getByText('instant')).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this announcement?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” was deleted.` })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
    expect(await playerNotices(page)).not.toContain(title);
  });

  test('lists only the screens a role may use', async ({ page }) => {
    await signedInOperator(page, 'finance');
    if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Announcements' })).toHaveCount(0);
  });
});
