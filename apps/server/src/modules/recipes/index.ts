// The recipes module's public entry: what other modules may read of recipes, in their own transaction
// when they pass one. The rest of recipes.repository.ts is the module's own (eslint.config.js keeps it so).
export { everyRecipeOf, findRecipeAccess, recipesMentioning, type RecipeWithAuthorRow } from './recipes.repository.ts';
