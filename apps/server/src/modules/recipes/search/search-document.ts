import {
  categoryTerms,
  cuisineTerms,
  findTerm,
  languages,
  parseIngredientLine,
  type TaxonomyTerm,
} from '@recipes/contracts';
import type { RecipeRow } from '../../../db/schema.ts';
import { parseTextList } from '../recipe-mapper.ts';
import { searchText, searchTokens } from './fold.ts';

/**
 * What search indexes for a recipe: one folded, tokenized text per weighted field. Both
 * implementations index exactly this, so a query finds the same recipes on either database.
 */
export interface SearchDocument {
  name: string;
  short_description: string;
  description: string;
  ingredients: string;
  keywords: string;
  taxonomy: string;
}

export type SearchableRow = Pick<
  RecipeRow,
  | 'name'
  | 'short_description'
  | 'description'
  | 'recipe_ingredients'
  | 'keywords'
  | 'recipe_category'
  | 'recipe_cuisine'
>;

/**
 * The words of an ingredient line that name food: the parsed ingredient and its note, without
 * amount and unit (so `include=cup` or a number never matches); an unreadable line as typed.
 */
function ingredientWords(line: string): string {
  const parsed = parseIngredientLine(line);
  if (parsed.heading || parsed.ingredient === null) return line.replace(/^#\s*/, '');
  return parsed.note ? `${parsed.ingredient} ${parsed.note}` : parsed.ingredient;
}

/** A category or cuisine is found by its key ('main-dishes') and by its name in every language. */
function taxonomyText(terms: readonly TaxonomyTerm[], key: string | null): string {
  if (!key) return '';
  const term = findTerm(terms, key);
  const names = term ? languages.map((language) => term.names[language]) : [];
  return searchText([key, ...names].join(' '));
}

export function buildSearchDocument(row: SearchableRow): SearchDocument {
  return {
    name: searchText(row.name),
    short_description: searchText(row.short_description),
    description: searchText(row.description),
    ingredients: searchText(parseTextList(row.recipe_ingredients).map(ingredientWords).join('\n')),
    keywords: searchText(parseTextList(row.keywords).join('\n')),
    taxonomy: [taxonomyText(categoryTerms, row.recipe_category), taxonomyText(cuisineTerms, row.recipe_cuisine)]
      .filter(Boolean)
      .join(' '),
  };
}

/** Enough terms for any real query; more would only make a query slower, not better. */
const maxTerms = 12;

/** The distinct folded words of a query; each must match (AND), each as a prefix. */
export function searchTerms(keywords: string): string[] {
  return [...new Set(searchTokens(keywords))].slice(0, maxTerms);
}
