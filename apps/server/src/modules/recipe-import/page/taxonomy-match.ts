import {
  categoryTerms,
  cuisineTerms,
  languages,
  type CategoryKey,
  type CuisineKey,
  type TaxonomyTerm,
} from '@recipes/contracts';
import { fold } from '../../recipes/search/fold.ts';

/**
 * Words sites use for our categories beyond the names we show (singulars, the usual plugin
 * choices such as "Main Course" or "Dessert", German and Vietnamese everyday words).
 */
const categoryAliases: Record<CategoryKey, string[]> = {
  breakfast: ['brunch', 'fruhstuck und brunch', 'an sang'],
  appetizers: ['appetizer', 'starter', 'starters', 'vorspeise', 'khai vi', 'mon khai vi'],
  soups: ['soup', 'suppe', 'eintopf', 'sup', 'canh', 'mon canh'],
  salads: ['salad', 'salat', 'goi', 'nom'],
  'main-dishes': [
    'main course',
    'main dish',
    'main',
    'mains',
    'dinner',
    'entree',
    'hauptgericht',
    'hauptspeise',
    'mon man',
  ],
  'side-dishes': ['side dish', 'side', 'sides', 'beilage', 'mon phu'],
  'noodles-rice': ['noodles', 'rice', 'pasta', 'nudeln', 'reis', 'mi', 'bun', 'pho', 'com'],
  vegetarian: ['vegan', 'veggie', 'vegetarisch', 'chay'],
  seafood: ['fish', 'fisch', 'hai san', 'ca'],
  desserts: ['dessert', 'nachspeise', 'nachtisch', 'sweets', 'trang mieng', 'che'],
  baking: ['bread', 'cake', 'brot', 'kuchen', 'gebaeck', 'geback', 'banh'],
  snacks: ['snack', 'fingerfood', 'an vat'],
  drinks: ['drink', 'beverage', 'beverages', 'cocktail', 'getrank', 'do uong', 'nuoc uong'],
  sauces: ['sauce', 'dip', 'dips', 'sosse', 'sose', 'dressing', 'nuoc cham', 'sot'],
};

const cuisineAliases: Partial<Record<CuisineKey, string[]>> = {
  german: ['deutsche kuche', 'germany', 'duc'],
  italian: ['italy', 'italienische kuche'],
  vietnamese: ['vietnam', 'viet', 'viet nam', 'mon viet'],
  american: ['usa', 'us', 'tex-mex'],
  french: ['france', 'franzosische kuche'],
  'middle-eastern': ['middle east', 'orientalisch', 'lebanese'],
};

function matcher<K extends string>(
  terms: readonly (TaxonomyTerm & { key: K })[],
  aliases: Partial<Record<K, string[]>>,
) {
  const byWord = new Map<string, K>();
  for (const term of terms) {
    byWord.set(fold(term.key), term.key);
    for (const language of languages) byWord.set(fold(term.names[language]), term.key);
    for (const alias of aliases[term.key] ?? []) byWord.set(fold(alias), term.key);
  }
  return (value: string): K | null => {
    const folded = fold(value).replace(/\s+/g, ' ').trim();
    // Vietnamese names often start with "món" (dish): "Món ăn vặt" is the snacks of "Đồ ăn vặt".
    return byWord.get(folded) ?? byWord.get(folded.replace(/^(mon|do) /, '')) ?? null;
  };
}

export const matchCategory = matcher(categoryTerms, categoryAliases);
export const matchCuisine = matcher(cuisineTerms, cuisineAliases);
