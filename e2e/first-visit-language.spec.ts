import { expect, test } from '@playwright/test';

/**
 * A first visit (no cookie, no stored choice) follows the browser's languages; a choice the
 * visitor made (the cookie the language menu writes, or ?lang=) still wins.
 */
for (const [locale, language] of [
  ['de-DE', 'de'],
  ['vi-VN', 'vi'],
] as const) {
  test(`a first visit with the browser in ${locale} comes in ${language}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale, baseURL });
    const page = await context.newPage();
    await page.goto('/categories');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Once the page runs, it remembers the language it came in (as the menu would); the choice
    // below is made after that, or the page would write its own cookie over it.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value)
      .toBe(language);

    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/categories');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/categories?lang=vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await context.close();
  });
}
