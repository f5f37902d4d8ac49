import { describe, expect, it } from 'vitest';
import type { ParsedIngredient } from '../kitchen.ts';
import { convertAmount } from './convert.ts';
import { gramsPerCup } from './density.ts';
import { inflectCounted, pluralForm } from './counted-words.ts';
import { formatAmount, formatQuantity } from './format.ts';
import { adjustAmount, presentIngredient, scaleIngredient } from './present.ts';
import { roundAmount } from './rounding.ts';

function line(partial: Partial<ParsedIngredient> & { text: string }): ParsedIngredient {
  return { heading: false, quantity: null, quantityMax: null, unit: null, ingredient: null, note: null, ...partial };
}

const flour = line({
  text: '1 1/2 cups flour, sifted',
  quantity: 1.5,
  unit: 'cup',
  ingredient: 'flour',
  note: 'sifted',
});
const mehl = line({ text: '250 g Mehl', quantity: 250, unit: 'g', ingredient: 'Mehl' });
const milk = line({ text: '2 cups milk', quantity: 2, unit: 'cup', ingredient: 'milk' });

describe('scaleIngredient', () => {
  it('multiplies quantity and the top of a range', () => {
    const eggs = line({ text: '2–3 eggs', quantity: 2, quantityMax: 3, ingredient: 'eggs' });
    expect(scaleIngredient(eggs, 2)).toMatchObject({ quantity: 4, quantityMax: 6, text: '2–3 eggs' });
  });
  it('leaves headings and lines without a number alone', () => {
    const salt = line({ text: 'Salz nach Geschmack', ingredient: 'Salz', note: 'nach Geschmack' });
    expect(scaleIngredient(salt, 3)).toBe(salt);
    const heading = line({ text: '#Sauce', heading: true });
    expect(scaleIngredient(heading, 3)).toBe(heading);
  });
});

describe('formatQuantity', () => {
  it.each([
    [1.5, 'cup', 'en', '1 ½'],
    [1 / 3, 'tsp', 'en', '⅓'],
    [0.75, null, 'en', '¾'],
    [2, 'cup', 'en', '2'],
    [375, 'g', 'en', '375'],
    [1.5, 'kg', 'en', '1.5'],
    [1.5, 'kg', 'de', '1,5'],
    [1.25, 'l', 'vi', '1,25'],
  ] as const)('%s %s in %s reads %s', (value, unit, language, expected) => {
    expect(formatQuantity(value, unit, language)).toBe(expected);
  });
});

describe('roundAmount', () => {
  it('snaps US measures to eighths and thirds, never to zero', () => {
    expect(roundAmount(1.4999, 'cup')).toBe(1.5);
    expect(roundAmount(0.34, 'tsp')).toBeCloseTo(1 / 3);
    expect(roundAmount(0.01, 'tsp')).toBe(0.125);
  });
  it('rounds grams by size: 375 stays, 187.5 becomes 190, 7.3 becomes 7.5', () => {
    expect(roundAmount(375, 'g')).toBe(375);
    expect(roundAmount(187.5, 'g')).toBe(190);
    expect(roundAmount(7.3, 'g')).toBe(7.5);
    expect(roundAmount(1.1339, 'kg')).toBe(1.15);
  });
});

describe('convertAmount', () => {
  it('turns flour cups into grams and grams into cups through its density', () => {
    const metric = adjustAmount(flour, 1, 'metric');
    expect(metric).toEqual({ quantity: 190, quantityMax: null, unit: 'g' });
    expect(adjustAmount(mehl, 1, 'us')).toEqual({ quantity: 2, quantityMax: null, unit: 'cup' });
  });
  it('keeps volume as volume for ingredients without a known density', () => {
    expect(adjustAmount(milk, 1, 'metric')).toEqual({ quantity: 475, quantityMax: null, unit: 'ml' });
    const cream = line({ text: '200 g Schlagsahne', quantity: 200, unit: 'g', ingredient: 'Schlagsahne' });
    expect(adjustAmount(cream, 1, 'us')).toEqual({ quantity: 7, quantityMax: null, unit: 'oz' });
  });
  it('picks pounds from a pound up, litres and kilograms from a thousand', () => {
    const beef = line({ text: '600 g Rind', quantity: 600, unit: 'g', ingredient: 'Rind' });
    expect(adjustAmount(beef, 1, 'us')).toEqual({ quantity: 1.25, quantityMax: null, unit: 'lb' });
    expect(adjustAmount(mehl, 6, 'metric')).toEqual({ quantity: 1.5, quantityMax: null, unit: 'kg' });
    // Flour stays in cups however much of it there is.
    expect(adjustAmount(mehl, 6, 'us')).toEqual({ quantity: 12, quantityMax: null, unit: 'cup' });
    const stock = line({ text: '5 cups stock', quantity: 5, unit: 'cup', ingredient: 'stock' });
    expect(adjustAmount(stock, 1, 'metric')).toEqual({ quantity: 1.2, quantityMax: null, unit: 'l' });
  });
  it('chooses spoons for small volumes and grows spoons into cups when scaled up', () => {
    const oil = line({ text: '10 ml Öl', quantity: 10, unit: 'ml', ingredient: 'Öl' });
    expect(adjustAmount(oil, 1, 'us')).toEqual({ quantity: 2, quantityMax: null, unit: 'tsp' });
    const butter = line({ text: '2 tbsp oil', quantity: 2, unit: 'tbsp', ingredient: 'oil' });
    expect(adjustAmount(butter, 3, 'us')).toEqual({ quantity: 0.375, quantityMax: null, unit: 'cup' });
    // EL and TL are metric measures too: they stay.
    expect(adjustAmount(butter, 3, 'metric')).toEqual({ quantity: 6, quantityMax: null, unit: 'tbsp' });
  });
  it('never converts counted units, pinches or knife tips', () => {
    for (const unit of ['clove', 'pinch', 'knife_tip', 'can'] as const) {
      const amount = { quantity: 2, quantityMax: null, unit };
      expect(convertAmount(amount, 'Salz', 'us')).toEqual(amount);
      expect(convertAmount(amount, 'flour', 'metric')).toEqual(amount);
    }
  });
  it('converts both ends of a range into the same unit', () => {
    const water = line({ text: '1–2 l Wasser', quantity: 1, quantityMax: 2, unit: 'l', ingredient: 'Wasser' });
    expect(adjustAmount(water, 1, 'us')).toEqual({ quantity: 4.25, quantityMax: 8.5, unit: 'cup' });
  });
});

describe('gramsPerCup', () => {
  it.each([
    ['all-purpose flour', 125],
    ['Weizenmehl', 125],
    ['bột mì đa dụng', 125],
    ['brown sugar', 220],
    ['Zucker', 200],
    ['đường', 200],
    ['bơ', 227],
    ['peanut butter', 258],
    ['gạo tẻ', 185],
  ])('knows %s', (name, grams) => {
    expect(gramsPerCup(name)).toBe(grams);
  });
  it.each(['rice vinegar', 'Reisessig', 'bột gạo', 'thịt bò', 'bò', 'milk', null])('does not guess for %s', (name) => {
    expect(gramsPerCup(name)).toBeNull();
  });
});

describe('presentIngredient', () => {
  it('keeps the author’s text when nothing changes', () => {
    expect(presentIngredient(flour, 1, 'us', 'en')).toEqual({ amount: null, rest: '1 1/2 cups flour, sifted' });
    expect(presentIngredient(flour, 1, null, 'en')).toEqual({ amount: null, rest: '1 1/2 cups flour, sifted' });
  });
  it('writes scaled amounts in readable numbers and plurals per language', () => {
    expect(presentIngredient(flour, 2, 'us', 'en')).toEqual({ amount: '3 cups', rest: 'flour, sifted' });
    expect(presentIngredient(flour, 1 / 3, 'us', 'en')).toEqual({ amount: '½ cup', rest: 'flour, sifted' });
    expect(presentIngredient(mehl, 1.5, 'metric', 'de')).toEqual({ amount: '375 g', rest: 'Mehl' });
    const el = line({ text: '2 EL Olivenöl', quantity: 2, unit: 'tbsp', ingredient: 'Olivenöl' });
    expect(presentIngredient(el, 1.5, 'metric', 'de')).toEqual({ amount: '3 EL', rest: 'Olivenöl' });
    const tep = line({ text: '3 tép tỏi, băm', quantity: 3, unit: 'clove', ingredient: 'tỏi', note: 'băm' });
    expect(presentIngredient(tep, 2, 'metric', 'vi')).toEqual({ amount: '6 tép', rest: 'tỏi, băm' });
    const cups = line({ text: '1 Tasse Milch', quantity: 1, unit: 'cup', ingredient: 'Milch' });
    expect(presentIngredient(cups, 2, 'us', 'de')).toEqual({ amount: '2 Tassen', rest: 'Milch' });
  });
  it('shows unreadable lines and headings as typed', () => {
    expect(presentIngredient(line({ text: '#Für die Soße', heading: true }), 2, 'us', 'de')).toEqual({
      amount: null,
      rest: 'Für die Soße',
    });
    expect(presentIngredient(line({ text: 'etwas Liebe' }), 2, 'us', 'de').amount).toBeNull();
  });
  it('formats ranges with an en dash', () => {
    expect(formatAmount({ quantity: 2, quantityMax: 3, unit: 'tbsp' }, 'en')).toBe('2–3 tbsp');
  });
});

describe('counted ingredients agree with a scaled number', () => {
  const eggs = line({ text: '2 eggs', quantity: 2, ingredient: 'eggs' });
  it('reads "1 egg", not "1 eggs", and grows back into the plural', () => {
    expect(presentIngredient(eggs, 0.5, null, 'en')).toEqual({ amount: '1', rest: 'egg' });
    const one = line({ text: '1 large egg, beaten', quantity: 1, ingredient: 'large egg', note: 'beaten' });
    expect(presentIngredient(one, 3, null, 'en')).toEqual({ amount: '3', rest: 'large eggs, beaten' });
    const cherries = line({ text: '4 cherries', quantity: 4, ingredient: 'cherries' });
    expect(presentIngredient(cherries, 0.25, null, 'en').rest).toBe('cherry');
    const tomato = line({ text: '1 tomato', quantity: 1, ingredient: 'tomato' });
    expect(presentIngredient(tomato, 2, null, 'en').rest).toBe('tomatoes');
    const peach = line({ text: '1 peach', quantity: 1, ingredient: 'peach' });
    expect(presentIngredient(peach, 2, null, 'en').rest).toBe('peaches');
  });
  it('follows German plurals, compounds included', () => {
    const eier = line({ text: '2 Eier', quantity: 2, ingredient: 'Eier' });
    expect(presentIngredient(eier, 0.5, 'metric', 'de')).toEqual({ amount: '1', rest: 'Ei' });
    const ei = line({ text: '1 Ei', quantity: 1, ingredient: 'Ei' });
    expect(presentIngredient(ei, 3, null, 'de').rest).toBe('Eier');
    const lauch = line({ text: '4 Frühlingszwiebeln', quantity: 4, ingredient: 'Frühlingszwiebeln' });
    expect(presentIngredient(lauch, 0.25, null, 'de').rest).toBe('Frühlingszwiebel');
    const apfel = line({ text: '1 Apfel', quantity: 1, ingredient: 'Apfel' });
    expect(presentIngredient(apfel, 2, null, 'de').rest).toBe('Äpfel');
  });
  it('leaves Vietnamese as written (no plural) and measured lines alone', () => {
    const trung = line({ text: '2 quả trứng', quantity: 2, ingredient: 'quả trứng' });
    expect(presentIngredient(trung, 0.5, null, 'vi')).toEqual({ amount: '1', rest: 'quả trứng' });
    expect(presentIngredient(milk, 0.5, null, 'en')).toEqual({ amount: '1 cup', rest: 'milk' });
    // The same form on both sides: nothing changes (2 → 4 eggs).
    expect(presentIngredient(eggs, 2, null, 'en').rest).toBe('eggs');
  });
  it('knows each language’s forms', () => {
    expect(pluralForm(1, 'en')).toBe('one');
    expect(pluralForm(0.5, 'de')).toBe('one');
    expect(pluralForm(2, 'de')).toBe('other');
    expect(pluralForm(1, 'vi')).toBe('other');
    expect(inflectCounted('bay leaves', 'en', 'one')).toBe('bay leaf');
    expect(inflectCounted('Eggs', 'en', 'one')).toBe('Egg');
    expect(inflectCounted('Salz', 'de', 'one')).toBe('Salz');
  });
});

describe('amounts as the author wrote them', () => {
  it('without a unit system, converts nothing, and scales in the author’s units', () => {
    const butter = line({ text: '100 g butter', quantity: 100, unit: 'g', ingredient: 'butter' });
    expect(presentIngredient(butter, 1, null, 'en')).toEqual({ amount: null, rest: '100 g butter' });
    expect(presentIngredient(butter, 2, null, 'en')).toEqual({ amount: '200 g', rest: 'butter' });
    expect(presentIngredient(butter, 1, 'us', 'en').amount).toMatch(/cup/);
  });
});
