// The favorites feature's public entry: what other features and the layout may import from it.
export { FavoriteButton } from './FavoriteButton.tsx';
