import { mkdirSync } from 'node:fs';
import { test, useLanguage } from './fixtures.ts';

// Screenshots for a visual review: SHOTS=1 npx playwright test pages.shots.ts (images in /tmp/shots).
mkdirSync('/tmp/shots', { recursive: true });

for (const language of ['en', 'de', 'vi'] as const) {
  test(`static pages in ${language}`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLanguage(context, baseURL!, language);
    for (const [name, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of ['/about', '/privacy-policy', '/faq', '/terms', '/cookies', '/contact', '/api/docs']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (path === '/faq') await page.locator('summary').nth(1).click();
        if (path === '/contact') await page.getByRole('main').getByRole('button').last().click();
        const file = path.slice(1).replace('/', '-');
        await page.screenshot({ path: `/tmp/shots/${file}-${language}-${name}.png`, fullPage: true });
      }
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await footer.screenshot({ path: `/tmp/shots/footer-${language}-${name}.png` });
    }
  });
}
