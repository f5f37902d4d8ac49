import { createRecipeViaApi, expect, registerMember, test, uniqueSuffix, useLanguage } from './fixtures.ts';
import { uploadViaApi } from './editor-helpers.ts';

test.describe('sign-up, sign-in and sign-out', () => {
  test('register → signed-in navigation → profile → logout returns to /', async ({ page }) => {
    const suffix = uniqueSuffix();
    const username = `cook_${suffix}`.slice(0, 32);
    await page.goto('/register');
    const form = page.getByRole('main');
    await form.getByLabel('Username').fill(username);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Mai Nguyen');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`mai.${suffix}@example.com`);
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await form.getByLabel('Password').fill('a-long-password');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Welcome, Mai Nguyen! Your account is ready.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The welcome stays a few seconds on the next page, or until closed.
    await page.getByRole('button', { name: 'Close message' }).click();
    await expect(page.getByTestId('welcome-notice')).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My Recipes' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Profile' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Mai Nguyen' })).toBeVisible();
    await expect(page.getByText(`mai.${suffix}@example.com`)).toBeVisible();
    await expect(page.getByText(/^Member since \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByTestId('stat-recipes')).toHaveText('0');
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    await expect(page.getByRole('link', { name: 'My Recipes' }).last()).toHaveAttribute('href', '/my-recipes');
    await expect(page.getByRole('link', { name: 'Submit Recipe' }).last()).toHaveAttribute('href', '/submit-recipe');

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('currentUser'))).toBeNull();
  });

  test('login validation messages appear only after a submit attempt', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Password').fill('abc');
    await expect(page.getByText('Password must be at least 4 characters')).toHaveCount(0);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 4 characters')).toBeVisible();
    await page.getByLabel('Password').fill('');
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('login messages in German', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Benutzername ist erforderlich')).toBeVisible();
    await expect(page.getByText('Passwort ist erforderlich')).toBeVisible();
  });

  test("a wrong password shows the server's message; the right one signs in and goes on", async ({ page, request }) => {
    const member = await registerMember(request, 'Oma Hilde');
    await page.goto('/login?redirectTo=/recipe/new');
    await page.getByLabel('Username or e-mail').fill(member.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Wrong username or password.')).toBeVisible();

    await page.getByLabel('Username or e-mail').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText("Welcome back! You're successfully logged in.")).toBeVisible();
    await expect(page).toHaveURL(/\/recipe\/new$/);
  });

  test('the Facebook callback without a token goes back to login with a message', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(/\/login\?error=facebook$/);
    await expect(page.getByText('Facebook login failed')).toBeVisible();
  });
});

test.describe('profile and my recipes', () => {
  test('signed-out visitors are asked to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Sign in to see your profile' })).toBeVisible();
    await page.goto('/my-recipes');
    await expect(page.getByRole('heading', { name: 'Sign in to see your recipes' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-recipes$/);
  });

  test('empty state, then cards with drafts, and delete after confirming', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    await page.goto('/my-recipes');
    await expect(page.getByRole('heading', { name: 'No Recipes Yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Share your first recipe' })).toHaveAttribute('href', '/submit-recipe');

    const description =
      'Slow-simmered beef bones, charred ginger and star anise give this broth its depth and its fragrance.';
    const kept = await createRecipeViaApi(request, member, { shortDescription: `${description} Serve hot.` });
    const draft = await createRecipeViaApi(request, member, { active: false, recipeCategory: 'desserts' });
    await page.reload();

    const keptCard = page.getByTestId('my-recipe-card').filter({ hasText: kept.name });
    await expect(keptCard.getByText(`${description.slice(0, 100)}...`)).toBeVisible();
    await expect(keptCard.getByText('Main Dishes')).toBeVisible();
    await expect(keptCard.getByText('Prep: 20 min')).toBeVisible();
    await expect(keptCard.getByText('Cook: 120 min')).toBeVisible();
    const draftCard = page.getByTestId('my-recipe-card').filter({ hasText: draft.name });
    await expect(draftCard.getByText('Draft', { exact: true })).toBeVisible();
    await expect(keptCard.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/recipe/${kept.id}/edit`);

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this recipe?');
      void dialog.dismiss();
    });
    await draftCard.getByRole('button', { name: /^Delete/ }).click();
    await expect(draftCard).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await draftCard.getByRole('button', { name: /^Delete/ }).click();
    await expect(draftCard).toHaveCount(0);
    await expect(page.getByTestId('my-recipe-card')).toHaveCount(1);
    const gone = await request.get(`/api/v1/recipes/${draft.id}`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(gone.status()).toBe(404);
  });

  test('a portrait photo on My Recipes is cropped to the card like everywhere else', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const portrait = await uploadViaApi(request, member, [90, 60, 160], [60, 160]);
    await createRecipeViaApi(request, member, { images: [portrait] });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/my-recipes');
      const box = await page.getByTestId('my-recipe-card').first().locator('img').boundingBox();
      expect(box).not.toBeNull();
      // The card's 4:3 frame, not the photo's 3:8.
      expect(Math.abs(box!.width / box!.height - 4 / 3)).toBeLessThan(0.02);
    }
  });

  test('profile in Vietnamese counts the shared recipes', async ({
    signedInPage: page,
    member,
    request,
    context,
    baseURL,
  }) => {
    await createRecipeViaApi(request, member);
    await useLanguage(context, baseURL!, 'vi');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByText(/^Thành viên từ /)).toBeVisible();
    await expect(page.getByTestId('stat-recipes')).toHaveText('1');
    await expect(page.getByText('Công thức đã chia sẻ')).toBeVisible();
  });
});
