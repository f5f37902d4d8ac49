import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationReport, Review } from '@recipes/contracts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember, addRecipe, type TestMember } from '../../test/member-fixtures.ts';
import { recipeIdsOf } from '../recipes/recipes.test-support.ts';
import { createSiteReader } from '../recipes/site-reader.ts';

let t: TestApp;
let author: TestMember;
let cook: TestMember;
let other: TestMember;
let moderator: TestMember;
const changed: number[] = [];

const photoOf = (member: TestMember, n: number) => `/media/${member.id}/${n.toString(16).padStart(24, '0')}-1600.webp`;

beforeAll(async () => {
  t = await createTestApp();
  [author, cook, other, moderator] = await Promise.all([addMember(t), addMember(t), addMember(t), addMember(t)]);
  await t.database.db
    .updateTable('users')
    .set({ roles: '["user","moderator"]' })
    .where('id', '=', moderator.id)
    .execute();
  t.app.services.changes.subscribe((change) => changed.push(...recipeIdsOf(change)));
});
afterAll(async () => t.close());

function send(member: TestMember | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return call(t.app, { method, url, headers: { ...member?.headers }, ...(payload ? { payload } : {}) });
}
const review = (member: TestMember | null, recipeId: number, payload: object) =>
  send(member, 'POST', `/api/v1/recipes/${recipeId}/reviews`, payload);
const listed = async (recipeId: number, query = '') => {
  const res = await send(null, 'GET', `/api/v1/recipes/${recipeId}/reviews${query}`);
  return { status: res.status, total: Number(res.headers['x-total-count']), reviews: res.body as Review[] };
};

describe('writing a review', () => {
  it('stores stars as the member’s rating (one truth), text, own photos and "I cooked it"', async () => {
    const recipeId = await addRecipe(t, author.id);
    changed.length = 0;
    const created = await review(cook, recipeId, {
      rating: 4,
      text: 'Great with lime. https://example.com/tip',
      photos: [photoOf(cook, 1)],
      cooked: true,
    });
    expect(created.status).toBe(201);
    const body = created.body as Review;
    expect(body).toMatchObject({
      recipeId,
      author: { id: cook.id },
      rating: 4,
      text: 'Great with lime. https://example.com/tip',
      photos: [{ image: photoOf(cook, 1), thumbnail: photoOf(cook, 1).replace('-1600', '-400') }],
      cooked: true,
      helpfulCount: 0,
      reply: null,
    });
    expect(changed).toContain(recipeId);
    const ratings = await send(null, 'GET', `/api/v1/ratings/recipe/${recipeId}`);
    expect(ratings.body).toEqual([{ id: expect.any(Number), rating: 4, recipeId, userId: cook.id }]);
    const recipe = await send(null, 'GET', `/api/v1/recipes/${recipeId}`);
    expect(recipe.body).toMatchObject({ averageRating: 4, ratingCount: 1, reviewCount: 1, cookedCount: 1 });

    // Changing the stars changes the same rating, not a second one.
    const edited = await send(cook, 'PUT', `/api/v1/reviews/${body.id}`, { rating: 2, text: 'Changed' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rating: 2, text: 'Changed', cooked: true });
    const after = await send(null, 'GET', `/api/v1/recipes/${recipeId}`);
    expect(after.body).toMatchObject({ averageRating: 2, ratingCount: 1 });
    expect((await listed(recipeId)).total).toBe(1);
  });

  it('refuses a second review (409), one’s own recipe (403), an empty one (400) and anonymous callers (401)', async () => {
    const recipeId = await addRecipe(t, author.id);
    expect((await review(cook, recipeId, { text: 'First' })).status).toBe(201);
    const second = await review(cook, recipeId, { rating: 5 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'CONFLICT' });
    const own = await send(author, 'POST', `/api/v1/recipes/${recipeId}/reviews`, { text: 'Mine' });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ error: 'You cannot review your own recipe.' });
    expect((await review(other, recipeId, {})).status).toBe(400);
    expect((await review(null, recipeId, { text: 'x' })).status).toBe(401);
    expect((await review(other, 99999999, { text: 'x' })).status).toBe(404);
    expect((await listed(recipeId)).total).toBe(1);
  });

  it.each([
    ['en', 'A review can only show photos you uploaded yourself.'],
    ['de', 'Eine Rezension kann nur Fotos zeigen, die du selbst hochgeladen hast.'],
    ['vi', 'Nhận xét chỉ có thể hiển thị ảnh do chính bạn tải lên.'],
  ])('refuses another member’s or a foreign photo with a translated 400 (%s)', async (language, message) => {
    const recipeId = await addRecipe(t, author.id);
    for (const photo of [photoOf(other, 2), 'https://evil.example/x.webp']) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/v1/recipes/${recipeId}/reviews`,
        headers: { ...cook.headers, 'accept-language': language },
        payload: { text: 'Nice', photos: [photo] },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
    }
    expect((await listed(recipeId)).total).toBe(0);
  });

  it('refuses more than 3 photos, text over 2,000 characters and control characters (400, nothing stored)', async () => {
    const recipeId = await addRecipe(t, author.id);
    const four = [1, 2, 3, 4].map((n) => photoOf(cook, n));
    expect((await review(cook, recipeId, { photos: four })).status).toBe(400);
    expect((await review(cook, recipeId, { text: 'a'.repeat(2001) })).status).toBe(400);
    const control = await review(cook, recipeId, { text: 'bad\u0007bell' });
    expect(control.status).toBe(400);
    expect(control.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await listed(recipeId)).total).toBe(0);
  });

  it('lets only the author edit, and the author or a moderator delete', async () => {
    const recipeId = await addRecipe(t, author.id);
    const id = ((await review(cook, recipeId, { text: 'Mine' })).body as Review).id;
    expect((await send(other, 'PUT', `/api/v1/reviews/${id}`, { text: 'Hijack' })).status).toBe(403);
    expect((await send(other, 'DELETE', `/api/v1/reviews/${id}`)).status).toBe(403);
    expect((await send(moderator, 'DELETE', `/api/v1/reviews/${id}`)).status).toBe(204);
    expect((await listed(recipeId)).total).toBe(0);
    const again = ((await review(cook, recipeId, { text: 'Again' })).body as Review).id;
    expect((await send(cook, 'DELETE', `/api/v1/reviews/${again}`)).status).toBe(204);
    expect((await send(cook, 'DELETE', `/api/v1/reviews/${again}`)).status).toBe(404);
  });
});

describe('replies, helpful votes and sorting', () => {
  it('lets only the recipe’s author reply', async () => {
    const recipeId = await addRecipe(t, author.id);
    const id = ((await review(cook, recipeId, { text: 'Tasty' })).body as Review).id;
    expect((await send(cook, 'PUT', `/api/v1/reviews/${id}/reply`, { text: 'Self' })).status).toBe(403);
    const replied = await send(author, 'PUT', `/api/v1/reviews/${id}/reply`, { text: 'Thank you!' });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ reply: { text: 'Thank you!', createdAt: expect.any(String) } });
  });

  it('counts one helpful vote per member, not the author’s own, and sorts by helpfulness or date', async () => {
    const recipeId = await addRecipe(t, author.id);
    const older = ((await review(cook, recipeId, { text: 'Older' })).body as Review).id;
    const newer = ((await review(other, recipeId, { text: 'Newer' })).body as Review).id;
    expect((await send(cook, 'PUT', `/api/v1/reviews/${older}/helpful`)).status).toBe(403);
    expect((await send(other, 'PUT', `/api/v1/reviews/${older}/helpful`)).status).toBe(204);
    expect((await send(other, 'PUT', `/api/v1/reviews/${older}/helpful`)).status).toBe(204);
    expect((await send(author, 'PUT', `/api/v1/reviews/${older}/helpful`)).status).toBe(204);
    expect((await send(null, 'PUT', `/api/v1/reviews/${older}/helpful`)).status).toBe(401);
    let page = await listed(recipeId, '?sort=helpful');
    expect(page.reviews.map((r) => [r.id, r.helpfulCount])).toEqual([
      [older, 2],
      [newer, 0],
    ]);
    expect((await listed(recipeId, '?sort=newest')).reviews.map((r) => r.id)).toEqual([newer, older]);
    expect((await send(author, 'DELETE', `/api/v1/reviews/${older}/helpful`)).status).toBe(204);
    page = await listed(recipeId, '?sort=helpful&pageSize=1&page=1');
    expect(page.total).toBe(2);
    expect(page.reviews.map((r) => [r.id, r.helpfulCount])).toEqual([[older, 1]]);
  });
});

describe('reports and moderation', () => {
  it('hides a review after 3 reports until a moderator restores or hides it', async () => {
    const recipeId = await addRecipe(t, author.id);
    const id = ((await review(cook, recipeId, { text: 'Buy cheap watches' })).body as Review).id;
    const reporters = [other, author, moderator];
    expect((await send(cook, 'POST', `/api/v1/reviews/${id}/report`, { reason: 'spam' })).status).toBe(403);
    expect((await send(other, 'POST', `/api/v1/reviews/${id}/report`, { reason: 'rude' })).status).toBe(400);
    expect((await send(other, 'POST', `/api/v1/reviews/${id}/report`, { reason: 'spam', note: 'ads' })).status).toBe(
      201,
    );
    expect((await send(other, 'POST', `/api/v1/reviews/${id}/report`, { reason: 'spam' })).status).toBe(409);
    expect((await send(author, 'POST', `/api/v1/reviews/${id}/report`, { reason: 'off-topic' })).status).toBe(201);
    expect((await listed(recipeId)).total).toBe(1);
    changed.length = 0;
    expect((await send(reporters[2]!, 'POST', `/api/v1/reviews/${id}/report`, { reason: 'other' })).status).toBe(201);
    expect(changed).toContain(recipeId);
    expect((await listed(recipeId)).total).toBe(0);
    expect((await send(null, 'GET', `/api/v1/recipes/${recipeId}`)).body).toMatchObject({ reviewCount: 0 });

    expect((await send(cook, 'GET', '/api/v1/moderation/reports')).status).toBe(403);
    const open = await send(moderator, 'GET', '/api/v1/moderation/reports');
    expect(open.status).toBe(200);
    const mine = (open.body as ModerationReport[]).filter((r) => r.review.id === id);
    expect(mine.map((r) => r.reason)).toEqual(['spam', 'off-topic', 'other']);
    expect(mine[0]).toMatchObject({ note: 'ads', review: { hidden: true, text: 'Buy cheap watches' } });

    expect((await send(cook, 'POST', `/api/v1/moderation/reviews/${id}/restore`)).status).toBe(403);
    expect((await send(moderator, 'POST', `/api/v1/moderation/reviews/${id}/restore`)).status).toBe(204);
    expect((await listed(recipeId)).total).toBe(1);
    const after = (await send(moderator, 'GET', '/api/v1/moderation/reports')).body as ModerationReport[];
    expect(after.filter((r) => r.review.id === id)).toEqual([]);
    expect((await send(moderator, 'POST', `/api/v1/moderation/reviews/${id}/hide`)).status).toBe(204);
    expect((await listed(recipeId)).total).toBe(0);
    expect((await send(moderator, 'POST', `/api/v1/moderation/reviews/99999999/hide`)).status).toBe(404);
  });
});

describe('limits per member and hour', () => {
  it('answers 429 after 10 reviews in an hour', async () => {
    const flooder = await addMember(t);
    const recipes = await Promise.all(Array.from({ length: 11 }, () => addRecipe(t, author.id)));
    for (const recipeId of recipes.slice(0, 10))
      expect((await review(flooder, recipeId, { rating: 5 })).status).toBe(201);
    const refused = await review(flooder, recipes[10]!, { rating: 5 });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'You wrote many reviews in the last hour. Please try again later.',
    });
  });
});

describe('the site reader (server-rendered recipe page)', () => {
  it('reads the visible reviews of a recipe with the recipe tag, and nothing for a missing recipe', async () => {
    const recipeId = await addRecipe(t, author.id);
    await review(cook, recipeId, { rating: 5, text: 'Lovely' });
    const tags: string[] = [];
    const site = createSiteReader(
      t.app.services,
      () => ({}),
      (read) => tags.push(...read),
    );
    const page = await site.listReviews(recipeId, { sort: 'helpful', page: 1, pageSize: 10 });
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10, items: [{ text: 'Lovely', rating: 5 }] });
    expect(tags).toContain(`recipe:${recipeId}`);
    expect(await site.listReviews(99999999, { sort: 'newest', page: 1, pageSize: 10 })).toMatchObject({
      items: [],
      total: 0,
    });
  });
});
