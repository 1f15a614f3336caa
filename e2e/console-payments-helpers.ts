import type { Browser, Page } from '@playwright/test';
import { expect, totpCode, uniqueName } from './fixtures';

/**
 * An operator of a brand with this role (made on the development page), signed in to the console
 * in a browser context of its own (enrolling the authenticator), so several can work side by side.
 */
export async function consoleOperatorOf(
  browser: Browser,
  baseURL: string,
  merchant: string,
  role = 'finance',
): Promise<{ admin: Page; name: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  const name = uniqueName('pay');
  const created = await admin.request.post('/__dev/operators', {
    data: { merchant, username: name, password: 'Finance#Pass1', role },
  });
  expect(created.ok()).toBe(true);
  await admin.goto('/admin/login');
  await admin.getByLabel('Brand code').fill(merchant);
  await admin.getByLabel('Username').fill(name);
  await admin.getByLabel('Password').fill('Finance#Pass1');
  await admin.getByRole('button', { name: 'Continue' }).click();
  const key = (await admin.locator('code.secret').textContent()) ?? '';
  await admin.getByRole('textbox', { name: /^Code/ }).fill(totpCode(key));
  await admin.getByRole('button', { name: 'Sign in' }).click();
  const recovery = admin.getByRole('button', { name: 'I have saved them' });
  const signedIn = admin.getByRole('button', { name: 'Sign out' });
  await expect(recovery.or(signedIn)).toBeVisible();
  if (await recovery.isVisible()) await recovery.click();
  await expect(signedIn).toBeVisible();
  return { admin, name, close: () => context.close() };
}

/** Opens the queue filtered to one member's requests and the detail of the (only) one listed. */
export async function openRequest(
  admin: Page,
  queue: 'deposits' | 'withdrawals',
  account: string,
  status?: string,
) {
  await admin.goto(`/admin/${queue}?account=${account}${status ? `&status=${status}` : ''}`);
  await expect(
    admin.getByRole('heading', { name: queue === 'deposits' ? 'Deposits' : 'Withdrawals', level: 1 }),
  ).toBeVisible();
  await expect(admin.getByText('1 found')).toBeVisible();
  await admin.getByRole('button', { name: /^Open request \d+$/ }).click();
  const dialog = admin.getByRole('dialog', { name: /^Request \d+$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Claims the open request, then takes a decision and confirms it (with its text when asked). */
export async function claimAndDecide(
  dialog: ReturnType<Page['getByRole']>,
  decision: string,
  field?: { label: string; value: string },
) {
  await dialog.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(dialog.getByText(/^You, until /)).toBeVisible();
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  if (field) await dialog.getByLabel(field.label).fill(field.value);
  await dialog.getByRole('button', { name: `Confirm: ${decision}` }).click();
}

/**
 * With PAYMENT_SHOTS=<folder>, screenshots of the console page in English and Bengali (the size in
 * the name); `reopen` brings back what a reload closes (a dialog). Nothing otherwise.
 */
export async function paymentShots(page: Page, name: string, reopen?: () => Promise<void>) {
  const dir = process.env.PAYMENT_SHOTS;
  if (!dir) return;
  const size = (page.viewportSize()?.width ?? 1440) < 1024 ? 'phone' : 'desktop';
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await reopen?.();
    await page.waitForLoadState('networkidle');
  };
  if (reopen && (await page.locator('dialog[open]').count()) === 0) await reopen();
  await page.screenshot({ path: `${dir}/${size}_${name}_en.png`, fullPage: !reopen });
  await page.evaluate(() => localStorage.setItem('portal.admin.language', 'bn'));
  await page.reload();
  await settle();
  await page.screenshot({ path: `${dir}/${size}_${name}_bn.png`, fullPage: !reopen });
  await page.evaluate(() => localStorage.setItem('portal.admin.language', 'en'));
  await page.reload();
  await settle();
}

/** Opens the first request listed (whatever the console's language). */
export async function reopenFirst(page: Page) {
  await page.locator('.pay-table .row-actions button').first().click();
  await expect(page.locator('dialog[open] .pay-detail')).toBeVisible();
}
