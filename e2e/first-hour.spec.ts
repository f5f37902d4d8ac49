import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Language, Recipe } from '@recipes/contracts';
import { axeVersion, runAxe, violationLines } from './axe.ts';
import { recipeWithPhotos } from './editor-helpers.ts';
import { createRecipeViaApi, expect, registerMember, test, useLanguage } from './fixtures.ts';

// Issue 41, a newcomer's first hour, on a phone in each language: amounts as the author wrote
// them, scaling that reads well, the new recipe's own page after "Create Recipe", places that can
// be found, a copy that never overwrites typing, and the accessibility rough edges.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

type Texts = Record<string, unknown>;
/** A text of the site's own locale files (`nav.menu`), so the checks follow the wording. */
function text(language: Language, namespace: string, key: string): string {
  const file = new URL(`../apps/web/app/i18n/locales/${language}/${namespace}.json`, import.meta.url);
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Texts)[part], JSON.parse(readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value;
}

const pathOf = (recipe: Recipe) => `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`;
const ingredientList = (page: Page) => page.getByTestId('ingredient-list');

const cases = [
  {
    language: 'en',
    ingredients: ['100 g flour', '2 eggs', '200 g butter'],
    yield: '4 servings',
    asWritten: '100 g flour',
    us: '¾ cup flour',
    oneEgg: /^1 egg$/,
    butter: { stored: '200 g butter', us: '⅞ cup butter' },
    created: 'Recipe created',
    preset: 'Cooking Tips',
    h1: 'RecipeShare – home cooking from around the world',
  },
  {
    language: 'de',
    ingredients: ['100 g Mehl', '2 Eier', '200 g Butter'],
    yield: '4 Portionen',
    asWritten: '100 g Mehl',
    us: '¾ Tasse Mehl',
    oneEgg: /^1 Ei$/,
    butter: { stored: '200 g Butter', us: '⅞ Tasse Butter' },
    created: 'Rezept erstellt',
    preset: 'Kochtipps',
    h1: 'RecipeShare – Hausmannskost aus aller Welt',
  },
  {
    language: 'vi',
    ingredients: ['100 g bột mì', '2 trứng gà', '200 g bơ'],
    yield: '4 người',
    asWritten: '100 g bột mì',
    us: '¾ cốc bột mì',
    oneEgg: /^1 trứng gà$/,
    butter: { stored: '200 g bơ', us: '⅞ cốc bơ' },
    created: 'Đã tạo công thức',
    preset: 'Mẹo nấu ăn',
    h1: 'RecipeShare – món ăn gia đình từ khắp thế giới',
  },
] as const;

for (const c of cases) {
  test.describe(`first hour in ${c.language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL!, c.language);
    });

    test('amounts show as written until the reader asks; scaled counted lines agree with their number', async ({
      page,
      request,
    }) => {
      const owner = await registerMember(request);
      const recipe = await createRecipeViaApi(request, owner, {
        recipeIngredients: [...c.ingredients],
        recipeYield: c.yield,
      });
      // The server's HTML without `units` holds the lines as written, whatever the language.
      const html = await (await request.get(pathOf(recipe), { headers: { cookie: `lang=${c.language}` } })).text();
      expect(html).toContain(c.asWritten);
      await page.goto(pathOf(recipe));
      await expect(ingredientList(page)).toContainText(c.asWritten);
      await expect(ingredientList(page)).not.toContainText(c.us);
      await expect(
        page.getByRole('link', { name: text(c.language, 'kitchen', 'units.us'), exact: true }),
      ).not.toHaveAttribute('aria-current', 'true');

      // Half the servings: 2 eggs become one, in the language's own grammar.
      await page.goto(`${pathOf(recipe)}?servings=2`);
      await expect(ingredientList(page).getByRole('listitem').nth(1)).toHaveText(c.oneEgg);
      await expect(ingredientList(page)).toContainText(c.asWritten.replace('100', '50'));

      // The switch converts, and only then.
      await page.goto(pathOf(recipe));
      await page.getByRole('link', { name: text(c.language, 'kitchen', 'units.us'), exact: true }).click();
      await expect(page).toHaveURL(/units=us/);
      await expect(ingredientList(page)).toContainText(c.us);
    });

    test('the shopping list shows each item in the reader’s chosen system, not the one it was added in', async ({
      signedInPage: page,
      request,
    }) => {
      const owner = await registerMember(request);
      const recipe = await createRecipeViaApi(request, owner, {
        recipeIngredients: [c.ingredients[2]],
        recipeYield: c.yield,
      });
      await page.goto(pathOf(recipe));
      await page.getByRole('button', { name: text(c.language, 'shopping-list', 'addToList') }).click();
      await expect(page.getByRole('link', { name: text(c.language, 'shopping-list', 'viewList') })).toBeVisible();
      await page.goto('/shopping-list');
      await expect(page.getByRole('main')).toContainText(c.butter.stored);

      await page.goto(pathOf(recipe));
      await page.getByRole('link', { name: text(c.language, 'kitchen', 'units.us'), exact: true }).click();
      await expect(page).toHaveURL(/units=us/);
      await page.goto('/shopping-list');
      await expect(page.getByRole('main')).toContainText(c.butter.us);
    });

    test('"Create Recipe" opens the new recipe with a "Recipe created" notice', async ({ signedInPage: page }) => {
      await page.goto('/submit-recipe');
      const name = `First Hour Soup ${Date.now()}`;
      await page.getByLabel(text(c.language, 'editor', 'fields.name')).fill(name);
      await page.getByRole('button', { name: text(c.language, 'editor', 'save.create') }).tap();
      await expect(page).toHaveURL(/\/recipe\/\d+\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByTestId('confirmation-notice')).toHaveText(c.created);
    });

    test('shopping list and favourites in the phone menu; the search box one tap away', async ({
      signedInPage: page,
    }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: text(c.language, 'common', 'nav.label') });
      await nav.getByRole('button', { name: text(c.language, 'common', 'nav.openSearch') }).tap();
      const box = page.getByRole('searchbox', { name: text(c.language, 'common', 'nav.searchLabel') });
      await expect(box).toBeVisible();
      await expect(box).toBeFocused();
      // Not inside the menu: the menu's links stay folded.
      await expect(
        nav.getByRole('link', { name: text(c.language, 'common', 'nav.recipes'), exact: true }),
      ).toBeHidden();
      await box.fill('pho');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/recipes\/pho$/);

      await nav.getByRole('button', { name: text(c.language, 'common', 'nav.menu') }).tap();
      await expect(nav.getByRole('link', { name: text(c.language, 'common', 'nav.favorites') })).toBeVisible();
      await nav.getByRole('link', { name: text(c.language, 'common', 'nav.shoppingList') }).tap();
      await expect(page).toHaveURL(/\/shopping-list$/);
      // The bar still fits the narrowest phones on one row with both buttons.
      await page.setViewportSize({ width: 320, height: 740 });
      const bar = await nav.getByRole('button', { name: text(c.language, 'common', 'nav.openSearch') }).boundingBox();
      const brand = await nav.getByRole('link').first().boundingBox();
      expect(
        Math.abs((bar?.y ?? 0) + (bar?.height ?? 0) / 2 - ((brand?.y ?? 0) + (brand?.height ?? 0) / 2)),
      ).toBeLessThan(8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });

    test('Copy from Existing locks the form, with progress, until the copy is in', async ({
      signedInPage: page,
      request,
    }) => {
      const cook = await registerMember(request, 'Other Cook');
      const original = await recipeWithPhotos(request, cook, { name: `Copy Lock Stew ${Date.now()}` });
      // The photos come in slowly, as on a phone's connection.
      await page.route('**/media/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/submit-recipe');
      const panel = page.getByTestId('copy-panel');
      await panel.locator('summary').tap();
      await panel.getByLabel(text(c.language, 'editor', 'copy.search')).fill(original.name);
      await panel
        .getByRole('button', { name: text(c.language, 'editor', 'copy.copyButton').replace('{{name}}', original.name) })
        .tap();
      const name = page.getByLabel(text(c.language, 'editor', 'fields.name'));
      await expect(page.getByTestId('copy-lock')).toBeVisible();
      await expect(name).toBeDisabled();
      await expect(page.getByTestId('upload-progress')).toBeVisible();
      await expect(name).toBeEnabled({ timeout: 15_000 });
      await expect(name).toHaveValue(new RegExp(`^${original.name}`));
      await expect(page.getByTestId('copy-lock')).toHaveCount(0);
    });

    test('accessibility: language button name, one h1 at every width, section presets in the language, axe', async ({
      signedInPage: page,
    }) => {
      const code = c.language.toUpperCase();
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.h1);
        // Another slide: the page keeps its h1.
        await page.getByRole('button', { name: text(c.language, 'common', 'home.carousel.next') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        if (width === 360) await page.getByRole('button', { name: text(c.language, 'common', 'nav.menu') }).tap();
        const language = page.getByRole('button', { name: new RegExp(`^${code}\\b`) });
        await expect(language).toHaveText(code);
        const results = await runAxe(page, {
          runOnly: { type: 'rule', values: ['label-content-name-mismatch', 'page-has-heading-one'] },
        });
        expect(results.testEngine.version).toBe(axeVersion);
        expect(violationLines(results), `home at ${width} px`).toEqual([]);
        expect(results.passes.find((rule) => rule.id === 'page-has-heading-one')).toBeDefined();
      }
      expect(axeVersion.localeCompare('4.14.0', undefined, { numeric: true })).toBeGreaterThanOrEqual(0);

      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/submit-recipe');
      const add = page.getByLabel(text(c.language, 'editor', 'sections.add'));
      await expect(add.getByRole('option', { name: c.preset, exact: true })).toHaveCount(1);
      if (c.language !== 'en') await expect(add.getByRole('option', { name: 'Cooking Tips' })).toHaveCount(0);
      // The same after a change of language on the page itself.
      if (c.language !== 'en') {
        await useLanguage(page.context(), page.url(), 'en');
        await page.goto('/submit-recipe');
        await expect(
          page.getByLabel('Add a section').getByRole('option', { name: 'Cooking Tips', exact: true }),
        ).toHaveCount(1);
        await page.getByRole('button', { name: 'Menu' }).tap();
        await page.getByRole('button', { name: /^EN\b/ }).tap();
        await page.getByRole('menuitemradio', { name: c.language === 'de' ? 'Deutsch' : 'Tiếng Việt' }).tap();
        await expect(add.getByRole('option', { name: c.preset, exact: true })).toHaveCount(1);
        await expect(add.getByRole('option', { name: 'Cooking Tips' })).toHaveCount(0);
      }
    });
  });
}
