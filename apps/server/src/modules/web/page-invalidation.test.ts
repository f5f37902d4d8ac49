import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipeCreateBody } from '@recipes/contracts';
import { ratingBody } from '../../sample-content/factories.ts';
import { createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, solid } from '../../test/test-images.ts';
import { requireWebBuild } from '../../test/web-build.ts';

// Every kind of write, then every page and API answer that shows what it changed: each must show
// the new data at once, though all of them were cached before the write (decision 0009).

requireWebBuild();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: { mode: 'production' } });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const write = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, member: Member, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

/** A word no other test uses, for names and searches. */
let counter = 0;
const word = (stem: string) => `${stem}${(counter++).toString(36)}zq`;

/** Everything that shows a recipe, anonymous pages (three languages) and API answers. */
function viewsOf(recipe: Recipe, searchWord: string) {
  const page = `/recipe/${recipe.id}/${recipe.slug}`;
  return {
    recipePages: [page, `${page}?lang=de`, `${page}?lang=vi`],
    listPages: [
      '/recipes',
      `/recipes?category=${recipe.recipeCategory}`,
      `/recipes?cuisine=${recipe.recipeCuisine}`,
      `/recipes/${searchWord}`,
      `/members/${recipe.author.id}`,
      `/recipes/${searchWord}?lang=de`,
      '/',
    ],
    api: [
      `/api/v1/recipes/${recipe.id}`,
      '/api/v1/recipes',
      `/api/v1/recipes?category=${recipe.recipeCategory}`,
      `/api/v1/recipes?cuisine=${recipe.recipeCuisine}`,
      `/api/v1/recipes/search/${searchWord}`,
      `/api/v1/recipes?user_id=${recipe.author.id}`,
    ],
  };
}
const allOf = (views: ReturnType<typeof viewsOf>) => [...views.recipePages, ...views.listPages, ...views.api];

/** Reads each URL until the page cache holds it, so the next read after a write proves freshness. */
async function warm(urls: readonly string[]) {
  for (const url of urls) {
    await get(url);
    const again = await get(url);
    if (!url.startsWith('/api/') && again.statusCode === 200) expect(again.headers['x-page-cache'], url).toBe('hit');
  }
}

async function bodies(urls: readonly string[]) {
  return Promise.all(urls.map(async (url) => ({ url, res: await get(url) })));
}

async function expectAllShow(urls: readonly string[], text: string | RegExp) {
  for (const { url, res } of await bodies(urls)) {
    expect(res.statusCode, url).toBe(200);
    if (typeof text === 'string') expect(res.body, url).toContain(text);
    else expect(res.body, url).toMatch(text);
  }
}

async function expectNoneShow(urls: readonly string[], text: string) {
  for (const { url, res } of await bodies(urls)) expect(res.body, url).not.toContain(text);
}

// Home teasers show Asian cuisines; the category and cuisine are fixed so the views are known.
const asianSoup = (name: string, more: Partial<RecipeCreateBody> = {}): Partial<RecipeCreateBody> => ({
  name,
  recipeCategory: 'soups',
  recipeCuisine: 'vietnamese',
  ...more,
});

describe('cached pages and API answers after each kind of write', () => {
  it('a new recipe (and a bulk of them) shows at once in every list, search and member page', async () => {
    const cook = await signUp(t.app);
    const find = word('fresh');
    const first = await createRecipe(t.app, cook, asianSoup(`${find} Broth`));
    const views = viewsOf(first, find);
    await warm(allOf(views));

    const second = await createRecipe(t.app, cook, asianSoup(`${find} Noodles`));
    await expectAllShow([...views.listPages, ...views.api.slice(1)], `${find} Noodles`);
    // The member page counts the recipes too.
    expect((await get(`/members/${cook.id}`)).body).toMatch(/data-testid="member-recipes">2</);

    const bulk = await write('POST', '/api/v1/recipes/recipes', cook, [
      { ...asianSoup(`${find} Pho`), recipeIngredients: [], recipeInstructions: [] },
      { ...asianSoup(`${find} Bun`), recipeIngredients: [], recipeInstructions: [] },
    ]);
    expect(bulk.json<Recipe[]>()).toHaveLength(2);
    await expectAllShow([...views.listPages, ...views.api.slice(1)], `${find} Bun`);
    await expectAllShow(views.listPages.slice(0, 4), `${find} Pho`);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('an edit and a rename show on the recipe page in every language and wherever it is listed', async () => {
    const cook = await signUp(t.app);
    const before = word('old');
    const after = word('new');
    const recipe = await createRecipe(t.app, cook, asianSoup(`${before} Curry`, { shortDescription: 'First text.' }));
    const oldViews = viewsOf(recipe, before);
    const newViews = viewsOf({ ...recipe, slug: `${after}-curry` }, after);
    await warm([...allOf(oldViews), ...newViews.listPages, ...newViews.api]);

    await write('PUT', `/api/v1/recipes/${recipe.id}`, cook, { shortDescription: 'Second text.' });
    await expectAllShow([...oldViews.recipePages, oldViews.api[0]!], 'Second text.');

    const renamed = (
      await write('PUT', `/api/v1/recipes/${recipe.id}`, cook, { name: `${after} Curry` })
    ).json<Recipe>();
    expect(renamed.slug).toBe(`${after}-curry`);
    // The old address now redirects to the new one, and the new one shows the new name.
    expect((await get(oldViews.recipePages[1]!)).statusCode).toBe(301);
    const current = viewsOf(renamed, after);
    await expectAllShow(current.recipePages, `${after} Curry`);
    await expectAllShow([...current.listPages, ...current.api], `${after} Curry`);
    // The search for the old word no longer finds it.
    await expectNoneShow([`/recipes/${before}`, `/api/v1/recipes/search/${before}`], `${before} Curry`);
  });

  it('moving a recipe to another category or cuisine moves it between those lists', async () => {
    const cook = await signUp(t.app);
    const name = `${word('moved')} Stew`;
    const recipe = await createRecipe(t.app, cook, asianSoup(name));
    const lists = ['/recipes?category=soups', '/recipes?category=desserts', '/recipes?cuisine=vietnamese', '/'];
    const api = ['/api/v1/recipes?category=soups', '/api/v1/recipes?category=desserts', '/api/v1/recipes?cuisine=thai'];
    await warm([...lists, ...api, '/recipes?cuisine=thai']);

    await write('PUT', `/api/v1/recipes/${recipe.id}`, cook, { recipeCategory: 'desserts', recipeCuisine: 'thai' });
    await expectNoneShow(['/recipes?category=soups', '/recipes?cuisine=vietnamese', api[0]!], name);
    await expectAllShow(['/recipes?category=desserts', '/recipes?cuisine=thai', '/', api[1]!, api[2]!], name);
  });

  it('deactivating hides a recipe everywhere (its page becomes a 404), activating brings it back', async () => {
    const cook = await signUp(t.app);
    const find = word('hidden');
    const recipe = await createRecipe(t.app, cook, asianSoup(`${find} Salad`));
    const views = viewsOf(recipe, find);
    await warm(allOf(views));

    await write('PUT', `/api/v1/recipes/${recipe.id}`, cook, { active: false });
    for (const url of [...views.recipePages, views.api[0]!]) expect((await get(url)).statusCode, url).toBe(404);
    await expectNoneShow([...views.listPages, ...views.api], `${find} Salad`);
    expect((await get(`/members/${cook.id}`)).body).toMatch(/data-testid="member-recipes">0</);
    // The owner still sees the draft through the API.
    expect((await get(views.api[0]!, cook.headers)).statusCode).toBe(200);

    await write('PUT', `/api/v1/recipes/${recipe.id}`, cook, { active: true });
    await expectAllShow(allOf(views), `${find} Salad`);
  });

  it('a deleted recipe disappears from every page and answer', async () => {
    const cook = await signUp(t.app);
    const find = word('gone');
    const recipe = await createRecipe(t.app, cook, asianSoup(`${find} Soup`));
    const views = viewsOf(recipe, find);
    await warm(allOf(views));

    await write('DELETE', `/api/v1/recipes/${recipe.id}`, cook);
    for (const url of [...views.recipePages, views.api[0]!]) expect((await get(url)).statusCode, url).toBe(404);
    await expectNoneShow([...views.listPages, ...views.api], `${find} Soup`);
  });

  it('a rating given or changed shows its new average on the recipe page and in list entries', async () => {
    const cook = await signUp(t.app);
    const taster = await signUp(t.app);
    const find = word('rated');
    const recipe = await createRecipe(t.app, cook, asianSoup(`${find} Rolls`));
    const views = viewsOf(recipe, find);
    await warm(allOf(views));

    const rated = await write(
      'POST',
      '/api/v1/ratings',
      taster,
      ratingBody({ recipeId: recipe.id, userId: taster.id, rating: 2 }),
    );
    const lists = ['/recipes', '/recipes?cuisine=vietnamese', `/recipes/${find}`, `/members/${cook.id}`];
    await expectAllShow(lists, /Rated 2(\.0)? out of 5 from 1 rating"/);
    await expectAllShow(views.recipePages, '"ratingCount":1');
    for (const url of views.api) expect((await get(url)).body, url).toContain('"averageRating":2');

    await write('PUT', `/api/v1/ratings/${rated.json<{ id: number }>().id}`, taster, {
      recipeId: recipe.id,
      userId: taster.id,
      rating: 4,
    });
    await expectAllShow(lists, /Rated 4(\.0)? out of 5 from 1 rating"/);
    await expectAllShow(views.recipePages, '"ratingValue":4');
    for (const url of views.api) expect((await get(url)).body, url).toContain('"averageRating":4');
  });

  it("a member's new name reaches their recipes, their lists, their page and others' follows lists", async () => {
    const oldName = word('Cook');
    const newName = word('Chef');
    const cook = await signUp(t.app, { name: oldName });
    const fan = await signUp(t.app);
    await write('PUT', `/api/v1/members/${cook.id}/follow`, fan);
    const find = word('named');
    const recipe = await createRecipe(t.app, cook, asianSoup(`${find} Dumplings`));
    const views = viewsOf(recipe, find);
    const follows = [`/members/${fan.id}/following`, `/members/${cook.id}`];
    await warm([...allOf(views), ...follows]);

    await write('PATCH', '/users/me', cook, { name: newName });
    await expectAllShow([...views.recipePages, `/members/${cook.id}`, ...follows], newName);
    for (const url of views.api) expect((await get(url)).body, url).toContain(`"name":"${newName}"`);
    await expectNoneShow([...views.recipePages, ...follows], oldName);
  });

  it("a new avatar shows on the member's page and in follows lists", async () => {
    const cook = await signUp(t.app);
    const fan = await signUp(t.app);
    await write('PUT', `/api/v1/members/${cook.id}/follow`, fan);
    const pages = [`/members/${cook.id}`, `/members/${fan.id}/following`];
    await warm(pages);
    const bytes = await solid(300, 300, { r: 9, g: 90, b: 9 }).png().toBuffer();
    const body = multipartBody([{ field: 'file', bytes, filename: 'me.png' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/me/avatar',
      headers: { ...body.headers, ...cook.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const picture = String(res.json<{ profilePicture: string }>().profilePicture);
    await expectAllShow(pages, picture);
  });

  it('a follow changes the counts on both members’ pages only', async () => {
    const cook = await signUp(t.app);
    const fan = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook, asianSoup(`${word('followed')} Tea`));
    const untouched = [`/recipe/${recipe.id}/${recipe.slug}`, '/recipes'];
    await warm([`/members/${cook.id}`, `/members/${fan.id}`, `/members/${cook.id}/followers`, ...untouched]);

    await write('PUT', `/api/v1/members/${cook.id}/follow`, fan);
    expect((await get(`/members/${cook.id}`)).body).toMatch(/data-testid="member-followers">1</);
    expect((await get(`/members/${fan.id}`)).body).toMatch(/data-testid="member-following">1</);
    expect((await get(`/members/${cook.id}/followers`)).body).toContain(fan.name);
    for (const url of untouched) expect((await get(url)).headers['x-page-cache'], url).toBe('hit');

    await write('DELETE', `/api/v1/members/${cook.id}/follow`, fan);
    expect((await get(`/members/${cook.id}`)).body).toMatch(/data-testid="member-followers">0</);
  });

  it('a deleted account takes its recipes, ratings and follows out of every page', async () => {
    const leaver = await signUp(t.app, { password: 'leaving-for-good' });
    const cook = await signUp(t.app);
    const find = word('leaver');
    const own = await createRecipe(t.app, leaver, asianSoup(`${find} Congee`));
    const other = await createRecipe(t.app, cook, asianSoup(`${find} Porridge`));
    await write('POST', '/api/v1/ratings', leaver, ratingBody({ recipeId: other.id, userId: leaver.id, rating: 5 }));
    await write('PUT', `/api/v1/members/${cook.id}/follow`, leaver);
    const views = viewsOf(own, find);
    const otherPage = `/recipe/${other.id}/${other.slug}`;
    await warm([...allOf(views), otherPage, `/members/${cook.id}`, `/members/${cook.id}/followers`]);
    expect((await get(otherPage)).body).toContain('"ratingCount":1');

    await write('DELETE', '/users/me', leaver, { password: 'leaving-for-good', confirm: true });
    for (const url of [...views.recipePages, views.api[0]!]) expect((await get(url)).statusCode, url).toBe(404);
    await expectNoneShow(views.listPages.slice(0, 4), `${find} Congee`);
    expect((await get(otherPage)).body).not.toContain('"ratingCount":1');
    expect((await get(`/members/${cook.id}`)).body).toMatch(/data-testid="member-followers">0</);
    expect((await get(`/members/${cook.id}/followers`)).body).not.toContain(leaver.name);
  });
});

describe('writes that change nothing public', () => {
  it('sign-in, sign-out, favourites, newsletter and contact leave every cached page cached', async () => {
    const cook = await signUp(t.app, { password: 'a-long-password' });
    const recipe = await createRecipe(t.app, cook, asianSoup(`${word('kept')} Rice`));
    const pages = [
      `/recipe/${recipe.id}/${recipe.slug}`,
      `/recipe/${recipe.id}/${recipe.slug}?lang=de`,
      '/recipes',
      '/recipes?category=soups',
      `/members/${cook.id}`,
      '/',
      '/categories',
    ];
    await warm(pages);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/users/authenticate',
      payload: { username: cook.username, password: 'a-long-password' },
    });
    expect(signIn.statusCode).toBe(200);
    const session = { ...cook, headers: { authorization: `Bearer ${signIn.json<{ token: string }>().token}` } };
    await write('PUT', `/api/v1/favorites/${recipe.id}`, session);
    await write('DELETE', `/api/v1/favorites/${recipe.id}`, session);
    await write('POST', '/api/v1/mailing-list/subscribe', session, { email: 'kept@example.com', source: 'footer' });
    await write('POST', '/api/v1/contact', session, {
      name: 'Kept',
      email: 'kept@example.com',
      subject: 'general',
      message: 'Nothing public changes.',
    });
    await write('POST', '/users/logout', session);
    for (const url of pages) expect((await get(url)).headers['x-page-cache'], url).toBe('hit');
  });
});
