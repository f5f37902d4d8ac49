import type { Locator, Page } from '@playwright/test';
import type { Language, Recipe } from '@recipes/contracts';
import { createRecipeViaApi, expect, registerMember, test, uniqueSuffix, useLanguage } from './fixtures.ts';

// Issue 41, "Cards and small things", on a phone in each language.
test.use({ viewport: { width: 360, height: 740 } });

const pathOf = (recipe: Recipe) => `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`;

interface Case {
  language: Language;
  share: string;
  download: string;
  downloadHint: string;
  facebook: string;
  shareGroup: string;
  emptyList: RegExp;
  browseRecipes: string;
  choosePicture: string;
}

const cases: Case[] = [
  {
    language: 'en',
    shareGroup: 'Share this recipe',
    share: 'Share…',
    download: 'Download recipe file',
    downloadHint: 'for other recipe apps (JSON-LD)',
    facebook: 'Facebook',
    emptyList: /choose “Add to shopping list”/,
    browseRecipes: 'Browse recipes',
    choosePicture: 'Choose a picture',
  },
  {
    language: 'de',
    shareGroup: 'Rezept teilen',
    share: 'Teilen…',
    download: 'Rezeptdatei herunterladen',
    downloadHint: 'für andere Rezept-Apps (JSON-LD)',
    facebook: 'Facebook',
    emptyList: /wähle „Auf die Einkaufsliste“/,
    browseRecipes: 'Rezepte ansehen',
    choosePicture: 'Bild auswählen',
  },
  {
    language: 'vi',
    shareGroup: 'Chia sẻ công thức này',
    share: 'Chia sẻ…',
    download: 'Tải tệp công thức',
    downloadHint: 'cho ứng dụng công thức khác (JSON-LD)',
    facebook: 'Facebook',
    emptyList: /chọn “Thêm vào danh sách đi chợ”/,
    browseRecipes: 'Xem công thức',
    choosePicture: 'Chọn ảnh',
  },
];

const longName = (suffix: string) =>
  `A very long recipe title about slow-roasted tomatoes, garlic confit, crispy chickpeas and herbs ${suffix}`;

/** Lines a block of text takes: its height over its line height. */
async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return Math.round(node.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
  });
}

/** Headings wider than the tile that holds them. */
async function overflowingHeadings(page: Page, headings: string, tile: string): Promise<string[]> {
  return page.locator(headings).evaluateAll(
    (nodes, tileSelector) =>
      nodes
        .filter((node) => {
          const box = node.getBoundingClientRect();
          const holder = node.closest(tileSelector)!.getBoundingClientRect();
          return node.scrollWidth > node.clientWidth + 1 || box.right > holder.right + 1 || box.left < holder.left - 1;
        })
        .map((node) => node.textContent ?? ''),
    tile,
  );
}

for (const c of cases) {
  test.describe(`cards and details (${c.language})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL!, c.language);
    });

    test('a long title on a card stops after two lines, and the whole title stays readable to assistive tech', async ({
      page,
      request,
    }) => {
      const owner = await registerMember(request);
      const name = longName(uniqueSuffix());
      await createRecipeViaApi(request, owner, { name });
      await page.goto(`/members/${owner.id}`);
      const title = page.getByRole('heading', { name, exact: true });
      await expect(title).toBeVisible();
      expect(await lineCount(title)).toBeLessThanOrEqual(2);
      expect(await title.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
      await expect(title).toHaveText(name);
    });

    test('category tiles and cuisine teasers keep their headings inside at 360 and 320 px, breaking by syllables', async ({
      page,
    }) => {
      const names = 'ul li a[data-category] > span:nth-child(2)';
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto('/categories');
        await expect(page.locator('html')).toHaveAttribute('lang', c.language);
        expect(await page.locator(names).count()).toBeGreaterThan(5);
        expect(await overflowingHeadings(page, names, 'a')).toEqual([]);
        for (const style of await page
          .locator(names)
          .evaluateAll((nodes) =>
            nodes.map((node) => [getComputedStyle(node).wordBreak, getComputedStyle(node).hyphens]),
          ))
          expect(style).toEqual(['normal', 'auto']);

        await page.goto('/');
        expect(await overflowingHeadings(page, 'article[data-region] h3', 'article')).toEqual([]);
        expect(await overflowingHeadings(page, 'article[data-region] h3 > span:last-child', 'h3')).toEqual([]);
      }
    });

    test('the share row uses the system share sheet where there is one, and stays short', async ({ page, request }) => {
      const owner = await registerMember(request);
      const recipe = await createRecipeViaApi(request, owner);
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        Object.assign(window, { __shared: shared });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: unknown) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
      await page.goto(pathOf(recipe));
      const row = page.getByRole('group', { name: c.shareGroup });
      await expect(page.getByTestId('system-share')).toHaveText(c.share);
      await expect(row.getByRole('link', { name: c.facebook })).toHaveCount(0);
      const box = await row.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(90);
      await page.getByTestId('system-share').click();
      const shared = await page.evaluate(
        () => (window as unknown as { __shared: { url: string; title: string }[] }).__shared,
      );
      expect(shared).toHaveLength(1);
      expect(shared[0]).toMatchObject({ title: recipe.name, url: expect.stringContaining(`/recipe/${recipe.id}/`) });

      const download = page.getByTestId('download-json-ld');
      await expect(download).toContainText(c.download);
      await expect(download).toContainText(c.downloadHint);
    });

    test('without a share sheet the links stay', async ({ page, request }) => {
      const owner = await registerMember(request);
      const recipe = await createRecipeViaApi(request, owner);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      });
      await page.goto(pathOf(recipe));
      const row = page.getByRole('group', { name: c.shareGroup });
      await expect(row.getByRole('link', { name: c.facebook })).toBeVisible();
      await expect(row.getByTestId('system-share')).toHaveCount(0);
    });

    test('My Recipes cards show the short description', async ({ signedInPage: page, member, request }) => {
      await createRecipeViaApi(request, member, {
        shortDescription: 'Short line written for the card.',
        description: 'The long story of this dish, which the card does not need.',
      });
      await page.goto('/my-recipes');
      await expect(page.getByTestId('my-recipe-card').first()).toContainText('Short line written for the card.');
    });

    test('the empty shopping list says how items get there and links to recipes', async ({ signedInPage: page }) => {
      await page.goto('/shopping-list');
      const empty = page.getByTestId('shopping-list-empty');
      await expect(empty).toContainText(c.emptyList);
      await expect(empty.getByRole('link', { name: c.browseRecipes })).toHaveAttribute('href', '/recipes');
    });

    test('the profile picture picker is a button-like control that names the chosen file', async ({
      signedInPage: page,
    }) => {
      await page.goto('/profile/edit');
      const input = page.getByLabel(c.choosePicture);
      await expect(input).toHaveAttribute('type', 'file');
      const label = page.locator('label', { has: input });
      await expect(label).toBeVisible();
      const labelBox = await label.boundingBox();
      expect(labelBox!.height).toBeGreaterThanOrEqual(32);
      await input.focus();
      expect(await label.evaluate((node) => getComputedStyle(node).outlineStyle)).not.toBe('none');
      await input.setInputFiles({ name: 'me-at-the-market.png', mimeType: 'image/png', buffer: Buffer.from('x') });
      await expect(page.getByTestId('avatar-file-name')).toHaveText('me-at-the-market.png');
    });

    test('the home page features well-rated recipes', async ({ page }) => {
      await page.goto('/');
      const items = page.locator('article[data-region] li[data-rating-count]');
      expect(await items.count()).toBeGreaterThan(0);
      const ratings = await items.evaluateAll((nodes) =>
        nodes.map((node) => ({
          average: Number(node.getAttribute('data-average-rating') ?? 'NaN'),
          count: Number(node.getAttribute('data-rating-count')),
        })),
      );
      for (const rating of ratings.filter((entry) => entry.count > 0)) expect(rating.average).toBeGreaterThanOrEqual(4);
    });
  });
}
