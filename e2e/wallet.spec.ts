import type { Page } from '@playwright/test';
import { claimAndDecide, consoleOperatorOf, openRequest } from './console-payments-helpers';
import {
  CHECKOUT_URL,
  devMember,
  devPost,
  expect,
  isPhone,
  logIn,
  seriousA11yViolations,
  test,
  uniqueName,
} from './fixtures';

/**
 * The money journeys of issue 5 in Chromium: a deposit through the sandbox payment provider that
 * the header balance of another tab follows live, a declined payment, the wagering rule, and a
 * withdrawal that an operator pays and the player confirms.
 */

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The header balance: a group named Balance with the amount and its hide and refresh buttons. */
const headerBalance = (page: Page) => page.getByRole('group', { name: 'Balance' });
const amountBox = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByRole('textbox', { name: /^Amount/ });

test.describe('deposits', () => {
  test('an online payment credits the wallet once, and another tab sees it live', async ({
    page,
    context,
  }) => {
    const player = uniqueName('dep');
    await devMember(page, { account: player, password: 'Deposit#Pass1' });
    await page.goto('/');
    await logIn(page, player, 'Deposit#Pass1');

    // A second tab stays on the wallet page: its header balance must follow without a reload.
    const watcher = await context.newPage();
    await watcher.goto('/member?page=transferFund');
    await expect(headerBalance(watcher)).toContainText('0.00');

    await page.goto('/member?page=depositv2');
    await expect(page.getByRole('heading', { name: 'Make a deposit' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: /Sandbox Pay/ }).check();
    const amount = amountBox(page);
    // Bad amounts are refused before anything is sent.
    await amount.fill('12.345');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Use at most 2 decimal places.')).toBeVisible();
    await amount.fill('1000');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The hosted payment page of the sandbox provider.
    await page.waitForURL(CHECKOUT_URL);
    await expect(page.getByText('1,000.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the portal: the return page waits for the signed notice, then says it is credited.
    await page.waitForURL(/\/member\?page=depositv2&deposit=/);
    await expect(page.getByText('Payment received. The money is in your main wallet.')).toBeVisible();
    await expect(headerBalance(page)).toContainText('1,000.00');
    await expect(headerBalance(watcher)).toContainText('1,000.00');
    await watcher.close();

    // The deposit message arrives in the inbox; the account record shows the credit.
    await page.goto('/member?page=messageV2');
    await expect(page.getByRole('button', { name: /Deposit credited/ })).toBeVisible();
    await page.goto('/member?page=transactionHistory');
    // Records are a table on desktops and cards on phones (ADR 0046).
    const row = page.locator('tr, .data-card').filter({ hasText: 'Deposit' });
    await expect(row).toContainText('+1,000.00');

    // The wagering requirement of the deposit (Tiger Star: 100%) stops a withdrawal at once.
    await page.goto('/member?page=withdraw');
    // Nothing can be withdrawn now (issue 20): the page says why, with the amount still to wager.
    const locked = page.getByRole('note').filter({ hasText: 'wagering requirement is met' });
    await expect(locked).toContainText('Wager BDT 1,000.00 more');
  });

  test('a declined payment credits nothing and says so', async ({ page }) => {
    const player = uniqueName('dcl');
    await devMember(page, { account: player, password: 'Decline#Pass1' });
    await page.goto('/');
    await logIn(page, player, 'Decline#Pass1');
    await page.goto('/member?page=depositv2');
    await page.getByRole('radio', { name: /Sandbox Pay/ }).check();
    await amountBox(page).fill('500');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(CHECKOUT_URL);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/member\?page=depositv2&deposit=/);
    await expect(page.getByText('The payment did not go through. No money was taken.')).toBeVisible();
    await expect(headerBalance(page)).toContainText('0.00');
    await page.goto('/member?page=messageV2');
    await expect(page.getByRole('button', { name: /Deposit failed/ })).toBeVisible();
  });
});

test.describe('transfers', () => {
  test('moves money to a game wallet and recalls it; a provider that is down is not offered', async ({
    page,
  }) => {
    const player = uniqueName('trf');
    const created = await page.request.post('/__dev/members', {
      data: { merchant: 'TIGER', account: player, password: 'Transfer#Pass1', balance: '1000.00' },
    });
    expect(created.ok()).toBe(true);
    await page.goto('/');
    await logIn(page, player, 'Transfer#Pass1');
    await page.goto('/member?page=transferFund');
    const panel = page.getByRole('region', { name: 'Transfer between wallets' });
    await panel.getByRole('combobox', { name: 'From' }).selectOption({ label: 'Main wallet' });
    // Sportsbook One keeps its own wallet at the demo provider, reached over HTTP (ADR 0043).
    await panel.getByRole('combobox', { name: 'To' }).selectOption({ label: 'Sportsbook One' });
    await amountBox(panel).fill('300');
    await panel.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(panel.getByText(/300\.00 moved from Main wallet to Sportsbook One\./)).toBeVisible();
    await expect(headerBalance(page)).toContainText('700.00');
    const funds = page.getByRole('region', { name: 'My funds' });
    await expect(funds).toContainText('300.00');

    await page.getByRole('button', { name: 'Recall all to main wallet' }).click();
    await expect(headerBalance(page)).toContainText('1,000.00');

    await devPost(page, '/__dev/brands/TIGER/vendors', { vendor: 'SB1', mode: 'DOWN' });
    try {
      await page.reload();
      const to = panel.getByRole('combobox', { name: 'To' });
      await expect(to.locator('option', { hasText: 'Sportsbook One (unavailable)' })).toBeDisabled();
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await devPost(page, '/__dev/brands/TIGER/vendors', { vendor: 'SB1', mode: 'UP' });
    }
  });
});

test.describe('bank transfers', () => {
  // The operator signs in to the console in a browser of their own.
  test.describe.configure({ timeout: 90_000 });
  test('a transfer with its proof is credited when an operator approves it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const player = uniqueName('bnk');
    await devMember(page, { account: player, password: 'Bank#Pass1' });
    await page.goto('/');
    await logIn(page, player, 'Bank#Pass1');
    await page.goto('/member?page=depositv2');
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await expect(
      page.getByText('Send your bank transfer to this account, then fill in the form below.'),
    ).toBeVisible();
    await amountBox(page).fill('750');
    await page.getByRole('textbox', { name: /^Transfer reference/ }).fill('TRX-20261122-01');
    // A file that is not an image is refused in the page; a PNG is taken.
    const picker = page.getByLabel('Proof of payment');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('notes.txt is not a PNG or JPG image.')).toBeVisible();
    await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Remove receipt.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(page.getByText('Your deposit has been submitted.')).toBeVisible();
    const history = page.getByRole('region', { name: 'Deposit history' });
    await expect(history.getByText('Under review', { exact: true })).toBeVisible();
    await expect(headerBalance(page)).toContainText('0.00');

    // The finance operator approves it in the console, with the proof the player sent.
    const { admin, close } = await consoleOperatorOf(browser, baseURL as string, 'TIGER');
    const dialog = await openRequest(admin, 'deposits', player);
    await expect(dialog).toContainText('TRX-20261122-01');
    await expect(
      dialog.getByRole('button', { name: /^Proof image 1 of request/ }).locator('img'),
    ).toHaveJSProperty('naturalWidth', 1);
    await claimAndDecide(dialog, 'Approve');
    await expect(dialog.getByText(/^Request \d+ is now Credited\.$/)).toBeVisible();
    await close();

    await expect(headerBalance(page)).toContainText('750.00');
    await expect(history.getByText('Credited', { exact: true })).toBeVisible();
  });
});

test.describe('withdrawals', () => {
  test.describe.configure({ timeout: 90_000 });
  // The wrong payment password is refused by the server on purpose (400).
  test.use({ allowConsole: [/status of 400 \(Bad Request\)/] });
  test('held at once, paid by an operator, confirmed by the player', async ({ page, browser, baseURL }) => {
    // Jade Palace has no wagering requirement on house credits and pays out in PHP.
    const url = new URL(baseURL as string);
    url.hostname = 'jade.localhost';
    const jade = url.origin;
    const player = uniqueName('wdr');
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
    await expect(headerBalance(page)).toContainText('2,000.00');

    // Link a bank account (the name on it is the member's payee name).
    await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption('BDO Unibank');
    await page.getByRole('textbox', { name: /^Account number/ }).fill('001234567890');
    await page.getByRole('button', { name: 'Link bank account' }).click();
    await expect(page.getByText('Bank account linked.')).toBeVisible();

    // A wrong payment password and an amount over the balance are refused, and nothing is held.
    const form = page.getByRole('region', { name: 'Request a withdrawal' });
    await form.getByLabel('To bank account').selectOption({ index: 1 });
    await amountBox(form).fill('5000');
    await form.getByLabel('Payment password').fill('314159');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByText(/This is more than the .* available\./)).toBeVisible();
    await amountBox(form).fill('500');
    await form.getByLabel('Payment password').fill('000000');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByText('The payment password is incorrect.')).toBeVisible();
    await expect(headerBalance(page)).toContainText('2,000.00');

    await form.getByLabel('Payment password').fill('314159');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText(/Your withdrawal of PHP 500\.00 has been requested/)).toBeVisible();
    // Held at once: the main wallet drops before anyone pays.
    await expect(headerBalance(page)).toContainText('1,500.00');
    const history = page.getByRole('region', { name: 'Withdrawal history' });
    await expect(history.getByText('Pending', { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The operator pays it with the bank reference, in the console.
    const { admin, close } = await consoleOperatorOf(browser, baseURL as string, 'JADE');
    const dialog = await openRequest(admin, 'withdrawals', player);
    await claimAndDecide(dialog, 'Mark paid', { label: 'Bank reference', value: 'BDO-778812' });
    await expect(dialog.getByText(/^Request \d+ is now Paid\.$/)).toBeVisible();
    await close();

    // The player hears of it live and confirms receipt.
    const toast = page.getByRole('status').filter({ hasText: 'New message' });
    await expect(toast).toContainText(/Withdrawal/);
    await expect(history.getByText('Paid', { exact: true })).toBeVisible();
    await history.getByRole('button', { name: 'Received', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm receipt' });
    await confirm.getByRole('button', { name: 'Received', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(history.getByText('Completed', { exact: true })).toBeVisible();
    await expect(history.getByText('You confirmed that the money arrived.')).toBeVisible();

    // The account record shows the hold; the balance stays 1,500.00.
    await page.goto(`${jade}/member?page=transactionHistory`);
    await expect(page.locator('tr, .data-card').filter({ hasText: 'Withdrawal' }).first()).toContainText(
      '\u2212500.00',
    );
    await expect(headerBalance(page)).toContainText('1,500.00');
    if (isPhone(page)) expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
