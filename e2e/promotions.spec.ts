import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { claimAndDecide, consoleOperatorOf, openRequest } from './console-payments-helpers';
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
 * Promotions and the bonus wallet (issue 18) on a fresh install, as the demo content promises
 * them: a visitor's Join opens login; a member deposits through the sandbox provider, claims the
 * 100% welcome bonus on /promotions, bets in-house dice with real money first and then bonus
 * money, watches the wagering progress move in the reward centre, meets the requirement (the bonus
 * converts to real money) and withdraws; an operator pays it. A second journey applies to "Share
 * your big win" with a remark and a screenshot and an operator approves it in the console.
 */

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const amountBox = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByRole('textbox', { name: /^Amount/ });

/** The member's bearer, as the site keeps it. */
async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('portal.session'));
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

/** Dice bets through the API (the page's own bet button is exercised once before). */
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
  await amountBox(page).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(CHECKOUT_URL);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/member\?page=depositv2&deposit=/);
  await expect(page.getByText('Payment received. The money is in your main wallet.')).toBeVisible();
}

test('a visitor sees the promotions with Join, which opens the login', async ({ page }) => {
  await page.goto('/promotions');
  const card = page.getByRole('article', { name: '100% welcome bonus' });
  await expect(card).toBeVisible();
  await expect(card.getByText('100% bonus up to 5,000.00, 20× wagering')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Daily wager challenge' }).getByText('Coming soon'),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.getByRole('button', { name: /^Join/ }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
});

test('the welcome bonus: deposit, claim, play with real money first, wagering met, converted, withdraw', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const player = uniqueName('wb');
  await devMember(page, {
    account: player,
    password: 'Bonus#Pass1',
    payeeName: 'Rahim Uddin',
    paymentPassword: '271828',
  });
  await page.goto('/');
  await logIn(page, player, 'Bonus#Pass1');

  // Before the first deposit the welcome bonus says what it needs.
  await page.goto('/promotions');
  const card = page.getByRole('article', { name: '100% welcome bonus' });
  await expect(card.getByText('Make your 1st deposit of 200.00 or more')).toBeVisible();

  await deposit(page, '300');

  // The deposit qualified: Claim pays 300.00 of bonus money into the bonus wallet.
  await page.goto('/promotions');
  await expect(card.getByRole('button', { name: /^Claim/ })).toBeVisible({ timeout: 15_000 });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.getByRole('button', { name: /^Claim/ }).click();
  await expect(card.getByRole('status')).toBeVisible();
  await expect(card.getByText('In progress').first()).toBeVisible();

  // The reward centre: 300.00 bonus, wagering 20× = 6,000.00, nothing wagered yet.
  await page.goto('/member?page=rewardCenter');
  const active = page.getByRole('region', { name: 'Active bonus' });
  await expect(active).toBeVisible();
  const progress = active.getByRole('progressbar', { name: 'Wagering progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^BDT 0\.00 of BDT 6,000\.00/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A bet above the bonus's max bet (500) is refused before anything moves.
  const token = await tokenOf(page);
  const refused = await page.request.post('/wps/originals/dice', {
    headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' },
    data: { requestId: randomUUID(), amount: '600', direction: 'UNDER', target: 9500 },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).code).toBe('BONUS_MAX_BET');

  // More real money (a second deposit, which the welcome bonus does not count again): bets of 500
  // (in-house games count 50 %) take real money first, the bonus wallet stays whole, and the
  // progress moves live.
  await deposit(page, '10000');
  await page.goto('/member?page=rewardCenter');
  await expect(progress).toHaveAttribute('aria-valuetext', /^BDT 0\.00 of BDT 6,000\.00/);
  await diceBets(page, 2, '500');
  await expect(progress).toHaveAttribute('aria-valuetext', /^BDT 500\.00 of BDT 6,000\.00/, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('bonus-balance')).toContainText('300.00');

  // The rest of the 12,000.00 in stakes: the bonus converts to real money when the requirement is met.
  await diceBets(page, 22, '500');
  await expect(active).toContainText('You have no active bonus.', { timeout: 20_000 });
  await expect(page.getByTestId('bonus-balance')).toContainText('0.00');
  await page.goto('/member?page=bonusDetails');
  const grant = page.getByRole('listitem', { name: '100% welcome bonus' });
  await expect(grant).toContainText('Completed');

  // Nothing holds the money now: a withdrawal of 500.00 (the brand's minimum) goes through.
  await page.goto('/member?page=withdraw');
  await expect(page.getByTestId('bonus-withdraw-notice')).toBeHidden();
  await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Account number/ }).fill('001234567890');
  await page.getByRole('button', { name: 'Link bank account' }).click();
  await expect(page.getByText('Bank account linked.')).toBeVisible();
  const form = page.getByRole('region', { name: 'Request a withdrawal' });
  await form.getByLabel('To bank account').selectOption({ index: 1 });
  await amountBox(form).fill('500');
  await form.getByLabel('Payment password').fill('271828');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(/Your withdrawal of BDT 500\.00 has been requested/)).toBeVisible();

  const { admin, close } = await consoleOperatorOf(browser, baseURL as string, 'TIGER');
  const dialog = await openRequest(admin, 'withdrawals', player);
  await claimAndDecide(dialog, 'Mark paid', { label: 'Bank reference', value: 'BB-20261126' });
  await expect(dialog.getByText(/^Request \d+ is now Paid\.$/)).toBeVisible();
  await close();
  if (isPhone(page)) expect(await seriousA11yViolations(page)).toEqual([]);
});

test('an application with a remark and a screenshot, approved by an operator', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const player = uniqueName('app');
  await devMember(page, { account: player, password: 'Apply#Pass1' });
  await page.goto('/');
  await logIn(page, player, 'Apply#Pass1');
  await page.goto('/promotions');
  const card = page.getByRole('article', { name: 'Share your big win' });
  await card.getByRole('button', { name: /^Apply/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: Share your big win' });
  const remark = dialog.getByRole('textbox', { name: 'Remark' });
  await remark.fill('x'.repeat(141));
  await expect(remark).toHaveAttribute('aria-invalid', 'true');
  await remark.fill('Won 12,000 on Dice, screenshot attached.');
  await dialog.getByLabel('Images').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Applying').first()).toBeVisible();

  // A support operator reviews it in the console, with the image, and approves it.
  const { admin, close } = await consoleOperatorOf(browser, baseURL as string, 'TIGER', 'support');
  await admin.goto('/admin/promotions?tab=applications');
  await admin.getByRole('button', { name: `Application of ${player} to Share your big win` }).click();
  const review = admin.getByRole('dialog', { name: `Application of ${player} to Share your big win` });
  await expect(review.getByText('Won 12,000 on Dice, screenshot attached.')).toBeVisible();
  await expect(
    review.getByRole('button', { name: `Image 1 from ${player} (press to enlarge)` }),
  ).toBeVisible();
  await review.getByRole('radio', { name: 'Approve: the reward is granted at once' }).check();
  await review.getByRole('textbox', { name: 'Note to the member' }).fill('Congratulations!');
  await review.getByRole('button', { name: 'Approve the application' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: `The application of ${player} is approved.` }),
  ).toBeVisible();
  await close();

  // The member sees the bonus at work.
  await page.goto('/promotions');
  await expect(card.getByText('In progress').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/member?page=rewardCenter');
  await expect(page.getByRole('region', { name: 'Active bonus' })).toContainText('200.00');
});
