import { recipePath, type Recipe } from '@recipes/contracts';
import type { Page } from '@playwright/test';
import { createRecipeViaApi, expect, test } from './fixtures.ts';

// The service worker (apps/web/sw, decision 0020) runs here only; the other specs block it.
test.use({ serviceWorkers: 'allow' });

// The page registers the worker two seconds after load, at its next idle moment
// (features/offline/service-worker.ts), and installing it precaches the app shell.
const workerTimeout = { timeout: 30_000 };

/** Opens a page the worker may answer with the offline page, which never hydrates (no scripts). */
async function openUnhydrated(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => window.location.assign(target), path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/** True once every photo of the page's main area has been drawn. */
async function photoShown(page: Page): Promise<boolean> {
  return page
    .locator('main img[src^="/media/"]')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

test('favourites and recently read recipes stay readable offline; pages are fresh online', async ({
  signedInPage: page,
  context,
  member,
  request,
}) => {
  test.setTimeout(90_000);
  // Sample recipes with photos (the oldest first): other specs keep adding recipes without photos.
  const recipes = (await (await request.get('/api/v1/recipes?hasPhoto=true&pageSize=100')).json()) as Recipe[];
  const withPhotos = recipes.filter((recipe) => recipe.images.length > 0).reverse();
  expect(withPhotos.length).toBeGreaterThanOrEqual(2);
  const [favourite, unvisited] = withPhotos as [Recipe, Recipe];
  const own = await createRecipeViaApi(request, member, { name: `Offline soup ${Date.now()}` });

  // The first page registers the worker; it takes this tab over as soon as it is active.
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), workerTimeout).toBe(true);

  // A recipe read online is kept as well.
  await page.goto(recipePath(own));
  await expect(page.getByRole('heading', { level: 1, name: own.name })).toBeVisible();

  // Favourite a recipe from a card, without opening it: the worker keeps its page and photo, and
  // answers once it has; the card says so.
  await page.goto(`/recipes/${encodeURIComponent(favourite.name)}`);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: `Favorite ${favourite.name}` }) });
  const heart = card.getByRole('button', { name: `Favorite ${favourite.name}` });
  await expect(heart).toBeEnabled();
  await expect(card.getByText('Available offline')).toHaveCount(0);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('Available offline')).toBeVisible({ timeout: 30_000 });
  const kept = await page.evaluate(async (id) => {
    const keys = await (await caches.open('recipes-kept')).keys();
    return keys
      .map((key) => new URL(key.url).pathname)
      .filter((path) => path === `/recipe/${id}` || path.startsWith('/media/'));
  }, favourite.id);
  expect(kept).toContain(`/recipe/${favourite.id}`);
  expect(kept.some((path) => path.startsWith('/media/'))).toBe(true);

  await context.setOffline(true);

  await page.goto(recipePath(favourite));
  await expect(page.getByRole('heading', { level: 1, name: favourite.name })).toBeVisible();
  await expect.poll(() => photoShown(page)).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: favourite.name })).toBeVisible();
  await expect.poll(() => photoShown(page)).toBe(true);

  await page.goto(recipePath(own));
  await expect(page.getByRole('heading', { level: 1, name: own.name })).toBeVisible();

  // A client-side navigation: React Router's data request fails, the worker turns it into a
  // document load, which the kept copy answers.
  await page.goto(`/recipes/${encodeURIComponent(favourite.name)}`);
  await page.locator(`main a[href^="/recipe/${favourite.id}/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${favourite.id}(/|$)`));
  await expect(page.getByRole('heading', { level: 1, name: favourite.name })).toBeVisible();

  // Never opened and not a favourite: the offline page, under the address asked for.
  await openUnhydrated(page, recipePath(unvisited));
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${recipePath(unvisited)}$`));

  // Changed while this browser was offline: back online, the page comes from the network.
  const renamed = `${own.name} with dill`;
  const update = await request.put(`/api/v1/recipes/${own.id}`, {
    data: { name: renamed },
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(update.status(), await update.text()).toBe(200);
  await context.setOffline(false);
  await page.goto(recipePath(own));
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Signing out forgets the kept favourites (the next person on this device does not see them).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('recipes-kept'))).toBe(false);
});

test("the offline page comes in the member's language", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), workerTimeout).toBe(true);
  // The worker precaches the offline pages while installing; a controlled page means it is done.
  await context.setOffline(true);
  await openUnhydrated(page, '/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('Chromium finds the site installable', async ({ page, context }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), workerTimeout).toBe(true);
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are incognito profiles, where Chromium installs nothing.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { url, errors } = (await devtools.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
});
