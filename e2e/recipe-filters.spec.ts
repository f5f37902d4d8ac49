import { createRecipeViaApi, expect, registerMember, test, uniqueSuffix } from './fixtures.ts';

const cards = 'main article';

test.describe('recipe filters', () => {
  test('on a phone: a filter sheet combines a time filter with a sort, kept in the URL', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const owner = await registerMember(request);
    const marker = uniqueSuffix();
    const make = (name: string, prepTime: number, cookTime: number) =>
      createRecipeViaApi(request, owner, { name: `${name} ${marker}`, prepTime, cookTime });
    // Created slowest first, so newest-first order would put the quick one first anyway: the
    // quickest sort must also put the medium one before the slow one, which the time filter drops.
    await make('Filter Medium', 10, 15);
    await make('Filter Slow', 30, 60);
    await make('Filter Quick', 5, 5);

    await page.goto(`/recipes/${marker}`);
    await expect(page.locator(cards)).toHaveCount(3);
    const opener = page.getByRole('button', { name: 'Filters' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Filter and sort' });
    await expect(sheet).toBeVisible();

    // Escape closes the sheet and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(sheet).toBeVisible();
    // Focus stays inside the open sheet however far one tabs.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    // Counts next to each option come from the facets of this search.
    await sheet.getByRole('radio', { name: 'Up to 30 min (2)' }).check();
    await sheet.getByRole('combobox', { name: 'Sort by' }).selectOption('quickest');
    await sheet.getByRole('button', { name: 'Show recipes' }).click();

    await expect(page).toHaveURL(new RegExp(`/recipes/${marker}\\?maxTime=30&sort=quickest$`));
    await expect(sheet).toBeHidden();
    await expect(page.locator(cards)).toHaveCount(2);
    await expect(page.locator(cards).nth(0)).toContainText(`Filter Quick ${marker}`);
    await expect(page.locator(cards).nth(1)).toContainText(`Filter Medium ${marker}`);
    await expect(page.getByTestId('result-count')).toContainText('2');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    // The address alone gives the same page (shareable), and the sheet shows the choice made.
    await page.goto(`/recipes/${marker}?sort=quickest&maxTime=30`);
    await expect(page.locator(cards).nth(0)).toContainText(`Filter Quick ${marker}`);
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Up to 30 min (2)' })).toBeChecked();
  });

  test('works without JavaScript as a GET form; deep combinations are not indexed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/recipes');
    const form = page.getByTestId('recipe-filters');
    await form.getByRole('radio', { name: /^Up to 60 min/ }).check();
    await form.getByRole('checkbox', { name: /^With photo/ }).check();
    await form.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
    await form.getByRole('button', { name: 'Show recipes' }).click();
    await expect(page).toHaveURL(/maxTime=60/);
    await expect(page).toHaveURL(/hasPhoto=true/);
    await expect(page).toHaveURL(/sort=rating/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/recipes$/);
    await context.close();
  });
});
