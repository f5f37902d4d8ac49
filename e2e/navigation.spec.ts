import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures.ts';

test.describe('navigation bar', () => {
  test('signed out: Home, Recipes, About and Login only', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/home');
    await expect(nav.getByRole('link', { name: 'Recipes', exact: true })).toHaveAttribute('href', '/recipes');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    for (const name of ['My Recipes', 'Submit Recipe', 'Profile']) {
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
    }
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('signed in: member links and Logout, which signs out and returns to /', async ({ signedInPage: page }) => {
    await page.goto('/recipes');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My Recipes' })).toHaveAttribute('href', '/my-recipes');
    await expect(nav.getByRole('link', { name: 'Submit Recipe' })).toHaveAttribute('href', '/submit-recipe');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Recipes' })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('currentUser'))).toBeNull();
  });

  test('signed in, in German', async ({ signedInPage: page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'de');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(nav.getByRole('link', { name: 'Meine Rezepte' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Rezept einreichen' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
  });

  test('the search box goes to /recipes/{keywords}', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search recipes' }).fill('chicken soup');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/recipes\/chicken%20soup$/);
  });

  test('the search box in Vietnamese', async ({ page }) => {
    await page.goto('/about?lang=vi');
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Tìm công thức' }).fill('phở');
    await search.getByRole('searchbox', { name: 'Tìm công thức' }).press('Enter');
    await expect(page).toHaveURL(/\/recipes\/ph%E1%BB%9F$/);
  });

  test('on a phone the links fold behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const recipesLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Recipes', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(recipesLink).toBeHidden();
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(recipesLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(recipesLink).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await recipesLink.click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(recipesLink).toBeHidden();
  });

  test('can be used with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const languageButton = page.getByRole('button', { name: /Language: English/ });
    await languageButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(languageButton).toBeFocused();
  });
});

test.describe('scroll position', () => {
  const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('a page opened from a link starts at the top; Back and a reload return to where the reader was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/recipes');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollTop(page)).toBe(900);

    // A click in the page (not Playwright's, which would scroll the card into view first).
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main article a')?.click());
    await expect(page).toHaveURL(/\/recipe\/\d+\//);
    await expect.poll(() => scrollTop(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect.poll(() => scrollTop(page)).toBe(900);

    await page.reload();
    await expect.poll(() => scrollTop(page)).toBe(900);
  });
});
