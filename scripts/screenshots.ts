import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { totpCode } from './totp-code.ts';

/**
 * Screenshots of player-site pages at phone and desktop sizes, for looking at what we build:
 *   node scripts/screenshots.ts [baseUrl] [outDir] [path ...]
 * Uses the system Chromium; prints console errors seen on each page. ANNOUNCEMENTS=1 lets the
 * announcement popup open as it does for a new visitor; LOGIN=account:password logs in first
 * (LOGIN=trial: a "Try for free" trial account)
 * (through the login popup, in English); LANG_CODE=bn shows the pages in that language.
 * CONSOLE=1 is for the operator console (paths such as /admin, /admin/announcements; a development
 * server): it shoots the sign-in page, then signs a new TIGER owner in (enrolling a computed
 * authenticator code) and shoots the paths signed in (every console screen when none are given).
 */
const [baseUrl = 'http://127.0.0.1:3000', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
/** With CONSOLE=1 and no paths: every screen of the operator console. */
const CONSOLE_PAGES = [
  '/admin',
  '/admin/account',
  '/admin/members',
  '/admin/adjustments',
  '/admin/agents',
  '/admin/agents?tab=settings',
  '/admin/deposits',
  '/admin/withdrawals',
  '/admin/agent-transfers',
  '/admin/contracts',
  '/admin/contracts?tab=bills',
  '/admin/contracts?tab=runs',
  '/admin/promotions',
  '/admin/promotions?tab=applications',
  '/admin/promotions?tab=grants',
  '/admin/promotions?tab=draws',
  '/admin/promotions?tab=report',
  '/admin/promotions/new',
  // Loyalty (issue 19): the points screens.
  '/admin/loyalty/points',
  '/admin/loyalty/points/mall',
  '/admin/loyalty/points/redemptions',
  '/admin/loyalty/points/report',
  '/admin/loyalty/missions',
  '/admin/loyalty/missions/new',
  '/admin/loyalty/missions/report',
  '/admin/loyalty/leaderboards',
  '/admin/loyalty/leaderboards/new',
  '/admin/loyalty/referrals',
  '/admin/loyalty/referrals?state=ALL',
  '/admin/loyalty/referral/rules',
  '/admin/loyalty/referral/report',
  '/admin/loyalty/vip',
  '/admin/loyalty/vip/members',
  '/admin/payment-methods',
  '/admin/games',
  '/admin/games?section=rules',
  '/admin/games?section=lottery',
  '/admin/announcements',
  '/admin/banners',
  '/admin/messages',
  '/admin/feedback',
  '/admin/settings/flags',
  '/admin/settings/register',
  '/admin/settings/general',
  '/admin/settings/domains',
  '/admin/settings/maintenance',
  '/admin/settings/region',
  '/admin/settings/support',
  '/admin/settings/contracts',
  '/admin/settings/promotions',
  '/admin/reports',
  '/admin/audit',
  '/admin/operators',
  '/admin/roles',
];
/** With AGENT=1 and no paths: every agent-centre page (sign in with LOGIN=agent01:Agent@2026). */
const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'transferUpline',
  // Agent contracts (issue 17): the four pages, the offer dialog and a bill's details.
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'agentDailyWages2|button:has-text("Offer a contract")',
  'agentRealtimeSalary|button.btn--secondary:has-text("Details")',
].map((id) => `/agentHome?page=${id}`);
/**
 * With no paths (and neither CONSOLE nor AGENT): every page of the player site (issue 20), shot
 * logged out and logged in (demo01, unless LOGIN names another account) in English and Bengali
 * (unless LANG_CODE names one language); the file names then carry the language and the state.
 * Add new player pages here.
 */
const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
].map((id) => `/member?page=${id}`);
const PLAYER_PAGES = [
  '/',
  '/login',
  '/register',
  '/help',
  '/help?anchor=terms',
  '/live',
  '/rng',
  '/fish',
  '/pvp',
  '/bgs',
  '/sports',
  '/esports',
  '/cockfight',
  // The demo tables (ADR 0042), opened in the game popup (the login popup when logged out).
  '/live?vassalage=RLV|role=button[name=/^(Play now: Baccarat Royal Hall|এখনই খেলুন: ব্যাকারাট রয়্যাল হল)$/]',
  '/fish?vassalage=OCK|role=button[name=/^(Play Ocean Hunter|সাগর শিকারি খেলুন)$/]',
  '/cockfight|role=button[name=/^(Play DS88 Sabong|DS88 Sabong খেলুন)$/]',
  '/lott',
  '/elott',
  '/bgs/crash',
  '/bgs/dice',
  '/bgs/limbo',
  '/bgs/plinko',
  '/bgs/keno',
  '/bgs/mines',
  '/bgs/hilo',
  '/fairness',
  '/lottery',
  '/vnLottery',
  '/seaLottery',
  '/promotions',
  '/pointMall',
  '/vip',
  '/favorite',
  '/recent',
  '/download',
  // The installable app's offline page (ADR 0047), as a navigation without a network gets it.
  '/offline.html',
  '/agent',
  ...MEMBER_PAGES,
  '/no-such-page',
];
const walkEverything = paths.length === 0 && process.env.CONSOLE !== '1' && process.env.AGENT !== '1';
const pages =
  paths.length > 0
    ? paths
    : process.env.CONSOLE === '1'
      ? CONSOLE_PAGES
      : process.env.AGENT === '1'
        ? AGENT_PAGES
        : PLAYER_PAGES;
/** The languages and login states to walk: one each, unless walking the whole player site. */
const languages: (string | undefined)[] = process.env.LANG_CODE
  ? [process.env.LANG_CODE]
  : walkEverything
    ? ['en', 'bn']
    : [undefined];
const logins: (string | undefined)[] = walkEverything
  ? [undefined, process.env.LOGIN ?? 'demo01:Play@2026']
  : [process.env.LOGIN];
const variants = languages.flatMap((language) => logins.map((login) => ({ language, login })));
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const { size, variant } of variants.flatMap((v) => sizes.map((size) => ({ size, variant: v })))) {
    const prefix = walkEverything
      ? `${size.name}_${variant.language ?? 'en'}_${variant.login ? 'in' : 'out'}`
      : size.name;
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: 1,
    });
    // The announcement popup would cover every page: closed for the session unless asked for.
    if (process.env.ANNOUNCEMENTS !== '1') {
      await context.addInitScript(() => {
        for (const audience of ['A', 'B', 'F'])
          sessionStorage.setItem(`portal.announcementsClosed.${audience}`, '1');
      });
    }
    if (variant.language) {
      const language = variant.language;
      await context.addInitScript((code) => {
        localStorage.setItem('portal.language', code);
        localStorage.setItem('portal.admin.language', code);
      }, language);
    }
    if (process.env.CONSOLE === '1') {
      const page = await context.newPage();
      const operator = `shot${Date.now().toString(36)}`;
      const created = await page.request.post(new URL('/__dev/operators', baseUrl).toString(), {
        data: { merchant: 'TIGER', username: operator, password: 'Console#Pass1', role: 'owner' },
      });
      if (!created.ok()) throw new Error(`no operator: ${created.status()} (a development server?)`);
      await page.goto(new URL('/admin/login', baseUrl).toString(), { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(outDir, `${size.name}_admin_login.png`) });
      const form = page.locator('form');
      await form.locator('input[name=merchant]').fill('TIGER');
      await form.locator('input[name=username]').fill(operator);
      await form.locator('input[name=password]').fill('Console#Pass1');
      await form.locator('button[type=submit]').click();
      const key = (await page.locator('code.secret').textContent()) ?? '';
      await page.screenshot({ path: path.join(outDir, `${size.name}_admin_login_enrol.png`) });
      await page.locator('input[name=code]').fill(totpCode(key));
      await page.locator('button[type=submit]').click();
      // The recovery codes, when the server gives them at enrolment, are shown once: shoot them too.
      await page.waitForFunction(
        () =>
          sessionStorage.getItem('portal.admin.session') !== null ||
          document.querySelector('.recovery-codes') !== null,
      );
      if (await page.locator('.recovery-codes').isVisible()) {
        await page.screenshot({ path: path.join(outDir, `${size.name}_admin_login_recovery.png`) });
        await page.locator('.sign-in__card button').click();
        await page.waitForFunction(() => sessionStorage.getItem('portal.admin.session') !== null);
      }
      const token = await page.evaluate(() => sessionStorage.getItem('portal.admin.session'));
      // Every page of this context starts signed in (the token lives in the tab's session storage).
      await context.addInitScript((value) => sessionStorage.setItem('portal.admin.session', value), token);
      await page.close();
    }
    if (variant.login) {
      const [account = '', password = ''] = variant.login.split(':');
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('portal.language', 'en'));
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Log in' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Welcome back' });
      // LOGIN=trial: "Try for free" instead (a trial account with play money, ADR 0044).
      if (account === 'trial') await dialog.getByRole('button', { name: 'Try for free' }).click();
      else {
        await dialog.getByRole('textbox', { name: 'Username' }).fill(account);
        await dialog.locator('input[name=password]').fill(password);
        await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      }
      await dialog.waitFor({ state: 'hidden' });
      await page.close();
    }
    for (const pagePath of pages) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      // A path may go on with |selector|selector…: clicked in turn before the shot (to open a
      // dialog, say, then to submit it empty and show its messages).
      const [target = pagePath, ...clicks] = pagePath.split('|');
      await page.goto(new URL(target, baseUrl).toString(), { waitUntil: 'networkidle' });
      // Console screens load lazily and then ask for their data (the dashboard's figures take a
      // moment): wait until no spinner is left, at most 15 s.
      if (process.env.CONSOLE === '1' || process.env.AGENT === '1') {
        await page
          .waitForFunction(() => document.querySelector('.spinner') === null, null, { timeout: 15_000 })
          .catch(() => undefined);
      }
      for (const selector of clicks) {
        await page.locator(selector).first().click();
        await page.waitForTimeout(500);
      }
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${prefix}${pagePath.replace(/[^a-z0-9]+/gi, '_')}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
      process.stdout.write(`${file}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}\n`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
