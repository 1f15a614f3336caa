import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  CHECKOUT_URL,
  devMember,
  expect,
  isPhone,
  logIn,
  seriousA11yViolations,
  test,
  uniqueName,
} from './fixtures';

/**
 * VIP levels (issue 19) on a fresh install with the demo ladder: a visitor sees every level and
 * what it gives, with a way to log in; a member deposits through the sandbox provider and plays
 * in-house dice, and the VIP page moves them to VIP 1 Bronze by itself (live), with the level-up
 * reward received, in the account record and in the inbox.
 */

async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('portal.session'));
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

async function diceBets(page: Page, count: number, amount: string) {
  const token = await tokenOf(page);
  for (let i = 0; i < count; i += 1) {
    const response = await page.request.post('/wps/originals/dice', {
      headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' },
      data: { requestId: randomUUID(), amount, direction: 'UNDER', target: 9500 },
    });
    const body = await response.json();
    expect(body.success, JSON.stringify(body)).toBe(true);
  }
}

async function deposit(page: Page, amount: string) {
  await page.goto('/member?page=depositv2');
  await page.getByRole('radio', { name: /Sandbox Pay/ }).check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(CHECKOUT_URL);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/member\?page=depositv2&deposit=/);
  await expect(page.getByText('Payment received. The money is in your main wallet.')).toBeVisible();
}

test('a visitor sees the ladder, what each level gives, and a way to log in', async ({ page }) => {
  await page.goto('/vip');
  await expect(page.getByRole('heading', { name: 'VIP', exact: true })).toBeVisible();
  await expect(page.getByText('Log in to see your VIP level')).toBeVisible();
  const ladder = page.getByRole('region', { name: 'All levels' });
  await expect(ladder.getByRole('listitem').filter({ hasText: 'Bronze' }).first()).toContainText(
    'Needs BDT 5,000.00 valid bet and BDT 1,000.00 deposits',
  );
  await expect(ladder.getByText('Level-up reward: BDT 50.00 cash')).toBeVisible();
  await expect(page.getByText('Your level never goes down.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a member deposits and plays: moved up to VIP 1 at once, the reward in the account record', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const player = uniqueName('vip');
  await devMember(page, { account: player, password: 'Vip#Pass2026', balance: '20000.00' });
  await page.goto('/');
  await logIn(page, player, 'Vip#Pass2026');

  await page.goto('/vip');
  const status = page.getByTestId('vip-status');
  await expect(status.getByText('VIP 0')).toBeVisible();
  await expect(status.getByText('0% of the way to VIP 1 Bronze')).toBeVisible();
  await expect(status.getByText('BDT 5,000.00 to go')).toBeVisible();
  if (isPhone(page)) expect(await seriousA11yViolations(page)).toEqual([]);

  // Deposits of 1,000 and valid bets of 5,000 reach Bronze.
  await deposit(page, '1000');
  await page.goto('/vip');
  await expect(status.getByText('Done')).toBeVisible();
  await diceBets(page, 5, '1000');

  // The page follows live: no reload.
  await expect(status.getByText('VIP 1', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(status.locator('.vip-badge__name')).toHaveText('Bronze');
  await expect(status.getByRole('list').getByText('BDT 50.00 cash')).toBeVisible();
  await expect(page.locator('[aria-current="true"]')).toContainText('Bronze');

  await page.goto('/member?page=transactionHistory');
  await expect(page.locator('table, .records-cards').getByText('VIP reward', { exact: true })).toHaveCount(1);
  await page.goto('/member?page=messageV2');
  await expect(page.getByText('Welcome to VIP Bronze')).toHaveCount(1);
});
