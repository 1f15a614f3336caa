import { consoleA11yViolations, consoleOperator, openScreen } from './console-helpers';
import { expect, test } from './fixtures';

/**
 * The console's Agent transfers screen (issue 16; ADR 0036): a finance operator opens it from the
 * navigation, reads the demo team's transfers with their total, filters by one account and opens
 * the member behind a row.
 */
test('a finance operator reads the brand’s agent transfers, filtered by account', async ({ page }) => {
  await consoleOperator(page, 'finance');
  await openScreen(page, 'Agent transfers');
  // The demo team's transfers of the last days: agent01 to its sub-agent and members.
  await expect(page.getByText(/^\d+ transfers?, [\d,]+\.\d{2} BDT in total$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Agent transfers' });
  await expect(table.getByRole('row', { name: /agent01.*subagent01/ })).toContainText('2,000.00');
  expect(await consoleA11yViolations(page)).toEqual([]);

  // One account, sent or received: the sub-agent got 2,000.00 and sent some on.
  await page.getByRole('searchbox', { name: 'Account (sender or recipient)' }).fill('subagent01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/account=subagent01/);
  const rows = table.getByRole('row');
  await expect(rows.filter({ hasText: 'subagent01' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'player0' })).toHaveCount(0);
  await expect(page.getByText('2 transfers, 2,150.00 BDT in total')).toBeVisible();

  // The sender opens the member page.
  await table.getByRole('link', { name: 'agent01', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: /agent01/, level: 1 })).toBeVisible();
});
