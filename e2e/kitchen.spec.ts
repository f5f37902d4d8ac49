import type { Page } from '@playwright/test';
import type { Language, Recipe, RecipeCreateBody } from '@recipes/contracts';
import { createRecipeViaApi, expect, registerMember, test, useLanguage } from './fixtures.ts';

// A phone: the kitchen is used standing at the stove.
test.use({ viewport: { width: 390, height: 844 } });

const pathOf = (recipe: Recipe) => `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`;

interface Case {
  language: Language;
  recipe: Partial<RecipeCreateBody>;
  /** Texts of the ingredient list at 4 servings (as typed) and at 8 (scaled), in metric. */
  scaled: { line: string; at8: string; at2: string };
  us: string;
  labels: { half: RegExp; metric: string; us: string; cook: RegExp; next: RegExp; previous: RegExp };
  timer: string;
  done: RegExp;
  awake: RegExp;
  unsupported: RegExp;
  stepCount: RegExp;
}

const cases: Case[] = [
  {
    language: 'en',
    recipe: {
      recipeYield: '4 servings',
      recipeIngredients: ['# Dough', '500 g flour', '2 tbsp butter', '3 eggs', '1 pinch salt'],
      recipeInstructions: [
        { instruction: 'Rub the butter into the flour.', imageURL: null, thumbnailURL: null },
        { instruction: 'Beat in the eggs and bake for 20 minutes.', imageURL: null, thumbnailURL: null },
      ],
    },
    scaled: { line: '500 g flour', at8: '1 kg flour', at2: '250 g flour' },
    us: '4 cups flour',
    labels: {
      half: /Scale to ½ times/,
      metric: 'Metric',
      us: 'US',
      cook: /Cook mode/,
      next: /Next step/,
      previous: /Previous step/,
    },
    timer: 'Start 20 min timer',
    done: /The 20 min timer is done!/,
    awake: /The screen stays on/,
    unsupported: /cannot keep the screen on/,
    stepCount: /Step 2 of 2/,
  },
  {
    language: 'de',
    recipe: {
      recipeYield: '4 Portionen',
      recipeIngredients: ['# Teig', '500 g Mehl', '2 EL Butter', '3 Eier', '1 Prise Salz'],
      recipeInstructions: [
        { instruction: 'Die Butter in das Mehl reiben.', imageURL: null, thumbnailURL: null },
        { instruction: 'Die Eier unterschlagen und 20 Minuten backen.', imageURL: null, thumbnailURL: null },
      ],
    },
    scaled: { line: '500 g Mehl', at8: '1 kg Mehl', at2: '250 g Mehl' },
    us: '4 Tassen Mehl',
    labels: {
      half: /Auf das ½-Fache/,
      metric: 'Metrisch',
      us: 'US',
      cook: /Kochmodus/,
      next: /Nächster Schritt/,
      previous: /Vorheriger Schritt/,
    },
    timer: 'Timer für 20 Min. starten',
    done: /Der Timer 20 Min\. ist abgelaufen!/,
    awake: /Der Bildschirm bleibt an/,
    unsupported: /kann den Bildschirm nicht anlassen/,
    stepCount: /Schritt 2 von 2/,
  },
  {
    language: 'vi',
    recipe: {
      recipeYield: '4 người',
      recipeIngredients: ['# Ướp', '500 g bột mì', '1 muỗng canh nước mắm', '3 tép tỏi, băm'],
      recipeInstructions: [
        { instruction: 'Trộn bột mì với nước mắm và tỏi.', imageURL: null, thumbnailURL: null },
        { instruction: 'Nấu 20 phút.', imageURL: null, thumbnailURL: null },
      ],
    },
    scaled: { line: '500 g bột mì', at8: '1 kg bột mì', at2: '250 g bột mì' },
    us: '4 cốc bột mì',
    labels: {
      half: /Nhân công thức lên ½ lần/,
      metric: 'Hệ mét',
      us: 'Mỹ',
      cook: /Chế độ nấu/,
      next: /Bước tiếp/,
      previous: /Bước trước/,
    },
    timer: 'Hẹn giờ 20 phút',
    done: /Đã hết giờ 20 phút!/,
    awake: /Màn hình sẽ luôn sáng/,
    unsupported: /không giữ được màn hình sáng/,
    stepCount: /Bước 2 \/ 2/,
  },
];

const ingredientList = (page: Page) => page.getByTestId('ingredient-list');

for (const c of cases) {
  test.describe(`kitchen in ${c.language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL!, c.language);
    });

    test('scales from the link, on the server and in print, and with the ×½ control', async ({ page, request }) => {
      const owner = await registerMember(request);
      const recipe = await createRecipeViaApi(request, owner, c.recipe);
      const link = `${pathOf(recipe)}?servings=8&units=metric`;

      // The server-rendered HTML already holds the scaled amounts; JSON-LD keeps the author's.
      const html = await (await request.get(link, { headers: { cookie: `lang=${c.language}` } })).text();
      expect(html).toContain(c.scaled.at8.split(' ').slice(0, 2).join(' '));
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
      expect(jsonLd).toContain(c.scaled.line);

      await page.goto(link);
      await expect(ingredientList(page)).toContainText(c.scaled.at8);
      await expect(page.getByTestId('servings-value')).toContainText('8');
      await page.emulateMedia({ media: 'print' });
      await expect(ingredientList(page)).toContainText(c.scaled.at8);
      await expect(page.getByRole('link', { name: c.labels.half })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      await page.getByRole('link', { name: c.labels.half }).click();
      await expect(page).toHaveURL(/servings=2/);
      await expect(ingredientList(page)).toContainText(c.scaled.at2);
    });

    test('switches units and keeps the choice in this browser', async ({ page, request }) => {
      const owner = await registerMember(request);
      const recipe = await createRecipeViaApi(request, owner, c.recipe);
      await page.goto(`${pathOf(recipe)}?units=metric`);
      await expect(ingredientList(page)).toContainText(c.scaled.line);
      await page.getByRole('link', { name: c.labels.us, exact: true }).click();
      await expect(page).toHaveURL(/units=us/);
      await expect(ingredientList(page)).toContainText(c.us);
      // Without the parameter the stored choice applies.
      await page.goto(pathOf(recipe));
      await expect(ingredientList(page)).toContainText(c.us);
      await page.getByRole('link', { name: c.labels.metric, exact: true }).click();
      await expect(page).toHaveURL(/units=metric/);
      await page.goto(pathOf(recipe));
      await expect(ingredientList(page)).toContainText(c.scaled.line);
    });

    test('cook mode: one step at a time, keys move, a timer keeps running and rings, the screen stays on', async ({
      page,
      request,
    }) => {
      // A stand-in for the browser's Screen Wake Lock API (headless Chromium refuses the real one).
      await page.addInitScript(() => {
        const requests: string[] = [];
        Object.defineProperty(window, 'wakeLockRequests', { value: requests });
        Object.defineProperty(Navigator.prototype, 'wakeLock', {
          configurable: true,
          get: () => ({
            request: (type: string) => {
              requests.push(type);
              return Promise.resolve({ released: false, type, release: () => Promise.resolve() });
            },
          }),
        });
      });
      await page.clock.install();
      const owner = await registerMember(request);
      const recipe = await createRecipeViaApi(request, owner, c.recipe);
      await page.goto(`${pathOf(recipe)}?units=metric`);
      await page.getByRole('button', { name: c.labels.cook }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('wake-lock')).toHaveText(c.awake);
      expect(await page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests)).toEqual(
        ['screen'],
      );
      // Step 1 shows the ingredients it names.
      await expect(dialog.getByRole('complementary')).toContainText(c.scaled.line.split(' ').slice(2).join(' '));
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toContainText(c.stepCount);
      await dialog.getByRole('button', { name: c.timer }).click();
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByTestId('timer-remaining')).toContainText('20:00');
      await page.clock.runFor(60_000);
      await expect(dialog.getByTestId('timer-remaining')).toContainText('19:00');
      await page.clock.fastForward(19 * 60_000);
      await expect(dialog.getByRole('alert')).toHaveText(c.done);
    });

    test('cook mode says so where the screen cannot be kept on', async ({ page, request }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => undefined });
      });
      const owner = await registerMember(request);
      const recipe = await createRecipeViaApi(request, owner, c.recipe);
      await page.goto(pathOf(recipe));
      await page.getByRole('button', { name: c.labels.cook }).click();
      await expect(page.getByRole('dialog').getByTestId('wake-lock')).toHaveText(c.unsupported);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  });
}
