import { consoleA11yViolations } from './console-helpers';
import {
  claimAndDecide,
  consoleOperatorOf,
  openRequest,
  paymentShots,
  reopenFirst,
} from './console-payments-helpers';
import { expect, logIn, test, uniqueName } from './fixtures';

/**
 * The console's payment screens (issue 15, "Payments"): a member's withdrawal claimed and paid by
 * a finance operator while another operator sees who holds it, the member seeing it paid; a bank
 * transfer with its proof approved from the deposit queue.
 */

/** The smallest valid PNG: one transparent pixel. */
// Two operators and a member in separate browsers: longer than a single-page journey.
test.describe.configure({ timeout: process.env.PAYMENT_SHOTS ? 300_000 : 90_000 });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a withdrawal is claimed and paid in the console, and the member sees it paid', async ({
  page,
  browser,
  baseURL,
}) => {
  // Jade Palace asks no wagering of house credits, so the member may withdraw at once.
  const url = new URL(baseURL as string);
  url.hostname = 'jade.localhost';
  const jade = url.origin;
  const player = uniqueName('cwd');
  const created = await page.request.post('/__dev/members', {
    data: {
      merchant: 'JADE',
      account: player,
      password: 'Withdraw#Pass1',
      payeeName: 'Maria Santos',
      paymentPassword: '314159',
      balance: '2000.00',
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto(`${jade}/`);
  await logIn(page, player, 'Withdraw#Pass1');
  await page.goto(`${jade}/member?page=withdraw`);
  await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption('BDO Unibank');
  await page.getByRole('textbox', { name: /^Account number/ }).fill('001234567890');
  await page.getByRole('button', { name: 'Link bank account' }).click();
  await expect(page.getByText('Bank account linked.')).toBeVisible();
  const form = page.getByRole('region', { name: 'Request a withdrawal' });
  await form.getByLabel('To bank account').selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /^Amount/ }).fill('600');
  await form.getByLabel('Payment password').fill('314159');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(/Your withdrawal of PHP 600\.00 has been requested/)).toBeVisible();
  const history = page.getByRole('region', { name: 'Withdrawal history' });
  await expect(history.getByText('Pending', { exact: true })).toBeVisible();

  const first = await consoleOperatorOf(browser, baseURL as string, 'JADE');
  const second = await consoleOperatorOf(browser, baseURL as string, 'JADE');
  try {
    const dialog = await openRequest(first.admin, 'withdrawals', player);
    // The player context: the balance after the hold, and the bank account.
    await expect(dialog).toContainText('1,400.00');
    await expect(dialog).toContainText('BDO Unibank');
    await dialog.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(dialog.getByText(/^You, until /)).toBeVisible();
    expect(await consoleA11yViolations(first.admin)).toEqual([]);
    await paymentShots(first.admin, 'withdrawal-detail', () => reopenFirst(first.admin));

    // The other operator sees who holds it and cannot pay it.
    const seen = await openRequest(second.admin, 'withdrawals', player);
    await expect(seen.getByText(/is working on this until/)).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Mark paid', exact: true })).toBeDisabled();
    await seen.getByRole('button', { name: 'Close' }).click();
    // Its row in the queue says who holds it.
    await expect(second.admin.getByText(/ until \d{1,2}[:.]\d{2}/).first()).toBeVisible();
    await paymentShots(second.admin, 'withdrawals-claimed-by-other');
    await paymentShots(second.admin, 'withdrawal-held-by-other', () => reopenFirst(second.admin));

    await dialog.getByRole('button', { name: 'Mark paid', exact: true }).click();
    await dialog.getByLabel('Bank reference').fill('BDO-778812');
    await dialog.getByRole('button', { name: 'Confirm: Mark paid' }).click();
    await expect(dialog.getByText(/^Request \d+ is now Paid\.$/)).toBeVisible();
    await expect(dialog).toContainText('BDO-778812');
  } finally {
    await first.close();
    await second.close();
  }

  // The member hears of it and sees it paid.
  await expect(history.getByText('Paid', { exact: true })).toBeVisible();
});

test('a bank transfer with its proof is approved from the deposit queue', async ({
  page,
  browser,
  baseURL,
}) => {
  const player = uniqueName('cdp');
  const created = await page.request.post('/__dev/members', {
    data: { merchant: 'TIGER', account: player, password: 'Bank#Pass1' },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/');
  await logIn(page, player, 'Bank#Pass1');
  await page.goto('/member?page=depositv2');
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('750');
  await page.getByRole('textbox', { name: /^Transfer reference/ }).fill('TRX-CONSOLE-01');
  await page
    .getByLabel('Proof of payment')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove receipt.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Your deposit has been submitted.')).toBeVisible();
  const deposits = page.getByRole('region', { name: 'Deposit history' });
  await expect(deposits.getByText('Under review', { exact: true })).toBeVisible();

  const { admin, close } = await consoleOperatorOf(browser, baseURL as string, 'TIGER');
  try {
    await admin.goto('/admin/deposits');
    await expect(admin.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();
    expect(await consoleA11yViolations(admin)).toEqual([]);
    const dialog = await openRequest(admin, 'deposits', player);
    await expect(dialog).toContainText('TRX-CONSOLE-01');
    await expect(dialog).toContainText('New account');
    await expect(dialog).toContainText('Registered in the last 7 days.');
    // The proof is the image the player sent, loaded with the operator's token.
    const proof = dialog.getByRole('button', { name: /^Proof image 1 of request/ });
    await expect(proof.locator('img')).toHaveJSProperty('naturalWidth', 1);
    expect(await consoleA11yViolations(admin)).toEqual([]);
    await paymentShots(admin, 'deposit-detail', () => reopenFirst(admin));
    await admin.goto('/admin/deposits');
    await expect(admin.getByText(/\d+ found/)).toBeVisible();
    await paymentShots(admin, 'deposits');
    const again = await openRequest(admin, 'deposits', player);
    await claimAndDecide(again, 'Approve');
    await expect(again.getByText(/^Request \d+ is now Credited\.$/)).toBeVisible();
  } finally {
    await close();
  }
  await expect(deposits.getByText('Credited', { exact: true })).toBeVisible();
  if (process.env.PAYMENT_SHOTS) {
    const owner = await consoleOperatorOf(browser, baseURL as string, 'TIGER', 'owner');
    await owner.admin.goto('/admin/payment-methods');
    await expect(
      owner.admin.getByRole('heading', { name: 'Payment methods and limits', level: 1 }),
    ).toBeVisible();
    await paymentShots(owner.admin, 'payment-methods');
    await owner.close();
    const jadeOwner = await consoleOperatorOf(browser, baseURL as string, 'JADE', 'owner');
    await jadeOwner.admin.goto('/admin/withdrawals?status=all');
    await expect(jadeOwner.admin.getByText(/\d+ found/)).toBeVisible();
    await paymentShots(jadeOwner.admin, 'withdrawals');
    await jadeOwner.close();
  }
});
