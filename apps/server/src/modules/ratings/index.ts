// The ratings module's public entry: what other modules may do to ratings inside their own transaction
// (an account deletion recomputes the averages of the recipes its member rated).
export { lockRecipeForRating, refreshRecipeAggregate } from './ratings.repository.ts';
