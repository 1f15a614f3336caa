import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { devMember, expect, logIn, seriousA11yViolations, test, uniqueName } from './fixtures';

/**
 * Missions and the leaderboard (issue 19) on a fresh install: a member sees the demo missions
 * with their progress; adds a Zalo handle in the security centre, which completes the one-time
 * "Add your Zalo handle: 131K points" mission; claims it once and has the 131,000 points; bets on
 * the in-house dice and finds their place on the weekly valid-bet race with masked names.
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

const zaloCard = (page: Page) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Add your Zalo handle: 131K points' }) });

test('complete a mission (add the Zalo handle) → Claim → 131,000 points received, once', async ({ page }) => {
  test.setTimeout(120_000);
  const account = uniqueName('mis');
  await devMember(page, { account, password: 'Mission#Pass1', balance: '1000.00' });
  await page.goto('/');
  await logIn(page, account, 'Mission#Pass1');

  await page.goto('/member?page=missionLeaderboard');
  await expect(page.getByRole('tab', { name: 'Missions', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Place 20 bets on slots' })).toBeVisible();
  const card = zaloCard(page);
  await expect(card.getByText('In progress')).toBeVisible();
  await expect(card.getByText('131,000 points')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Add the Zalo handle in the security centre.
  await page.goto('/member?page=securityCenter');
  await page.getByLabel('Zalo').fill('0901234567');
  await page
    .locator('form')
    .filter({ has: page.getByLabel('Zalo') })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Saved').first()).toBeVisible();

  // The mission completes from the profile change (delivered by the outbox).
  await page.goto('/member?page=missionLeaderboard');
  await expect(async () => {
    await page.reload();
    await expect(zaloCard(page).getByText('Completed')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('1 reward is waiting for you to claim it.')).toBeVisible();
  await zaloCard(page).getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Reward received: 131,000 points.')).toBeVisible();
  await expect(zaloCard(page).getByText('Claimed')).toBeVisible();
  await expect(zaloCard(page).getByRole('button', { name: 'Claim' })).toHaveCount(0);

  // The points are there, once: the points balance says 131,000.
  const token = await tokenOf(page);
  const balance = await page.request.get('/wps/relay/MCS2_getPointBalance', {
    headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' },
  });
  const value = (await balance.json()).value as { balance: string };
  expect(value.balance).toBe('131000');
  // Claiming again through the API is refused.
  const summary = await page.request.get('/wps/relay/MCSFE_getMissionSummaryDetails', {
    headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' },
  });
  const zalo = ((await summary.json()).value.missions as { id: string; kind: string }[]).find(
    (m) => m.kind === 'PROFILE_FIELD',
  );
  const again = await page.request.post(`/wps/missions/${zalo?.id}/claim`, {
    headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' },
    data: { requestId: randomUUID() },
  });
  expect((await again.json()).code).toBe('MISSION_CLAIMED');
});

test('the leaderboard: my place among masked names after a few bets', async ({ page }) => {
  test.setTimeout(120_000);
  const account = uniqueName('lb');
  await devMember(page, { account, password: 'Board#Pass1', balance: '5000.00' });
  await page.goto('/');
  await logIn(page, account, 'Board#Pass1');
  await diceBets(page, 3, '100.00');

  await page.goto('/member?page=missionLeaderboard&tab=leaderboard');
  await expect(page.getByRole('heading', { name: 'Weekly valid-bet race' })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your place' });
  await expect(async () => {
    await page.reload();
    await expect(mine.getByText(/^#\d+$/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(mine).toContainText('BDT 300.00');
  const me = page.getByRole('row').filter({ hasText: '(you)' });
  await expect(me).toContainText(`${account.slice(0, 2)}***${account.slice(-2)}`);
  await expect(page.getByRole('table', { name: 'Top players this period' })).not.toContainText(account);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
