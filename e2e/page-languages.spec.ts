import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/app/i18n/locales');
const languages = ['en', 'de', 'vi'] as const;
type Language = (typeof languages)[number];

/** Texts of one language's common namespace long enough to be found in no other language's files. */
function markers(language: Language): string[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') texts.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(JSON.parse(fs.readFileSync(path.join(localesDir, language, 'common.json'), 'utf8')));
  const others = languages
    .filter((l) => l !== language)
    .map((l) => fs.readFileSync(path.join(localesDir, l, 'common.json'), 'utf8'));
  return texts.filter(
    (text) => text.length > 24 && !others.some((other) => other.includes(JSON.stringify(text).slice(1, -1))),
  );
}

/** Every script the page fetched until the network went quiet, as text. */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return Promise.all(scripts);
}

test.describe('translations shipped with a page', () => {
  for (const language of ['de', 'vi'] as const) {
    test(`a recipe page in ${language} loads that language's texts and no other's`, async ({ page, request }) => {
      const [recipe] = (await (await request.get('/api/v1/recipes?pageSize=1')).json()) as {
        id: number;
        slug: string;
      }[];
      const scripts = (await scriptsOf(page, `/recipe/${recipe!.id}/${recipe!.slug}?lang=${language}`)).join('\n');
      for (const other of languages) {
        const found = markers(other).filter((text) => scripts.includes(JSON.stringify(text).slice(1, -1)));
        if (other === language) expect(found.length, `${language} texts`).toBeGreaterThan(0);
        else expect(found, `${other} texts on a ${language} page`).toEqual([]);
      }
    });
  }

  test('switching the language fetches the new language then', async ({ page }) => {
    await scriptsOf(page, '/categories?lang=de');
    const fetched: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') fetched.push(response.text());
    });
    await page.getByRole('button', { name: /Sprache: Deutsch/ }).click();
    await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const scripts = (await Promise.all(fetched)).join('\n');
    expect(markers('vi').some((text) => scripts.includes(JSON.stringify(text).slice(1, -1)))).toBe(true);
  });
});
