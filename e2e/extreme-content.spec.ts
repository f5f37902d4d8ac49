import type { Page } from '@playwright/test';
import type { Recipe } from '@recipes/contracts';
import {
  createRecipeViaApi,
  expect,
  registerMember,
  test,
  uniqueSuffix,
  useLanguage,
  type Member,
} from './fixtures.ts';

// Issue 16: whatever members write — one unbroken word, a long link, accents, emoji — no page may
// become wider than a 320 px phone screen. Control characters are refused by the API (400), so
// they never reach a page and are not fed here.

const phoneWidth = 320;
const word = (length: number) => 'Supercalifragilistic'.repeat(Math.ceil(length / 20)).slice(0, length);
const longWord = word(300);
const longUrl = `https://example.com/${'very-long-path-segment-'.repeat(12)}?q=${word(60)}`;
const accented = 'Phở bò Hà Nội – Käsespätzle über alles';
const emoji = '🍜🔥👩‍🍳🇻🇳';

const authorised = (member: Member) => ({ headers: { Authorization: `Bearer ${member.token}` } });

interface Scene {
  member: Member;
  recipe: Recipe;
}

/** One member (a 100-letter name, the most the API takes) and a recipe with extreme text in every field. */
async function createScene(request: Parameters<typeof registerMember>[0]): Promise<Scene> {
  const member = await registerMember(request, `${word(90)}${emoji}`.slice(0, 100));
  const marker = `extreme${uniqueSuffix()}`;
  const recipe = await createRecipeViaApi(request, member, {
    name: `${marker} ${word(150)}`,
    shortDescription: `${longWord} ${longUrl} ${accented} ${emoji}`,
    description: `${longWord}\n${longUrl}\n\n#${word(90)}\n${longWord} ${emoji}\n\n#Origin\n${longUrl}`,
    recipeIngredients: [`# ${word(150)}`, `200 g ${longWord}`, `1 ${longUrl}`, `2 ${accented} ${emoji}`],
    recipeInstructions: [
      { instruction: `${longWord} ${longUrl}`, imageURL: null, thumbnailURL: null },
      { instruction: `${accented} ${emoji} 10 min`, imageURL: null, thumbnailURL: null },
    ],
    keywords: [marker, word(60)],
    notes: `${longWord} ${longUrl}`,
    recipeYield: word(80),
    sourceURL: longUrl,
  });
  const favorite = await request.put(`/api/v1/favorites/${recipe.id}`, authorised(member));
  expect(favorite.ok(), await favorite.text()).toBe(true);
  const list = await request.post('/api/v1/shopping-list/changes', {
    ...authorised(member),
    data: {
      changes: [
        {
          type: 'add',
          id: `op-${uniqueSuffix()}`.slice(0, 60),
          items: [
            { ingredient: word(200), quantity: 2, unit: null, recipeId: recipe.id },
            { ingredient: longUrl.slice(0, 200), quantity: null, unit: null, recipeId: null },
          ],
        },
      ],
    },
  });
  expect(list.ok(), await list.text()).toBe(true);
  return { member, recipe };
}

function pagesOf({ member, recipe }: Scene): Record<string, string> {
  const recipePath = `/recipe/${recipe.id}/${recipe.slug}`;
  return {
    home: '/',
    list: '/recipes',
    category: '/recipes?category=main-dishes',
    search: `/recipes/${encodeURIComponent(recipe.keywords[0]!)}`,
    recipe: recipePath,
    member: `/members/${member.id}`,
    'my recipes': '/my-recipes',
    editor: `/recipe/${recipe.id}/edit`,
    favourites: '/profile',
    'profile edit': '/profile/edit',
    'shopping list': '/shopping-list',
  };
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth);
}

test.describe('extreme user content at 320 px', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const language of ['en', 'de', 'vi'] as const) {
    test(`no page is wider than the screen in ${language}`, async ({ page, context, baseURL, request }) => {
      const scene = await createScene(request);
      await useLanguage(context, baseURL!, language);
      // Signed in as the extreme member (as the signedInPage fixture does).
      await context.addInitScript((auth) => {
        localStorage.setItem('currentUser', auth);
      }, JSON.stringify(scene.member.auth));
      await page.setViewportSize({ width: phoneWidth, height: 640 });
      const widths: Record<string, number> = {};
      for (const [name, path] of Object.entries(pagesOf(scene))) {
        await page.goto(path);
        // Signed-in parts (My Recipes, favourites, the list) render after hydration.
        await page.waitForLoadState('networkidle');
        widths[name] = await pageWidth(page);
      }
      const recipePath = pagesOf(scene).recipe!;
      await page.goto(recipePath);
      await page.emulateMedia({ media: 'print' });
      widths['print view'] = await pageWidth(page);
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('button', { name: /Cook mode|Kochmodus|Chế độ nấu/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      widths['cook mode'] = await pageWidth(page);
      for (const [name, width] of Object.entries(widths)) {
        expect.soft(width, `${name} in ${language}`).toBeLessThanOrEqual(phoneWidth);
      }
    });
  }
});
