import type { APIRequestContext } from '@playwright/test';
import type { Recipe } from '@recipes/contracts';
import { createRecipeViaApi, expect, registerMember, test, type Member } from './fixtures.ts';

function pathOf(recipe: Recipe): string {
  return `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`;
}

/** Signs the member's token out on the server, as signing out on another device does. */
async function revokeToken(request: APIRequestContext, member: Member): Promise<void> {
  const response = await request.post('/users/logout', { headers: { Authorization: `Bearer ${member.token}` } });
  expect(response.status(), await response.text()).toBe(204);
}

test.describe('a sign-in the server no longer accepts', () => {
  test('a rating ends it with the sign-in notice; signing in again brings the member back to the recipe', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const owner = await registerMember(request);
    const recipe = await createRecipeViaApi(request, owner);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const rating = page.getByTestId('recipe-rating');

    // The member's ratings are fetched once and kept for the tab session, so the next recipe page
    // asks nothing and offers its stars: the dead token shows only when the member rates.
    // The stars show before that answer has arrived and been kept: wait for it, not for them.
    const personal = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/personal');
    await page.goto(pathOf(recipe));
    await expect(rating.getByText('Click a star to rate this recipe.')).toBeVisible();
    expect((await personal).status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith('recipes.kept.'))))
      .toEqual(expect.arrayContaining([expect.stringContaining('ownRatings')]));
    await revokeToken(request, member);
    await page.goto(pathOf(recipe));
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

    await rating.getByRole('button', { name: 'Rate 4 out of 5 stars' }).click();
    const notice = page.getByTestId('session-ended-notice');
    await expect(notice).toHaveText('Your session has ended. Please sign in again.');
    // Announced (inside the polite live region) and in view wherever the member had scrolled to.
    await expect(page.getByRole('status').filter({ has: notice })).toHaveCount(1);
    await expect(notice).toBeInViewport();
    await expect(rating.getByText(/could not be saved/)).toHaveCount(0);
    await expect(rating.getByRole('button')).toHaveCount(0);
    await expect(rating.getByRole('link', { name: 'Sign in to rate this recipe' })).toBeVisible();
    // The clicked star is gone; the focus moved to the link that took its place, not to the page.
    await expect(rating.getByRole('link', { name: 'Sign in to rate this recipe' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'My Recipes' })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('currentUser'))).toBeNull();

    await notice.getByRole('link', { name: 'sign in again' }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(pathOf(recipe))}`);
    await page.getByLabel('Username or e-mail').fill(member.username);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(pathOf(recipe));
    await expect(page.getByTestId('welcome-notice')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await rating.getByRole('button', { name: 'Rate 4 out of 5 stars' }).click();
    await expect(rating.getByText('Thanks! Your rating has been saved.')).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toHaveText('4.0 · 1 rating');
  });

  test('the recipe editor asks the server as it opens and sends the member to sign in before anything is typed', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    await revokeToken(request, member);
    await page.goto('/recipe/new');
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/recipe/new')}`);
    await expect(page.getByTestId('session-ended-notice')).toHaveText('Your session has ended. Please sign in again.');
  });
});
