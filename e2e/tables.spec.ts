import type { FrameLocator, Page } from '@playwright/test';
import { TABLE_TEXTS } from '../apps/demo-provider/src/page/table-texts';
import { TEXTS } from '../apps/demo-provider/src/page/texts';
import { devMember, expect, logIn, test, uniqueName } from './fixtures';

/**
 * The demo tables (ADR 0042): a member plays a baccarat hand from /live, a fish shot from /fish and
 * a cockfight bet from /cockfight (the e2e server runs the ring's fast schedule: a fight every 24
 * seconds), sees each settle in the game, and finds every round in the site's betting record. In
 * English and in Bengali.
 */

const PASSWORD = 'Table#Pass1';
/** Catalogue names (seed/games.ts): the first table of Royal Live, the first Ocean King fish game, DS88's ring. */
const GAMES = {
  baccarat: { en: 'Baccarat Royal Hall', bn: 'ব্যাকারাট রয়্যাল হল' },
  fish: { en: 'Ocean Hunter', bn: 'সাগর শিকারি' },
  cockfight: { en: 'Cockfight Arena', bn: 'মোরগ লড়াই অ্যারেনা' },
} as const;
const UI = {
  en: {
    playNow: (name: string) => `Play now: ${name}`,
    play: (name: string) => `Play ${name}`,
    close: 'Close game',
  },
  bn: {
    playNow: (name: string) => `এখনই খেলুন: ${name}`,
    play: (name: string) => `${name} খেলুন`,
    close: 'গেম বন্ধ করুন',
  },
} as const;
const MONEY = /^\d{1,3}(,\d{3})*\.\d{2}$/;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a game from its tile ("Play now: X" or "Play X") or its vendor's lobby button. */
async function openGame(page: Page, lang: 'en' | 'bn', label: string, name: string): Promise<FrameLocator> {
  const ui = UI[lang];
  const button = new RegExp(`^(${literal(ui.playNow(label))}|${literal(ui.play(label))})$`);
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  return page.frameLocator(`iframe[title="${name}"]`);
}

/** Goes to a page; a navigation the closing popup interrupted (ERR_ABORTED) is tried again. */
async function go(page: Page, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('ERR_ABORTED')) throw error;
      await page.waitForTimeout(500);
    }
  }
}

async function closeGame(page: Page, lang: 'en' | 'bn', name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: UI[lang].close }).click();
  await expect(dialog).toBeHidden();
  // Closing refreshes the site's balance; let it land before leaving the page.
  await page.waitForLoadState('networkidle');
}

for (const lang of ['en', 'bn'] as const) {
  test(`a baccarat hand, a fish shot and a cockfight bet settle and reach the betting record (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = TEXTS[lang];
    const tt = TABLE_TEXTS[lang];
    const account = uniqueName('tb');
    await page.goto('/live?vassalage=RLV');
    await devMember(page, { account, password: PASSWORD, balance: '1000.00' });
    await logIn(page, account, PASSWORD);
    if (lang === 'bn') {
      await page.evaluate(() => localStorage.setItem('portal.language', 'bn'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    }

    // Baccarat: 1.00 on the Player; the hand is dealt by the server and settled at once.
    const baccarat = await openGame(page, lang, GAMES.baccarat[lang], GAMES.baccarat[lang]);
    await expect(baccarat.locator('html')).toHaveAttribute('lang', lang);
    await expect(baccarat.locator('#balance')).toHaveText('1,000.00');
    await baccarat.locator('.bspot-player').click();
    await expect(baccarat.locator('#total-stake')).toHaveText('1.00');
    await baccarat.getByRole('button', { name: tt.deal }).click();
    const dealt = baccarat.locator('#status');
    await expect(dealt).toHaveText(new RegExp(`${t.noWin}|${t.youWon.replace('{amount}', '[\\d,.]+')}`), {
      timeout: 15_000,
    });
    await expect(baccarat.locator('#left-cards .card').first()).toBeVisible();
    await expect(baccarat.locator('#road .bead')).toHaveCount(1);
    const afterHand = (await baccarat.locator('#balance').textContent()) ?? '';
    expect(afterHand).toMatch(MONEY);
    // The Player bet returns 0, 1.00 (a tie) or 2.00.
    expect(['999.00', '1,000.00', '1,001.00']).toContain(afterHand);
    await closeGame(page, lang, GAMES.baccarat[lang]);

    // Fish: one shot of 1.00 at the clownfish; the server says caught (2.00) or escaped.
    await go(page, '/fish?vassalage=OCK');
    const fish = await openGame(page, lang, GAMES.fish[lang], GAMES.fish[lang]);
    await expect(fish.locator('#bet-value')).toHaveText('1.00');
    await fish.getByRole('button', { name: tt.fire }).click();
    const fishName = tt.fish.clownfish;
    await expect(fish.locator('#status')).toHaveText(
      new RegExp(
        `${tt.escaped.replace('{fish}', fishName)}|${tt.caught.replace('{fish}', fishName).split('{amount}')[0]}`,
      ),
      { timeout: 15_000 },
    );
    await expect(fish.locator('#shots .shot')).toHaveCount(1);
    await closeGame(page, lang, GAMES.fish[lang]);

    // Cockfight: 10.00 on Meron while betting is open; settled when the fight ends.
    await go(page, '/cockfight');
    // A vendor's lobby opens in a popup named for the vendor.
    const ring = await openGame(page, lang, 'DS88 Sabong', 'DS88 Sabong');
    // Bet at the start of a betting window (12 s here), so a slow machine does not miss its end.
    await expect(ring.locator('#phase')).not.toHaveText(tt.bettingOpen, { timeout: 30_000 });
    await expect(ring.locator('#phase')).toHaveText(tt.bettingOpen, { timeout: 30_000 });
    await ring.getByRole('button', { name: new RegExp(`^${tt.meron}`) }).click();
    await ring.getByRole('button', { name: tt.addChip.replace('{amount}', '10.00 BDT') }).click();
    await expect(ring.locator('#cf-stake')).toHaveText('10.00');
    await ring.getByRole('button', { name: tt.placeBet }).click();
    await expect(ring.locator('#status')).toHaveText(
      tt.betPlaced.replace('{amount}', '10.00').replace('{side}', tt.meron),
    );
    const bet = ring.locator('#my-bets .bet-row').first();
    await expect(bet.locator('.bet-status')).toHaveText(tt.statusOpen);
    // The fight closes, is fought and settles every bet: won at the odds, lost, or refunded on a draw.
    await expect(bet).not.toHaveClass(/bet-open/, { timeout: 40_000 });
    await expect(bet.locator('.bet-status')).toHaveText(
      new RegExp(
        `${tt.statusLost}|${tt.statusWon.replace('{amount}', '[\\d,.]+')}|${tt.statusRefunded.replace('{amount}', '10.00')}`,
      ),
      { timeout: 10_000 },
    );
    await expect(ring.locator('#history .bead').first()).toBeVisible();
    await expect(ring.locator('#balance')).toHaveText(MONEY);
    await closeGame(page, lang, 'DS88 Sabong');

    // The site's betting record has a round of each game (settled, by the game's name).
    await go(page, '/member?page=personalHistoryCopy');
    for (const game of Object.values(GAMES)) {
      // Phones get the record as cards, wider screens as a table: the one shown has the name.
      await expect(
        page
          .getByText(new RegExp(`${game.en}|${game.bn}`))
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    }
  });
}
