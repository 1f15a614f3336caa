import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, totpCode, uniqueName } from './fixtures';

/** Every accessibility problem axe finds on the page (the console allows none). */
async function a11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A new owner of TIGER, signed in to the console (enrolling the authenticator). */
async function signedInOwner(page: Page) {
  const operator = uniqueName('gam');
  const created = await page.request.post('/__dev/operators', {
    data: { merchant: 'TIGER', username: operator, password: 'Console#Pass1', role: 'owner' },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/admin/login');
  await page.getByLabel('Brand code').fill('TIGER');
  await page.getByLabel('Username').fill(operator);
  await page.getByLabel('Password').fill('Console#Pass1');
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('code.secret').textContent()) ?? '';
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(key));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const recovery = page.getByRole('button', { name: 'I have saved them' });
  const landing = page.getByRole('heading', { name: /^(Dashboard|My account)$/, level: 1 });
  await expect(recovery.or(landing)).toBeVisible();
  if (await recovery.isVisible()) await recovery.click();
  await expect(landing).toBeVisible();
}

/** The in-house games TIGER's lobby lists for players. */
async function lobbyGames(page: Page): Promise<string[]> {
  const res = await page.request.get('/lgw/games/list?gameType=BGS&filter=ALL&pageNo=1&pageSize=20', {
    headers: { 'x-merchant': 'TIGER' },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { value: { content: { gameName: string }[] } };
  return body.value.content.map((g) => g.gameName);
}

test.describe('console: games', () => {
  // The refused risk limits answer 400, which the browser logs.
  test.use({ allowConsole: [/status of 400 /] });

  test('an owner hides a game, the player lobby drops it, and shows it again', async ({ page }) => {
    // Sign-in with enrolment, three axe passes and the lobby polls take longer than the default.
    test.setTimeout(90_000);
    await signedInOwner(page);
    await page.goto('/admin/games');
    await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
    // Vendors per category, with keyboard-reachable move buttons named for the vendor.
    await expect(page.getByRole('button', { name: /^Move .+ down$/ }).first()).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Games' }).click();
    await page.getByLabel('Search by name or code').fill('Keno');
    const shown = page.getByRole('switch', { name: 'Show Keno', exact: true });
    await expect(shown).toBeChecked();
    expect(await a11yViolations(page)).toEqual([]);
    expect(await lobbyGames(page)).toContain('Keno');

    await shown.click();
    await expect(page.getByRole('status')).toContainText('Saved');
    await expect(shown).not.toBeChecked();
    await expect.poll(() => lobbyGames(page)).not.toContain('Keno');

    await shown.click();
    await expect(shown).toBeChecked();
    await expect.poll(() => lobbyGames(page)).toContain('Keno');

    // The edit dialog: the game's own limits, a largest win below its largest bet refused on its field.
    await page.getByRole('button', { name: 'Edit Keno', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Keno' });
    await dialog.getByLabel(/^Largest bet/).fill('100');
    await dialog.getByLabel(/^Largest win of one bet/).fill('50');
    await dialog.getByRole('button', { name: 'Save limits' }).click();
    await expect(dialog.getByText('The largest win cannot be below the largest bet.')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The risk limits: a minimum above the maximum is refused on its field.
    await page.getByRole('tab', { name: 'Risk limits' }).click();
    const min = page.getByLabel(/^Minimum bet/).first();
    await min.fill('999999');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save limits' }).click();
    await expect(page.getByText('The minimum bet cannot be above the maximum bet.')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
