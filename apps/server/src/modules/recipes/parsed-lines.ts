import {
  ParsedIngredientSchema,
  StepTimerSchema,
  findStepTimers,
  parseIngredientLine,
  type ParsedIngredient,
  type StepTimer,
} from '@recipes/contracts';
import { z } from 'zod';

/**
 * The kitchen's reading of a recipe (CONTRACT.md "Structured ingredients and timers"), computed
 * on every write and stored beside the text in recipes.parsed_ingredients and
 * recipes.instruction_timers (migration 0004), so reads never parse. See decision 0012.
 */

/** Recipes carry no language of their own; the parser knows the words of all three. */
export function parseIngredientLines(lines: readonly string[]): ParsedIngredient[] {
  return lines.map((line) => parseIngredientLine(line));
}

export function timersOfSteps(steps: readonly { instruction: string }[]): StepTimer[][] {
  return steps.map((step) => findStepTimers(step.instruction));
}

/** Both stored columns for these ingredient lines and steps. */
export function parsedColumns(
  lines: readonly string[],
  steps: readonly { instruction: string }[],
): { parsed_ingredients: string; instruction_timers: string } {
  return {
    parsed_ingredients: JSON.stringify(parseIngredientLines(lines)),
    instruction_timers: JSON.stringify(timersOfSteps(steps)),
  };
}

/**
 * `parsedColumns` with a memory of lines and steps already read, for reading many recipes at once
 * (migration 0004, the bench generator): real collections repeat lines (`1 tsp salt`) a lot.
 * Bounded, so a huge run cannot grow it without end.
 */
export function createParsedColumnsReader(maxRemembered = 100_000) {
  const lines = new Map<string, ParsedIngredient>();
  const steps = new Map<string, StepTimer[]>();
  function remembered<T>(memory: Map<string, T>, key: string, read: (key: string) => T): T {
    let value = memory.get(key);
    if (value === undefined) {
      value = read(key);
      if (memory.size >= maxRemembered) memory.clear();
      memory.set(key, value);
    }
    return value;
  }
  return (ingredientLines: readonly string[], instructions: readonly { instruction: string }[]) => ({
    parsed_ingredients: JSON.stringify(
      ingredientLines.map((line) => remembered(lines, line, (text) => parseIngredientLine(text))),
    ),
    instruction_timers: JSON.stringify(
      instructions.map((step) => remembered(steps, step.instruction, (text) => findStepTimers(text))),
    ),
  });
}

const StoredIngredientsSchema = z.array(ParsedIngredientSchema);
const StoredTimersSchema = z.array(z.array(StepTimerSchema));

function storedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The stored reading when it still matches the lines (same count, same texts); otherwise, for a
 * damaged or hand-edited row, the lines are read again rather than answering something stale.
 */
export function readParsedIngredients(stored: string, lines: readonly string[]): ParsedIngredient[] {
  const parsed = StoredIngredientsSchema.safeParse(storedJson(stored));
  const fits =
    parsed.success && parsed.data.length === lines.length && parsed.data.every((entry, i) => entry.text === lines[i]);
  return fits ? parsed.data : parseIngredientLines(lines);
}

export function readStepTimers(stored: string, steps: readonly { instruction: string }[]): StepTimer[][] {
  const parsed = StoredTimersSchema.safeParse(storedJson(stored));
  return parsed.success && parsed.data.length === steps.length ? parsed.data : timersOfSteps(steps);
}
