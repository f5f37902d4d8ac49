import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingResponse } from '@recipes/contracts';
import { ratingBody } from '../../sample-content/factories.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recipeIdsOf } from '../recipes/recipes.test-support.ts';
import { addMember, addRecipe, type TestMember } from '../../test/member-fixtures.ts';

let t: TestApp;
let author: TestMember;
let rater: TestMember;
let other: TestMember;
const changed: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [author, rater, other] = await Promise.all([addMember(t), addMember(t), addMember(t)]);
  t.app.services.changes.subscribe((change) => changed.push(...recipeIdsOf(change)));
});
afterAll(async () => t.close());

function rate(member: TestMember | null, payload: object, headers: Record<string, string> = {}) {
  return call(t.app, { method: 'POST', url: '/api/v1/ratings', headers: { ...member?.headers, ...headers }, payload });
}
function rerate(member: TestMember | null, ratingId: number | string, payload: object) {
  return call(t.app, { method: 'PUT', url: `/api/v1/ratings/${ratingId}`, headers: { ...member?.headers }, payload });
}
async function storedAggregate(recipeId: number) {
  return t.database.db
    .selectFrom('recipes')
    .select(['average_rating', 'rating_count'])
    .where('id', '=', recipeId)
    .executeTakeFirstOrThrow();
}

describe('POST /api/v1/ratings', () => {
  it('creates a rating and answers it with the recipe’s fresh average and count', async () => {
    const recipeId = await addRecipe(t, author.id);
    changed.length = 0;
    const first = await rate(rater, ratingBody({ recipeId, userId: rater.id, rating: 5 }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      rating: 5,
      recipeId,
      userId: rater.id,
      averageRating: 5,
      ratingCount: 1,
    });
    const second = await rate(other, ratingBody({ recipeId, userId: other.id, rating: 2 }));
    expect(second.body).toMatchObject({ averageRating: 3.5, ratingCount: 2 });
    expect(await storedAggregate(recipeId)).toEqual({ average_rating: 3.5, rating_count: 2 });
    expect(changed).toEqual([recipeId, recipeId]);
    const recipe = await call(t.app, { method: 'GET', url: `/api/v1/recipes/${recipeId}` });
    expect(recipe.body).toMatchObject({ id: recipeId, averageRating: 3.5, ratingCount: 2 });

    const listed = await call(t.app, { method: 'GET', url: `/api/v1/ratings/recipe/${recipeId}` });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: (first.body as RatingResponse).id, rating: 5, recipeId, userId: rater.id },
      { id: (second.body as RatingResponse).id, rating: 2, recipeId, userId: other.id },
    ]);
  });

  it.each([
    ['en', 'You cannot rate your own recipe.'],
    ['de', 'Du kannst dein eigenes Rezept nicht bewerten.'],
    ['vi', 'Bạn không thể đánh giá công thức của chính mình.'],
  ])('answers 403 when the author rates their own recipe (%s), and stores nothing', async (language, message) => {
    const recipeId = await addRecipe(t, author.id);
    const own = await rate(author, ratingBody({ recipeId, userId: author.id, rating: 5 }), {
      'accept-language': language,
    });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ success: false, code: 'FORBIDDEN', error: message });
    expect(await storedAggregate(recipeId)).toEqual({ average_rating: null, rating_count: 0 });
  });

  it('refuses to change an old rating the author gave their own recipe', async () => {
    const recipeId = await addRecipe(t, author.id);
    // Written straight into the table, as ratings from before the rule are.
    const old = await t.database.db
      .insertInto('ratings')
      .values({
        recipe_id: recipeId,
        user_id: author.id,
        rating: 5,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await rerate(author, old.id, ratingBody({ recipeId, userId: author.id, rating: 4 }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', error: 'You cannot rate your own recipe.' });
  });

  it('answers 409 RATING_EXISTS for a second rating by the same member', async () => {
    const recipeId = await addRecipe(t, author.id);
    expect((await rate(rater, ratingBody({ recipeId, userId: rater.id }))).status).toBe(201);
    const again = await rate(rater, ratingBody({ recipeId, userId: rater.id, rating: 1 }), { 'accept-language': 'de' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: 'Du hast dieses Rezept bereits bewertet; ändere stattdessen deine Bewertung.',
    });
    expect(await storedAggregate(recipeId)).toEqual({ average_rating: 5, rating_count: 1 });
  });

  it('lets exactly one of many simultaneous first ratings through, without a 500', async () => {
    const recipeId = await addRecipe(t, author.id);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => rate(rater, ratingBody({ recipeId, userId: rater.id, rating }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await storedAggregate(recipeId)).rating_count).toBe(1);
  });

  it('keeps the average exact when many members rate at once', async () => {
    const recipeId = await addRecipe(t, author.id);
    const members = await Promise.all(Array.from({ length: 8 }, () => addMember(t)));
    const results = await Promise.all(
      members.map((m, i) => rate(m, ratingBody({ recipeId, userId: m.id, rating: (i % 5) + 1 }))),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    // Ratings 1,2,3,4,5,1,2,3 → 21 / 8.
    expect(await storedAggregate(recipeId)).toEqual({ average_rating: 2.625, rating_count: 8 });
  });

  it.each([
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['a fractional rating', { rating: 3.5 }],
    ['rating as text', { rating: 'five' }],
    ['no rating', { rating: undefined }],
    ['no recipeId', { recipeId: undefined }],
    ['a negative recipeId', { recipeId: -4 }],
  ])('refuses %s with 400', async (_name, override) => {
    const recipeId = await addRecipe(t, author.id);
    const res = await rate(rater, { ...ratingBody({ recipeId, userId: rater.id }), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.any(Array) });
    expect((await storedAggregate(recipeId)).rating_count).toBe(0);
  });

  it.each<[string, () => TestMember | null, () => number, (recipeId: number) => Promise<number>, number]>([
    ['an anonymous visitor', () => null, () => rater.id, async (id) => id, 401],
    ['a member rating in someone else’s name', () => rater, () => other.id, async (id) => id, 403],
    ['a missing recipe', () => rater, () => rater.id, async () => 987654, 404],
    ['an inactive recipe', () => rater, () => rater.id, async () => addRecipe(t, author.id, { active: false }), 404],
    [
      'an inactive recipe, by its owner',
      () => author,
      () => author.id,
      async () => addRecipe(t, author.id, { active: false }),
      404,
    ],
  ])('refuses %s with %i', async (_name, who, userId, pickRecipe, status) => {
    const recipeId = await pickRecipe(await addRecipe(t, author.id));
    changed.length = 0;
    const res = await rate(who(), ratingBody({ recipeId, userId: userId() }));
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false });
    const count = await t.database.db
      .selectFrom('ratings')
      .select((s) => s.fn.countAll<number>().as('n'))
      .where('recipe_id', '=', recipeId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    expect(changed).toEqual([]);
  });
});

describe('PUT /api/v1/ratings/{ratingId}', () => {
  let recipeId: number;
  let ratingId: number;
  beforeAll(async () => {
    recipeId = await addRecipe(t, author.id);
    await rate(other, ratingBody({ recipeId, userId: other.id, rating: 4 }));
    const res = await rate(rater, ratingBody({ recipeId, userId: rater.id, rating: 5 }));
    ratingId = (res.body as RatingResponse).id;
  });

  it('changes the owner’s rating and the recipe’s aggregate', async () => {
    changed.length = 0;
    const res = await rerate(rater, ratingId, ratingBody({ recipeId, userId: rater.id, rating: 1 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ratingId,
      rating: 1,
      recipeId,
      userId: rater.id,
      averageRating: 2.5,
      ratingCount: 2,
    });
    expect(await storedAggregate(recipeId)).toEqual({ average_rating: 2.5, rating_count: 2 });
    expect(changed).toEqual([recipeId]);
  });

  it('keeps the average exact when many members change their ratings at once', async () => {
    const shared = await addRecipe(t, author.id);
    const members = await Promise.all(Array.from({ length: 6 }, () => addMember(t)));
    const ids: number[] = [];
    for (const m of members) {
      const res = await rate(m, ratingBody({ recipeId: shared, userId: m.id, rating: 1 }));
      ids.push((res.body as RatingResponse).id);
    }
    const results = await Promise.all(
      members.map((m, i) => rerate(m, ids[i]!, ratingBody({ recipeId: shared, userId: m.id, rating: (i % 5) + 1 }))),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // Ratings 1,2,3,4,5,1 → 16 / 6.
    const stored = await storedAggregate(shared);
    expect(stored.rating_count).toBe(6);
    expect(stored.average_rating).toBeCloseTo(16 / 6, 10);
  });

  it.each<[string, () => TestMember | null, () => number | string, () => object, number]>([
    ['an anonymous visitor', () => null, () => ratingId, () => ratingBody({ recipeId, userId: rater.id }), 401],
    ['someone else’s rating', () => other, () => ratingId, () => ratingBody({ recipeId, userId: other.id }), 403],
    [
      'someone else’s rating in its owner’s name',
      () => other,
      () => ratingId,
      () => ratingBody({ recipeId, userId: rater.id }),
      403,
    ],
    [
      'the own rating in another name',
      () => rater,
      () => ratingId,
      () => ratingBody({ recipeId, userId: other.id }),
      403,
    ],
    ['a missing rating', () => rater, () => 987654, () => ratingBody({ recipeId, userId: rater.id }), 404],
    ['a non-numeric rating id', () => rater, () => 'abc', () => ratingBody({ recipeId, userId: rater.id }), 400],
    [
      'moving it to another recipe',
      () => rater,
      () => ratingId,
      () => ratingBody({ recipeId: recipeId + 1, userId: rater.id }),
      400,
    ],
    ['rating 6', () => rater, () => ratingId, () => ratingBody({ recipeId, userId: rater.id, rating: 6 }), 400],
  ])('refuses %s with %i and changes nothing', async (_name, who, id, body, status) => {
    const before = await storedAggregate(recipeId);
    const res = await rerate(who(), id(), body());
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false });
    expect(await storedAggregate(recipeId)).toEqual(before);
  });

  it('refuses changes once the recipe is inactive', async () => {
    const hidden = await addRecipe(t, author.id);
    const res = await rate(rater, ratingBody({ recipeId: hidden, userId: rater.id, rating: 3 }));
    await t.database.db.updateTable('recipes').set({ active: 0 }).where('id', '=', hidden).execute();
    const put = await rerate(
      rater,
      (res.body as RatingResponse).id,
      ratingBody({ recipeId: hidden, userId: rater.id }),
    );
    expect(put.status).toBe(404);
    expect(put.body).toMatchObject({ code: 'NOT_FOUND', error: 'Recipe not found.' });
  });
});

describe('GET /api/v1/ratings/recipe/{id}', () => {
  it('answers an empty list for a recipe nobody rated', async () => {
    const recipeId = await addRecipe(t, author.id);
    expect(await call(t.app, { method: 'GET', url: `/api/v1/ratings/recipe/${recipeId}` })).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it.each<[string, () => TestMember | null, boolean, number]>([
    ['a missing recipe, anonymously', () => null, true, 404],
    ['an inactive recipe, anonymously', () => null, false, 404],
    ['an inactive recipe, as another member', () => other, false, 404],
    ['an inactive recipe, as its owner', () => author, false, 200],
  ])('answers %s with %i', async (_name, who, missing, status) => {
    const recipeId = missing ? 987654 : await addRecipe(t, author.id, { active: false });
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/v1/ratings/recipe/${recipeId}`,
      headers: { ...who()?.headers },
    });
    expect(res.status).toBe(status);
  });

  it('refuses a non-numeric id with 400', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/v1/ratings/recipe/abc' })).status).toBe(400);
  });
});

describe('GET /api/v1/ratings/recipe/{id}/mine', () => {
  const mine = (member: TestMember | null, recipeId: number | string) =>
    call(t.app, { method: 'GET', url: `/api/v1/ratings/recipe/${recipeId}/mine`, headers: { ...member?.headers } });

  it("answers the member's own rating only, privately, and null before they rate", async () => {
    const recipeId = await addRecipe(t, author.id);
    expect((await mine(rater, recipeId)).body).toEqual({ rating: null });
    expect((await rate(other, { rating: 2, recipeId, userId: other.id })).status).toBe(201);
    const given = await rate(rater, { rating: 4, recipeId, userId: rater.id });
    const res = await mine(rater, recipeId);
    expect(res.body).toEqual({ rating: { id: given.body.id, rating: 4, recipeId, userId: rater.id } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it.each<[string, () => TestMember | null, 'missing' | 'inactive', number]>([
    ['anonymously', () => null, 'inactive', 401],
    ['for a missing recipe', () => rater, 'missing', 404],
    ['for another member’s inactive recipe', () => other, 'inactive', 404],
    ['for the owner’s inactive recipe', () => author, 'inactive', 200],
  ])('answers %s with %i', async (_name, who, kind, status) => {
    const recipeId = kind === 'missing' ? 987654 : await addRecipe(t, author.id, { active: false });
    expect((await mine(who(), recipeId)).status).toBe(status);
  });
});

describe('the token checked in the rating query (checksOwnToken)', () => {
  const signOut = (member: TestMember) =>
    call(t.app, { method: 'POST', url: '/users/logout', headers: member.headers });

  it('refuses an unknown token, and a token right after its sign-out', async () => {
    const recipeId = await addRecipe(t, author.id);
    const url = `/api/v1/ratings/recipe/${recipeId}/mine`;
    const res = await call(t.app, { method: 'GET', url, headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const leaving = await addMember(t);
    expect((await call(t.app, { method: 'GET', url, headers: leaving.headers })).status).toBe(200);
    expect((await signOut(leaving)).status).toBe(204);
    expect((await call(t.app, { method: 'GET', url, headers: leaving.headers })).status).toBe(401);
  });
});
