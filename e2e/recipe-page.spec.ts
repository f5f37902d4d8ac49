import type { APIRequestContext, Page } from '@playwright/test';
import type { Recipe, RecipeImage } from '@recipes/contracts';
import { createRecipeViaApi, expect, registerMember, test, useLanguage, type Member } from './fixtures.ts';

/** Photos of the seeded sample recipes, reused so a test recipe has a real gallery. */
async function samplePhotos(request: APIRequestContext, count: number): Promise<RecipeImage[]> {
  const response = await request.get('/api/v1/recipes?pageSize=100');
  const recipes = (await response.json()) as Recipe[];
  const photos = recipes.flatMap((recipe) => recipe.images);
  expect(photos.length).toBeGreaterThanOrEqual(count);
  return photos.slice(0, count);
}

async function galleryRecipe(request: APIRequestContext, owner: Member): Promise<Recipe> {
  return createRecipeViaApi(request, owner, {
    images: await samplePhotos(request, 3),
    description: 'Family recipe, see https://example.com/goulash for the story.\nSecond line <script>alert(1)</script>',
  });
}

/** Clicks a button and answers the alert it opens (the page is blocked until then), returning its text. */
async function alertAfterClick(page: Page, buttonName: string): Promise<string> {
  const message = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await page.getByRole('button', { name: buttonName }).click();
  return message;
}

function pathOf(recipe: Recipe): string {
  return `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`;
}

test.describe('recipe page, signed out', () => {
  test('shows read-only stars, no Edit button, a working gallery and copy link', async ({ page, request, context }) => {
    const owner = await registerMember(request);
    const recipe = await galleryRecipe(request, owner);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pathOf(recipe));

    await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    const rating = page.getByTestId('recipe-rating');
    await expect(rating.getByRole('link', { name: 'Sign in to rate this recipe' })).toBeVisible();
    await expect(rating.getByRole('button')).toHaveCount(0);
    await expect(rating.getByRole('img', { name: 'Not rated yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Recipe' })).toHaveCount(0);

    // Ingredients: the '#' entry is a heading, not a bullet.
    await expect(page.getByRole('heading', { level: 3, name: 'Stew' })).toBeVisible();
    await expect(page.locator('li', { hasText: '# Stew' })).toHaveCount(0);
    // Description: links clickable, markup shown as text.
    await expect(page.getByRole('link', { name: 'https://example.com/goulash' })).toHaveAttribute(
      'href',
      'https://example.com/goulash',
    );
    await expect(page.getByText('Second line <script>alert(1)</script>')).toBeVisible();

    const main = page.getByTestId('gallery-main');
    await expect(main).toHaveAttribute('src', recipe.images[0]!.image);
    await page.getByRole('button', { name: 'Show photo 3 of 3' }).click();
    await expect(main).toHaveAttribute('src', recipe.images[2]!.image);
    await expect(page.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-pressed', 'true');

    await expect.poll(() => alertAfterClick(page, 'Copy link')).toBe('Recipe link copied to clipboard!');
  });

  test('the server HTML carries the title, Open Graph tags and a schema.org Recipe', async ({ request }) => {
    const owner = await registerMember(request, 'Oma Hilde');
    const recipe = await galleryRecipe(request, owner);
    const response = await request.get(pathOf(recipe));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${recipe.name} - RecipeShare Recipe</title>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(script).not.toBeNull();
    const jsonLd = JSON.parse(script![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: recipe.name,
      author: { '@type': 'Person', name: 'Oma Hilde' },
      prepTime: 'PT20M',
      cookTime: 'PT2H',
      totalTime: 'PT2H20M',
      recipeIngredient: ['800 g beef shoulder', '3 onions', '2 tbsp sweet paprika'],
      recipeCategory: 'Main Dishes',
      recipeCuisine: 'German',
    });
    expect((jsonLd.image as string[])[0]).toMatch(/^https?:\/\//);
    expect(jsonLd.aggregateRating).toBeUndefined();
    expect((jsonLd.recipeInstructions as { '@type': string }[])[0]?.['@type']).toBe('HowToStep');
  });

  test('a wrong or missing slug redirects to the canonical address; unknown ids are 404', async ({ request, page }) => {
    const owner = await registerMember(request);
    const recipe = await createRecipeViaApi(request, owner);
    for (const path of [`/recipe/${recipe.id}`, `/recipe/${recipe.id}/wrong-slug`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(pathOf(recipe));
    }
    const missing = await page.goto('/recipe/987654321/nothing');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const inactive = await createRecipeViaApi(request, owner, { active: false });
    expect((await request.get(pathOf(inactive))).status()).toBe(404);
  });

  test('in German: translated page, Alexa shopping list and copy-link alert', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const owner = await registerMember(request);
    const recipe = await createRecipeViaApi(request, owner);
    await useLanguage(context, baseURL!, 'de');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pathOf(recipe));
    await expect(page.getByRole('heading', { level: 2, name: 'Zutaten' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kategorie: Hauptgerichte' })).toHaveAttribute(
      'href',
      '/recipes?category=main-dishes',
    );
    await expect(page.getByText('2 Std. 20 Min.')).toBeVisible();
    await expect(page).toHaveTitle(`${recipe.name} - RecipeShare Rezept`);
    const alexa = await page.getByRole('link', { name: 'An Alexa senden' }).getAttribute('href');
    expect(decodeURIComponent(alexa ?? '')).toContain('- 800 g beef shoulder');
    await expect.poll(() => alertAfterClick(page, 'Link kopieren')).toBe('Rezept-Link in die Zwischenablage kopiert!');
  });
});

test.describe('recipe page, signed in', () => {
  test('a member rates, sees the average and count update, then changes the rating', async ({
    signedInPage: page,
    request,
  }) => {
    const owner = await registerMember(request);
    const recipe = await createRecipeViaApi(request, owner);
    await page.goto(pathOf(recipe));
    const rating = page.getByTestId('recipe-rating');
    await expect(rating.getByText('Click a star to rate this recipe.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Recipe' })).toHaveCount(0);

    await rating.getByRole('button', { name: 'Rate 4 out of 5 stars' }).click();
    await expect(page.getByTestId('rating-summary')).toHaveText('4.0 · 1 rating');
    await expect(rating.getByText('Thanks! Your rating has been saved.')).toBeVisible();
    await expect(rating.getByRole('button', { name: 'Rate 4 out of 5 stars' })).toHaveAttribute('aria-pressed', 'true');

    // Keyboard: focus the stars, move left twice, press Enter.
    await rating.getByRole('button', { name: 'Rate 4 out of 5 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('rating-summary')).toHaveText('2.0 · 1 rating');

    await page.reload();
    await expect(page.getByTestId('recipe-rating').getByText('Your rating: 2 of 5')).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toHaveText('2.0 · 1 rating');
  });

  test('the creator sees Edit Recipe', async ({ signedInPage: page, request, member }) => {
    const recipe = await createRecipeViaApi(request, member);
    await page.goto(pathOf(recipe));
    const edit = page.getByRole('link', { name: 'Edit Recipe' });
    await expect(edit).toBeVisible();
    await expect(edit).toHaveAttribute('href', `${pathOf(recipe)}/edit`);
  });

  test('in Vietnamese a failed rating shows a translated message', async ({
    signedInPage: page,
    request,
    context,
    baseURL,
  }) => {
    const owner = await registerMember(request);
    const recipe = await createRecipeViaApi(request, owner);
    await useLanguage(context, baseURL!, 'vi');
    await page.route('**/api/v1/ratings', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.goto(pathOf(recipe));
    await page.getByRole('button', { name: 'Đánh giá 5 trên 5 sao' }).click();
    await expect(page.getByText('Rất tiếc, không thể lưu đánh giá của bạn. Vui lòng thử lại.')).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toHaveText('Chưa có đánh giá');
  });
});
