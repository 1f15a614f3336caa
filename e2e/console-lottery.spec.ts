import type { Page } from '@playwright/test';
import { consoleA11yViolations, consoleOperator, openScreen } from './console-helpers';
import { expect, test } from './fixtures';

/** The DE odds TIGER's players are offered on VN 5' (the lottery menu of prize mode LOTT). */
async function playerDeOdds(page: Page): Promise<string | undefined> {
  const res = await page.request.get('/lgw/vn/games/game_menu?prizeMode=LOTT', {
    headers: { 'x-merchant': 'TIGER' },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    value: { games: { gameCode: string; betTypes: { type: string; odds: { odds: string }[] }[] }[] };
  };
  return body.value.games.find((g) => g.gameCode === 'VNL-VN5')?.betTypes.find((b) => b.type === 'DE')
    ?.odds[0]?.odds;
}

test.describe('console: lottery settings', () => {
  // The refused odds answer 400, which the browser logs.
  test.use({ allowConsole: [/status of 400 /] });

  test('an owner sets odds, a return over 99% is refused on its bet type, and players get the new odds', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await consoleOperator(page, 'owner');
    await openScreen(page, 'Games');
    await page.getByRole('tab', { name: 'Lottery' }).click();
    const card = page.getByRole('region', { name: "VN 5'" });
    await expect(card.getByRole('table', { name: "Odds and return to player of VN 5'" })).toBeVisible();
    await expect(card.getByRole('row', { name: /Đề/ })).toContainText('98.00%');
    expect(await consoleA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: "Edit VN 5'", exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Schedule and odds: VN 5'" });
    const de = dialog.getByLabel(/^DE odds/);
    await de.fill('99.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('At these odds the bet returns 99.50% to players')).toBeVisible();
    expect(await consoleA11yViolations(page)).toEqual([]);
    expect(await playerDeOdds(page)).toBe('98.00');

    await de.fill('97');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText("Saved VN 5'");
    await expect(card.getByRole('row', { name: /Đề/ })).toContainText('97.00%');
    await expect.poll(() => playerDeOdds(page)).toBe('97.00');

    // Back to the standard odds, so the other journeys meet the published table.
    await page.getByRole('button', { name: "Edit VN 5'", exact: true }).click();
    await dialog.getByLabel(/^DE odds/).fill('98');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => playerDeOdds(page)).toBe('98.00');
  });
});
