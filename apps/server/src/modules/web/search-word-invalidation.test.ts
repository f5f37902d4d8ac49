import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireWebBuild } from '../../test/web-build.ts';

// An edit of a recipe's text drops the cached searches its words can match, and no others
// (decision 0031): each must still show the truth at once.

requireWebBuild();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: { mode: 'production' } });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
let counter = 0;
/** Words no other test uses; `stem` first so a search for the stem is a prefix search. */
const word = (stem: string) => `${stem}${(counter++).toString(36)}qx`;

async function warm(url: string) {
  await get(url);
  expect((await get(url)).headers['x-page-cache'], url).toBe('hit');
}

describe('searches after an edit of a recipe text', () => {
  it('keeps searches for words the edit does not touch, and drops those it does', async () => {
    const cook = await signUp(t.app);
    const [kept, removed, added, other] = [word('keptword'), word('goneword'), word('newword'), word('otherword')];
    const recipe = await createRecipe(t.app, cook, { name: `${kept} soup`, shortDescription: `with ${removed}` });
    await createRecipe(t.app, cook, { name: `${other} stew` });
    const pages = { other: `/recipes/${other}`, removed: `/recipes/${removed}`, added: `/recipes/${added}` };
    for (const url of Object.values(pages)) await warm(url);
    const prefixPage = `/recipes/${added.slice(0, 5)}`;
    await warm(prefixPage);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/recipes/${recipe.id}`,
      headers: cook.headers,
      payload: { shortDescription: `now ${added}` },
    });
    expect(res.statusCode).toBe(200);

    // A search that cannot match the edited words (nor shows the recipe) is still the cached page.
    const otherPage = await get(pages.other);
    expect(otherPage.headers['x-page-cache']).toBe('hit');
    expect(otherPage.body).toContain(`${other} stew`);
    // One that shows the recipe is rendered again with the new text.
    expect((await get(`/recipes/${kept}`)).body).toContain(`now ${added}`);
    // The old word no longer finds it; the new word and a prefix of it do.
    expect((await get(pages.removed)).body).not.toContain(`${kept} soup`);
    for (const url of [pages.added, prefixPage]) {
      const page = await get(url);
      expect(page.headers['x-page-cache'], url).not.toBe('hit');
      expect(page.body, url).toContain(`${kept} soup`);
    }
    const api = await get(`/api/v1/recipes/search/${added}`);
    expect((api.json() as { id: number }[]).map((r) => r.id)).toContain(recipe.id);
  });

  it('drops every search when a recipe is published or removed, whatever its words', async () => {
    const cook = await signUp(t.app);
    const name = word('publishme');
    const recipe = await createRecipe(t.app, cook, { name, active: false });
    const url = `/recipes/${name.slice(0, 6)}`;
    await warm(url);
    expect((await get(url)).body).not.toContain(name);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/recipes/${recipe.id}`,
      headers: cook.headers,
      payload: { active: true },
    });
    expect((await get(url)).body).toContain(name);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/recipes/${recipe.id}`, headers: cook.headers });
    expect((await get(url)).body).not.toContain(name);
  });
});
