import { createRecipeViaApi, expect, registerMember, test, uniqueSuffix, useLanguage } from './fixtures.ts';
import { recipePath, type Recipe } from '@recipes/contracts';

test.describe('favorites', () => {
  test('a heart on a card and on the recipe page; both on the profile with the count', async ({
    signedInPage: page,
    request,
  }) => {
    const cook = await registerMember(request, 'Other Cook');
    const word = `zucchini${uniqueSuffix()}`;
    const first = await createRecipeViaApi(request, cook, { name: `Card ${word}`, keywords: [word] });
    const second = await createRecipeViaApi(request, cook, { name: `Page ${word}`, keywords: [word] });

    await page.goto(`/recipes/${word}`);
    const heart = page.getByRole('button', { name: `Favorite ${first.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toBeEnabled();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto(recipePath(second));
    const pageHeart = page.getByRole('button', { name: 'Favorite', exact: true });
    await expect(pageHeart).toBeEnabled();
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/profile');
    await expect(page.getByTestId('stat-favorites')).toHaveText('2');
    const list = page.getByTestId('favorites-list');
    await expect(list.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(list.getByRole('heading', { name: second.name })).toBeVisible();

    await list.getByRole('button', { name: `Favorite ${first.name}` }).click();
    await expect(page.getByTestId('stat-favorites')).toHaveText('1');
    await expect(list.getByRole('heading', { name: first.name })).toHaveCount(0);
  });

  test('favorites beyond the first 24 are on the next page of the profile', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const recipes = (await (await request.get('/api/v1/recipes?pageSize=26')).json()) as Recipe[];
    expect(recipes).toHaveLength(26);
    // Favorited oldest first, so the profile (newest favorite first) lists them in this order reversed.
    for (const recipe of [...recipes].reverse()) {
      const res = await request.put(`/api/v1/favorites/${recipe.id}`, {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/profile');
    await expect(page.getByTestId('stat-favorites')).toHaveText('26');
    const list = page.getByTestId('favorites-list');
    // By link, not by name: other specs running at the same time may make recipes with equal names.
    const card = (recipe: Recipe) => list.locator(`a[href^="/recipe/${recipe.id}/"]`);
    await expect(list.getByRole('listitem')).toHaveCount(24);
    await expect(card(recipes[0]!)).toBeVisible();
    await expect(card(recipes[25]!)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/profile\?page=2$/);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(card(recipes[25]!)).toBeVisible();
    await page.reload();
    await expect(card(recipes[24]!)).toBeVisible();
  });

  test('hearts only for signed-in members, fetched once per tab session, in German', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const cook = await registerMember(request);
    const word = `kohl${uniqueSuffix()}`;
    await createRecipeViaApi(request, cook, { name: `Kohl ${word}`, keywords: [word] });
    await createRecipeViaApi(request, cook, { name: `Rüben ${word}`, keywords: [word] });
    await useLanguage(context, baseURL!, 'de');
    await page.goto(`/recipes/${word}`);
    await expect(page.getByRole('heading', { name: `Kohl ${word}` })).toBeVisible();
    await expect(page.locator('button[aria-pressed]')).toHaveCount(0);

    await page.evaluate((auth) => window.localStorage.setItem('currentUser', auth), JSON.stringify(cook.auth));
    const personalRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/(personal|favorites\/ids|ratings\/recipe)/.test(r.url())) personalRequests.push(r.url());
    });
    await page.reload();
    await expect(page.getByRole('button', { name: `Kohl ${word} als Favorit merken` })).toBeEnabled();
    await expect(page.getByRole('button', { name: `Rüben ${word} als Favorit merken` })).toBeEnabled();
    expect(personalRequests).toEqual([`${baseURL}/api/v1/personal`]);

    // The next full page load of the tab session asks nothing personal (decision 0034), and a
    // heart given shows after the one after that.
    await page.getByRole('button', { name: `Kohl ${word} als Favorit merken` }).click();
    await expect(page.getByRole('button', { name: `Kohl ${word} als Favorit merken` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(page.getByRole('button', { name: `Kohl ${word} als Favorit merken` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(personalRequests).toHaveLength(1);
  });
});

// A 64×64 orange square.
const orangeSquarePng =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVR4nO2SQQkAQRDDKqeaTnFkrYh7hIFCBSSh4evpRSdgAtUrsgv17qITMIHqFdmFenfRCZhA9YrsQr276ARMoHpFdqHeXXQCJlC9IrtQ7y46AROoXpFdqHcXnYAJVK/ILtS7i07ABKpXZBfq3UUnYALVK7IL9e6iEzCB6hXZhXp30QmYQPWK7EK9u+gETKB6RXah3l10AiZQveKfCz1aNaEtaxIZ+QAAAABJRU5ErkJggg==';

test.describe('edit profile', () => {
  test('a new name shows on the profile', async ({ signedInPage: page }) => {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await page.getByRole('textbox', { name: 'Name' }).fill('Renamed Cook');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to your profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed Cook' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed Cook' })).toBeVisible();
  });

  test('a new profile picture is previewed, uploaded and shown on the profile', async ({ signedInPage: page }) => {
    await page.goto('/profile/edit');
    await page.getByLabel('Choose a picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(orangeSquarePng, 'base64'),
    });
    await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByText('Your new profile picture has been saved.')).toBeVisible();
    await page.goto('/profile');
    const avatar = page.getByRole('img', { name: 'Profile picture of Test Cook' });
    await expect(avatar).toHaveAttribute('src', /\/media\//);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  });

  test('a changed password signs in', async ({ signedInPage: page, member }) => {
    await page.goto('/profile/edit');
    await page.getByLabel(/^Current password/).fill(member.password);
    await page.getByLabel(/^New password/).fill('brand-new-pass-42');
    await page.getByLabel(/^Repeat new password/).fill('brand-new-pass-42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('Username or e-mail').fill(member.username);
    await page.getByLabel('Password').fill('brand-new-pass-42');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText("Welcome back! You're successfully logged in.")).toBeVisible();
  });

  test('export downloads my data as JSON', async ({ signedInPage: page, member }) => {
    await page.goto('/profile/edit');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const text = await (await download.createReadStream()).toArray();
    const data = JSON.parse(Buffer.concat(text).toString('utf8')) as { profile: { email: string } };
    expect(data.profile.email).toBe(member.email);
  });

  test('deleting the account signs out (German)', async ({ signedInPage: page, member, context, baseURL, request }) => {
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/profile/edit');
    await page.getByRole('button', { name: 'Mein Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dein Konto löschen?' });
    await expect(dialog.getByText('alle deine Bewertungen')).toBeVisible();
    await dialog.getByLabel(/^Dein Passwort/).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel(/^Dein Passwort/).fill(member.password);
    await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Anmelden' }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('currentUser'))).toBeNull();
    const login = await request.post('/users/authenticate', {
      data: { username: member.username, password: member.password },
    });
    expect(login.status()).toBe(401);
  });
});

test.describe('member pages', () => {
  test('follow a seeded member from their page and see the counts change', async ({ signedInPage: page, request }) => {
    const recipes = (await (await request.get('/api/v1/recipes?pageSize=1')).json()) as Recipe[];
    const seeded = recipes[0]!;
    await page.goto(recipePath(seeded));
    await page.getByRole('link', { name: seeded.author.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${seeded.author.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: seeded.author.name })).toBeVisible();

    const followers = page.getByTestId('member-followers');
    const follow = page.getByRole('button', { name: `Follow ${seeded.author.name}` });
    await expect(follow).toBeVisible();
    const before = Number(await followers.textContent());
    await follow.click();
    await expect(followers).toHaveText(String(before + 1));
    const unfollow = page.getByRole('button', { name: `Unfollow ${seeded.author.name}` });
    await page.reload();
    await expect(unfollow).toBeVisible();
    await expect(followers).toHaveText(String(before + 1));
    await page.goto('/profile');
    await expect(page.getByTestId('stat-following')).toHaveText('1');

    await page.goto(`/members/${seeded.author.id}`);
    await unfollow.click();
    await expect(followers).toHaveText(String(before));
    await expect(follow).toBeVisible();
  });

  test("the follower and following counts lead to lists of people, each linking to that member's page", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const star = await registerMember(request, `Star ${uniqueSuffix().slice(-5)}`);
    const fans = [
      await registerMember(request, `Fan A ${uniqueSuffix().slice(-5)}`),
      await registerMember(request, `Fan B ${uniqueSuffix().slice(-5)}`),
    ];
    for (const fan of fans) {
      const res = await request.put(`/api/v1/members/${star.id}/follow`, {
        headers: { Authorization: `Bearer ${fan.token}` },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto(`/members/${star.id}`);
    await page.getByRole('link', { name: '2 followers' }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${star.id}/followers$`));
    await expect(page.getByRole('heading', { level: 1, name: `People following ${star.name}` })).toBeVisible();
    const followers = page.getByTestId('followers-list');
    // Newest follow first.
    await expect(followers.getByRole('link')).toHaveCount(2);
    await expect(followers.getByRole('link').nth(0)).toHaveAccessibleName(fans[1]!.name);
    await expect(followers.getByRole('link').nth(1)).toHaveAccessibleName(fans[0]!.name);
    await followers.getByRole('link', { name: fans[0]!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${fans[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: fans[0]!.name })).toBeVisible();

    await page.getByRole('link', { name: '1 following' }).click();
    await expect(page.getByTestId('following-list').getByRole('link')).toHaveAccessibleName(star.name);

    // Server-rendered in the visitor's language, and 404 for members or lists that do not exist.
    await useLanguage(context, baseURL!, 'de');
    await page.goto(`/members/${star.id}/following`);
    await expect(page.getByRole('heading', { level: 1, name: `Wem ${star.name} folgt` })).toBeVisible();
    await expect(page.getByText(`${star.name} folgt noch niemandem.`)).toBeVisible();
    expect((await page.goto('/members/999999999/followers'))?.status()).toBe(404);
    expect((await page.goto(`/members/${star.id}/friends`))?.status()).toBe(404);
  });

  test('anonymous visitors see the page in German without Follow; no Follow on your own page', async ({
    page,
    context,
    baseURL,
    request,
    member,
  }) => {
    const recipe = await createRecipeViaApi(request, member, { name: `Spätzle ${uniqueSuffix()}` });
    await useLanguage(context, baseURL!, 'de');
    await page.goto(`/members/${member.id}`);
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Rezepte von ${member.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: recipe.name })).toBeVisible();
    await expect(page.getByTestId('member-recipes')).toHaveText('1');
    await expect(page.getByRole('button', { name: /folgen/i })).toHaveCount(0);

    await page.evaluate((auth) => window.localStorage.setItem('currentUser', auth), JSON.stringify(member.auth));
    await page.reload();
    await expect(page.getByRole('button', { name: `${recipe.name} als Favorit merken` })).toBeVisible();
    await expect(page.getByRole('button', { name: /folgen/i })).toHaveCount(0);

    const missing = await page.goto('/members/999999999');
    expect(missing?.status()).toBe(404);
  });
});

// Runs against the second site of the run, started without provider settings (playwright.config.ts).
test('social sign-in buttons are hidden when no provider is configured', { tag: '@no-providers' }, async ({ page }) => {
  const providers = (await (await page.request.get('/api/auth/providers')).json()) as {
    facebook: unknown;
    google: boolean;
  };
  expect(providers).toEqual({ facebook: null, google: false });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
});
