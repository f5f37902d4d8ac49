import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '@recipes/contracts';
import { recipeBody } from '../../sample-content/factories.ts';
import { signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recipeTestKit } from './recipes.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const { send } = recipeTestKit(() => t);

const step = (instruction: string) => ({ instruction, imageURL: null, thumbnailURL: null });
const ingredients = ['# Für die Soße', '2 EL Olivenöl', '1 muỗng canh nước mắm', '1 1/2 cups flour, sifted', '???'];
const steps = [step('Simmer 20 minutes at 180 °C.'), step('Nấu 1 giờ 30 phút.'), step('Servieren.')];

describe('parsed ingredients and step timers (CONTRACT.md "Structured ingredients and timers")', () => {
  it('answers a created recipe with one parsed entry per line and timers on every step', async () => {
    const cook = await signUp(t.app);
    const res = await send('POST', '/api/v1/recipes', cook, {
      ...recipeBody({ name: 'Soße' }),
      recipeIngredients: ingredients,
      recipeInstructions: steps,
    });
    expect(res.status).toBe(201);
    const recipe = res.body as Recipe;
    expect(recipe.parsedIngredients.map((entry) => entry.text)).toEqual(ingredients);
    expect(recipe.parsedIngredients[0]).toMatchObject({ heading: true, ingredient: null });
    expect(recipe.parsedIngredients[1]).toEqual({
      text: '2 EL Olivenöl',
      heading: false,
      quantity: 2,
      quantityMax: null,
      unit: 'tbsp',
      ingredient: 'Olivenöl',
      note: null,
    });
    expect(recipe.parsedIngredients[2]).toMatchObject({ quantity: 1, unit: 'tbsp', ingredient: 'nước mắm' });
    expect(recipe.parsedIngredients[3]).toMatchObject({
      quantity: 1.5,
      unit: 'cup',
      ingredient: 'flour',
      note: 'sifted',
    });
    expect(recipe.parsedIngredients[4]).toMatchObject({ text: '???', quantity: null, unit: null, ingredient: null });
    expect(recipe.recipeInstructions.map((s) => s.timers)).toEqual([
      [{ seconds: 1200, maxSeconds: null }],
      [{ seconds: 5400, maxSeconds: null }],
      [],
    ]);
    expect((await send('GET', `/api/v1/recipes/${recipe.id}`)).body).toEqual(recipe);
  });

  it('re-reads changed lines on update and keeps them when other fields change', async () => {
    const cook = await signUp(t.app);
    const created = (
      await send('POST', '/api/v1/recipes', cook, {
        name: 'Brot',
        recipeIngredients: ['500 g Mehl'],
        recipeInstructions: [step('60 Minuten backen.')],
      })
    ).body as Recipe;
    const renamed = (await send('PUT', `/api/v1/recipes/${created.id}`, cook, { name: 'Bauernbrot' })).body as Recipe;
    expect(renamed.parsedIngredients).toEqual(created.parsedIngredients);
    expect(renamed.recipeInstructions[0]?.timers).toEqual([{ seconds: 3600, maxSeconds: null }]);

    const res = await send('PUT', `/api/v1/recipes/${created.id}`, cook, {
      recipeIngredients: ['2-3 Zehen Knoblauch', 'Salz nach Geschmack'],
      recipeInstructions: [step('15–20 min ruhen lassen.'), step('Backen.')],
    });
    expect(res.status).toBe(200);
    const updated = res.body as Recipe;
    expect(updated.parsedIngredients).toEqual([
      expect.objectContaining({ quantity: 2, quantityMax: 3, unit: 'clove', ingredient: 'Knoblauch' }),
      expect.objectContaining({ quantity: null, ingredient: 'Salz', note: 'nach Geschmack' }),
    ]);
    expect(updated.recipeInstructions.map((s) => s.timers)).toEqual([[{ seconds: 900, maxSeconds: 1200 }], []]);
  });

  it('parses every recipe of a bulk create', async () => {
    const cook = await signUp(t.app);
    const res = await send('POST', '/api/v1/recipes/recipes', cook, [
      { name: 'Eins', recipeIngredients: ['3 tép tỏi, băm'] },
      {
        name: 'Zwei',
        recipeIngredients: ['1 Prise Salz', '1 Msp. Muskat'],
        recipeInstructions: [step('Simmer 1 hour.')],
      },
    ]);
    expect(res.status).toBe(201);
    const [first, second] = res.body as Recipe[];
    expect(first?.parsedIngredients).toEqual([
      expect.objectContaining({ quantity: 3, unit: 'clove', ingredient: 'tỏi', note: 'băm' }),
    ]);
    expect(second?.parsedIngredients.map((entry) => entry.unit)).toEqual(['pinch', 'knife_tip']);
    expect(second?.recipeInstructions[0]?.timers).toEqual([{ seconds: 3600, maxSeconds: null }]);
  });

  it('ignores parsed fields a client sends and stores its own reading', async () => {
    const cook = await signUp(t.app);
    const res = await send('POST', '/api/v1/recipes', cook, {
      name: 'Falsch',
      recipeIngredients: ['200 g Zucker'],
      parsedIngredients: [
        { text: 'x', heading: true, quantity: 9, quantityMax: null, unit: 'kg', ingredient: 'y', note: null },
      ],
      recipeInstructions: [{ ...step('Rühren.'), timers: [{ seconds: 99, maxSeconds: null }] }],
    });
    expect(res.status).toBe(201);
    const recipe = res.body as Recipe;
    expect(recipe.parsedIngredients).toEqual([
      expect.objectContaining({ text: '200 g Zucker', quantity: 200, unit: 'g' }),
    ]);
    expect(recipe.recipeInstructions[0]?.timers).toEqual([]);
  });

  it('stores the reading on the row, where the debug view shows it', async () => {
    const cook = await signUp(t.app);
    const created = (await send('POST', '/api/v1/recipes', cook, { name: 'Phở', recipeIngredients: ['1 kg xương bò'] }))
      .body as Recipe;
    const debug = await send('GET', `/api/v1/recipes/debug/${created.id}`, cook);
    expect(debug.status).toBe(200);
    const row = (debug.body as { row: Record<string, unknown> }).row;
    expect(JSON.parse(String(row.parsed_ingredients))).toEqual(created.parsedIngredients);
    expect(JSON.parse(String(row.instruction_timers))).toEqual([]);
  });
});
