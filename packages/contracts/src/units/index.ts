// Scaling, unit conversion and readable amounts for parsed ingredients: zod-free, browser-safe.
export * from './unit-kinds.ts';
export * from './density.ts';
export * from './rounding.ts';
export * from './convert.ts';
export * from './format.ts';
export * from './unit-names.ts';
export * from './counted-words.ts';
export * from './present.ts';
