import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '@recipes/contracts';
import { call, createRecipe, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const nutrition = { calories: 450, protein: 12.5, fat: null, carbohydrates: 40, fiber: 3, sugar: null, salt: 1.2 };

describe('recipe nutrition', () => {
  it('is null by default, stored per serving, left alone by a PUT without it, and cleared with null', async () => {
    const cook = await signUp(t.app);
    const plain = await createRecipe(t.app, cook);
    expect(plain.nutrition).toBeNull();

    const withValues = await createRecipe(t.app, cook, { nutrition });
    expect(withValues.nutrition).toEqual(nutrition);
    const url = `/api/v1/recipes/${withValues.id}`;
    const renamed = await call(t.app, { method: 'PUT', url, headers: cook.headers, payload: { name: 'Renamed' } });
    expect((renamed.body as Recipe).nutrition).toEqual(nutrition);
    expect(((await call(t.app, { method: 'GET', url })).body as Recipe).nutrition).toEqual(nutrition);

    const allNull = Object.fromEntries(Object.keys(nutrition).map((key) => [key, null]));
    const cleared = await call(t.app, { method: 'PUT', url, headers: cook.headers, payload: { nutrition: allNull } });
    expect((cleared.body as Recipe).nutrition).toBeNull();
  });

  it('refuses values out of range or of the wrong type with 400 and the contract’s error body', async () => {
    const cook = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook);
    const url = `/api/v1/recipes/${recipe.id}`;
    for (const bad of [
      { ...nutrition, calories: -1 },
      { ...nutrition, salt: 101 },
      { ...nutrition, fat: '12' },
    ]) {
      expectErrorBody(
        await call(t.app, { method: 'PUT', url, headers: cook.headers, payload: { nutrition: bad } }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expect(((await call(t.app, { method: 'GET', url })).body as Recipe).nutrition).toBeNull();
  });
});
