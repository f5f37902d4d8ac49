import { createRng } from './art/random.ts';

export interface PlannedRating {
  recipeIndex: number;
  rater: number;
  rating: number;
}

export interface RateableRecipe {
  author: number;
  active: boolean;
}

/** Ratings skew positive, as they do on real recipe sites. */
const scale = [1, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5] as const;

/**
 * Which member rates which recipe, and how. Deterministic, so every fresh database looks the
 * same. Members never rate their own recipes or drafts; a few recipes stay unrated, each
 * recipe has its own appeal so averages differ, and each member rates a different share.
 */
export function planRatings(recipes: readonly RateableRecipe[], raters: number): PlannedRating[] {
  const rng = createRng('sample ratings');
  const eagerness = Array.from({ length: raters }, () => rng.range(0.3, 0.75));
  const unrated = new Set<number>();
  while (unrated.size < Math.min(4, Math.floor(recipes.length / 8))) unrated.add(rng.int(0, recipes.length - 1));
  const plan: PlannedRating[] = [];
  recipes.forEach((recipe, recipeIndex) => {
    if (!recipe.active || unrated.has(recipeIndex)) return;
    const appeal = rng.range(-1.2, 0.7);
    for (let rater = 0; rater < raters; rater++) {
      if (rater === recipe.author || !rng.chance(eagerness[rater]!)) continue;
      const drawn = rng.pick(scale) + Math.round(appeal + rng.range(-0.5, 0.5));
      plan.push({ recipeIndex, rater, rating: Math.min(5, Math.max(1, drawn)) });
    }
  });
  return plan;
}
