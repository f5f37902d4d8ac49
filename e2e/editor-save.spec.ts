import { createRecipeViaApi, expect, registerMember, test, useLanguage } from './fixtures.ts';
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
} from './editor-helpers.ts';

// The recipe form's saving (SPEC section 4), its guard (section 6), other languages and phones.
test.describe('recipe form saving', () => {
  test('auto-save creates a new recipe, keeps its id and turns the form into an edit', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    await page.goto('/recipe/new');
    const name = `Autosaved Stew ${Date.now()}`;
    await page.getByLabel('Recipe name').fill(name);
    await textbox(page, 'Notes').fill('Typed before the first save.');
    await galleryInput(page).setInputFiles([tomato, basil]);
    await expect(photos(page)).toHaveCount(2);
    expect(await ownRecipes(request, member)).toHaveLength(0);

    const asked = expectDialog(page, 'Are you sure you want to delete this image?');
    await page.getByRole('button', { name: 'Delete photo 1' }).click();
    await asked;
    await expect(page).toHaveURL(/\/recipe\/\d+\/edit$/);
    const id = Number(/\/recipe\/(\d+)\/edit/.exec(page.url())![1]);
    await expect(page.getByTestId('editor-notice')).toContainText('Your recipe was created.');
    await expect(page.getByLabel('Recipe name')).toHaveValue(name);
    await expect(photos(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Update Recipe' })).toBeVisible();
    const created = await storedRecipe(request, member, id);
    expect(created).toMatchObject({ name, notes: 'Typed before the first save.' });
    expect(created.images).toHaveLength(1);

    await textbox(page, 'Notes').fill('Changed after the auto-save.');
    await page.getByRole('button', { name: 'Auto Save' }).click();
    await expect(page.getByTestId('editor-notice')).toContainText('Your changes were saved.');
    expect((await storedRecipe(request, member, id)).notes).toBe('Changed after the auto-save.');
    expect(await ownRecipes(request, member)).toHaveLength(1);

    await page.reload();
    await expect(textbox(page, 'Notes')).toHaveValue('Changed after the auto-save.');
    await expect(photos(page)).toHaveCount(1);
  });

  test('edits and updates a recipe, then opens its page; a reload shows what was saved', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const recipe = await createRecipeViaApi(request, member);
    await page.goto(`/recipe/${recipe.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeVisible();
    await expect(page.getByLabel('Recipe name')).toHaveValue(recipe.name);
    await expect(saveStatus(page)).toHaveText('All changes saved');

    const name = `Renamed Goulash ${Date.now()}`;
    await page.getByLabel('Recipe name').fill(name);
    await page.getByLabel('Published: visible to everyone').uncheck();
    await page.getByRole('button', { name: 'Update Recipe' }).click();
    await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}/renamed-goulash-\\d+$`));
    const stored = await storedRecipe(request, member, recipe.id);
    expect(stored).toMatchObject({ name, active: false });

    // A draft still loads in its owner's editor.
    await page.goto(`/recipe/${recipe.id}/edit`);
    await expect(page.getByLabel('Recipe name')).toHaveValue(name);
    await expect(page.getByLabel('Published: visible to everyone')).not.toBeChecked();
  });

  test('a failed save keeps everything typed and says why', async ({ signedInPage: page, member, request }) => {
    const recipe = await createRecipeViaApi(request, member);
    await page.goto(`/recipe/${recipe.id}/edit`);
    await page.getByLabel('Recipe name').fill('Typed name');
    await page.getByRole('textbox', { name: 'Ingredient list' }).fill('salt\npepper');
    await page.route(`**/api/v1/recipes/${recipe.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              error: 'The request is not valid.',
              code: 'VALIDATION_FAILED',
              timestamp: new Date().toISOString(),
              details: [{ path: 'body.name', message: 'at most 200 characters' }],
            }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Update Recipe' }).click();
    const notice = page.getByTestId('editor-notice');
    await expect(notice).toContainText('Your recipe could not be saved. Everything you entered is still here.');
    await expect(notice).toContainText('The request is not valid.');
    await expect(notice).toContainText('Recipe name: at most 200 characters');
    await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}/edit$`));
    await expect(page.getByLabel('Recipe name')).toHaveValue('Typed name');
    await expect(page.getByRole('textbox', { name: 'Ingredient list' })).toHaveValue('salt\npepper');
    await expect(saveStatus(page)).toHaveText('Unsaved changes');

    // A server error (500) is reported the same way.
    await page.unroute(`**/api/v1/recipes/${recipe.id}`);
    await page.route(`**/api/v1/recipes/${recipe.id}`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Auto Save' }).click();
    await expect(notice).toContainText('Your recipe could not be saved.');
    await expect(page.getByLabel('Recipe name')).toHaveValue('Typed name');

    // Leaving with unsaved changes asks first; staying keeps the input.
    const leave = new Promise<void>((resolve) =>
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe('You have unsaved changes. Leave this page and lose them?');
        void dialog.dismiss().then(resolve);
      }),
    );
    await page.getByRole('link', { name: 'Recipes', exact: true }).first().click();
    await leave;
    await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}/edit$`));
    await expect(page.getByLabel('Recipe name')).toHaveValue('Typed name');

    // Saving once the server answers again goes through.
    await page.unroute(`**/api/v1/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Update Recipe' }).click();
    await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}/typed-name$`));
    expect((await storedRecipe(request, member, recipe.id)).recipeIngredients).toEqual(['salt', 'pepper']);
  });

  test("someone else's recipe shows a message instead of the form", async ({ signedInPage: page, request }) => {
    const owner = await registerMember(request, 'Owner');
    const recipe = await createRecipeViaApi(request, owner);
    await page.goto(`/recipe/${recipe.id}/edit`);
    await expect(page.getByRole('heading', { name: 'This recipe is not yours' })).toBeVisible();
    await expect(page.getByLabel('Recipe name')).toHaveCount(0);
    await page.goto('/recipe/999999/edit');
    await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
  });
});

test.describe('recipe form, signed out', () => {
  for (const path of ['/recipe/new', '/submit-recipe', '/recipe/5/edit', '/recipe/5/some-slug/edit']) {
    test(`${path} sends the visitor to login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByLabel('Recipe name')).toHaveCount(0);
    });
  }

  test('after signing in the visitor is back on the form', async ({ page, request }) => {
    const member = await registerMember(request);
    await page.goto('/recipe/new');
    await expect(page).toHaveURL('/login?redirectTo=%2Frecipe%2Fnew');
    await page.getByLabel('Username or e-mail').fill(member.username);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/recipe/new');
    await expect(page.getByLabel('Recipe name')).toBeVisible();
  });
});

test.describe('recipe form in other languages', () => {
  test('German: labels, presets, selects and confirmations', async ({ signedInPage: page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/recipe/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Rezept einreichen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rezept erstellen' })).toBeVisible();
    await expect(page.getByLabel('Kategorie').locator('option', { hasText: 'Frühstück' })).toHaveCount(1);
    await page.getByLabel('Abschnitt hinzufügen').selectOption({ label: 'Herkunft' });
    await page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    await expect(textbox(page, 'Herkunft')).toBeVisible();
    await page.getByLabel('Fotos hinzufügen').setInputFiles(tomato);
    await expect(photos(page)).toHaveCount(1);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Möchtest du dieses Bild wirklich löschen?');
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Foto 1 löschen' }).click();
    await expect(photos(page)).toHaveCount(1);
  });

  test('Vietnamese: labels and the copy panel', async ({ signedInPage: page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'vi');
    await page.goto('/recipe/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Gửi công thức' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tạo công thức' })).toBeVisible();
    await page.getByText('Sao chép từ công thức có sẵn').click();
    await expect(page.getByTestId('copy-panel').getByLabel('Tìm công thức')).toBeVisible();
    await expect(page.getByLabel('Ẩm thực').locator('option', { hasText: 'Việt Nam' })).toHaveCount(1);
  });
});

test.describe('recipe form on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('creates a recipe at 390 px wide without sideways scrolling', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    await page.goto('/recipe/new');
    await page.getByLabel('Recipe name').fill('Phone Pancakes');
    await page.getByLabel('Category').selectOption('breakfast');
    await galleryInput(page).setInputFiles([tomato, basil]);
    await expect(photos(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Add step' }).click();
    await textbox(page, 'Step 1').fill('Whisk everything.');
    await page.getByTestId('editor-step').first().getByLabel('Add a photo').setInputFiles(saffron);
    await expect(page.getByRole('img', { name: 'Photo for step 1' })).toBeVisible();
    await page.getByLabel('Add a section').selectOption({ label: 'Cooking Tips' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await textbox(page, 'Cooking Tips').fill('Rest the batter.');
    await page.getByRole('textbox', { name: 'Ingredient list' }).fill('#Batter\nflour\nmilk');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Photo 2 becomes the main photo with the move buttons (touch has no drag and drop).
    await photos(page).nth(1).getByRole('button', { name: 'Move photo 2 earlier' }).tap();
    await expect(photos(page).first().getByLabel('Alt text')).toBeVisible();

    await page.getByRole('button', { name: 'Create Recipe' }).tap();
    // Issue 41: a new recipe opens its own page (with a "Recipe created" notice), not the list.
    await expect(page).toHaveURL(/\/recipe\/\d+(\/[^/]+)?$/);
    const created = (await ownRecipes(request, member)).find((recipe) => recipe.name === 'Phone Pancakes');
    expect(created?.images).toHaveLength(2);
    expect(created?.description).toBe('\n\n#Cooking Tips\nRest the batter.');
  });

  test('an edit page with a failed save on a phone', async ({ signedInPage: page, member, request }) => {
    const recipe = await recipeWithPhotos(request, member);
    await page.goto(`/recipe/${recipe.id}/edit`);
    await page.route(`**/api/v1/recipes/${recipe.id}`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.getByLabel('Recipe name').fill('Still here');
    await page.getByRole('button', { name: 'Update Recipe' }).tap();
    await expect(page.getByTestId('editor-notice')).toContainText('Your recipe could not be saved.');
    await expect(page.getByLabel('Recipe name')).toHaveValue('Still here');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Closing the tab with unsaved changes asks first (beforeunload).
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });
});
