import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught exception in the page, unless the test
 * expects it (an intentional 404 document, say) by listing it in `allowConsole`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsole: RegExp[] }>({
  allowConsole: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsole }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowConsole.some((re) => re.test(message.text())))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** Serious accessibility problems found by axe on the current page. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Switches a brand setting through the development page, as a developer would. */
export async function devPost(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, {
    form,
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}
