import type { Page } from '@playwright/test';
import { consoleSignIn, openScreen } from './console-helpers';
import {
  devMember,
  expect,
  isPhone,
  logIn,
  outboxMessage,
  seriousA11yViolations,
  test,
  uniqueName,
} from './fixtures';

const announcements = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

async function signOut(page: Page, username: string) {
  await page.getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
}

test.describe('announcement popup', () => {
  test.use({ announcements: 'open' });

  test('shows visitors their announcement once per session', async ({ page, context }) => {
    await page.goto('/');
    const popup = announcements(page);
    // A single announcement opens straight to its text.
    await expect(popup.getByRole('heading', { name: 'Welcome to Tiger Star' })).toBeVisible();
    await expect(popup.getByText(TIMESTAMP)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(announcements(page)).toBeHidden();

    // Another tab is another session.
    const other = await context.newPage();
    await other.goto('/');
    await expect(announcements(other).getByRole('heading', { name: 'Welcome to Tiger Star' })).toBeVisible();
    await other.close();
  });

  test('gives a first login its own announcements, later logins theirs, and follows the reward-centre link', async ({
    page,
  }) => {
    const username = uniqueName('ann');
    await devMember(page, { account: username, password: 'Notice#Pass1' });
    await page.goto('/');
    await announcements(page).getByRole('button', { name: 'Close' }).click();

    await logIn(page, username, 'Notice#Pass1');
    // First login (F): the logged-in announcement and the first-login one, as a list.
    const first = announcements(page);
    await expect(first.getByRole('button', { name: /Weekly cashback is live/ })).toBeVisible();
    await expect(first.getByRole('button', { name: /Welcome to Tiger Star/ })).toBeVisible();
    await first.getByRole('button', { name: /Welcome to Tiger Star/ }).click();
    await expect(first.getByRole('heading', { name: 'Welcome to Tiger Star' })).toBeVisible();
    await first.getByRole('button', { name: 'All items' }).click();
    await first.getByRole('button', { name: 'Close' }).click();

    // Signing out clears the session: the visitor's popup is back; the next login is an A.
    await signOut(page, username);
    await announcements(page).getByRole('button', { name: 'Close' }).click();
    await logIn(page, username, 'Notice#Pass1');
    const again = announcements(page);
    await expect(again.getByRole('heading', { name: 'Weekly cashback is live' })).toBeVisible();
    await expect(again.getByText('Welcome to Tiger Star')).toHaveCount(0);

    await again.getByRole('link', { name: 'Reward Centre' }).click();
    await expect(again).toBeHidden();
    await expect(page).toHaveURL(/\/member\?page=rewardCenter$/);
    await expect(page.getByRole('heading', { name: 'Reward centre', level: 2 })).toBeVisible();
  });
});

test.describe('home content', () => {
  test('shows the notice marquee, opening the notices 9 to a page', async ({ page }) => {
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Notices' });
    await expect(marquee).toContainText(
      'Online deposits in BDT are credited as soon as the payment is confirmed',
    );
    await marquee.getByRole('button', { name: 'More' }).click();

    const notices = page.getByRole('dialog', { name: 'Notices' });
    const items = notices.locator('.announcement-list__item');
    await expect(items).toHaveCount(9);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(items.first().locator('time')).toHaveText(TIMESTAMP);
    const pager = notices.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(items).toHaveCount(3);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

    const title = (await items.first().locator('.announcement-list__title').textContent()) ?? '';
    await items.first().click();
    await expect(notices.getByRole('heading', { name: title })).toBeVisible();
    await expect(notices.getByText(TIMESTAMP)).toBeVisible();
    await notices.getByRole('button', { name: 'All items' }).click();
    await expect(items).toHaveCount(3);
    await notices.getByRole('button', { name: 'Close' }).click();
    await expect(notices).toBeHidden();
  });

  test('shows the home banners, which move on and do what they say', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    const first = carousel.getByRole('button', { name: /^100% welcome bonus\./ });
    await expect(first).toBeVisible();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );

    await carousel.getByRole('button', { name: 'Pause banners' }).click();
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    const slide = (n: number) => carousel.locator(`[aria-roledescription="slide"][aria-label="${n} of 4"]`);
    await expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
    // Phones show one banner at a time, wider screens two.
    await expect(slide(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(slide(3)).toHaveAttribute('aria-hidden', isPhone(page) ? 'true' : 'false');
    await carousel.getByRole('button', { name: 'Previous banner' }).click();

    // The welcome banner leads visitors to registration.
    await first.click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  });

  test('shows the download page with a guide for each app', async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByRole('heading', { name: 'Download the app', level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (const name of ['Android', 'iPhone', 'iPhone lite']) {
      await expect(page.getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://tigerstar.example/download/android',
    );
    const lite = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'iPhone lite' }) });
    await expect(lite.getByRole('listitem').filter({ hasText: 'Add to Home Screen' })).toBeVisible();
  });
});

test.describe('feedback', () => {
  test.use({ allowConsole: [/status of 400/] });

  test('lists empty fields, refuses 19 characters and keeps 20', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please fill in: Question type, Description, Captcha.',
    );

    await dialog.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Withdrawal' });
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await description.fill('x'.repeat(19));
    await expect(dialog.getByText('19 / 200')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Captcha' }).fill(await outboxMessage(page, 'captcha'));
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Please write between 20 and 200 characters.')).toBeVisible();

    // The server holds the same line for callers that skip the form.
    const direct = await page.request.put('/wps/feedback', {
      headers: { 'x-merchant': 'TIGER' },
      data: { type: 2, content: 'y'.repeat(19), captcha: 'x', captchaId: 'x' },
    });
    expect((await direct.json()).code).toBe('VALIDATION_ERROR');

    await description.fill('My withdrawal is late');
    await expect(dialog.getByText('21 / 200')).toBeVisible();
    await description.fill('My withdrawal: late!');
    await expect(dialog.getByText('20 / 200')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Thank you. Your feedback has reached our team.')).toBeVisible();
  });
});

test.describe('inbox', () => {
  test("shows an operator's message with the badge counting live", async ({ page, browser, baseURL }) => {
    // Two sites and the console's sign-in with the authenticator.
    test.slow();
    const player = uniqueName('inb');
    await devMember(page, { account: player, password: 'Inbox#Pass1' });
    await page.goto('/');
    await logIn(page, player, 'Inbox#Pass1');
    const bell = page.getByRole('link', { name: /^Messages/ });
    await expect(bell).toHaveAccessibleName('Messages');

    // The operator signs in (enrolling the authenticator) and sends the message.
    const operator = uniqueName('op');
    const created = await page.request.post('/__dev/operators', {
      data: { merchant: 'TIGER', username: operator, password: 'Operator#Pass1', role: 'support' },
    });
    expect(created.ok()).toBe(true);
    const console = await browser.newContext({ baseURL: baseURL as string });
    const admin = await console.newPage();
    await consoleSignIn(admin, operator, 'Operator#Pass1');
    await openScreen(admin, 'Messages');
    await admin.getByRole('button', { name: 'New message' }).click();
    const form = admin.getByRole('dialog', { name: 'New message' });
    await form.getByRole('textbox', { name: /^Member account/ }).fill(player);
    await form.getByRole('textbox', { name: /^Title/ }).fill('Your withdrawal is on its way');
    await form.getByLabel('Message').fill('<p>We paid 1,500.00 BDT to your bank account.</p>');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(admin.getByRole('status').filter({ hasText: `Sent to ${player}.` })).toBeVisible();
    await console.close();

    // Live: the badge and a toast, without a reload.
    await expect(bell).toHaveAccessibleName('Messages, 1 unread');
    const toast = page.getByRole('status').filter({ hasText: 'New message' });
    await expect(toast).toContainText('Your withdrawal is on its way');
    await toast.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/member\?page=messageV2$/);

    const message = page.getByRole('button', { name: /Your withdrawal is on its way/ });
    await expect(message).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Member centre pages' });
    await expect(nav.getByRole('img', { name: '1 new' })).toBeVisible();
    await message.click();
    await expect(page.getByText('We paid 1,500.00 BDT to your bank account.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(bell).toHaveAccessibleName('Messages');
    await expect(nav.getByRole('img', { name: '1 new' })).toHaveCount(0);
  });
});
