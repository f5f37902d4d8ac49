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

test('hydrates into the document the server sent, and a client navigation brings the next page its head tags', async ({
  page,
}) => {
  await page.goto('/recipes');
  await expect(page.locator('main article').first()).toBeVisible();
  // One <html>, one stylesheet, the head's tags as the server wrote them.
  const head = () =>
    page.evaluate(() => ({
      htmlElements: document.querySelectorAll('html').length,
      stylesheets: document.head.querySelectorAll('link[rel="stylesheet"]').length,
      titles: document.querySelectorAll('title').length,
      title: document.title,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    }));
  const listHead = await head();
  expect(listHead).toMatchObject({ htmlElements: 1, stylesheets: 1, titles: 1, descriptions: 1 });
  expect(listHead.canonical).toMatch(/\/recipes$/);

  // A client navigation (the page's own state survives it) to a recipe: its title and canonical link.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/recipe\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  await expect.poll(async () => (await head()).title).toContain(name);
  const recipeHead = await head();
  expect(recipeHead).toMatchObject({ htmlElements: 1, stylesheets: 1, titles: 1, descriptions: 1 });
  expect(recipeHead.canonical).toMatch(/\/recipe\/\d+\//);
});
