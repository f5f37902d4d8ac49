import { createRecipeViaApi, expect, test } from './fixtures.ts';
import {
  basil,
  expectDialog,
  galleryInput,
  ownRecipes,
  photos,
  recipeWithPhotos,
  saffron,
  saveStatus,
  storedRecipe,
  textbox,
  tomato,
  uploadViaApi,
  authorised,
} from './editor-helpers.ts';

// The recipe form (SPEC sections 2–5): fields, photos, extra sections and copying.
test.describe('recipe form, signed in', () => {
  test('creates a recipe with two photos, a step photo and extra sections', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    await page.goto('/recipe/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Recipe' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Recipe' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Auto Save' })).toHaveCount(0);

    const name = `Tomato Basil Soup ${Date.now()}`;
    await page.getByLabel('Recipe name').fill(name);
    await page.getByLabel('Short description').fill('Bright and fresh.');
    await page.getByLabel('Description', { exact: true }).fill('A summer soup.');
    await page.getByLabel('Category').selectOption('soups');
    await page.getByLabel('Cuisine').selectOption('italian');
    await page.getByLabel('Prep time (minutes)').fill('15');
    await page.getByLabel('Cook time (minutes)').fill('30');
    await page.getByLabel('Yield').fill('4 bowls');
    await page.getByLabel('Keywords').fill('soup, summer');
    await page.getByRole('textbox', { name: 'Ingredient list' }).fill('#Soup\n1 kg tomatoes\n\n#Garnish\nbasil');
    await expect(page.getByRole('group', { name: 'Preview' }).getByText('Garnish')).toBeVisible();

    await galleryInput(page).setInputFiles([tomato, basil]);
    await expect(photos(page)).toHaveCount(2);
    await expect(page.getByTestId('upload-progress')).toHaveCount(0);
    await photos(page).nth(1).getByLabel('Alt text').fill('Fresh basil');

    await page.getByRole('button', { name: 'Add step' }).click();
    await textbox(page, 'Step 1').fill('Roast the tomatoes.');
    await page.getByTestId('editor-step').first().getByLabel('Add a photo').setInputFiles(saffron);
    await expect(page.getByRole('img', { name: 'Photo for step 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Add step' }).click();
    await textbox(page, 'Step 2').fill('Blend and season.');

    await page.getByLabel('Add a section').selectOption({ label: 'Origin' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('textbox', { name: 'Origin' }).fill('Naples.');
    await page.getByLabel('Add a section').selectOption({ label: 'Season' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Season' })).toBeFocused();
    await expect(saveStatus(page)).toHaveText('Unsaved changes');

    await page.getByRole('button', { name: 'Create Recipe' }).click();
    // Issue 41: a new recipe opens its own page (with a "Recipe created" notice), not the list.
    await expect(page).toHaveURL(/\/recipe\/\d+(\/[^/]+)?$/);

    const [created] = (await ownRecipes(request, member)).filter((recipe) => recipe.name === name);
    expect(created).toBeDefined();
    const recipe = created!;
    // The empty "Season" section is dropped (SPEC section 3).
    expect(recipe.description).toBe('A summer soup.\n\n#Origin\nNaples.');
    expect(recipe.images).toHaveLength(2);
    expect(recipe.images[1]!.alt).toBe('Fresh basil');
    expect(recipe.images.every((image) => image.image.startsWith(`/media/${member.id}/`))).toBe(true);
    expect(recipe.recipeInstructions).toHaveLength(2);
    expect(recipe.recipeInstructions[0]!.imageURL).toMatch(new RegExp(`^/media/${member.id}/`));
    expect(recipe.recipeIngredients).toEqual(['#Soup', '1 kg tomatoes', '#Garnish', 'basil']);
    expect(recipe).toMatchObject({
      recipeCategory: 'soups',
      recipeCuisine: 'italian',
      prepTime: 15,
      cookTime: 30,
      recipeYield: '4 bowls',
      keywords: ['soup', 'summer'],
      createdByUserId: member.id,
    });
  });

  test('reorders photos by dragging and with the keyboard, saving only the order at once', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const recipe = await recipeWithPhotos(request, member);
    const third = await uploadViaApi(request, member, [230, 200, 30]);
    await request.put(`/api/v1/recipes/${recipe.id}`, {
      ...authorised(member),
      data: { images: [...recipe.images, third] },
    });
    const [red, blue, yellow] = [recipe.images[0]!.image, recipe.images[1]!.image, third.image];
    await page.goto(`/recipe/${recipe.id}/edit`);
    await expect(photos(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Auto Save' })).toBeVisible();
    // Something unsaved elsewhere must stay unsaved: the order save sends only `images`.
    await textbox(page, 'Notes').fill('Not saved by the reorder');

    const orderSave = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/api/v1/recipes/${recipe.id}`),
    );
    await photos(page).nth(2).dragTo(photos(page).nth(0));
    expect(Object.keys((await orderSave).postDataJSON() as object)).toEqual(['images']);
    await expect(photos(page).first()).toHaveAttribute('data-image', yellow);
    await expect
      .poll(async () => (await storedRecipe(request, member, recipe.id)).images.map((i) => i.image))
      .toEqual([yellow, red, blue]);

    // Keyboard: the move buttons keep focus on the moved photo.
    await photos(page).nth(0).getByRole('button', { name: 'Move photo 1 later' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move photo 2 later' })).toBeFocused();
    await expect(page.getByText('Photo moved to position 2.')).toBeAttached();
    await expect
      .poll(async () => (await storedRecipe(request, member, recipe.id)).images.map((i) => i.image))
      .toEqual([red, yellow, blue]);
    const stored = await storedRecipe(request, member, recipe.id);
    expect(stored.notes).toBe('');
    await expect(saveStatus(page)).toHaveText('Unsaved changes');
  });

  test('deleting a photo or a step photo asks, deletes the file and saves', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const recipe = await recipeWithPhotos(request, member);
    const [red, blue] = recipe.images;
    const stepPhoto = recipe.recipeInstructions[0]!.imageURL!;
    await page.goto(`/recipe/${recipe.id}/edit`);
    await expect(photos(page)).toHaveCount(2);

    // Dismissing the question keeps the photo.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Delete photo 1' }).click();
    await expect(photos(page)).toHaveCount(2);

    const asked = expectDialog(page, 'Are you sure you want to delete this image?');
    await page.getByRole('button', { name: 'Delete photo 1' }).click();
    await asked;
    await expect(photos(page)).toHaveCount(1);
    await expect.poll(async () => (await storedRecipe(request, member, recipe.id)).images).toEqual([blue]);
    expect((await request.get(red!.image)).status()).toBe(404);
    expect((await request.get(red!.thumbnail)).status()).toBe(404);

    const askedStep = expectDialog(page, 'Remove image from this step?');
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await askedStep;
    await expect(page.getByRole('img', { name: 'Photo for step 1' })).toHaveCount(0);
    await expect
      .poll(async () => (await storedRecipe(request, member, recipe.id)).recipeInstructions[0]!.imageURL)
      .toBeNull();
    expect((await request.get(stepPhoto)).status()).toBe(404);
    await expect(saveStatus(page)).toHaveText('All changes saved');
  });

  test('uploads on an existing recipe are saved one by one; other files are refused', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const recipe = await createRecipeViaApi(request, member);
    await page.goto(`/recipe/${recipe.id}/edit`);
    // Slow uploads, so the progress of each can be seen.
    await page.route('**/api/v1/images/upload*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const saves: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/v1/images/upload' || path === `/api/v1/recipes/${recipe.id}`)
        saves.push(`${r.method()} ${path}`);
    });
    await galleryInput(page).setInputFiles([
      tomato,
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      basil,
    ]);
    await expect(page.getByTestId('editor-notice')).toContainText('Only image files can be added. Skipped: notes.txt');
    await expect(page.getByTestId('upload-progress')).toContainText('Uploading photo 1 of 2: tomato.png');
    await expect(page.getByTestId('upload-progress')).toContainText('Uploading photo 2 of 2: basil.png');
    await expect(page.getByTestId('upload-progress')).toHaveCount(0);
    await expect(photos(page)).toHaveCount(2);
    await expect.poll(async () => (await storedRecipe(request, member, recipe.id)).images).toHaveLength(2);
    // One at a time, each followed by a save (SPEC section 4).
    const upload = 'POST /api/v1/images/upload';
    const save = `PUT /api/v1/recipes/${recipe.id}`;
    expect(saves).toEqual([upload, save, upload, save]);
    await expect(galleryInput(page)).toHaveAttribute('accept', 'image/*');

    await page.getByTestId('editor-step').nth(1).getByLabel('Add a photo').setInputFiles(saffron);
    await expect
      .poll(async () => (await storedRecipe(request, member, recipe.id)).recipeInstructions[1]!.imageURL)
      .toMatch(new RegExp(`^/media/${member.id}/`));
  });

  test('extra sections load from the description, and adding or removing them is saved', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const recipe = await createRecipeViaApi(request, member, {
      description: 'Slow food.\n\n#Origin\nBudapest.\n\n#Cooking Tips\nUse lard.',
    });
    await page.goto(`/recipe/${recipe.id}/${recipe.slug}/edit`);
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Slow food.');
    await expect(textbox(page, 'Origin')).toHaveValue('Budapest.');
    await expect(textbox(page, 'Cooking Tips')).toHaveValue('Use lard.');
    await expect(page.getByLabel('Add a section').locator('option')).toHaveCount(1 + 18 - 2 + 1);

    await page.getByRole('button', { name: 'Remove section “Origin”' }).click();
    await page.getByLabel('Add a section').selectOption({ label: 'Serving Suggestions' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await textbox(page, 'Serving Suggestions').fill('With dumplings.');

    // A custom field needs a name: a blank answer is refused.
    await page.getByLabel('Add a section').selectOption({ label: 'Custom field…' });
    const blank = expectDialog(page, 'Name of the custom field:', '   ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await blank;
    await expect(page.getByTestId('editor-notice')).toContainText('A custom field needs a name.');
    const named = expectDialog(page, 'Name of the custom field:', 'Wine');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await named;
    await textbox(page, 'Wine').fill('Egri Bikavér.');

    await page.getByRole('button', { name: 'Update Recipe' }).click();
    await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}/[^/]+$`));
    const stored = await storedRecipe(request, member, recipe.id);
    expect(stored.description).toBe(
      'Slow food.\n\n#Cooking Tips\nUse lard.\n\n#Serving Suggestions\nWith dumplings.\n\n#Wine\nEgri Bikavér.',
    );
  });
});
