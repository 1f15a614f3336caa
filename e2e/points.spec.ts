import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { devMember, expect, logIn, seriousA11yViolations, test, uniqueName } from './fixtures';

/**
 * Points and the points mall (issue 19; PTSYS3) on a fresh install: a member plays in-house dice
 * (bets through the API), the points rise live on /pointMall, the rules say how, the member
 * converts points with the payment password and the main wallet rises by what the page said;
 * the points details show the earning and the conversion. A second journey redeems the demo
 * mall's gift with a delivery address and sees it In Process in the redeem history.
 */

async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('portal.session'));
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

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

async function mainBalance(page: Page): Promise<number> {
  const token = await tokenOf(page);
  const response = await page.request.get('/wps/v2/wallets/balance', {
    headers: { authorization: `Bearer ${token}`, 'x-merchant': 'TIGER' },
  });
  const body = await response.json();
  return Number(String(body.value.main).replace(/,/g, ''));
}

const pointsOf = async (page: Page) =>
  Number(((await page.getByTestId('points-balance').textContent()) ?? '').replace(/[^\d]/g, ''));

test('play, points rise, convert with the payment password, the main wallet rises', async ({ page }) => {
  test.setTimeout(180_000);
  const player = uniqueName('pt');
  await devMember(page, {
    account: player,
    password: 'Points#Pass1',
    balance: '100000.00',
    paymentPassword: '314159',
  });
  await page.goto('/');
  await logIn(page, player, 'Points#Pass1');

  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { name: 'Points mall' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('0 points');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // In-house dice (BGS) earn 5 milli-points per unit: 20 bets of 2,000 are 200 points.
  await diceBets(page, 20, '2000');
  await expect(page.getByTestId('points-balance')).toHaveText('200 points', { timeout: 30_000 });

  // The rules say it, from the brand's configuration.
  await page.getByRole('tab', { name: 'Rules' }).click();
  const rules = page.getByRole('tabpanel');
  await expect(rules.getByText('Points never expire.')).toBeVisible();
  await expect(rules.getByText('100 points = BDT 1.00.')).toBeVisible();

  // More play to reach the minimum conversion (1,000 points): 80 bets of 2,000 more.
  await diceBets(page, 80, '2000');
  await expect(page.getByTestId('points-balance')).toHaveText('1,000 points', { timeout: 60_000 });

  await page.getByRole('tab', { name: 'Convert' }).click();
  const field = page.getByRole('textbox', { name: 'Points to convert' });
  await field.fill('1050');
  await expect(page.getByText(/Use 1,000 points plus steps of 100/)).toBeVisible();
  await field.fill('1000');
  await expect(page.getByTestId('convert-pays')).toHaveText('You receive BDT 10.00');
  const before = await mainBalance(page);
  await page.getByLabel('Payment password').fill('314159');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('Converted 1,000 points: BDT 10.00 added to your main wallet.')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('0 points');
  expect(await mainBalance(page)).toBeCloseTo(before + 10, 2);

  // Points details: the earnings and the conversion, and the day's totals.
  await page.getByRole('tab', { name: 'Points details' }).click();
  const entries = page.getByRole('region', { name: 'Points entries' });
  // A table row on a desktop, a card on a phone (ADR 0046); the type filter's option comes first.
  await expect(
    page
      .getByRole('tabpanel', { name: 'Points details' })
      .locator(':is(td, th, dd, li)')
      .filter({ hasText: 'Converted to cash' })
      .first(),
  ).toBeVisible();
  await expect(entries.getByText('-1,000')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('redeem the gift with a delivery address: In Process in the redeem history', async ({ page }) => {
  test.setTimeout(120_000);
  const player = uniqueName('pg');
  await devMember(page, {
    account: player,
    password: 'Points#Pass1',
    balance: '3000000.00',
    paymentPassword: '314159',
  });
  await page.goto('/');
  await logIn(page, player, 'Points#Pass1');
  // The gift costs 8,000 points: 160 bets of 10,000 (the largest dice bet; 50 points each).
  await diceBets(page, 160, '10000');
  await page.goto('/pointMall');
  await expect.poll(() => pointsOf(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(8000);

  const gift = page.getByTestId('mall-item').filter({ hasText: 'Logo cap' });
  // The stock left (20 on a fresh install; the other project's run may have taken one).
  const leftText = gift.getByText(/\d+ left/);
  await expect(leftText).toBeVisible();
  const left = Number(/(\d+) left/.exec((await leftText.textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThan(0);
  await gift.getByRole('button', { name: 'Redeem: Logo cap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Logo cap' });
  await dialog.getByLabel('Delivery address').fill('House 12, Road 5, Dhanmondi, Dhaka');
  await dialog.getByLabel('Payment password').fill('314159');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(page.getByText(/Redeemed Logo cap/)).toBeVisible();
  await expect(gift.getByText(`${left - 1} left`)).toBeVisible();

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  // A table on a desktop, a list of cards on a phone (ADR 0046); the status filter comes first.
  const history = page.getByRole('tabpanel', { name: 'Redeem history' });
  await expect(history.getByText('Logo cap').first()).toBeVisible();
  await expect(history.getByText('In Process', { exact: true }).last()).toBeVisible();
});

test('points are not offered where the brand has PTSYS3 off (Jade Palace), and the menu has no entry', async ({
  page,
  baseURL,
}) => {
  const player = uniqueName('pj');
  await devMember(page, { merchant: 'JADE', account: player, password: 'Points#Pass1' });
  const jade = new URL(baseURL as string);
  jade.hostname = 'jade.localhost';
  await page.goto(new URL('/', jade).toString());
  await logIn(page, player, 'Points#Pass1');
  await page.goto(new URL('/pointMall', jade).toString());
  await expect(page.getByText('Points are not offered on this site.')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(player) }).click();
  await expect(page.getByRole('link', { name: /Points mall/ })).toHaveCount(0);
});
