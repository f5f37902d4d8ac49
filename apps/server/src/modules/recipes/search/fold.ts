// The folding lives in the contracts package so browser-side filters fold exactly as site search does.
export { fold, searchText, searchTokens } from '@recipes/contracts/plain';
