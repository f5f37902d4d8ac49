import { mkdirSync } from 'node:fs';
import type { Language } from '@recipes/contracts';
import { test } from './fixtures.ts';

// Screenshots of the platform's screens for a visual review: SHOTS=1 npx playwright test platform.shots.ts
const outDir = '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
const pages = { home: '/', categories: '/categories', 'not-found': '/no-such-page' } as const;
const languages: Language[] = ['en', 'de', 'vi'];

for (const [device, viewport] of Object.entries(viewports)) {
  for (const language of languages) {
    test(`${device} ${language}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${path}?lang=${language}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${outDir}/${name}-${device}-${language}.png`, fullPage: true });
      }
    });
  }
}

test('menus open', async ({ signedInPage: page }) => {
  await page.setViewportSize(viewports.phone);
  await page.goto('/?lang=de');
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('button', { name: /Sprache/ }).click();
  await page.screenshot({ path: `${outDir}/menu-phone-de.png` });
  await page.setViewportSize(viewports.desktop);
  await page.goto('/categories?lang=de');
  await page.screenshot({ path: `${outDir}/signed-in-desktop-de.png` });
  await page.goto('/?lang=vi');
  await page.getByRole('button', { name: /Ngôn ngữ/ }).click();
  await page.screenshot({ path: `${outDir}/menu-desktop-vi.png` });
});
