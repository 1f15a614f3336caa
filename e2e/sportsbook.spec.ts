import type { FrameLocator, Page } from '@playwright/test';
import { BOOK_TEXTS } from '../apps/demo-provider/src/page/sportsbook-texts';
import { devMember, expect, logIn, test, uniqueName } from './fixtures';

/**
 * The sportsbook (ADR 0041): a member opens a book from /sports, places an accumulator and a single,
 * sees them settled when the simulated matches end (half-minute matches in the browser tests), and
 * finds the rounds in the site's betting record. In English and in Bengali.
 */

const PASSWORD = 'Book#Pass1';
/** The vendor whose lobby is opened, and the lobby's name in the betting record (seed/games.ts). */
const VENDOR = 'Goal Line';
const RECORD_NAME = 'Sportsbook';
const AMOUNT = /^\d{1,3}(,\d{3})*\.\d{2} BDT$/;

/**
 * The ids of the fixtures that kick off last: their prices stay open while the test builds its
 * slip (a live match suspends after goals and near its end), and they end soon enough.
 */
async function latestPreMatch(book: FrameLocator, count: number): Promise<string[]> {
  await expect(book.locator('article.fixture[data-status="pre"]').nth(count - 1)).toBeAttached();
  const ids = await book
    .locator('article.fixture[data-status="pre"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-fixture') ?? ''));
  return ids.slice(-count);
}

/** Picks the first selection of a fixture, found by its id (cards move as matches start). */
async function pick(book: FrameLocator, fixture: string) {
  const odd = book.locator(`article.fixture[data-fixture="${fixture}"] button.odd`).first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
}

async function openSlip(page: Page, book: FrameLocator) {
  const toggle = book.locator('#slip-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await expect(book.locator('#place')).toBeVisible();
  void page;
}

for (const lang of ['en', 'bn'] as const) {
  test.describe(() => {
    // A selection suspended between the tap and the place answers 409, which the browser logs.
    test.use({ allowConsole: [/status of 409/] });

    test(`a sports accumulator placed and settled (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      const t = BOOK_TEXTS[lang];
      const account = uniqueName('sb');
      await page.goto('/sports');
      await devMember(page, { account, password: PASSWORD, balance: '1000.00' });
      await logIn(page, account, PASSWORD);
      if (lang === 'bn') {
        await page.evaluate(() => localStorage.setItem('portal.language', 'bn'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      }

      await page.getByRole('button', { name: lang === 'en' ? `Play ${VENDOR}` : `${VENDOR} খেলুন` }).click();
      const dialog = page.getByRole('dialog', { name: VENDOR });
      const book = page.frameLocator(`iframe[title="${VENDOR}"]`);
      await expect(book.locator('html')).toHaveAttribute('lang', lang);
      await expect(book.getByRole('tab', { name: t.liveAndUpcoming })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(book.locator('#balance')).toHaveText('1,000.00');

      // An accumulator of two selections from different fixtures.
      const [first, second, third] = await latestPreMatch(book, 3);
      await pick(book, first as string);
      await pick(book, second as string);
      await expect(book.locator('#slip-count')).toHaveText('2');
      await openSlip(page, book);
      await expect(book.getByRole('radio', { name: t.accumulator })).toBeChecked();
      await book.getByRole('textbox', { name: t.stake }).fill('20');
      await expect(book.locator('#total-stake')).toHaveText('20.00 BDT');
      await expect(book.locator('#total-return')).toHaveText(AMOUNT);
      await book.getByRole('checkbox', { name: t.acceptOddsChanges }).check();
      await book.getByRole('button', { name: t.placeBet }).click();
      await expect(book.locator('#slip-message')).toHaveText(t.placed);
      await expect(book.locator('#balance')).toHaveText('980.00');

      // A single on a third fixture.
      if (await book.locator('#slip-close').isVisible()) await book.locator('#slip-close').click();
      await pick(book, third as string);
      await openSlip(page, book);
      await expect(book.locator('.modes')).toBeHidden();
      await book.getByRole('textbox', { name: t.stake }).fill('5');
      await book.getByRole('checkbox', { name: t.acceptOddsChanges }).check();
      await book.getByRole('button', { name: t.placeBet }).click();
      await expect(book.locator('#slip-message')).toHaveText(t.placed);
      await expect(book.locator('#balance')).toHaveText('975.00');
      if (await book.locator('#slip-close').isVisible()) await book.locator('#slip-close').click();

      // My bets: both open, then both settled when their matches end.
      await book.getByRole('tab', { name: new RegExp(t.myBets) }).click();
      const bets = book.locator('article.bet');
      await expect(bets).toHaveCount(2);
      await expect(book.getByRole('heading', { name: `${t.accumulator} (2)` })).toBeVisible();
      await expect(book.getByRole('heading', { name: t.single, exact: true })).toBeVisible();
      await expect(book.locator('article.bet[data-state="open"]')).toHaveCount(0, { timeout: 150_000 });
      const outcomes = [t.won, t.lost, t.void];
      for (const bet of await bets.all()) {
        const badge = (await bet.locator('.bet-head .badge').textContent()) ?? '';
        expect(outcomes).toContain(badge);
        await expect(bet.locator('.leg-result', { hasText: t.legResult.pending })).toHaveCount(0);
        await expect(bet.locator('dd.amount')).toHaveText(AMOUNT);
      }
      // The balance the book shows is the wallet's after both settlements: 975.00 plus what was paid.
      const paid = await bets.evaluateAll((nodes) =>
        nodes.reduce((sum, node) => {
          const text = node.querySelector('dd.amount')?.textContent ?? '0';
          return node.classList.contains('bet-lost') ? sum : sum + Number(text.replace(/[^\d.]/g, ''));
        }, 0),
      );
      const expected = (975 + paid).toLocaleString('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      await expect(book.locator('#balance')).toHaveText(expected, { timeout: 10_000 });

      // The site's betting record has the book's rounds.
      await dialog.getByRole('button', { name: lang === 'en' ? 'Close game' : 'গেম বন্ধ করুন' }).click();
      await page.goto('/member?page=personalHistoryCopy');
      // A table on a desktop, a list of cards on a phone.
      await expect(page.getByRole('main').getByText(RECORD_NAME).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('main').getByText(RECORD_NAME)).toHaveCount(2);
    });
  });
}
