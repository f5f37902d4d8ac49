import type { Recipe } from '@recipes/contracts';
import { createRecipeViaApi, expect, registerMember, test, uniqueSuffix, useLanguage } from './fixtures.ts';

const cards = 'main article';

test.describe('recipe list', () => {
  test('lists every recipe as cards with name, photo, description and stars', async ({ page }) => {
    const response = await page.goto('/recipes');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'All Recipes' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toContainText(/\d+ recipes/);
    const count = await page.locator(cards).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(24);

    // Other tests add recipes without photos meanwhile; every sample recipe has one.
    const withPhoto = page.locator(cards).filter({ has: page.locator('img') });
    const first = withPhoto.first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/recipe\/\d+\/[^/]+$/);
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    const image = first.locator('img');
    await expect(image).toHaveAttribute('srcset', /400w.*800w/);
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '300');
    await expect(image).toHaveAttribute('alt', /.+/);
    await expect(first.getByRole('img', { name: /Rated|Not rated yet/ })).toBeVisible();
    await expect(first).toContainText(/\(\d+\)/);
    // Only the first row loads at once.
    expect(await page.locator(`${cards} img[loading="eager"]`).count()).toBeLessThanOrEqual(4);
    await expect(withPhoto.last().locator('img')).toHaveAttribute('loading', 'lazy');

    await expect(page).toHaveTitle('All Recipes | RecipeShare');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/recipes$/);
  });

  test('a new recipe shows its short description, five empty stars and (0)', async ({ page, request }) => {
    const owner = await registerMember(request);
    const marker = uniqueSuffix();
    const recipe: Recipe = await createRecipeViaApi(request, owner, {
      name: `Card Check ${marker}`,
      shortDescription: `Crisp outside, soft inside ${marker}. `.repeat(12),
    });
    await page.goto(`/recipes/${marker}`);
    const card = page.locator(cards).filter({ hasText: recipe.name });
    await expect(card).toHaveCount(1);
    await expect(card.locator('[data-stars]')).toHaveAttribute('data-stars', '0');
    await expect(card).toContainText('(0)');
    const description = card.locator('p');
    // Clamped to three lines: the box is far shorter than the full text would be.
    const lineHeight = await description.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    const height = (await description.boundingBox())?.height ?? 0;
    expect(height).toBeLessThanOrEqual(lineHeight * 3 + 2);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}/`));
    await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  });

  test('searching for pho finds the seeded Phở bò', async ({ page }) => {
    await page.goto('/recipes');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('pho');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/recipes\/pho$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “pho”' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toContainText(/recipes? found/);
    // By its exact name: other specs import recipes such as "Phở bò Hà Nội" into the same site.
    await expect(
      page.locator(cards).filter({ has: page.getByRole('heading', { name: 'Phở bò', exact: true }) }),
    ).toHaveCount(1);
  });

  test('an unknown search says so and offers a way on', async ({ page }) => {
    await page.goto('/recipes/zzqxv-nothing');
    await expect(page.getByRole('heading', { name: 'No recipes match “zzqxv-nothing”' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('0 recipes found');
    await page.getByRole('link', { name: 'Browse all recipes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Recipes' })).toBeVisible();
  });

  test('a search of punctuation alone, which no recipe can match, leads to the whole list', async ({ page }) => {
    await page.goto('/recipes/%25%3C%3E?sort=rating');
    await expect(page).toHaveURL(/\/recipes\?sort=rating$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Recipes' })).toBeVisible();
  });

  test('the category filter shows that category under its name', async ({ page }) => {
    await page.goto('/recipes?category=noodles-rice');
    await expect(page.getByRole('heading', { level: 1, name: 'Noodles & Rice' })).toBeVisible();
    await expect(
      page.locator(cards).filter({ has: page.getByRole('heading', { name: 'Phở bò', exact: true }) }),
    ).toHaveCount(1);
    await expect(page).toHaveTitle('Noodles & Rice Recipes | RecipeShare');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/recipes\?category=noodles-rice$/);
  });

  test('an unknown category is a 404 page saying so in each language, never its raw key', async ({ page }) => {
    const headings = {
      en: 'We don’t know this category',
      de: 'Diese Kategorie kennen wir nicht',
      vi: 'Chúng tôi không tìm thấy danh mục này',
    };
    for (const [language, heading] of Object.entries(headings)) {
      const response = await page.goto(`/recipes?category=zzqx-nonsense&lang=${language}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('zzqx-nonsense')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`^${heading}`));
    }
  });

  test('pagination moves between pages with ?page=', async ({ page }) => {
    await page.goto('/recipes');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstOnPageOne = await page.locator(cards).first().textContent();
    await pages.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/recipes\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator(cards).first()).not.toHaveText(firstOnPageOne ?? '');
    await pages.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('in German the list, filter and empty state are translated', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/recipes?category=noodles-rice');
    await expect(page.getByRole('heading', { level: 1, name: 'Nudeln & Reis' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toContainText(/\d+ Rezepte?/);
    await page.goto('/recipes/zzqxv-nichts');
    await expect(page.getByRole('heading', { name: 'Keine Rezepte zu „zzqxv-nichts“ gefunden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alle Rezepte ansehen' })).toBeVisible();
  });

  test('in Vietnamese the heading and count are translated', async ({ page }) => {
    await page.goto('/recipes?lang=vi');
    await expect(page.getByRole('heading', { level: 1, name: 'Tất cả công thức' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toContainText('công thức');
  });
});
