import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { devMember, expect, logIn, test, totpCode, uniqueMobile, uniqueName } from './fixtures';

/** Every accessibility problem axe finds on the console's page (the console allows none). */
async function a11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A new operator of TIGER with this role, signed in to the console in a browser context of its
 * own (enrolling the authenticator), so two operators can work side by side.
 */
async function operatorPage(
  browser: Browser,
  role: string,
): Promise<{ page: Page; name: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = uniqueName('mop');
  const created = await page.request.post('/__dev/operators', {
    data: { merchant: 'TIGER', username: name, password: 'Console#Pass1', role },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/admin/login');
  await page.getByLabel('Brand code').fill('TIGER');
  await page.getByLabel('Username').fill(name);
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
  return { page, name, close: () => context.close() };
}

/** Opens the members screen from the navigation (a drawer on phones). */
async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Open the menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true }).click();
}

async function findMember(page: Page, account: string) {
  await openSection(page, 'Members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for' }).fill(account);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Members found: 1')).toBeVisible();
  await page.getByRole('link', { name: `Open ${account}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${account}`), level: 1 })).toBeVisible();
}

test.describe('console members', () => {
  // The player's tab asks for its ended session (401) before it signs out; the login is refused (403).
  test.use({ allowConsole: [/status of 40[13] /] });
  // Each journey signs in a player and one or two operators (enrolling their authenticators).
  test.describe.configure({ timeout: 180_000 });
  test('find a member, lock them and see their player session end; unlock with a reason', async ({
    page,
    browser,
  }) => {
    const account = uniqueName('lck');
    await devMember(page, { account, password: 'Right#Pass1', mobile: uniqueMobile().e164 });
    // The player is signed in on the player site.
    await page.goto('/');
    await logIn(page, account, 'Right#Pass1');

    const support = await operatorPage(browser, 'support');
    const console = support.page;
    await findMember(console, account);
    expect(await a11yViolations(console)).toEqual([]);

    // A few tabs: balances, sessions (the player's open one).
    await console.getByRole('tab', { name: 'Balances' }).click();
    await expect(console.getByText('Main wallet')).toBeVisible();
    await console.getByRole('tab', { name: 'Sessions' }).click();
    await expect(console.getByRole('tabpanel').getByRole('cell', { name: /^Open/ }).first()).toBeVisible();
    expect(await a11yViolations(console)).toEqual([]);

    await console.getByRole('button', { name: 'Lock account' }).click();
    const dialog = console.getByRole('dialog', { name: `Lock ${account}?` });
    expect(await a11yViolations(console)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Suspected account sharing');
    await dialog.getByRole('button', { name: 'Lock account' }).click();
    await expect(console.getByText('The account is locked.')).toBeVisible();
    await expect(console.getByText(/Locked by .*Suspected account sharing/)).toBeVisible();

    // The player's tab is signed out by the live connection, without a reload (the site then
    // offers to log in again).
    await expect(page.getByRole('button', { name: new RegExp(account) })).toHaveCount(0, { timeout: 15_000 });
    // And cannot sign in again: the site says why (on a fresh page, whatever popup the sign-out left).
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).first().click();
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.getByRole('textbox', { name: 'Username' }).fill(account);
    await login.locator('input[name=password]').fill('Right#Pass1');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByText(/locked/i)).toBeVisible({ timeout: 15_000 });

    // Notes show the lock with its reason; unlocking asks for one too.
    await console.getByRole('tab', { name: 'Notes and tags' }).click();
    await expect(console.getByRole('tabpanel').getByText('Suspected account sharing')).toBeVisible();
    await console.getByRole('button', { name: 'Unlock account' }).click();
    const unlock = console.getByRole('dialog', { name: `Unlock ${account}?` });
    await unlock.getByRole('textbox', { name: 'Reason' }).fill('Verified by phone');
    await unlock.getByRole('button', { name: 'Unlock account' }).click();
    await expect(console.getByText('The account is unlocked.')).toBeVisible();
    await support.close();
  });

  test('propose an adjustment as one operator and approve it as another', async ({ page, browser }) => {
    const account = uniqueName('adj');
    await devMember(page, { account, password: 'Right#Pass1' });
    const proposer = await operatorPage(browser, 'finance');
    const approver = await operatorPage(browser, 'finance');

    await findMember(proposer.page, account);
    await proposer.page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = proposer.page.getByRole('dialog', { name: `Adjust the balance of ${account}` });
    await expect(dialog.getByText(/You may apply up to 1000\.00 BDT alone/)).toBeVisible();
    expect(await a11yViolations(proposer.page)).toEqual([]);
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('2500.00');
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('COMPENSATION');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Lost round during the outage');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(proposer.page.getByText(/Proposed: Credit 2500\.00 BDT/)).toBeVisible();

    // The proposer sees it in the queue but cannot decide it.
    await openSection(proposer.page, 'Adjustments');
    const own = proposer.page.getByRole('row', { name: new RegExp(account) });
    await expect(own.getByText('Your proposal')).toBeVisible();
    await expect(own.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    // The second operator approves it.
    await openSection(approver.page, 'Adjustments');
    await expect(approver.page.getByRole('heading', { name: 'Balance adjustments' })).toBeVisible();
    expect(await a11yViolations(approver.page)).toEqual([]);
    await approver.page.getByRole('button', { name: `Approve Credit 2500.00 for ${account}` }).click();
    const confirm = approver.page.getByRole('dialog', { name: 'Approve this adjustment?' });
    await expect(confirm.getByText(/Lost round during the outage/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(approver.page.getByText('The adjustment was applied.')).toBeVisible();
    await expect(approver.page.getByRole('row', { name: new RegExp(account) })).toHaveCount(0);

    // The member's balance and account record show it.
    await findMember(approver.page, account);
    await approver.page.getByRole('tab', { name: 'Balances' }).click();
    await expect(approver.page.getByText('2500.00').first()).toBeVisible();
    await approver.page.getByRole('tab', { name: 'Account record' }).click();
    await expect(approver.page.getByRole('rowheader', { name: 'Adjustment' })).toBeVisible();
    await proposer.close();
    await approver.close();
  });
});
