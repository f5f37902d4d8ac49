import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './parse-line.ts';

function reading(text: string, language?: 'en' | 'de' | 'vi') {
  const { quantity, quantityMax, unit, ingredient, note } = parseIngredientLine(text, language);
  return [quantity, quantityMax, unit, ingredient, note];
}

describe('parseIngredientLine (CONTRACT.md "Structured ingredients and timers")', () => {
  it.each([
    ['1 1/2 cups flour, sifted', [1.5, null, 'cup', 'flour', 'sifted']],
    ['2 EL Olivenöl', [2, null, 'tbsp', 'Olivenöl', null]],
    ['1 muỗng canh nước mắm', [1, null, 'tbsp', 'nước mắm', null]],
    ['Salz nach Geschmack', [null, null, null, 'Salz', 'nach Geschmack']],
    ['3 tép tỏi, băm', [3, null, 'clove', 'tỏi', 'băm']],
  ])('reads the issue examples: %s', (text, expected) => {
    expect(reading(text)).toEqual(expected);
  });

  it.each([
    ['12 eggs', 12],
    ['1.5 kg Mehl', 1.5],
    ['1,5 kg Mehl', 1.5],
    ['1/2 TL Salz', 0.5],
    ['1 1/2 tsp salt', 1.5],
    ['½ cup milk', 0.5],
    ['¼ cup milk', 0.25],
    ['¾ cup milk', 0.75],
    ['⅓ cup milk', 0.3333],
    ['⅔ cup milk', 0.6667],
    ['⅛ tsp salt', 0.125],
    ['1½ cups milk', 1.5],
    ['1 ½ cups milk', 1.5],
    ['1⁄2 cup milk', 0.5],
  ])('reads the amount in %s', (text, quantity) => {
    expect(parseIngredientLine(text).quantity).toBe(quantity);
  });

  it.each([
    ['2–3 EL Zucker', 'de'],
    ['2-3 tbsp sugar', 'en'],
    ['2 to 3 tbsp sugar', 'en'],
    ['2 bis 3 EL Zucker', 'de'],
    ['2 đến 3 muỗng canh đường', 'vi'],
  ] as const)('reads the range in %s', (text, language) => {
    const parsed = parseIngredientLine(text, language);
    expect([parsed.quantity, parsed.quantityMax, parsed.unit]).toEqual([2, 3, 'tbsp']);
  });

  it('reads thousands the way each language writes them', () => {
    expect(parseIngredientLine('1.000 g Mehl', 'de').quantity).toBe(1000);
    expect(parseIngredientLine('1.000 g bột', 'vi').quantity).toBe(1000);
    expect(parseIngredientLine('1,000 g flour', 'en').quantity).toBe(1000);
    expect(parseIngredientLine('1,5 l Milch', 'de').quantity).toBe(1.5);
  });

  it.each([
    ['1 EL Öl', 'tbsp'],
    ['1 Esslöffel Öl', 'tbsp'],
    ['1 muỗng canh dầu', 'tbsp'],
    ['1 thìa canh dầu', 'tbsp'],
    ['1 T oil', 'tbsp'],
    ['1 Tbsp. oil', 'tbsp'],
    ['1 TL Salz', 'tsp'],
    ['1 Teelöffel Salz', 'tsp'],
    ['1 muỗng cà phê muối', 'tsp'],
    ['1 thìa cà phê muối', 'tsp'],
    ['1 t salt', 'tsp'],
    ['1 Prise Salz', 'pinch'],
    ['1 nhúm muối', 'pinch'],
    ['2 Zehen Knoblauch', 'clove'],
    ['2 tép tỏi', 'clove'],
    ['1 Msp. Muskat', 'knife_tip'],
    ['1 Messerspitze Muskat', 'knife_tip'],
    ['1 chén nước', 'bowl'],
    ['1 bát nước', 'bowl'],
    ['1 Dose Mais', 'can'],
    ['1 Bund Petersilie', 'bunch'],
    ['1 củ hành', 'piece'],
    ['2 lát gừng', 'slice'],
    ['2 lbs beef', 'lb'],
    ['200 gr Mehl', 'g'],
    ['200g flour', 'g'],
    ['1 fl oz rum', 'fl_oz'],
  ])('maps the unit word in %s to %s', (text, unit) => {
    expect(parseIngredientLine(text).unit).toBe(unit);
  });

  it('keeps size, parentheses, alternatives and closing phrases out of the ingredient', () => {
    expect(reading('2 (14 oz) cans diced tomatoes, drained')).toEqual([
      2,
      null,
      'can',
      'diced tomatoes',
      '14 oz, drained',
    ]);
    expect(reading('1 large onion')).toEqual([1, null, null, 'onion', 'large']);
    expect(reading('2 tbsp butter or margarine')).toEqual([2, null, 'tbsp', 'butter', 'or margarine']);
    expect(reading('Salt and pepper to taste')).toEqual([null, null, null, 'Salt and pepper', 'to taste']);
    expect(reading('1 củ hành tây to')).toEqual([1, null, 'piece', 'hành tây', 'to']);
  });

  it('reads Vietnamese lines that name the ingredient first', () => {
    expect(reading('Thịt bò: 300g')).toEqual([300, null, 'g', 'Thịt bò', null]);
    expect(reading('Hành tím 3 củ')).toEqual([3, null, 'piece', 'Hành tím', null]);
  });

  it('marks # lines as headings and keeps unreadable lines as text with nulls', () => {
    expect(parseIngredientLine('# Für den Teig')).toEqual({
      text: '# Für den Teig',
      heading: true,
      quantity: null,
      quantityMax: null,
      unit: null,
      ingredient: null,
      note: null,
    });
    expect(parseIngredientLine('---')).toEqual({
      text: '---',
      heading: false,
      quantity: null,
      quantityMax: null,
      unit: null,
      ingredient: null,
      note: null,
    });
    expect(parseIngredientLine('')).toMatchObject({ text: '', ingredient: null, quantity: null });
  });

  it('keeps the text exactly as typed, also in decomposed Unicode', () => {
    const decomposed = '3 tép tỏi'.normalize('NFD');
    const parsed = parseIngredientLine(decomposed);
    expect(parsed.text).toBe(decomposed);
    expect([parsed.unit, parsed.ingredient]).toEqual(['clove', 'tỏi']);
  });
});
