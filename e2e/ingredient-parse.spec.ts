import { expect, test, useLanguage } from './fixtures.ts';
import { ownRecipes } from './editor-helpers.ts';

// Issue 14: the editor shows how each ingredient line was understood, as the author types, and
// the saved recipe carries the same reading (parsedIngredients).
test.describe('ingredient lines as understood, on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true });

  test('reads each line live, says which it cannot read, and the saved recipe keeps the reading', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    await page.goto('/recipe/new');
    const name = `Parsed Pancakes ${Date.now()}`;
    await page.getByLabel('Recipe name').fill(name);
    const list = page.getByRole('textbox', { name: 'Ingredient list' });
    await list.fill('#Batter\n1 1/2 cups flour, sifted\n2 tbsp sugar');
    const preview = page.getByRole('group', { name: 'Preview' });
    const items = preview.getByRole('listitem');
    await expect(items.nth(0)).toContainText('Amount: 1.5');
    await expect(items.nth(0)).toContainText('Unit: cups');
    await expect(items.nth(0)).toContainText('Ingredient: flour');
    await expect(items.nth(0)).toContainText('Note: sifted');
    await expect(items.nth(1)).toContainText('Unit: tablespoons');

    await list.press('End');
    await list.pressSequentially('\n???');
    await expect(items.nth(2)).toContainText('Not understood, shown as typed');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.getByRole('button', { name: 'Create Recipe' }).tap();
    // Issue 41: a new recipe opens its own page (with a "Recipe created" notice), not the list.
    await expect(page).toHaveURL(/\/recipe\/\d+(\/[^/]+)?$/);
    const created = (await ownRecipes(request, member)).find((recipe) => recipe.name === name);
    expect(created?.parsedIngredients.map((line) => [line.quantity, line.unit, line.ingredient])).toEqual([
      [null, null, null],
      [1.5, 'cup', 'flour'],
      [2, 'tbsp', 'sugar'],
      [null, null, null],
    ]);
  });

  test('names the units in German and Vietnamese', async ({ signedInPage: page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/recipe/new');
    await page.getByRole('textbox', { name: 'Zutatenliste' }).fill('2 EL Olivenöl\nSalz nach Geschmack');
    const items = page.getByRole('group', { name: 'Vorschau' }).getByRole('listitem');
    await expect(items.nth(0)).toContainText('Menge: 2');
    await expect(items.nth(0)).toContainText('Einheit: Esslöffel');
    await expect(items.nth(1)).toContainText('Zutat: Salz');
    await expect(items.nth(1)).toContainText('Hinweis: nach Geschmack');

    await useLanguage(context, baseURL!, 'vi');
    await page.goto('/recipe/new');
    await page.getByRole('textbox', { name: 'Danh sách nguyên liệu' }).fill('3 tép tỏi, băm');
    const viItem = page.getByRole('group', { name: 'Xem trước' }).getByRole('listitem').first();
    await expect(viItem).toContainText('Số lượng: 3');
    await expect(viItem).toContainText('Đơn vị: tép');
    await expect(viItem).toContainText('Ghi chú: băm');
  });
});
