// The recipes feature's public entry: what other features and the layout may import from it.
export { groupIngredients } from './detail/ingredient-groups.ts';
export { RecipeCard } from './list/RecipeCard.tsx';
export { StarDisplay } from './stars/StarDisplay.tsx';
