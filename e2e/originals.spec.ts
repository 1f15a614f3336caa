import type { Page, Response } from '@playwright/test';
import type { TOriginalRound } from '@portal/contracts';
import { devMember, expect, logIn, seriousA11yViolations, test, uniqueName } from './fixtures';

const PASSWORD = 'Orig#Pass1';

/** "1234.5" as the header writes it: "1,234.50". */
const shown = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

const headerBalance = (page: Page) => page.getByRole('group', { name: 'Balance' });

/** The round a game call answered. */
async function roundOf(response: Promise<Response>): Promise<TOriginalRound> {
  const body = await (await response).json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value as TOriginalRound;
}

const answer = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');

/** Bets on a one-step game; checks the header balance follows the wallet's answer. */
async function betOnce(page: Page, path: string, before: string): Promise<TOriginalRound> {
  const response = answer(page, path);
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const round = await roundOf(response);
  expect(round.balanceBefore).toBe(before);
  expect(round.status === 'WON' || round.status === 'LOST').toBe(true);
  expect(round.balanceAfter).not.toBe(before);
  await expect(headerBalance(page)).toContainText(shown(round.balanceAfter), { timeout: 10_000 });
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(
    // A paid round under 1× (plinko's 0.2× slots) is told as a payout below the bet, not a win.
    round.status === 'LOST' ? /No win this time/ : /You won|less than the bet/,
  );
  return round;
}

async function setAmount(page: Page, amount: string) {
  const box = page.getByRole('textbox', { name: /^Bet amount/ });
  await expect(box).toHaveValue(/\d/);
  await box.fill(amount);
}

test.describe('in-house games', () => {
  test('a fresh member plays every game, rotates the seed and verifies a round', async ({ page }) => {
    test.setTimeout(240_000);
    const account = uniqueName('org');
    await devMember(page, { account, password: PASSWORD, balance: '1000.00' });
    await page.goto('/bgs/dice');
    await logIn(page, account, PASSWORD);
    await expect(headerBalance(page)).toContainText('1,000.00');
    let balance = '1000.00';

    // Dice: over 50.50 at 2x.
    await expect(page.getByTestId('dice-chance')).toHaveText('49.50%');
    await setAmount(page, '10');
    const dice = await betOnce(page, '/wps/originals/dice', balance);
    balance = dice.balanceAfter;
    expect(dice.params).toEqual({ game: 'DICE', direction: 'OVER', target: 5050 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Limbo at 2x.
    await page.getByRole('link', { name: 'Limbo' }).click();
    await setAmount(page, '10');
    const limbo = await betOnce(page, '/wps/originals/limbo', balance);
    balance = limbo.balanceAfter;
    expect(limbo.params).toEqual({ game: 'LIMBO', target: 200 });

    // Plinko: 16 rows, medium risk (no slot pays exactly 1x, so the balance moves).
    await page.getByRole('link', { name: 'Plinko' }).click();
    await setAmount(page, '10');
    const plinko = await betOnce(page, '/wps/originals/plinko', balance);
    balance = plinko.balanceAfter;
    expect(plinko.outcome.game === 'PLINKO' && plinko.outcome.path).toHaveLength(16);
    await expect(page.locator('.og-plinko__slot--lit')).toHaveCount(1);

    // Keno: five picks.
    await page.getByRole('link', { name: 'Keno' }).click();
    for (const n of [4, 9, 17, 26, 38])
      await page.getByRole('button', { name: String(n), exact: true }).click();
    await expect(page.getByText('5 of 10 picked')).toBeVisible();
    await setAmount(page, '10');
    const keno = await betOnce(page, '/wps/originals/keno', balance);
    balance = keno.balanceAfter;
    expect(keno.outcome.game === 'KENO' && keno.outcome.drawn).toHaveLength(10);

    // Mines: one mine; reveal until a gem, then cash out.
    await page.getByRole('link', { name: 'Mines' }).click();
    await page.getByRole('combobox', { name: 'Mines' }).selectOption('1');
    await setAmount(page, '10');
    let cashed: TOriginalRound | null = null;
    for (let attempt = 0; attempt < 5 && !cashed; attempt += 1) {
      const started = answer(page, '/wps/originals/mines');
      await page.getByRole('button', { name: 'Bet', exact: true }).click();
      const open = await roundOf(started);
      expect(open.status).toBe('OPEN');
      expect(open.balanceBefore).toBe(balance);
      expect(open.balanceAfter).not.toBe(balance);
      const revealed = answer(page, '/wps/originals/mines/reveal');
      await page.getByRole('button', { name: 'Tile 13, hidden' }).click();
      const step = await roundOf(revealed);
      if (step.status === 'LOST') {
        balance = step.balanceAfter;
        await expect(page.getByRole('button', { name: 'Tile 13: mine' })).toBeVisible();
        continue;
      }
      await expect(page.getByRole('button', { name: 'Tile 13: gem' })).toBeVisible();
      const out = answer(page, '/wps/originals/mines/cashout');
      await page.getByRole('button', { name: 'Cash out', exact: true }).click();
      cashed = await roundOf(out);
    }
    expect(cashed?.status).toBe('CASHED_OUT');
    expect(cashed?.outcome.game === 'MINES' && cashed.outcome.mines).toHaveLength(1);
    await expect(page.getByRole('button', { name: /: mine$/ })).toHaveCount(1);
    balance = (cashed as TOriginalRound).balanceAfter;
    await expect(headerBalance(page)).toContainText(shown(balance), { timeout: 10_000 });

    // Hi-Lo: one guess on the likelier side, then cash out if it held.
    await page.getByRole('link', { name: 'Hi-Lo' }).click();
    await setAmount(page, '10');
    const hiloStart = answer(page, '/wps/originals/hilo');
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    const hilo = await roundOf(hiloStart);
    const rank = hilo.outcome.game === 'HILO' ? (hilo.outcome.cards[0]?.rank ?? 7) : 7;
    const guess = page.locator(rank <= 7 ? '.og-guess--higher' : '.og-guess--lower');
    const guessed = answer(page, '/wps/originals/hilo/guess');
    await guess.click();
    let hiloEnd = await roundOf(guessed);
    if (hiloEnd.status === 'OPEN') {
      const out = answer(page, '/wps/originals/hilo/cashout');
      await page.getByRole('button', { name: 'Cash out', exact: true }).click();
      hiloEnd = await roundOf(out);
      expect(hiloEnd.status).toBe('CASHED_OUT');
    } else {
      expect(hiloEnd.status).toBe('LOST');
    }
    await expect(headerBalance(page)).toContainText(shown(hiloEnd.balanceAfter), { timeout: 10_000 });
    expect(hiloEnd.balanceAfter).not.toBe(balance);

    // Rotate the seed pair: the old server seed is revealed and hashes to what was shown.
    await page.getByRole('link', { name: 'Dice' }).click();
    await page.getByRole('button', { name: 'Fairness' }).click();
    const fairness = page.getByRole('dialog', { name: 'Provably fair' });
    await expect(fairness.getByText('Active seed pair')).toBeVisible();
    await fairness.getByRole('textbox', { name: 'New client seed' }).fill('e2e-client-seed');
    const rotated = page.waitForResponse((r) => r.url().endsWith('/wps/originals/seeds/rotate'));
    await fairness.getByRole('button', { name: 'Rotate seed pair' }).click();
    const rotation = (await (await rotated).json()).value;
    expect(rotation.previous.serverSeedHash).toBe(dice.serverSeedHash);
    await expect(fairness.getByText(rotation.previous.serverSeed).first()).toBeVisible();
    await fairness.getByRole('button', { name: 'Close' }).click();

    // The dice round's details now show its server seed; Verify recomputes the same roll.
    const bets = page.getByRole('region', { name: 'My bets' });
    await bets
      .getByRole('button', { name: /^Round details/ })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: `Round ${dice.roundId}` });
    await expect(details.getByText(rotation.previous.serverSeed)).toBeVisible();
    await details.getByRole('link', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/fairness\?game=DICE/);
    const roll = dice.outcome.game === 'DICE' ? dice.outcome.roll : -1;
    await expect(page.getByTestId('verify-outcome')).toHaveText((roll / 100).toFixed(2));
    await expect(page.getByTestId('hash-check')).toHaveText('The server seed matches its hash.');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('visitors can open a game and the fairness page, and are asked to log in to bet', async ({ page }) => {
    await page.goto('/bgs/limbo');
    await expect(page.getByRole('heading', { name: 'Limbo' })).toBeVisible();
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await page.goto('/fairness?game=LIMBO&serverSeed=abc&clientSeed=x&nonce=0&target=200&edgeBps=100');
    await expect(page.getByTestId('verify-outcome')).toHaveText(/^\d[\d,]*\.\d{2}×$/);
  });
});
