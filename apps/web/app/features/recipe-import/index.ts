// The recipe-import feature's public entry: what other features and the layout may import from it.
export { ImportEntryLink } from './ImportEntryLink.tsx';
export { ImportRecipe } from './ImportRecipe.tsx';
