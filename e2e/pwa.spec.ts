import type { BrowserContext, Page } from '@playwright/test';
import { devMember, expect, isPhone, seriousA11yViolations, test, uniqueName } from './fixtures';

/**
 * The installable web app (issue 20; ADR 0047): each brand's manifest and icons, the service
 * worker controlling the site after a reload, the offline page for a navigation without a
 * network, and nothing from the API in the worker's cache. Then the mobile wallets of Tiger Star:
 * a bKash deposit through the sandbox provider and a withdrawal request to a bKash wallet, in
 * English and Bengali.
 */

const origin = (baseURL: string, hostname?: string) => {
  const url = new URL(baseURL);
  if (hostname) url.hostname = hostname;
  return url.origin;
};

/** A GET from inside the page (the browser resolves *.localhost; the test runner does not). */
const fetchInPage = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const response = await fetch(address);
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, type, body: type.includes('json') ? await response.json() : null };
  }, url);

/** Waits until a service worker is active for the page, then reloads so that it controls it. */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
}

/** Every request URL in the site's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });

async function chooseLanguage(context: BrowserContext, code: string) {
  await context.addInitScript((language) => window.localStorage.setItem('portal.language', language), code);
}

test.describe('installable app', () => {
  test.describe.configure({ timeout: 90_000 });
  // Offline, the page's own calls fail as they should; the browser logs each.
  test.use({ allowConsole: [/ERR_INTERNET_DISCONNECTED/] });
  for (const [brand, hostname, name] of [
    ['Tiger Star', undefined, 'Tiger Star'],
    ['Jade Palace', 'jade.localhost', 'Jade Palace'],
  ] as const) {
    test(`${brand}: its own manifest, colours and reachable icons`, async ({ page, baseURL }) => {
      const site = origin(baseURL as string, hostname);
      await page.goto(`${site}/`);
      const href = await page.locator('link[rel=manifest]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const response = await fetchInPage(page, `${site}${href}`);
      expect(response.status).toBe(200);
      expect(response.type).toContain('application/manifest+json');
      const manifest = response.body;
      expect(manifest).toMatchObject({ name, start_url: '/', scope: '/', display: 'standalone' });
      // The colours are the brand's theme, as the page itself uses them.
      const background = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--c-background').trim(),
      );
      expect(manifest.theme_color).toBe(background);
      const sizes = manifest.icons.map(
        (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
      );
      expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
      for (const icon of manifest.icons as { src: string; type: string }[]) {
        const image = await fetchInPage(page, `${site}${icon.src}`);
        expect(image.status, icon.src).toBe(200);
        expect(image.type, icon.src).toContain(icon.type);
      }
    });
  }

  test('the worker controls the site after a reload, shows the offline page, and never keeps an API answer', async ({
    page,
    context,
  }) => {
    const player = uniqueName('pwa');
    await devMember(page, { account: player, password: 'Install#Pass1', balance: '100.00' });
    await page.goto('/');
    await controlledByWorker(page);

    // A signed-in session that reads money: balance, wallet pages, records.
    await logInPatiently(page, player, 'Install#Pass1');
    await page.goto('/member?page=transferFund');
    await expect(page.getByRole('group', { name: 'Balance' })).toContainText('100.00');
    await page.goto('/member?page=withdraw');
    await expect(page.getByRole('region', { name: 'Available to withdraw' })).toBeVisible();
    const urls = await cachedUrls(page);
    // The shell is kept (the offline page, the icon, the build's files)…
    expect(urls.some((url) => new URL(url).pathname.startsWith('/assets/'))).toBe(true);
    expect(urls.some((url) => new URL(url).pathname === '/offline.html')).toBe(true);
    // …and nothing from the API, the sockets, the console or the pages themselves.
    const kept = urls.map((url) => new URL(url).pathname);
    expect(kept.filter((path) => /^\/(wps|lgw|lotto|pw|admin|ws|hooks|__dev)(\/|$)/i.test(path))).toEqual([]);
    expect(kept.filter((path) => path.startsWith('/member'))).toEqual([]);

    // Offline, a navigation gets the offline page, in the brand's colours, with a way back.
    await context.setOffline(true);
    try {
      await page.goto('/promotions');
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByText(/Nothing is played, bet or paid while you are offline/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  });

  test('the offline page speaks the language the player chose', async ({ page, context }) => {
    await chooseLanguage(context, 'bn');
    await page.goto('/');
    await controlledByWorker(page);
    await context.setOffline(true);
    try {
      await page.goto('/download');
      await expect(page.getByRole('heading', { level: 1, name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    } finally {
      await context.setOffline(false);
    }
  });

  test('the download page offers the web app honestly, with its QR code to the install page', async ({
    page,
  }) => {
    await page.goto('/download?install=1');
    const card = page.getByRole('region', { name: 'Install Tiger Star on this device' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('you add it from your browser, not from an app store');
    const qr = card.getByRole('img', { name: /QR code that opens this page on your phone/ });
    // The QR code is for opening the page on another device: on a phone the steps are enough.
    if (isPhone(page)) await expect(qr).toBeHidden();
    else await expect(qr).toHaveAttribute('src', '/install-qr.svg');
    const svg = await page.request.get('/install-qr.svg');
    expect(svg.ok()).toBe(true);
    expect(await svg.text()).toContain('<svg');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

/** The money journey waits longer: on a busy machine a page may take more than the usual 7 s. */
const slow = expect.configure({ timeout: 25_000 });

/** The fixtures' log-in, with the patience of `slow`. */
async function logInPatiently(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await slow(dialog).toBeHidden();
  await slow(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
}

test.describe('bKash at Tiger Star', () => {
  // A withdrawal, a deposit through the sandbox and four page loads: about two minutes on a busy machine.
  test.describe.configure({ timeout: 240_000 });
  for (const language of ['en', 'bn'] as const) {
    test(`a bKash deposit through the sandbox, then a withdrawal to a bKash wallet (${language})`, async ({
      page,
    }) => {
      const t =
        language === 'en'
          ? {
              pay: 'Continue to payment',
              amount: /^Amount/,
              wallet: /^Your bKash number/,
              badNumber: 'Enter a bKash number like 01712345678.',
              sandboxPay: 'Pay',
              payWith: 'Pay with',
              credited: 'Payment received. The money is in your main wallet.',
              withdrawableNow: 'Withdrawable now',
              locked: /wagering requirement is met/,
              bank: 'Bank',
              accountNumber: /^Account number/,
              bind: 'Link bank account',
              bound: 'Bank account linked.',
              form: 'Request a withdrawal',
              toAccount: /^To bank account/,
              password: /^Payment password/,
              withdraw: 'Withdraw',
              requested: /has been requested/,
            }
          : {
              pay: 'পেমেন্টে এগিয়ে যান',
              amount: /^পরিমাণ/,
              wallet: /^আপনার bKash নম্বর/,
              badNumber: '01712345678-এর মতো একটি bKash নম্বর লিখুন।',
              sandboxPay: 'পরিশোধ করুন',
              payWith: 'যা দিয়ে পেমেন্ট',
              credited: 'পেমেন্ট পাওয়া গেছে। টাকা আপনার মূল ওয়ালেটে যোগ হয়েছে।',
              withdrawableNow: 'এখন উইথড্র করা যাবে',
              locked: /বাজির শর্ত পূরণ না হওয়া পর্যন্ত/,
              bank: 'ব্যাংক',
              accountNumber: /^অ্যাকাউন্ট নম্বর/,
              bind: 'ব্যাংক অ্যাকাউন্ট যুক্ত করুন',
              bound: 'ব্যাংক অ্যাকাউন্ট যুক্ত হয়েছে।',
              form: 'উইথড্রর অনুরোধ করুন',
              toAccount: /^যে ব্যাংক অ্যাকাউন্টে যাবে/,
              password: /^পেমেন্ট পাসওয়ার্ড/,
              withdraw: 'উইথড্র করুন',
              requested: /উইথড্রর অনুরোধ করা হয়েছে/,
            };

      // One player with a balance nothing holds: first a withdrawal to a bKash wallet…
      const player = uniqueName('bk');
      await devMember(page, {
        account: player,
        password: 'Bkash#Pass1',
        payeeName: 'Rahim Uddin',
        paymentPassword: '246810',
        balance: '2000.00',
      });
      await page.goto('/');
      await logInPatiently(page, player, 'Bkash#Pass1');
      await page.evaluate((code) => window.localStorage.setItem('portal.language', code), language);
      await page.goto('/member?page=withdraw');
      const total = page.locator('.wallet-total');
      await slow(total).toContainText(t.withdrawableNow);
      await slow(total).toContainText('2,000.00');
      await page.getByRole('combobox', { name: t.bank, exact: true }).selectOption('bKash');
      const account = page.getByRole('textbox', { name: t.accountNumber });
      await account.fill('01212345678');
      await account.blur();
      await slow(page.getByText(t.badNumber)).toBeVisible();
      await account.fill('01812345678');
      await page.getByRole('button', { name: t.bind }).click();
      await slow(page.getByText(t.bound)).toBeVisible();
      const form = page.getByRole('region', { name: t.form });
      await form.getByRole('combobox', { name: t.toAccount }).selectOption({ label: 'bKash ····5678' });
      await form.getByRole('textbox', { name: t.amount }).fill('600');
      await form.getByLabel(t.password).fill('246810');
      await form.getByRole('button', { name: t.withdraw }).click();
      await slow(page.getByText(t.requested)).toBeVisible();
      await slow(total).toContainText('1,400.00');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // …then a bKash deposit through the sandbox provider.
      await page.goto('/member?page=depositv2');
      await page.getByRole('radio', { name: /bKash/ }).check();
      await page.getByRole('textbox', { name: t.amount }).fill('1000');
      const number = page.getByRole('textbox', { name: t.wallet });
      await number.fill('09171234567');
      await number.blur();
      await slow(page.getByText(t.badNumber)).toBeVisible();
      await number.fill('01712345678');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: t.pay }).click();
      await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\//);
      await slow(page.getByText(t.payWith)).toBeVisible();
      await slow(page.locator('dd.method span', { hasText: /^bKash$/ })).toBeVisible();
      await slow(page.getByText('017•••••678')).toBeVisible();
      await page.getByRole('button', { name: t.sandboxPay, exact: true }).click();
      await page.waitForURL(/\/member\?page=depositv2&deposit=/);
      await slow(page.getByText(t.credited)).toBeVisible();

      // The deposit's wagering requirement (Tiger Star: 100 %) now locks the balance: the page says
      // nothing can be withdrawn, and why, instead of a figure the request would refuse.
      await page.goto('/member?page=withdraw');
      await slow(total).toContainText(t.withdrawableNow);
      await slow(total).toContainText('0.00');
      await slow(page.getByRole('note').filter({ hasText: t.locked })).toContainText('1,000.00');
    });
  }
});
