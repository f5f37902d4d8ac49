import { describe, expect, it } from 'vitest';
import { fold, searchText, searchTokens } from './fold.ts';
import { buildSearchDocument, searchTerms } from './search-document.ts';

describe('fold', () => {
  it.each([
    ['Phở', 'pho'],
    ['Käse', 'kase'],
    ['Bánh mì', 'banh mi'],
    ['đậu phụ', 'dau phu'],
    ['ĐẬU', 'dau'],
    ['Straße', 'strasse'],
    ['Crème brûlée', 'creme brulee'],
    ['Smørrebrød', 'smorrebrod'],
    ['Œufs', 'oeufs'],
    ['Łódź', 'lodz'],
    ['ﬁne', 'fine'],
    ['Ｔｅａ', 'tea'],
  ])('%s → %s', (input, expected) => {
    expect(fold(input)).toBe(expected);
  });
});

describe('searchTokens', () => {
  it('keeps runs of letters and digits and drops everything else', () => {
    expect(searchTokens('"Chick*" (AND) -pea: 500g, NEAR/2 ^x')).toEqual([
      'chick',
      'and',
      'pea',
      '500g',
      'near',
      '2',
      'x',
    ]);
  });

  it('finds no words in punctuation or emoji', () => {
    expect(searchTokens(' "*()-🍲 ')).toEqual([]);
  });

  it('keeps scripts other than Latin', () => {
    expect(searchText('火锅 Борщ')).toBe('火锅 борщ');
  });
});

describe('searchTerms', () => {
  it('folds, de-duplicates and caps the words of a query', () => {
    expect(searchTerms('Bánh  banh MÌ')).toEqual(['banh', 'mi']);
    expect(searchTerms('a b c d e f g h i j k l m n')).toHaveLength(12);
  });
});

describe('buildSearchDocument', () => {
  it('folds every field and adds category and cuisine keys with their names in all languages', () => {
    const doc = buildSearchDocument({
      name: 'Phở Bò',
      short_description: 'Hanoi beef noodle soup',
      description: 'Đun xương bò',
      recipe_ingredients: JSON.stringify(['#Broth', '1 kg beef bones', 'Star anise']),
      keywords: JSON.stringify(['Phở', 'Hà Nội']),
      recipe_category: 'noodles-rice',
      recipe_cuisine: 'vietnamese',
    });
    expect(doc).toEqual({
      name: 'pho bo',
      short_description: 'hanoi beef noodle soup',
      description: 'dun xuong bo',
      // Amounts and units are not ingredient words: `include=kg` must not match.
      ingredients: 'broth beef bones star anise',
      keywords: 'pho ha noi',
      taxonomy: 'noodles rice noodles rice nudeln reis mon mi va com vietnamese vietnamese vietnamesisch viet nam',
    });
  });

  it('indexes the parsed ingredient and its note, in every language, not amounts and units', () => {
    const lines = ['1 1/2 cups flour, sifted', '2 EL Olivenöl', '3 tép tỏi, băm', 'Salz nach Geschmack'];
    const doc = buildSearchDocument({
      name: 'x',
      short_description: '',
      description: '',
      recipe_ingredients: JSON.stringify(lines),
      keywords: '[]',
      recipe_category: null,
      recipe_cuisine: null,
    });
    expect(doc.ingredients).toBe('flour sifted olivenol toi bam salz nach geschmack');
  });

  it('survives damaged list columns and unknown keys', () => {
    const doc = buildSearchDocument({
      name: 'Toast',
      short_description: '',
      description: '',
      recipe_ingredients: 'not json',
      keywords: '{"a":1}',
      recipe_category: 'retired-category',
      recipe_cuisine: null,
    });
    expect(doc.ingredients).toBe('');
    expect(doc.keywords).toBe('');
    expect(doc.taxonomy).toBe('retired category');
  });
});
