import { mkdirSync } from 'node:fs';
import { createRecipeViaApi, test, useLanguage } from './fixtures.ts';

// Screenshots for a visual review: SHOTS=1 npx playwright test account.shots.ts (images in /tmp/shots).
mkdirSync('/tmp/shots', { recursive: true });

for (const language of ['en', 'de', 'vi'] as const) {
  test(`account screens in ${language}`, async ({ signedInPage: page, member, request, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLanguage(context, baseURL!, language);
    await createRecipeViaApi(request, member, {
      description: 'Slow-simmered beef bones, charred ginger and star anise give this broth its depth and fragrance.',
    });
    await createRecipeViaApi(request, member, { active: false, recipeCategory: 'desserts', prepTime: null });
    for (const [name, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of ['/profile', '/my-recipes']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page
          .getByTestId(path === '/profile' ? 'stat-recipes' : 'my-recipe-card')
          .first()
          .waitFor();
        await page.screenshot({ path: `/tmp/shots/${path.slice(1)}-${language}-${name}.png`, fullPage: true });
      }
    }
    await page.evaluate(() => window.localStorage.removeItem('currentUser'));
    for (const [name, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of ['/login', '/register', '/my-recipes']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (path !== '/my-recipes') await page.getByRole('main').getByRole('button').last().click();
        const file = path === '/my-recipes' ? 'my-recipes-signed-out' : path.slice(1);
        await page.screenshot({ path: `/tmp/shots/${file}-${language}-${name}.png`, fullPage: true });
      }
    }
  });
}
