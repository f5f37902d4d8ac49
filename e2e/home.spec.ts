import { expect, test } from './fixtures.ts';

test.describe('home page', () => {
  test('carousel: three slides with previous/next, dots and pause', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('heading', { level: 2, name: 'Browse Recipes' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(3);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('heading', { name: 'Join Community' })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: 'Browse Recipes' })).toBeHidden();

    await carousel.getByRole('button', { name: 'Show slide 3: Start Cooking' }).click();
    await expect(carousel.getByRole('heading', { name: 'Start Cooking' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Show slide 3: Start Cooking' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('heading', { name: 'Browse Recipes' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('heading', { name: 'Start Cooking' })).toBeVisible();

    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await carousel.getByRole('link', { name: 'Start Cooking' }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test('carousel stays still for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('carousel advances on its own, not faster than every 6 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_900);
    await expect(carousel.getByRole('heading', { name: 'Browse Recipes' })).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(carousel.getByRole('heading', { name: 'Join Community' })).toBeVisible();
  });

  test('three cuisine teasers with real recipes link to recipes and lists', async ({ page }) => {
    await page.goto('/');
    for (const title of ['German Cuisine', 'Asian Cuisine', 'Latin Cuisine']) {
      const teaser = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(teaser.getByRole('listitem').first()).toBeVisible();
      expect(await teaser.getByRole('listitem').count()).toBeLessThanOrEqual(4);
    }
    const german = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'German Cuisine' }) });
    await german.getByRole('link', { name: 'Austrian', exact: true }).click();
    await expect(page).toHaveURL(/\/recipes\?cuisine=austrian$/);

    await page.goto('/');
    const firstRecipe = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Asian Cuisine' }) })
      .getByRole('listitem')
      .first()
      .getByRole('link');
    const href = (await firstRecipe.getAttribute('href'))!;
    expect(href).toMatch(/^\/recipe\/\d+\//);
    await firstRecipe.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('feature sections, in German', async ({ page }) => {
    await page.goto('/?lang=de');
    await expect(page.getByRole('heading', { name: 'Familienrezepte' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schritt für Schritt' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eine weltweite Community' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deutsche Küche' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Rezepte entdecken' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RecipeShare – Hausmannskost aus aller Welt');
  });

  test('/home shows the home page with / as canonical', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 2, name: 'Browse Recipes' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  });
});
