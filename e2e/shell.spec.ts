import { expect, isPhone, seriousA11yViolations, test } from './fixtures';

test.describe('home page', () => {
  test('renders the brand, navigation and categories in English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Tiger Star | Play bold, win big');
    await expect(page.getByRole('heading', { level: 1, name: 'Play bold, win big' })).toBeVisible();
    await expect(page.getByText('Welcome to Tiger Star')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Game categories' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Live Casino\s+4 providers/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' }).first()).toBeVisible();
    // Footer: every vendor once, and the help links.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'DS88 Sabong' })).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Help centre' })).toBeVisible();
    await expect(footer.getByText('Players must be 18 or older.')).toBeVisible();
  });

  test('has no serious accessibility problems', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('switches to Bengali and keeps the choice', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByLabel('Language').selectOption('bn');
    await expect(page.getByRole('heading', { level: 1, name: 'সাহস করে খেলুন, বড় জিতুন' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'গেমের ক্যাটাগরি' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'গেমের ক্যাটাগরি' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Back to English for the tests that follow.
    if (isPhone(page)) await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await page.getByLabel('ভাষা').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Game categories' })).toBeVisible();
  });
});

test.describe('routes', () => {
  test('/login shows home at / with the login popup open', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Play bold, win big' })).toBeAttached();
  });

  test('/register opens the registration popup, which an outside click does not close', async ({ page }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the lottery pages send a visitor to /login', async ({ page }) => {
    await page.goto('/vnLottery?gameCode=VN01');
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/agentHome sends a visitor back to /agent', async ({ page }) => {
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('heading', { name: 'Agent centre' })).toBeVisible();
    await expect(page.getByText('Remember')).toHaveCount(0);
  });

  test('every game centre lists its vendors, and playing asks a visitor to log in', async ({ page }) => {
    await page.goto('/cockfight');
    await expect(page.getByRole('heading', { level: 1, name: 'Cockfight' })).toBeVisible();
    await page.getByRole('button', { name: 'Play DS88 Sabong' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  });

  test('a list centre filters by vendor through the query', async ({ page }) => {
    await page.goto('/rng');
    await page.getByRole('button', { name: 'Lucky Reels' }).click();
    await expect(page).toHaveURL(/vassalage=LKR/);
    await expect(page.getByText('210 games')).toBeVisible();
    await page.getByRole('button', { name: 'Hot' }).click();
    await expect(page).toHaveURL(/filter=HOT/);
  });

  test('the side menu is hidden on /seamless and shown elsewhere', async ({ page }) => {
    await page.goto('/seamless');
    await expect(page.getByRole('heading', { name: 'No game is open' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await page.goto('/live');
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test.describe(() => {
    // The document itself answers 404, which the browser reports on the console.
    test.use({ allowConsole: [/status of 404/] });
    test('unknown pages show the not-found page', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    });
  });

  test('help centre opens the article named by the anchor', async ({ page }) => {
    // /help is the help popup over the home page (ADR 0046).
    await page.goto('/help?anchor=terms');
    const help = page.getByRole('dialog', { name: 'Help centre' });
    await expect(help.getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeVisible();
    await help.getByRole('button', { name: 'Deposits' }).click();
    await expect(help.getByRole('heading', { level: 2, name: 'Deposits' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('navigation', () => {
  test('a side-menu choice navigates, hides the loader and scrolls to the top', async ({ page }) => {
    await page.goto('/');
    // The page renders in slices after load: scroll once it is tall enough.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 1500);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(200);
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Fishing' }).click();
    await expect(page).toHaveURL(/\/fish$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
    await expect(page.locator('.route-progress--active')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('dialogs freeze page scroll and give it back on close', async ({ page }) => {
    await page.goto('/');
    // The page renders in slices after load: scroll once it is tall enough.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 600);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(200);
    const before = await page.evaluate(() => window.scrollY);
    // Click where the button is, without the automatic scrolling a locator click does.
    const box = await page.getByRole('button', { name: 'Register' }).first().boundingBox();
    await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');
    // Focus stays inside the dialog.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});
