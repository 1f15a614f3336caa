import { devPost, expect, isPhone, test } from './fixtures';

/** The second brand, by domain: its own theme, languages and navigation. */
test('jade.localhost is Jade Palace, in English and Filipino', async ({ page, baseURL }) => {
  const url = new URL(baseURL as string);
  url.hostname = 'jade.localhost';
  await page.goto(url.toString());
  await expect(page).toHaveTitle('Jade Palace | Fortune favours the jade');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim(),
  );
  expect(primary).toBe('#1fd39a');
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  // The page renders in slices after load: wait for the selector before reading it.
  await expect(page.getByLabel('Language').locator('option')).toHaveText(['English', 'Filipino']);
  await page.getByLabel('Language').selectOption('fil');
  await expect(page.getByRole('heading', { level: 1, name: 'Swerte sa bawat laro' })).toBeVisible();
  await expect(page.getByText('Players must be 21 or older', { exact: false })).toHaveCount(0);
});

test.describe('system status variants', () => {
  test('maintenance shows the maintenance page with customer service', async ({ page }) => {
    await devPost(page, '/__dev/brands/TIGER/maintenance', { enabled: '1' });
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
      await expect(page.getByText('We are upgrading our games and payments.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
        'href',
        'https://chat.tigerstar.example/',
      );
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    } finally {
      await devPost(page, '/__dev/brands/TIGER/maintenance', { enabled: '0' });
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Game categories' })).toBeVisible();
  });

  test('a blocked region shows the visitor address and customer service', async ({ page }) => {
    await devPost(page, '/__dev/brands/TIGER/region', { action: 'block-me' });
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
      await expect(page.getByText('127.0.0.1')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Customer service' })).toBeVisible();
    } finally {
      await devPost(page, '/__dev/brands/TIGER/region', { action: 'clear' });
    }
  });
});
