import { expect, test } from './fixtures.ts';

// Server HTML and the first client render must match: a mismatch logs an error and React
// throws the server HTML away. The 404 page's own status is the one expected resource error.
for (const [path, language] of [
  ['/', 'en'],
  ['/categories', 'de'],
  ['/no-such-page', 'vi'],
] as const) {
  test(`hydrates ${path} in ${language} without errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${path}?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(errors).toEqual([]);
  });
}

test('loads only the translations the page uses', async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', (response) => {
    const match = /\/assets\/(common|recipes|account|pages|editor)-[\w-]+\.js$/.exec(response.url());
    if (match?.[1]) loaded.push(match[1]);
  });
  await page.goto('/categories');
  const listed = JSON.parse((await page.locator('#i18n-namespaces').textContent()) ?? '[]') as string[];
  expect(listed).toContain('common');
  expect(listed).not.toContain('editor');
  expect(new Set(loaded)).toEqual(new Set(listed));
});
