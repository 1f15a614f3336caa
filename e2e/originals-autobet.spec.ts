import type { Page, Response } from '@playwright/test';
import type { TOriginalRound } from '@portal/contracts';
import { devMember, expect, logIn, test, uniqueName } from './fixtures';

/** Issue 20: autobet, figures that agree with the records, one socket on crash, /fairness, /recent. */

const PASSWORD = 'Auto#Pass1';

const TEXTS = {
  en: {
    auto: 'Auto',
    amount: /^Bet amount/,
    rounds: /^Number of bets/,
    start: 'Start autobet',
    finished: 'Autobet finished: every bet was placed.',
    dice: 'Dice',
    fairnessTitle: 'What “provably fair” means',
    invalid: 'Please check this value.',
  },
  bn: {
    auto: 'অটো',
    amount: /^বাজির পরিমাণ/,
    rounds: /^বাজির সংখ্যা/,
    start: 'অটোবেট শুরু করুন',
    finished: 'অটোবেট শেষ: সব বাজি ধরা হয়েছে।',
    dice: 'ডাইস',
    fairnessTitle: '“প্রমাণযোগ্য ন্যায্যতা” মানে কী',
    invalid: 'Please check this value.',
  },
} as const;

/** Minor units of a decimal string ("1.98" → 198n). */
const minor = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
/** A profit as the page writes it: "+1.02", "−1.00", "0.00" (small sums: no grouping). */
const signed = (m: bigint) => {
  const abs = m < 0n ? -m : m;
  const text = `${(abs / 100n).toLocaleString('en')}.${String(abs % 100n).padStart(2, '0')}`;
  return m > 0n ? `+${text}` : m < 0n ? `−${text}` : text;
};
const plain = (m: bigint) => `${(m / 100n).toLocaleString('en')}.${String(m % 100n).padStart(2, '0')}`;

async function useLanguage(page: Page, lang: 'en' | 'bn') {
  if (lang === 'en') return;
  await page.evaluate(() => localStorage.setItem('portal.language', 'bn'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

for (const lang of ['en', 'bn'] as const) {
  const t = TEXTS[lang];

  test(`autobet plays 5 dice rounds by itself; the page's figures are the records'; /recent lists dice (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = uniqueName('ab');
    await devMember(page, { account, password: PASSWORD, balance: '1000.00' });
    await page.goto('/bgs/dice');
    await logIn(page, account, PASSWORD);
    await useLanguage(page, lang);

    const rounds: TOriginalRound[] = [];
    const collect = async (response: Response) => {
      if (new URL(response.url()).pathname !== '/wps/originals/dice') return;
      if (response.request().method() !== 'POST') return;
      const body = await response.json();
      expect(body.success, JSON.stringify(body)).toBe(true);
      rounds.push(body.value as TOriginalRound);
    };
    page.on('response', collect);

    await page.getByRole('button', { name: t.auto, exact: true }).click();
    await page.getByRole('textbox', { name: t.amount }).fill('1');
    await page.getByRole('textbox', { name: t.rounds }).fill('5');
    // Every field of the panel can be brought into view and is not covered (the sticky bet bar
    // used to sit over the fields on phones).
    const fields = page.locator('.og__panel input, .og__panel button');
    for (let i = 0; i < (await fields.count()); i += 1) {
      const field = fields.nth(i);
      if (!(await field.isVisible())) continue;
      const uncovered = await field.evaluate((el) => {
        el.scrollIntoView({ block: 'nearest' });
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && (top === el || el.contains(top) || top.contains(el));
      });
      expect(uncovered, await field.evaluate((el) => el.outerHTML.slice(0, 120))).toBe(true);
      const size = await field.boundingBox();
      expect(size && size.width >= 24 && size.height >= 24, 'tap target at least 24×24').toBe(true);
    }
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByText(t.finished)).toBeVisible({ timeout: 30_000 });
    page.off('response', collect);

    expect(rounds).toHaveLength(5);
    expect(new Set(rounds.map((r) => r.roundId)).size).toBe(5);
    for (const r of rounds) expect(r.amount).toBe('1.00');
    const net = rounds.reduce((sum, r) => sum + minor(r.payout) - minor(r.amount), 0n);
    await expect(page.getByTestId('autobet-rounds')).toHaveText('5');
    await expect(page.getByTestId('autobet-net')).toHaveText(signed(net));
    const last = rounds.at(-1) as TOriginalRound;
    await expect(page.getByTestId('og-result-profit')).toContainText(
      signed(minor(last.payout) - minor(last.amount)),
    );
    await expect(page.getByTestId('og-result-payout')).toContainText(plain(minor(last.payout)));

    // My bets: the five rounds, newest first, with the records' amount, payout and profit.
    const rows = page.locator('.og-bets tbody tr');
    await expect(rows).toHaveCount(5);
    const newestFirst = [...rounds].sort((a, b) => Number(BigInt(b.roundId) - BigInt(a.roundId)));
    for (const [i, r] of newestFirst.entries()) {
      const cells = rows.nth(i).locator('td, th');
      await expect(cells.nth(1)).toHaveText(plain(minor(r.amount)));
      await expect(cells.nth(3)).toHaveText(plain(minor(r.payout)));
      await expect(cells.nth(4)).toHaveText(signed(minor(r.payout) - minor(r.amount)));
    }

    // Played from its page, never launched: the recent list has it.
    await page.goto('/recent');
    await expect(page.getByText(t.dice, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  });

  test(`/fairness loads without an error, logged out and in (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/fairness');
    await useLanguage(page, lang);
    await expect(page.getByRole('heading', { name: t.fairnessTitle })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t.invalid)).toHaveCount(0);
    await expect(page.locator('.field--invalid, [aria-invalid="true"]')).toHaveCount(0);

    const account = uniqueName('fa');
    await devMember(page, { account, password: PASSWORD, balance: '10.00' });
    if (lang === 'bn') {
      await page.evaluate(() => localStorage.setItem('portal.language', 'en'));
      await page.reload();
    }
    await logIn(page, account, PASSWORD);
    await useLanguage(page, lang);
    await page.goto('/fairness');
    await expect(page.getByRole('heading', { name: t.fairnessTitle })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t.invalid)).toHaveCount(0);
  });
}

test('a member on the crash page holds one socket; crash is in the switcher with a fairness link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = uniqueName('cs');
  await devMember(page, { account, password: PASSWORD, balance: '100.00' });
  await page.goto('/');
  await logIn(page, account, PASSWORD);

  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/bgs/crash');
  await expect(
    page.getByRole('navigation', { name: 'In-house games' }).getByRole('link', { name: 'Crash' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.crash-layout')).toBeVisible({ timeout: 20_000 });
  // Long enough for a second connection to have appeared.
  await page.waitForTimeout(3000);
  expect(sockets).toHaveLength(1);

  await page.getByRole('navigation', { name: 'In-house games' }).getByRole('link', { name: 'Dice' }).click();
  await expect(page).toHaveURL(/\/bgs\/dice$/);
  await page.getByRole('navigation', { name: 'In-house games' }).getByRole('link', { name: 'Crash' }).click();
  await page.getByRole('link', { name: 'Fairness' }).click();
  await expect(page).toHaveURL(/\/fairness\?game=CRASH/);
  expect(sockets).toHaveLength(1);
});
