// The shopping list's rules without zod: aisles, merging, applying changes (server and browser).
export * from './aisles.ts';
export * from './merge.ts';
export * from './limits.ts';
