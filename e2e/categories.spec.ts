import { expect, test } from './fixtures.ts';

test.describe('categories page', () => {
  test('a card per category opens the list filtered by its key', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.locator('main').getByRole('listitem')).toHaveCount(14);
    await page.getByRole('link', { name: /^Soups/ }).click();
    await expect(page).toHaveURL(/\/recipes\?category=soups$/);
  });

  test('names are localized (Vietnamese)', async ({ page }) => {
    await page.goto('/categories?lang=vi');
    await expect(page.getByRole('heading', { level: 1, name: 'Danh mục' })).toBeVisible();
    const card = page.getByRole('link', { name: /Món súp/ });
    await expect(card).toContainText(/công thức/);
    await card.click();
    await expect(page).toHaveURL(/\/recipes\?category=soups$/);
  });
});
