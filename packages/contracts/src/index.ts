// Everything zod-free first (also reachable alone as `@recipes/contracts/plain`), then the schemas.
export * from './plain.ts';
export * from './common.ts';
export * from './taxonomy.ts';
export * from './accounts.ts';
export * from './recipes.ts';
export * from './ratings.ts';
export * from './photos.ts';
export * from './site.ts';
export * from './site-reader.ts';
export * from './sign-in.ts';
export * from './profile.ts';
export * from './favorites.ts';
export * from './members.ts';
export * from './kitchen.ts';
export * from './shopping-list.ts';
export * from './kitchen-preferences.ts';
export * from './nutrition.ts';
