import type { RatingBody, RecipeCreateBody, RecipeInstruction, RegisterBody } from '@recipes/contracts';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

/** A valid registration; tests and the seed override what they care about. */
export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const id = next();
  return {
    username: `cook_${id}`,
    email: `cook_${id}@example.test`,
    password: 'correct horse battery',
    name: `Cook ${id}`,
    ...overrides,
  };
}

/** A complete, believable recipe body. */
export function recipeBody(overrides: Partial<RecipeCreateBody> = {}): RecipeCreateBody {
  return {
    name: 'Tomato Soup',
    shortDescription: 'A quick, bright soup from ripe tomatoes.',
    description: 'Simmer, blend and season.\nServe hot with bread.',
    recipeCategory: 'soups',
    recipeCuisine: 'italian',
    recipeIngredients: ['#Soup', '1 kg ripe tomatoes', '1 onion', '2 cloves garlic', '500 ml vegetable stock'],
    recipeInstructions: steps(
      'Chop the onion and garlic and soften them in olive oil.',
      'Add tomatoes and stock, simmer for 20 minutes, then blend.',
    ),
    images: [],
    videos: [],
    keywords: ['tomato', 'quick'],
    notes: '',
    prepTime: 10,
    cookTime: 25,
    recipeYield: '4 servings',
    sourceURL: '',
    active: true,
    ...overrides,
  };
}

export function ratingBody(overrides: Partial<RatingBody> & Pick<RatingBody, 'recipeId' | 'userId'>): RatingBody {
  return { rating: 5, ...overrides };
}

/** Instruction steps from plain texts, without step photos. */
export function steps(...texts: string[]): RecipeInstruction[] {
  return texts.map((instruction) => ({ instruction, imageURL: null, thumbnailURL: null }));
}
