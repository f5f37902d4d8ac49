/**
 * Everything of the contract that works without zod: languages, limits, taxonomy terms, URL and
 * description helpers, and light checks of the two answers every page reads. Browser code
 * imports values from here (`@recipes/contracts/plain`) so the schema library stays on the
 * server; types still come from the main entry (`import type`), which costs nothing.
 */
export * from './language.ts';
export * from './limits.ts';
export * from './photo-sizes.ts';
export * from './taxonomy-terms.ts';
export * from './slug.ts';
export * from './search-fold.ts';
export * from './description-sections.ts';
export * from './section-presets.ts';
export * from './shape-checks.ts';
export * from './ingredients/index.ts';
export * from './unit-ids.ts';
export * from './recipe-filter-options.ts';
export * from './duration.ts';
export * from './recipe-json-ld.ts';
export * from './units/index.ts';
export * from './shopping/index.ts';
export * from './nutrition-fields.ts';
export * from './nutrition-json-ld.ts';
export * from './plain-formats.ts';
