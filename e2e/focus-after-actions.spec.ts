import type { Page } from '@playwright/test';
import type { Recipe } from '@recipes/contracts';
import { createRecipeViaApi, expect, registerMember, test } from './fixtures.ts';
import { expectDialog, photos, recipeWithPhotos } from './editor-helpers.ts';

/** What has keyboard focus: its accessible label or text, or "BODY" when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    return active.getAttribute('aria-label') ?? `${active.tagName}:${active.getAttribute('type') ?? ''}`;
  });

const pathOf = (recipe: Recipe) => `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`;

test.describe('focus stays somewhere sensible', () => {
  test('after giving a rating, on the star that was chosen', async ({ signedInPage: page, request }) => {
    const owner = await registerMember(request);
    const recipe = await createRecipeViaApi(request, owner);
    await page.goto(pathOf(recipe));
    const rating = page.getByTestId('recipe-rating');
    await rating.getByRole('button', { name: 'Rate 4 out of 5 stars' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('rating-summary')).toHaveText('4.0 · 1 rating');
    await expect(rating.getByText('Thanks! Your rating has been saved.')).toBeVisible();
    expect(await focused(page)).toBe('Rate 4 out of 5 stars');
    // And the keyboard goes on from there.
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('Rate 3 out of 5 stars');
  });

  test('after deleting a photo, on the photo that took its place, then on the picker', async ({
    signedInPage: page,
    member,
    request,
  }) => {
    const recipe = await recipeWithPhotos(request, member);
    await page.goto(`/recipe/${recipe.id}/edit`);
    await expect(photos(page)).toHaveCount(2);

    let asked = expectDialog(page, 'Are you sure you want to delete this image?');
    await page.getByRole('button', { name: 'Delete photo 1' }).click();
    await asked;
    await expect(photos(page)).toHaveCount(1);
    await expect.poll(() => focused(page)).toBe('Delete photo 1');

    asked = expectDialog(page, 'Are you sure you want to delete this image?');
    await page.keyboard.press('Enter');
    await asked;
    await expect(photos(page)).toHaveCount(0);
    await expect.poll(() => focused(page)).toBe('INPUT:file');
  });
});
