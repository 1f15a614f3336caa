import { consoleA11yViolations, consoleOperator, openScreen } from './console-helpers';
import { devMember, expect, test, uniqueName } from './fixtures';

/**
 * The console's agent tools (issue 16, "Operator side"; ADR 0037): an owner opens the agent tree,
 * makes a player an agent, moves it under another agent and finds it there; axe on the screen and
 * the dialogs.
 */
test('an owner promotes a player to agent and moves it under another agent', async ({ page }) => {
  // Five axe passes and two dialogs: longer than the default on a busy machine.
  test.setTimeout(120_000);
  const top = await devMember(page, { account: uniqueName('eag'), password: 'Agent#Pass1', type: 1 });
  const player = await devMember(page, { account: uniqueName('epl'), password: 'Player#Pass1', type: 0 });
  await consoleOperator(page, 'owner');
  await openScreen(page, 'Agents');
  await expect(page.getByRole('heading', { name: 'Top agents', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open ${top.account} in the tree` })).toBeVisible();
  expect(await consoleA11yViolations(page)).toEqual([]);

  // Find the player and make it an agent.
  const search = page.getByRole('searchbox', { name: 'Find an account' });
  await search.fill(player.account);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Accounts found: 1')).toBeVisible();
  const results = page.getByRole('region', { name: 'Find an account' });
  await results.getByRole('button', { name: `Change the type of ${player.account}` }).click();
  const typeDialog = page.getByRole('dialog', { name: `Type of ${player.account}` });
  await expect(typeDialog.getByText('Now: Player')).toBeVisible();
  await typeDialog.getByRole('combobox', { name: 'New type' }).selectOption({ label: 'Agent' });
  await typeDialog.getByRole('textbox', { name: /^Reason/ }).fill('Brings a team of friends');
  expect(await consoleA11yViolations(page)).toEqual([]);
  await typeDialog.getByRole('button', { name: 'Change type' }).click();
  await expect(typeDialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `${player.account} is now: Agent.` }),
  ).toBeVisible();

  // Move it under the other agent: find the agent in the dialog, choose it, give a reason.
  await results.getByRole('button', { name: `Move ${player.account}` }).click();
  const moveDialog = page.getByRole('dialog', { name: `Move ${player.account}` });
  await expect(moveDialog.getByText('moves alone')).toBeVisible();
  // Without a choice the form says what is missing and sends nothing.
  await moveDialog.getByRole('textbox', { name: /^Reason/ }).fill('Joined the agent network');
  await moveDialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(moveDialog).toBeVisible();
  await moveDialog.getByRole('searchbox', { name: 'Find the new upline' }).fill(top.account);
  await moveDialog.getByRole('button', { name: 'Find agents' }).click();
  await moveDialog.getByRole('radio', { name: new RegExp(`^${top.account}`) }).check();
  await expect(moveDialog.getByText(`${player.account} → ${top.account}`)).toBeVisible();
  expect(await consoleA11yViolations(page)).toEqual([]);
  await moveDialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(moveDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${player.account} was moved.` })).toBeVisible();

  // Its place in the tree: under the agent, which now has a team of one.
  await page
    .getByRole('link', { name: `Open ${player.account} in the tree` })
    .first()
    .click();
  const path = page.getByRole('navigation', { name: 'Place in the tree' });
  await expect(path.getByRole('link', { name: top.account })).toBeVisible();
  await path.getByRole('link', { name: top.account }).click();
  await expect(page.getByRole('heading', { name: `Team of ${top.account}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open ${player.account} in the tree` })).toBeVisible();
  expect(await consoleA11yViolations(page)).toEqual([]);

  // The settings tab reads the brand's agent settings.
  await page.getByRole('tab', { name: 'Agent settings' }).click();
  await expect(page.getByRole('spinbutton', { name: /^Deepest chain of agents/ })).toBeVisible();
  expect(await consoleA11yViolations(page)).toEqual([]);
});
