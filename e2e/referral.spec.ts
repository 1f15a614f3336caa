import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  CHECKOUT_URL,
  devMember,
  expect,
  isPhone,
  logIn,
  outboxCode,
  seriousA11yViolations,
  test,
  uniqueMobile,
  uniqueName,
} from './fixtures';

/**
 * Referral (issue 19) on a fresh install: a member's invite page shows their code, link and QR
 * code and the brand's rule; a friend opens the link, registration opens with the referral code
 * filled in, they register, deposit through the sandbox provider and play; the referrer is paid
 * once (the invite page's figures, the account record's "Referral reward", one inbox message).
 */

async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('portal.session'));
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

/** Dice bets through the API (the in-house game's own endpoint, as a player's page sends them). */
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

test('invite link → the friend registers with the code filled in, deposits and plays → the referrer is paid once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const referrer = uniqueName('ref');
  await devMember(page, { account: referrer, password: 'Invite#Pass1', payeeName: 'Nasir Chowdhury' });
  await page.goto('/');
  await logIn(page, referrer, 'Invite#Pass1');

  // The invite page: code, link (with copy) and QR code, the rule in words, nothing earned yet.
  await page.goto('/member?page=referral');
  const invite = page.getByRole('region', { name: 'Your invitation' });
  await expect(invite).toBeVisible();
  const link = (await invite.locator('.referral-facts__value').nth(1).textContent()) ?? '';
  const code = new URL(link).searchParams.get('referralCode') ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4,}$/);
  await expect(invite.getByText(code, { exact: true })).toBeVisible();
  await expect(invite.getByRole('img', { name: `QR code of your invitation link ${link}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How it works' })).toContainText(
    'Invite a friend: when they deposit at least BDT 500.00 in one deposit and reach a valid bet of BDT 1,000.00 within 30 days of registering, you get BDT 100.00 in your main wallet.',
  );
  await expect(page.getByText('No friends yet')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The friend opens the link in their own browser: registration opens with the code filled in.
  const friendContext = await browser.newContext({
    baseURL: baseURL as string,
    viewport: page.viewportSize(),
  });
  // A journey about something else: the announcement popup stays closed, as the fixtures do.
  await friendContext.addInitScript(() => {
    if (window.top !== window) return;
    for (const audience of ['A', 'B', 'F'])
      window.sessionStorage.setItem(`portal.announcementsClosed.${audience}`, '1');
  });
  const friend = await friendContext.newPage();
  const friendName = uniqueName('frd');
  const mobile = uniqueMobile();
  await friend.goto(`/${new URL(link).search}`);
  const dialog = friend.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Referral code' })).toHaveValue(code);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(friendName);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile.local);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await outboxCode(friend, 'sms', mobile.e164));
  await dialog.locator('input[autocomplete=new-password]').nth(0).fill('Friend#Pass1');
  await dialog.locator('input[autocomplete=new-password]').nth(1).fill('Friend#Pass1');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(friend.getByRole('button', { name: new RegExp(friendName) })).toBeVisible();

  // The referrer sees the friend, masked, in progress.
  await page.reload();
  const friends = page.getByRole('region', { name: 'Friends you invited' }).first();
  const masked = `${friendName.slice(0, 2)}***${friendName.slice(-2)}`;
  await expect(friends.locator('tr, .data-card').filter({ hasText: masked })).toContainText('In progress');

  // The friend deposits 2,500.00 and plays 1,500.00 of dice: the rule is met.
  await deposit(friend, '2500');
  await diceBets(friend, 3, '500');
  await friendContext.close();

  // Paid once: the figures, the friend's row, the account record and one inbox message.
  await expect(async () => {
    await page.reload();
    const figures = page.getByRole('region', { name: 'Your figures' });
    await expect(figures.getByText('Rewarded').locator('xpath=following-sibling::dd')).toHaveText('1', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const figures = page.getByRole('region', { name: 'Your figures' });
  await expect(
    figures.getByText('Earned', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('BDT 100.00');
  await expect(friends.locator('tr, .data-card').filter({ hasText: masked })).toContainText('Rewarded');
  if (isPhone(page)) expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/member?page=transactionHistory');
  await expect(
    page.locator('table, .records-cards').getByText('Referral reward', { exact: true }),
  ).toHaveCount(1);

  await page.goto('/member?page=messageV2');
  await expect(page.getByText('Referral reward paid')).toHaveCount(1);
});
