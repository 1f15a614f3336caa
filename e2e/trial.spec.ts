import type { Page, Response } from '@playwright/test';
import type { TOriginalRound } from '@portal/contracts';
import { expect, seriousA11yViolations, test } from './fixtures';

/**
 * Issue 20: "Try for free". A trial account gets play money (ADR 0044), plays an in-house game and
 * a provider's slot with it, sees the balance move, and is told it needs a real account at the
 * deposit page. English and Bengali, phone and desktop (the two projects).
 */

const TEXTS = {
  en: {
    login: 'Log in',
    loginTitle: 'Welcome back',
    freePlay: 'Try for free',
    chip: /Trial · play money/,
    playMoneyButton: /^Trial account, play money: /,
    playMoneyTitle: 'Play money',
    refill: 'Refill',
    bet: 'Bet',
    amount: /^Bet amount/,
    playTile: /^Play (now: )?/,
    spin: 'Spin',
    gamePlayMoney: 'Play money',
    roundDone: /No win this time|You won/,
    closeGame: 'Close game',
    needRealTitle: 'A real account is needed',
    needRealText: /Register a real account to deposit, withdraw/,
    register: 'Register',
    registerTitle: 'Create your account',
  },
  bn: {
    login: 'লগ ইন',
    loginTitle: 'আবারও স্বাগতম',
    freePlay: 'বিনামূল্যে খেলে দেখুন',
    chip: /ট্রায়াল · প্লে মানি/,
    playMoneyButton: /^ট্রায়াল অ্যাকাউন্ট, প্লে মানি: /,
    playMoneyTitle: 'প্লে মানি',
    refill: 'রিফিল',
    bet: 'বাজি ধরুন',
    amount: /^বাজির পরিমাণ/,
    playTile: /^এখনই খেলুন: | খেলুন$/,
    spin: 'স্পিন',
    gamePlayMoney: 'প্লে মানি',
    roundDone: /এবার কোনো জয় নেই|জিতেছেন/,
    closeGame: 'গেম বন্ধ করুন',
    needRealTitle: 'একটি আসল অ্যাকাউন্ট প্রয়োজন',
    needRealText: /ট্রায়াল অ্যাকাউন্ট/,
    register: 'রেজিস্টার',
    registerTitle: 'আপনার অ্যাকাউন্ট তৈরি করুন',
  },
} as const;

/** "9990.5" as the site writes it in either language (both group 4-5 digit amounts alike). */
const shown = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

async function useLanguage(page: Page, lang: 'en' | 'bn') {
  if (lang === 'en') return;
  await page.evaluate(() => localStorage.setItem('portal.language', 'bn'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

async function roundOf(response: Promise<Response>): Promise<TOriginalRound> {
  const body = await (await response).json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value as TOriginalRound;
}

for (const lang of ['en', 'bn'] as const) {
  const t = TEXTS[lang];

  test(`trial play: try for free, play dice and a demo slot with play money, then meet the real-account notice (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await useLanguage(page, lang);

    // "Try for free" from the login popup: a trial account with 10,000.00 of play money.
    await page.getByRole('button', { name: t.login }).first().click();
    const login = page.getByRole('dialog', { name: t.loginTitle });
    await login.getByRole('button', { name: t.freePlay }).click();
    await expect(login).toBeHidden();
    const playMoney = page.getByRole('button', { name: t.playMoneyButton });
    await expect(playMoney).toContainText(t.chip);
    await expect(playMoney).toContainText('10,000.00');
    // Never a bare amount like real money: the real balance group is not there.
    await expect(page.getByRole('group', { name: /^Balance$|^ব্যালেন্স$/ })).toHaveCount(0);

    // The play-money dialog: the rule, the refill (not yet: the balance is not low), a real account.
    await playMoney.click();
    const dialog = page.getByRole('dialog', { name: t.playMoneyTitle });
    await expect(dialog).toContainText('10,000.00');
    await expect(dialog.getByRole('button', { name: t.refill })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog
      .getByRole('button', { name: /Close|বন্ধ/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();

    // Dice with play money: the round answers with the play-money balance, the header follows.
    await page.goto('/bgs/dice');
    const box = page.getByRole('textbox', { name: t.amount });
    await expect(box).toHaveValue(/\d/);
    await box.fill('100');
    const response = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/wps/originals/dice' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t.bet, exact: true }).click();
    const round = await roundOf(response);
    expect(round.balanceBefore).toBe('10000.00');
    expect(round.balanceAfter).not.toBe('10000.00');
    await expect(playMoney).toContainText(shown(round.balanceAfter), { timeout: 10_000 });

    // A provider's slot, launched for play money: it says so, and its spin moves the play money.
    await page.goto('/rng');
    const tile = page.locator('main').getByRole('button', { name: t.playTile }).first();
    const label = (await tile.getAttribute('aria-label')) ?? '';
    const name = label.replace(t.playTile, '');
    await tile.click();
    const frame = page.frameLocator(`iframe[title="${name}"]`);
    const inGame = frame.getByRole('status', { name: t.gamePlayMoney });
    await expect(inGame).toHaveText(shown(round.balanceAfter), { timeout: 15_000 });
    await frame.getByRole('button', { name: t.spin }).click();
    await expect(frame.getByRole('status').filter({ hasText: t.roundDone })).toBeVisible({ timeout: 15_000 });
    await expect(inGame).not.toHaveText(shown(round.balanceAfter));
    const afterSpin = ((await inGame.textContent()) ?? '').trim();
    await page.getByRole('dialog', { name }).getByRole('button', { name: t.closeGame }).click();
    await expect(playMoney).toContainText(afterSpin, { timeout: 10_000 });

    // The deposit page needs a real account: the spec's in_need_true_account notice, with Register.
    await page.goto('/member?page=depositv2');
    const notice = page.getByRole('dialog', { name: t.needRealTitle });
    await expect(notice).toContainText(t.needRealText);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: t.register, exact: true }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('dialog', { name: t.registerTitle })).toBeVisible();
  });
}
