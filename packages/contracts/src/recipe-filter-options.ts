/** CONTRACT "Filters and sort": the values lists and searches take, without zod (browser code reads these). */
export const recipeSorts = ['relevance', 'newest', 'rating', 'quickest'] as const;
export type RecipeSort = (typeof recipeSorts)[number];

/** The total-time and minimum-rating values the facets count (and the filter panel offers). */
export const maxTimeOptions = [15, 30, 60] as const;
export const minRatingOptions = [3, 4] as const;
