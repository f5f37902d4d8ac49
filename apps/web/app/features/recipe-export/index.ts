// The recipe-export feature's public entry: what other features and the layout may import from it.
export { DownloadRecipeLink } from './DownloadRecipeLink.tsx';
