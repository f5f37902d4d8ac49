import type { Language, Recipe } from '@recipes/contracts';
import { startFixtureSite, type FixtureSite } from '../apps/server/src/modules/recipe-import/fixtures/fixture-site.ts';
import { authorised, ownRecipes } from './editor-helpers.ts';
import { createRecipeViaApi, expect, test, useLanguage } from './fixtures.ts';

// CONTRACT "Import and export": import from saved pages of three sites (en, de, vi) served here,
// then save; import of an export file. The e2e server runs with IMPORT_ALLOW_PRIVATE=true.
let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => site.close());

const sites: {
  language: Language;
  page: string;
  name: string;
  ingredient: string;
  category: string;
  photos: number;
  labels: { importButton: string; name: string; category: string; create: string; filled: RegExp };
}[] = [
  {
    language: 'en',
    page: 'en-wprm-yoast-chocolate-chip-cookies.html',
    name: 'Chewy Chocolate Chip Cookies',
    ingredient: '1 large egg + 1 egg yolk',
    category: 'desserts',
    photos: 4,
    labels: {
      importButton: 'Import from link',
      name: 'Recipe name',
      category: 'Category',
      create: 'Create Recipe',
      filled: /Filled in from 127\.0\.0\.1/,
    },
  },
  {
    language: 'de',
    page: 'de-wprm-yoast-zwetschgenkuchen.html',
    name: 'Zwetschgenkuchen vom Blech mit Streuseln',
    ingredient: '2 kg Zwetschgen',
    category: 'baking',
    photos: 2,
    labels: {
      importButton: 'Über Link importieren',
      name: 'Name des Rezepts',
      category: 'Kategorie',
      create: 'Rezept erstellen',
      filled: /Von 127\.0\.0\.1 übernommen/,
    },
  },
  {
    language: 'vi',
    page: 'vi-jsonld-sections-pho-bo.html',
    name: 'Phở bò Hà Nội',
    ingredient: '3 hoa hồi',
    category: 'main-dishes',
    photos: 2,
    labels: {
      importButton: 'Nhập từ liên kết',
      name: 'Tên công thức',
      category: 'Danh mục',
      create: 'Tạo công thức',
      filled: /Đã điền từ 127\.0\.0\.1/,
    },
  },
];

test.describe('import a recipe', () => {
  // Each test fetches a page and its photos, saves, and opens pages: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const each of sites) {
    test(`from a saved ${each.language} site, then save it`, async ({
      signedInPage: page,
      member,
      request,
      context,
      baseURL,
    }) => {
      await useLanguage(context, baseURL!, each.language);
      await page.goto('/my-recipes');
      await page.getByTestId('import-entry').click();
      await expect(page).toHaveURL(/\/recipe\/new#import$/);
      const panel = page.getByTestId('import-panel');
      await expect(panel).toHaveAttribute('open', '');
      const pageUrl = site.page(each.page);
      await panel.getByRole('textbox').fill(pageUrl);
      await panel.getByRole('button', { name: each.labels.importButton }).click();
      await expect(panel.getByTestId('import-status')).toHaveText(each.labels.filled, { timeout: 20_000 });

      await expect(page.getByRole('textbox', { name: each.labels.name, exact: true })).toHaveValue(each.name);
      await expect(page.getByRole('combobox', { name: each.labels.category, exact: true })).toHaveValue(each.category);
      await expect(page.getByTestId('editor-photo')).toHaveCount(each.photos);
      await page.getByRole('button', { name: each.labels.create }).click();
      // Issue 41: a new recipe opens its own page (with a "Recipe created" notice), not the list.
      await expect(page).toHaveURL(/\/recipe\/\d+(\/[^/]+)?$/);

      const saved = (await ownRecipes(request, member)).find((recipe) => recipe.name === each.name);
      expect(saved).toBeDefined();
      expect(saved!.sourceURL).toBe(pageUrl);
      expect(saved!.recipeIngredients).toContain(each.ingredient);
      expect(saved!.images).toHaveLength(each.photos);
      for (const image of saved!.images) expect(image.image).toMatch(new RegExp(`^/media/${member.id}/`));

      // The recipe page names its source as a link that passes on no ranking and no opener.
      await page.goto(`/recipe/${saved!.id}`);
      const source = page.getByRole('link', { name: '127.0.0.1', exact: true });
      await expect(source).toHaveAttribute('href', pageUrl);
      await expect(source).toHaveAttribute('rel', /nofollow/);
      await expect(source).toHaveAttribute('rel', /noopener/);
    });
  }

  test('shows the server’s message when a page has no recipe', async ({ signedInPage: page }) => {
    await page.goto('/recipe/new');
    await page.getByText('Import a recipe').first().click();
    const panel = page.getByTestId('import-panel');
    await panel.getByRole('textbox').fill(site.page('en-no-recipe-blog-post.html'));
    await panel.getByRole('button', { name: 'Import from link' }).click();
    await expect(panel.getByRole('alert')).toContainText('The recipe could not be imported from this link.');
    await expect(panel.getByRole('alert')).toContainText('No recipe was found on that page.');
    await expect(page.getByRole('textbox', { name: 'Recipe name', exact: true })).toHaveValue('');
  });

  test('of an exported recipe file and of the whole collection', async ({ signedInPage: page, member, request }) => {
    const original = await createRecipeViaApi(request, member, { name: `Exported Goulash ${Date.now()}` });
    const download = await request.get(`/api/v1/recipes/${original.id}/export`);
    expect(download.headers()['content-type']).toContain('application/ld+json');

    await page.goto(`/recipe/${original.id}`);
    await expect(page.getByTestId('download-json-ld')).toHaveAttribute('href', `/api/v1/recipes/${original.id}/export`);

    await page.goto('/recipe/new#import');
    const panel = page.getByTestId('import-panel');
    await panel.getByRole('tab', { name: 'Export file' }).click();
    await panel.getByLabel('Export file (.json or .jsonld)').setInputFiles({
      name: 'goulash.jsonld',
      mimeType: 'application/ld+json',
      buffer: await download.body(),
    });
    await panel.getByRole('button', { name: 'Import file' }).click();
    await expect(panel.getByTestId('import-status')).toContainText('1 recipe was imported:');
    await panel.getByRole('link', { name: original.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: original.name })).toBeVisible();

    const collection = await request.get('/users/me/export', authorised(member));
    await page.goto('/recipe/new#import');
    await panel.getByRole('tab', { name: 'Export file' }).click();
    await panel.getByLabel('Export file (.json or .jsonld)').setInputFiles({
      name: 'my-collection.json',
      mimeType: 'application/json',
      buffer: await collection.body(),
    });
    await panel.getByRole('button', { name: 'Import file' }).click();
    await expect(panel.getByTestId('import-status')).toContainText('2 recipes were imported:');
    const names = (await ownRecipes(request, member)).map((recipe: Recipe) => recipe.name);
    expect(names.filter((name) => name === original.name)).toHaveLength(4);
  });
});
