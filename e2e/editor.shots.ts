import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, useLanguage } from './fixtures.ts';
import { basil, photos, recipeWithPhotos, saffron, tomato } from './editor-helpers.ts';

// Screenshots of the recipe form for a visual review: SHOTS=1 npx playwright test editor.shots.ts
mkdirSync('/tmp/shots', { recursive: true });

const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/editor-${name}.png` });
}

for (const language of ['en', 'de', 'vi'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`recipe form ${language} ${device}`, async ({ signedInPage: page, member, request, context, baseURL }) => {
      test.setTimeout(90_000);
      await useLanguage(context, baseURL!, language);
      await page.setViewportSize(viewport);
      const recipe = await recipeWithPhotos(request, member, {
        description: 'Slow food.\n\n#Origin\nBudapest.',
      });

      await page.goto('/recipe/new');
      await page.getByTestId('copy-panel').locator('summary').click();
      await page.getByTestId('copy-panel').getByRole('listitem').first().waitFor();
      await shoot(page, `new-${language}-${device}`);

      await page.getByTestId('copy-panel').locator('summary').click();
      await page.locator('input[type=file][multiple]').setInputFiles([tomato, basil]);
      await photos(page).nth(1).waitFor();
      await photos(page).first().scrollIntoViewIfNeeded();
      await shoot(page, `photos-${language}-${device}`);

      await page.goto(`/recipe/${recipe.id}/edit`);
      await page.getByTestId('editor-step').first().waitFor();
      await page.getByTestId('editor-step').nth(1).locator('input[type=file]').setInputFiles(saffron);
      await page.getByTestId('editor-step').nth(1).locator('img').waitFor();
      await page.getByTestId('editor-step').first().scrollIntoViewIfNeeded();
      await shoot(page, `steps-${language}-${device}`);

      await page.route(`**/api/v1/recipes/${recipe.id}`, (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
      );
      await page.locator('input[name=name]').fill('');
      await page.locator('input[name=name]').fill('Changed name');
      await page.locator('main form button[type=submit]').click();
      await page.getByTestId('editor-notice').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `failed-${language}-${device}`);
    });
  }
}
