import { describe, expect, it } from 'vitest';
import { readPastedRecipe } from './pasted-recipe.ts';

describe('readPastedRecipe', () => {
  it('reads an English recipe with bullets, numbered steps, facts and notes', () => {
    const draft = readPastedRecipe(`
Lemon Drizzle Cake

A moist loaf cake with a sharp lemon glaze.
Serves: 8 slices
Prep time: 20 min
Cook time: 1 hour

Ingredients:
- 225 g butter, softened
* 225 g caster sugar
• 4 eggs
For the drizzle:
- 1 lemon, juiced

Method
1. Heat the oven to 180 °C.
2) Beat butter and sugar until pale.
Step 3: Pour the drizzle over the warm cake.

Notes
Keeps for three days in a tin.
`);
    expect(draft).toMatchObject({
      name: 'Lemon Drizzle Cake',
      shortDescription: 'A moist loaf cake with a sharp lemon glaze.',
      recipeYield: '8 slices',
      prepTime: 20,
      cookTime: 60,
      recipeIngredients: [
        '225 g butter, softened',
        '225 g caster sugar',
        '4 eggs',
        '# For the drizzle',
        '1 lemon, juiced',
      ],
      notes: 'Keeps for three days in a tin.',
    });
    expect(draft?.recipeInstructions.map((s) => s.instruction)).toEqual([
      'Heat the oven to 180 °C.',
      'Beat butter and sugar until pale.',
      'Pour the drizzle over the warm cake.',
    ]);
  });

  it('reads German and Vietnamese headings', () => {
    const german = readPastedRecipe(
      'Kartoffelsalat\nZUTATEN\n1 kg Kartoffeln\n2 EL Essig\nZubereitung:\nKartoffeln kochen.\nSchritt 2: Mischen.',
    );
    expect(german?.recipeIngredients).toEqual(['1 kg Kartoffeln', '2 EL Essig']);
    expect(german?.recipeInstructions.map((s) => s.instruction)).toEqual(['Kartoffeln kochen.', 'Mischen.']);

    const vietnamese = readPastedRecipe(
      '# Gỏi cuốn\nNguyên liệu\n- 200 g tôm\n- bánh tráng\nCách làm\nBước 1: Luộc tôm.\nBước 2: Cuốn.\nGhi chú\nĂn ngay.',
    );
    expect(vietnamese).toMatchObject({
      name: 'Gỏi cuốn',
      recipeIngredients: ['200 g tôm', 'bánh tráng'],
      notes: 'Ăn ngay.',
    });
    expect(vietnamese?.recipeInstructions.map((s) => s.instruction)).toEqual(['Luộc tôm.', 'Cuốn.']);
  });

  it('answers null for text without ingredients or steps', () => {
    expect(readPastedRecipe('Just a thought\nabout dinner, nothing more.')).toBeNull();
    expect(readPastedRecipe('   \n  ')).toBeNull();
  });
});
