import { expect, test } from './fixtures.ts';

test.describe('language menu', () => {
  test('switches to German at once and the server renders German after a reload', async ({ page, context }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('button', { name: /Language: English/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Kategorien' })).toBeVisible();
    // Localized data from the loader (category names) follows without a reload.
    await expect(page.getByRole('link', { name: /Frühstück/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Sprache: Deutsch/ })).toContainText('DE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('de');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('de');

    const response = await page.reload();
    const html = await response!.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Kategorien');
    expect(html).toContain('Frühstück');
    await expect(
      page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Rezepte', exact: true }),
    ).toBeVisible();
  });

  test('switches to Vietnamese and back to English', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await expect(page.getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ })).toContainText('VI');
    await expect(page.getByRole('heading', { name: 'Ẩm thực Đức' })).toBeVisible();

    const response = await page.reload();
    expect(await response!.text()).toContain('<html lang="vi">');
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();

    await page.getByRole('button', { name: /Ngôn ngữ/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'German Cuisine' })).toBeVisible();
    const english = await page.reload();
    expect(await english!.text()).toContain('<html lang="en">');
  });

  test('a ?lang= link selects the language and it is remembered', async ({ page }) => {
    const response = await page.goto('/about?lang=de');
    expect(await response!.text()).toContain('<html lang="de">');
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('lang=de');
    const next = await page.goto('/categories');
    expect(await next!.text()).toContain('<html lang="de">');
  });

  test('choosing a language removes ?lang= from the address so the choice sticks', async ({ page }) => {
    await page.goto('/categories?lang=de');
    await page.getByRole('button', { name: /Sprache: Deutsch/ }).click();
    await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Danh mục' })).toBeVisible();
  });
});
