import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import type { AuthResponse, Language, Recipe, RecipeCreateBody } from '@recipes/contracts';

export { expect };

export interface Member {
  id: number;
  username: string;
  email: string;
  password: string;
  name: string;
  token: string;
  /** The whole login response, as the site keeps it in local storage. */
  auth: AuthResponse;
}

let counter = 0;
/** A name no other test (or earlier run against the same server) has used. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/** Registers a new member through the API. */
export async function registerMember(request: APIRequestContext, name = 'Test Cook'): Promise<Member> {
  const suffix = uniqueSuffix();
  const body = {
    username: `e2e_${suffix}`.slice(0, 32),
    email: `e2e.${suffix}@example.com`,
    password: 'secret-pass-123',
    name,
  };
  const response = await request.post('/users/register', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const auth = (await response.json()) as AuthResponse;
  return {
    id: auth.id,
    username: body.username,
    email: body.email,
    password: body.password,
    name,
    token: auth.token,
    auth,
  };
}

/** Creates a recipe owned by `member` through the API; every field can be overridden. */
export async function createRecipeViaApi(
  request: APIRequestContext,
  member: Member,
  overrides: Partial<RecipeCreateBody> = {},
): Promise<Recipe> {
  const body: RecipeCreateBody = {
    name: `Test Goulash ${uniqueSuffix()}`,
    shortDescription: 'A hearty beef stew with paprika, slowly braised until tender.',
    description: 'Brown the meat well; the onions should almost melt.',
    recipeCategory: 'main-dishes',
    recipeCuisine: 'german',
    recipeIngredients: ['# Stew', '800 g beef shoulder', '3 onions', '2 tbsp sweet paprika'],
    recipeInstructions: [
      { instruction: 'Brown the beef in batches.', imageURL: null, thumbnailURL: null },
      { instruction: 'Add onions and paprika, then braise for two hours.', imageURL: null, thumbnailURL: null },
    ],
    images: [],
    videos: [],
    keywords: ['stew'],
    notes: '',
    prepTime: 20,
    cookTime: 120,
    recipeYield: '4 servings',
    sourceURL: '',
    active: true,
    ...overrides,
  };
  const response = await request.post('/api/v1/recipes', {
    data: body,
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Recipe;
}

/** Makes server-rendered pages of this browser context come in `language` (the menu's cookie). */
export async function useLanguage(context: BrowserContext, baseURL: string, language: Language): Promise<void> {
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

/** A fake client address per test: the API's per-IP limits then count each test on its own. */
function testClientIp(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

/**
 * Makes page.goto and page.reload wait until a page has hydrated, so a test never clicks
 * a server-rendered button before React listens to it.
 */
async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

interface Fixtures {
  /** A freshly registered member (API only; the browser is not signed in). */
  member: Member;
  /** `page`, signed in as `member`: the login response sits in local storage before any page loads. */
  signedInPage: Page;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page, response);
      return response;
    };
    await use(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': testClientIp(`${testInfo.testId}:${testInfo.retry}`) });
  },
  member: async ({ request }, use) => {
    await use(await registerMember(request));
  },
  signedInPage: async ({ page, member }, use) => {
    // Once per tab: a test that signs out and reloads stays signed out.
    await page.addInitScript((auth) => {
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('currentUser', auth);
    }, JSON.stringify(member.auth));
    await use(page);
  },
});
