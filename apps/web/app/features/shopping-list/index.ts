// The shopping-list feature's public entry: what other features and the layout may import from it.
export { AddToShoppingList } from './AddToShoppingList.tsx';
