/** Ingredient lines and step durations as the kitchen features read them (zod-free, browser-safe). */
export { parseIngredientLine } from './parse-line.ts';
export { findStepTimers } from './timers.ts';
