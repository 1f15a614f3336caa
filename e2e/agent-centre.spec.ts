import { expect, type Page } from '@playwright/test';
import { isPhone, seriousA11yViolations, test, uniqueMobile, uniqueName } from './fixtures';

/**
 * The agent centre (issue 16) as agent01 of the demo brand runs a team on a fresh install: real
 * figures on the overview, a member registered in the register centre and found in team
 * management, money sent to that member with its payment password; and a member refused at /agent.
 */

async function agentLogIn(page: Page, account: string, password: string) {
  await page.goto('/agent');
  await page.getByRole('textbox', { name: 'Username' }).fill(account);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Log in to the agent centre' }).click();
}

/** The page's menu: a column on desktops, a scrolling row on phones (the link is in it either way). */
async function openPage(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Agent centre pages' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test.describe('agent centre', () => {
  test('agent01 sees the team, registers a member, finds it and sends it money', async ({ page }) => {
    test.setTimeout(90_000);
    await agentLogIn(page, 'agent01', 'Agent@2026');
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiger Agent' })).toBeVisible();
    await expect(page.locator('.agent-bar__clock')).toContainText(/GMT[+-]\d\d:\d\d \d\d:\d\d:\d\d/);

    // Team overview: the demo team's real size, and this month's figures.
    await openPage(page, 'Team overview');
    const size = page.locator('.agent-tile', { hasText: 'Team size' }).locator('.agent-tile__value');
    await expect(size).toHaveText(/^[1-9]\d*$/);
    await page.getByRole('tab', { name: 'This month' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Valid bet');
    await expect(page.getByRole('figure', { name: 'Deposits and withdrawals' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Register centre: a member under me, by the brand's rules (TIGER asks for a mobile number).
    const account = uniqueName('agm');
    await openPage(page, 'Register account');
    const form = page.getByRole('region', { name: 'Open an account in my team' });
    await form.getByRole('textbox', { name: /^Username/ }).fill(account);
    await form.getByRole('textbox', { name: /^Mobile number/ }).fill(uniqueMobile().local);
    await form.locator('input[autocomplete=new-password]').nth(0).fill('Member#Pass1');
    await form.locator('input[autocomplete=new-password]').nth(1).fill('Member#Pass1');
    await form.getByRole('button', { name: 'Create member' }).click();
    await expect(form.getByText(`Member ${account} is in your team now.`)).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code of your invitation link/ })).toBeVisible();
    await expect(page.getByText('TSAGENT1', { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Team management: the new member, found by its name, a direct downline at level 1.
    await form.getByRole('link', { name: 'See my team' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Team management' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Account or nickname' }).fill(account);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 account', { exact: true })).toBeVisible();
    const row = isPhone(page)
      ? page.locator('.agent-card', { hasText: account })
      : page.getByRole('row', { name: new RegExp(account) });
    await expect(row).toContainText('agent01');
    await row.getByRole('button', { name: `Summary of ${account}` }).click();
    const summary = page.getByRole('dialog', { name: account });
    await expect(summary.getByText('Since registration')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await summary.getByRole('button', { name: 'Close' }).click();

    // Team transfer: 25.00 to the new member, with the payment password.
    await page.goto('/agentHome?page=transferUpline');
    const send = page.getByRole('region', { name: 'Send money' });
    await send.getByRole('textbox', { name: 'Find a direct downline' }).fill(account);
    await expect(send.getByRole('option', { name: account, exact: true })).toBeAttached();
    await send.getByRole('combobox', { name: /^Recipient/ }).selectOption(account);
    await send.getByRole('textbox', { name: /^Amount/ }).fill('25');
    await send.getByRole('textbox', { name: /^Remark/ }).fill('welcome');
    // The demo agent's payment password (seed/demo-accounts.ts).
    await send.getByLabel('Payment password').fill('135790');
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(`BDT 25.00 went to ${account}.`)).toBeVisible();
    // Records are a table on desktops and a list of cards on phones (ADR 0046).
    const history = isPhone(page)
      ? page
          .getByRole('list', { name: 'My team transfers' })
          .getByRole('listitem')
          .filter({ hasText: account })
      : page
          .getByRole('table', { name: 'My team transfers' })
          .getByRole('row', { name: new RegExp(account) });
    await expect(history).toContainText('−25.00');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('agent login', () => {
  test.use({ allowConsole: [/status of 403/] });

  test('a member is refused at /agent', async ({ page }) => {
    await agentLogIn(page, 'player01', 'Player@2026');
    await expect(page.getByText('Non-agents cannot log in.')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/agent$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
