import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ADMIN_CONTRACT_ROUTES } from '../packages/contracts/src/endpoints/agent-contracts.routes.ts';
import { consoleOperator } from './console-helpers';
import { expect, seriousA11yViolations, test } from './fixtures';

/**
 * Agent contracts on the player site (issue 17), on a fresh install: the brand offers agent01 a
 * real-time salary contract (through the console's API, as an owner operator: agent01 may offer
 * a kind of contract only while it holds one itself), agent01 accepts it in the contract popup,
 * offers lower terms to its sub-agent subagent01 from the contract page (tier editor, preview on
 * the last period), and subagent01 signs in and accepts in its popup. axe checks the popup, the
 * page and the offer dialog.
 */

async function agentLogIn(page: Page, account: string, password: string) {
  await page.goto('/agent');
  await page.getByRole('textbox', { name: 'Username' }).fill(account);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Log in to the agent centre' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

/** Accepts the real-time salary offer in the popup (agreeing to end downline contracts if asked). */
async function acceptInPopup(page: Page, from: string) {
  const popup = page.getByRole('dialog', { name: 'Contract offers' });
  await expect(popup).toBeVisible();
  const card = popup.getByRole('article', { name: 'Real-time salary offer' });
  await expect(card.getByText(from).first()).toBeVisible();
  await expect(card.getByText('Every 5 minutes').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Accept: Real-time salary offer' }).click();
  await card
    .getByRole('region', { name: 'Accept the Real-time salary contract?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  const done = card.getByText('You accepted the Real-time salary contract. It is in effect from now on.');
  const cascade = card.getByRole('button', { name: 'End them and accept' });
  await expect(done.or(cascade)).toBeVisible();
  if (await cascade.isVisible()) await cascade.click();
  await expect(done).toBeVisible();
  await card.getByRole('link', { name: 'Open my contracts' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Real-time salary' })).toBeVisible();
}

test('agent01 offers subagent01 a real-time salary contract, who accepts it in the contract popup', async ({
  page,
}) => {
  test.setTimeout(120_000);

  // The brand's contract for agent01 (a top agent), as an operator offers it in the console.
  await consoleOperator(page, 'owner');
  const token = await page.evaluate(() => window.sessionStorage.getItem('portal.admin.session'));
  const offered = await page.request.post(ADMIN_CONTRACT_ROUTES.offer.path, {
    headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' },
    data: {
      agent: 'agent01',
      type: 'REALTIME_SALARY',
      tiers: [
        { threshold: '100.00', minValidBet: '0.00', activeMembers: 1, rateBps: 10 },
        { threshold: '1000.00', minValidBet: '0.00', activeMembers: 2, rateBps: 20 },
        { threshold: '5000.00', minValidBet: '0.00', activeMembers: 3, rateBps: 30 },
      ],
      requestId: randomUUID(),
    },
  });
  expect(offered.ok(), await offered.text()).toBe(true);

  // agent01 signs in: the popup shows the brand's offer; accepted, the page shows the contract.
  await agentLogIn(page, 'agent01', 'Agent@2026');
  await acceptInPopup(page, 'The site pays (you are a top agent)');
  await expect(page.getByRole('region', { name: 'How real-time salary works' })).toContainText(
    'Real-time salary is settled every 5 minutes.',
  );
  const mine = page.getByRole('region', { name: 'My contract in effect' });
  await expect(mine).toContainText('The site pays (you are a top agent)');
  await expect(mine).toContainText('0.3%');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Lower terms for subagent01: tier 3 at 0.25 % (mine pays 0.3 % there), checked on the last period.
  await page.getByRole('button', { name: 'Offer a contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer a Real-time salary contract' });
  await dialog.getByRole('combobox', { name: 'Agent directly under me' }).selectOption('subagent01');
  const rate = dialog.getByRole('group', { name: 'Tier 3' }).getByRole('textbox', { name: 'Rate (%)' });
  await rate.fill('0.35');
  await expect(
    dialog.getByText('This pays 0.35%, more than your own contract pays here (0.3%).'),
  ).toBeVisible();
  await rate.fill('0.25');
  await expect(dialog.getByText(/^this contract pays BDT [\d,]+\.\d{2} \(tier \d\)\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check on the last period' }).click();
  await expect(dialog.getByText(/^These terms would have paid/)).toBeVisible();
  await expect(dialog.getByText('None of their own downline contracts would end.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send the offer' }).click();
  await expect(page.getByText('The offer went to subagent01.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Contracts I gave my downline', exact: true })).toContainText(
    'subagent01',
  );

  // subagent01 signs in and accepts agent01's offer in the popup.
  await page.evaluate(() => window.localStorage.removeItem('portal.session'));
  await agentLogIn(page, 'subagent01', 'Agent@2026');
  await acceptInPopup(page, 'agent01 (Tiger Agent)');
  const theirs = page.getByRole('region', { name: 'My contract in effect' });
  await expect(theirs).toContainText('agent01 (Tiger Agent)');
  await expect(theirs).toContainText('0.25%');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
