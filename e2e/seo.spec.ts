import { expect, test } from './fixtures.ts';

test.describe('404, sitemap, robots and head tags', () => {
  test('unknown paths answer 404 with the translated page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('404 in German and Vietnamese', async ({ page }) => {
    expect((await page.goto('/gibt-es-nicht?lang=de'))!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    expect((await page.goto('/khong-co?lang=vi'))!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  });

  test('API paths keep the JSON 404', async ({ request }) => {
    const response = await request.get('/api/v1/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  test('sitemap lists pages and recipes with language alternates', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/categories</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/recipes?category=soups</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/recipe/\\d+/`));
    expect(xml).toContain(`hreflang="vi" href="${baseURL}/about?lang=vi"`);
  });

  test('robots.txt keeps personal pages out and names the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    for (const path of ['/profile', '/my-recipes', '/recipe/new', '/submit-recipe', '/*/edit']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('home page head: title, description, canonical, Open Graph, Twitter and hreflang', async ({ page, baseURL }) => {
    await page.goto('/?lang=de');
    await expect(page).toHaveTitle('RecipeShare – Hausmannskost aus aller Welt');
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /Rezepte/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-default.png`);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', `${baseURL}/?lang=en`);
    await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/`);
    expect((await page.request.get('/og-default.png')).headers()['content-type']).toBe('image/png');
  });

  test('a recipe with a photo shares its 1200×630 JPEG crop', async ({ page }) => {
    await page.goto('/recipes?category=noodles-rice');
    const card = page
      .locator('main article')
      .filter({ has: page.getByRole('heading', { name: 'Phở bò', exact: true }) });
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Phở bò' })).toBeVisible();
    const head = page.locator('head');
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/media\/\d+\/[0-9a-f]+-og\.jpg$/);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(head.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/jpeg');
    const served = await page.request.get(image!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
  });
});
