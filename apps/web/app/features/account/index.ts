// The account feature's public entry: what other features and the layout may import from it.
export { Avatar } from './Avatar.tsx';
export { PageLoading } from './PageLoading.tsx';
export { SignInPrompt } from './SignInPrompt.tsx';
