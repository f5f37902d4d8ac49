import { expect, registerMember, test } from './fixtures.ts';
import { expectDialog, ownRecipes, photos, recipeWithPhotos, textbox } from './editor-helpers.ts';

// SPEC sections 2, 4 and 5: a new recipe can start as a copy of an existing one.
test.describe('copy from existing', () => {
  test('copies an existing recipe with its fields, photos, steps and videos', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const cook = await registerMember(request, 'Other Cook');
    const original = await recipeWithPhotos(request, cook, {
      name: `Peruvian Ceviche ${Date.now()}`,
      recipeCuisine: 'peruvian',
      recipeCategory: 'seafood',
      videos: ['https://video.example/ceviche'],
      description: 'Fresh fish.\n\n#Season\nSummer.',
    });
    await page.goto('/submit-recipe');
    await page.getByLabel('Recipe name').fill('Something I typed');
    await page.getByText('Copy from Existing').click();
    const panel = page.getByTestId('copy-panel');
    // Matches on the category's name too, ignoring case; the recipe's name says nothing of it.
    await panel.getByLabel('Search recipes').fill('SEAFOOD');
    await expect(panel.getByRole('listitem').filter({ hasText: original.name })).toHaveCount(1);
    await expect(panel.getByRole('listitem').filter({ hasText: 'Goulash' })).toHaveCount(0);
    await panel.getByLabel('Search recipes').fill('');
    expect(await panel.getByRole('list').evaluate((list) => getComputedStyle(list).maxHeight)).toBe('300px');
    await panel.getByLabel('Search recipes').fill(original.name.toUpperCase());

    const replace = expectDialog(page, `Replace what you have entered with a copy of “${original.name}”?`);
    await panel.getByRole('button', { name: `Copy “${original.name}”` }).click();
    await replace;
    await expect(page.getByLabel('Recipe name')).toHaveValue(`${original.name} (Copy)`);
    await expect(page.getByLabel('Cuisine')).toHaveValue('peruvian');
    await expect(textbox(page, 'Season')).toHaveValue('Summer.');
    await expect(page.getByLabel('Videos')).toHaveValue('https://video.example/ceviche');
    await expect(photos(page)).toHaveCount(2);
    await expect(photos(page).nth(1).getByLabel('Alt text')).toHaveValue('Blue photo');
    await expect(textbox(page, 'Step 2')).toHaveValue('Braise for two hours.');

    await page.getByRole('button', { name: 'Create Recipe' }).click();
    // Issue 41: a new recipe opens its own page (with a "Recipe created" notice), not the list.
    await expect(page).toHaveURL(/\/recipe\/\d+(\/[^/]+)?$/);
    const copy = (await ownRecipes(request, member)).find((recipe) => recipe.name === `${original.name} (Copy)`);
    expect(copy).toBeDefined();
    expect(copy!.description).toBe(original.description);
    expect(copy!.videos).toEqual(original.videos);
    expect(copy!.recipeIngredients).toEqual(original.recipeIngredients);
    expect(copy!.images.map((image) => image.alt)).toEqual(['Red photo', 'Blue photo']);
    // The photos are the member's own copies, so deleting the original cannot take them away.
    for (const url of [...copy!.images.map((image) => image.image), copy!.recipeInstructions[0]!.imageURL!]) {
      expect(url).toMatch(new RegExp(`^/media/${member.id}/`));
      expect((await request.get(url)).status()).toBe(200);
    }
  });
});
