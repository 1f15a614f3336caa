import type { Page } from '@playwright/test';
import { consoleA11yViolations, consoleOperator, openScreen } from './console-helpers';
import { expect, test } from './fixtures';

/** Opens a tab of the Agent contracts screen. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

// The sub-agent's offer is refused on purpose (409 CONTRACT_NOT_TOP_AGENT).
test.use({ allowConsole: [/status of 409 /] });

/**
 * The console's agent contracts (issue 17): an owner sees agent01's contracts, offers the brand's
 * contract to a top agent (a sub-agent is refused with CONTRACT_NOT_TOP_AGENT on the field) and
 * withdraws the offer again with a note, reads the bills and the settlement runs, and saves the
 * brand's contract settings; axe finds nothing on the way.
 */
test('an owner offers a top agent a contract, reads bills and runs, and saves the contract settings', async ({
  page,
}) => {
  await consoleOperator(page, 'owner');
  await openScreen(page, 'Agent contracts');
  await page.getByRole('searchbox', { name: 'Account (agent or upline)' }).fill('agent01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/account=agent01/);
  await expect(
    page.getByRole('table', { name: 'Contracts' }).or(page.getByText('No contracts match.')),
  ).toBeVisible();
  expect(await consoleA11yViolations(page)).toEqual([]);

  // The brand offers an hourly salary to agent01 (a top agent); a sub-agent is refused.
  await page.getByRole('button', { name: 'Offer a contract to a top agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer a contract to a top agent' });
  const agent = dialog.getByRole('textbox', { name: /^Agent account/ });
  await agent.fill('subagent01');
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('HOURLY_SALARY');
  await expect(dialog.getByText('The tiers are in order.')).toBeVisible();
  expect(await consoleA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send the offer' }).click();
  await expect(agent).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/Choose an agent at the top of the tree\./)).toBeVisible();
  await agent.fill('agent01');
  await dialog.getByRole('button', { name: 'Send the offer' }).click();
  await expect(
    page.getByText('Hourly salary contract offered to agent01. It waits for the agent to accept it.'),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Contracts' });
  const offered = table
    .getByRole('row')
    .filter({ hasText: 'Hourly salary' })
    .filter({ has: page.getByText('Offered', { exact: true }) });
  await expect(offered).toHaveCount(1);
  await offered.getByRole('button', { name: /^Details/ }).click();
  const detail = page.getByRole('dialog', { name: 'Hourly salary contract of agent01' });
  await expect(
    detail.getByText("The brand (its promotion account): this is a top agent's contract"),
  ).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  // Withdrawn again (so agent01 has no offer waiting in later journeys): a note is required.
  await offered.getByRole('button', { name: /^End/ }).click();
  const ending = page.getByRole('dialog', { name: 'End the Hourly salary contract of agent01?' });
  await ending.getByRole('textbox', { name: /^Note/ }).fill('e2e: offered and withdrawn');
  await ending.getByRole('button', { name: 'End the contract' }).click();
  await expect(page.getByText('The contract of agent01 has ended.')).toBeVisible();
  await expect(offered).toHaveCount(0);

  // Bills: the brand's bills with their totals (or none yet), flags in words.
  await openTab(page, 'Bills');
  await expect(
    page.getByText(/^\d+ bills? · due [\d,]+\.\d{2} BDT/).or(page.getByText('No bills match.')),
  ).toBeVisible();
  expect(await consoleA11yViolations(page)).toEqual([]);

  // Settlement runs.
  await openTab(page, 'Settlement runs');
  await expect(
    page.getByRole('table', { name: 'Settlement runs' }).or(page.getByText('No settlement runs yet.')),
  ).toBeVisible();
  expect(await consoleA11yViolations(page)).toEqual([]);

  // The brand's contract settings: a change saved and read back, then put back.
  await page.goto('/admin/settings/contracts');
  const days = page.getByRole('spinbutton', { name: /^Days to answer an offer/ });
  const before = await days.inputValue();
  await days.fill(before === '9' ? '8' : '9');
  await page.getByRole('button', { name: 'Save contract settings' }).click();
  await expect(page.getByText('Contract settings saved.')).toBeVisible();
  expect(await consoleA11yViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: /^Days to answer an offer/ })).toHaveValue(
    before === '9' ? '8' : '9',
  );
  await page.getByRole('spinbutton', { name: /^Days to answer an offer/ }).fill(before);
  await page.getByRole('button', { name: 'Save contract settings' }).click();
  await expect(page.getByText('Contract settings saved.')).toBeVisible();
});
