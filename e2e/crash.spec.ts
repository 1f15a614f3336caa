import { expect, type Page } from '@playwright/test';
import { devMember, logIn, seriousA11yViolations, test, uniqueName } from './fixtures';

const PASSWORD = 'Crash#Pass1';
/** Rounds tried for a cash-out: an instant crash (1.00×) happens about once in fifty rounds. */
const ROUNDS = 4;

/** The round's betting phase, with time left to bet. */
async function bettingOpen(page: Page) {
  // A long round (a high crash point) runs for a minute or more before the next one opens.
  await expect(page.getByText(/Round starts in [2-9] s/)).toBeVisible({ timeout: 120_000 });
}

test.describe('crash', () => {
  test('a visitor watches and is asked to log in; a member bets, cashes out automatically and sees it', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    const account = uniqueName('cra');
    await devMember(page, { account, password: PASSWORD, balance: '1000.00' });
    await page.goto('/bgs/crash');
    await expect(page.getByRole('heading', { name: 'Crash', level: 1 })).toBeVisible();
    await expect(page.getByText('Min 1.00 · Max 10,000.00')).toBeVisible();

    // A visitor sees the game; betting opens the login popup.
    await bettingOpen(page);
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Close' }).click();

    await logIn(page, account, PASSWORD);
    const balance = page.getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText('1,000.00');

    await page.getByLabel('Bet amount (BDT)').fill('10');
    await page.getByRole('checkbox', { name: 'Auto cash-out' }).check();
    await page.getByLabel('Auto cash-out at (multiplier)').fill('1.01');

    let lost = 0;
    let won = false;
    for (let round = 0; round < ROUNDS && !won; round += 1) {
      await bettingOpen(page);
      await page.getByRole('button', { name: 'Place bet' }).click();
      await expect(page.getByText('Your bet of 10.00 cashes out at 1.01×.')).toBeVisible();
      const outcome = page.getByText(/Cashed out at 1\.01×: you won 10\.10\.|The round crashed/);
      await expect(outcome).toBeVisible({ timeout: 30_000 });
      if ((await outcome.textContent())?.startsWith('Cashed out')) won = true;
      else lost += 1;
    }
    expect(won).toBe(true);

    // 10.00 staked, 10.10 paid back; 10.00 for every round that crashed at once.
    const expected = (100_000 + 10 - lost * 1000) / 100;
    await expect(balance).toContainText(expected.toLocaleString('en', { minimumFractionDigits: 2 }));
    const myBets = page.getByTestId('crash-my-bets');
    await expect(myBets.getByRole('row').filter({ hasText: 'Cashed out' }).first()).toContainText('1.01×');
    await expect(myBets.getByRole('row').filter({ hasText: 'Cashed out' }).first()).toContainText('10.10');

    // The round in the history opens its verification details with the way to the fairness page.
    await page.getByRole('navigation', { name: 'Previous rounds' }).getByRole('button').first().click();
    const details = page.getByRole('dialog', { name: /^Round \d+$/ });
    await expect(details.getByText('Round hash', { exact: true })).toBeVisible();
    const verify = details.getByRole('link', { name: 'Verify on the fairness page' });
    await expect(verify).toHaveAttribute(
      'href',
      /^\/fairness\?game=CRASH&hash=[0-9a-f]{64}&salt=[0-9a-f]{32}&edgeBps=\d+&previousHash=[0-9a-f]{64}$/,
    );
    const href = (await verify.getAttribute('href')) as string;
    await details.getByRole('button', { name: 'Close' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The fairness page recomputes the point and finds the hash leads to the one before it.
    await page.goto(href);
    await expect(page.getByText('This hash leads to the previous round’s hash.')).toBeVisible();
  });
});
