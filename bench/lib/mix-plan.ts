/**
 * The request mix of `npm run bench:mix`: what visitors of a recipe site ask for, in proportions
 * like a real site's, with popularity skewed (Zipf) over every recipe, list page and search word
 * of the data set. The sequence is fixed by a seed, so runs compare.
 */
import { seededRandom } from '../../apps/server/src/test/schema-fuzz.ts';
import { vocabulary, rareIngredients } from '../data/vocabulary.ts';

// The fuzz tests' seeded PRNG (mulberry32): the same seed gives the same mix on every machine.
export { seededRandom };

export type RequestClass =
  | 'recipe page'
  | 'list page'
  | 'category page'
  | 'search page'
  | 'home page'
  | 'recipe API'
  | 'list API'
  | 'search API';

/** What every browser sends, so answers come compressed as they do to visitors. */
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' } as const;

export interface MixRequest {
  path: string;
  /** The page language, sent as the `lang` cookie as a returning visitor's browser does. */
  language: 'en' | 'de' | 'vi';
  kind: RequestClass;
}

export interface MixRecipe {
  id: number;
  slug: string;
  category: string | null;
}

/** Share of each kind of request: recipe pages dominate, as on any recipe site. */
export const mixWeights: Record<RequestClass, number> = {
  'recipe page': 0.5,
  'list page': 0.08,
  'category page': 0.08,
  'search page': 0.06,
  'home page': 0.05,
  'recipe API': 0.13,
  'list API': 0.05,
  'search API': 0.05,
};

/**
 * Draws ranks 0..n-1 with probability ∝ 1/(rank+1)^s, by inverting the cumulative weights
 * (binary search over a precomputed table: n = 100,000 costs under a megabyte).
 */
export function zipfSampler(n: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank++) {
    total += 1 / Math.pow(rank + 1, s);
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Every search word of the data set's vocabulary, in all three languages, common ones first. */
export function searchVocabulary(): string[] {
  const words = new Set<string>();
  for (const language of Object.values(vocabulary)) {
    for (const word of [...language.pantry, ...language.mains, ...language.dishes, ...language.styles]) {
      words.add(word.toLowerCase());
    }
  }
  for (const word of rareIngredients) words.add(word);
  return [...words];
}

function pickKind(random: () => number): RequestClass {
  let left = random();
  for (const [kind, weight] of Object.entries(mixWeights) as [RequestClass, number][]) {
    left -= weight;
    if (left <= 0) return kind;
  }
  return 'recipe page';
}

function pickLanguage(random: () => number): MixRequest['language'] {
  const r = random();
  return r < 0.6 ? 'en' : r < 0.8 ? 'de' : 'vi';
}

/**
 * `count` requests over the whole data set. Recipe popularity follows Zipf (s = 1) over a shuffled
 * order of the recipes, so the popular ones are spread over the table, not the newest; list
 * pages and search words follow Zipf too (page 1 and `garlic` most of all).
 */
export function buildMix(recipes: readonly MixRecipe[], categories: readonly string[], count: number, seed = 42) {
  const random = seededRandom(seed);
  const order = recipes.map((recipe) => recipe);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const recipeRank = zipfSampler(order.length, 1, random);
  const pageRank = zipfSampler(200, 1.2, random);
  const words = searchVocabulary();
  const wordRank = zipfSampler(words.length, 1, random);
  const categoryRank = zipfSampler(categories.length, 0.8, random);
  const pageQuery = (prefix: string) => {
    const page = pageRank() + 1;
    return page === 1 ? '' : `${prefix}page=${page}`;
  };

  const requests: MixRequest[] = [];
  for (let i = 0; i < count; i++) {
    const kind = pickKind(random);
    const language = pickLanguage(random);
    const recipe = order[recipeRank()]!;
    const word = encodeURIComponent(words[wordRank()]!);
    const category = categories[categoryRank()]!;
    const paths: Record<RequestClass, () => string> = {
      'recipe page': () => `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`,
      'list page': () => `/recipes${pageQuery('?')}`,
      'category page': () => `/recipes?category=${category}${pageQuery('&')}`,
      'search page': () => `/recipes/${word}`,
      'home page': () => '/',
      'recipe API': () => `/api/v1/recipes/${recipe.id}`,
      'list API': () => `/api/v1/recipes?category=${category}${pageQuery('&')}`,
      'search API': () => `/api/v1/recipes/search/${word}`,
    };
    requests.push({ path: paths[kind](), language, kind });
  }
  return requests;
}

/** Which kind of request a path is (the ceiling server answers each with a body of its kind). */
export function classify(path: string): RequestClass {
  if (path.startsWith('/api/v1/recipes/search/')) return 'search API';
  if (/^\/api\/v1\/recipes\/\d+/.test(path)) return 'recipe API';
  if (path.startsWith('/api/v1/recipes')) return 'list API';
  if (path.startsWith('/recipe/')) return 'recipe page';
  if (path.startsWith('/recipes?category=')) return 'category page';
  if (path.startsWith('/recipes/')) return 'search page';
  if (path.startsWith('/recipes')) return 'list page';
  return 'home page';
}
