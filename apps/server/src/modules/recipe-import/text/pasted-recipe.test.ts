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

  it.each([
    ['Serves 4. Prep 15 minutes, cook 40 minutes.', '4', 15, 40],
    ['Makes 12 muffins; preparation time 1 hour 10 mins; baking time 25 min', '12 muffins', 70, 25],
    ['Für 4 Personen. Zubereitung 15 Minuten, Backzeit 40 Min.', '4 Personen', 15, 40],
    ['Portionen: 4\nArbeitszeit: 20 Min.\nKochzeit: 1 Std. 30 Min.', '4', 20, 90],
    ['Khẩu phần: 4 người\nChuẩn bị: 15 phút\nNấu: 1 giờ 10 phút', '4 người', 15, 70],
    ['Khẩu phần: 4 người. Chuẩn bị: 15 phút. Nấu: 40 phút.', '4 người', 15, 40],
  ])('reads yield and times from "%s"', (facts, recipeYield, prepTime, cookTime) => {
    const draft = readPastedRecipe(`Soup\nA warm soup.\n${facts}\nIngredients\n1 onion\nMethod\nCook it.`);
    expect(draft).toMatchObject({ recipeYield, prepTime, cookTime, shortDescription: 'A warm soup.' });
  });

  it('keeps description lines that only look like facts', () => {
    const draft = readPastedRecipe('Kuchen\nFür den Teig brauchst du Geduld.\nZutaten\n1 Ei\nZubereitung\nBacken.');
    expect(draft).toMatchObject({ shortDescription: 'Für den Teig brauchst du Geduld.', recipeYield: '' });
  });

  it('answers null for text without ingredients or steps', () => {
    expect(readPastedRecipe('Just a thought\nabout dinner, nothing more.')).toBeNull();
    expect(readPastedRecipe('   \n  ')).toBeNull();
  });
});
