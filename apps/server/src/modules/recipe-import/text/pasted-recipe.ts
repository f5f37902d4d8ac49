import type { RecipeDraft } from '@recipes/contracts';
import { fold } from '../../recipes/search/fold.ts';
import { clip } from '../page/clean-text.ts';
import { durationMinutes } from '../page/iso-duration.ts';

type Part = 'description' | 'ingredients' | 'instructions' | 'notes';

/** Heading words per part, folded (no accents, lower case), in en, de and vi. */
const headings: Record<Exclude<Part, 'description'>, string[]> = {
  ingredients: ['ingredients', 'ingredient', 'you will need', 'zutaten', 'zutatenliste', 'nguyen lieu', 'thanh phan'],
  instructions: [
    'instructions',
    'directions',
    'method',
    'preparation',
    'steps',
    'how to make it',
    'zubereitung',
    'anleitung',
    'so geht es',
    'so geht s',
    'cach lam',
    'cach che bien',
    'che bien',
    'huong dan',
    'thuc hien',
    'cac buoc',
  ],
  notes: ['notes', 'note', 'tips', 'notizen', 'tipps', 'hinweise', 'ghi chu', 'meo', 'luu y'],
};

const bullet = /^\s*(?:[-*•·▪◦–—]|\d{1,2}\s*[.)]|\(\d{1,2}\))\s*/;
const stepWord = /^\s*(?:step|schritt|bước)\s*\d{1,2}\s*[:.)-]?\s*/iu;

function headingOf(line: string): Part | null {
  const folded = fold(line)
    .replace(/^[#*=\s]+|[#*=:\s]+$/g, '')
    .replace(/\s+/g, ' ');
  for (const [part, words] of Object.entries(headings) as [Exclude<Part, 'description'>, string[]][]) {
    if (words.includes(folded)) return part;
  }
  return null;
}

type Facts = { prepTime: number | null; cookTime: number | null; recipeYield: string };
type FactField = keyof Facts;

/** Words that start a fact, longest first so "cooking time" is not read as "cook". */
const factWords: Record<FactField, string> = {
  prepTime:
    'preparation time|preparation|prep time|prep|vorbereitungszeit|vorbereitung|zubereitungszeit|zubereitung|arbeitszeit|thời gian chuẩn bị|chuẩn bị',
  cookTime:
    'cooking time|cook time|cook|baking time|bake time|bake|kochzeit|backzeit|garzeit|bratzeit|thời gian nấu|nấu',
  recipeYield: 'servings|serves|yields|yield|makes|portionen|für|menge|khẩu phần|số người ăn|số phần',
};
const factStart = new RegExp(`(^|[.,;]\\s*)(${Object.values(factWords).join('|')})(?=[\\s:])\\s*:?\\s*`, 'giu');
const fieldOf = (word: string) =>
  (Object.keys(factWords) as FactField[]).find((field) => new RegExp(`^(?:${factWords[field]})$`, 'iu').test(word));

/**
 * Yield and times from a line such as "Serves 4. Prep 15 minutes, cook 40 minutes.", "Für 4
 * Personen. Zubereitung 15 Minuten, Backzeit 40 Min." or "Khẩu phần: 4 người". Null unless the
 * whole line is facts whose values read (a time as a duration, a yield with a number), so a
 * sentence such as "Für den Teig …" stays text.
 */
function factsOf(line: string): Partial<Facts> | null {
  const matches = [...line.matchAll(factStart)];
  if (matches[0]?.index !== 0) return null;
  const facts: Partial<Facts> = {};
  for (const [index, match] of matches.entries()) {
    const field = fieldOf(match[2] ?? '');
    const end = matches[index + 1]?.index ?? line.length;
    const value = line.slice((match.index ?? 0) + match[0].length, end).replace(/[\s.,;]+$/, '');
    if (!field) return null;
    if (field === 'recipeYield') {
      if (!/\d/.test(value)) return null;
      facts.recipeYield = clip(value, 200);
    } else {
      const minutes = durationMinutes(value);
      if (minutes === null) return null;
      facts[field] = minutes;
    }
  }
  return facts;
}

/**
 * A recipe pasted as plain text: the first line is the name; lines under an "Ingredients" /
 * "Zutaten" / "Nguyên liệu" heading are ingredients, under "Instructions" / "Zubereitung" / "Cách
 * làm" steps, under "Notes" notes; text before the first heading is the description. Bullets and
 * step numbers are dropped; a line ending in ':' inside the ingredients becomes a '#' heading.
 * Lines such as "Serves: 4" or "Serves 4. Prep 15 minutes, cook 40 minutes." fill yield and times. Null when neither
 * ingredients nor steps can be found.
 */
export function readPastedRecipe(text: string): RecipeDraft | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const firstIndex = lines.findIndex((line) => line.trim());
  if (firstIndex < 0) return null;
  const name = (lines[firstIndex] ?? '').replace(/^[#*\s]+|[*\s]+$/g, '').trim();
  const parts: Record<Part, string[]> = { description: [], ingredients: [], instructions: [], notes: [] };
  let facts: Facts = {
    prepTime: null,
    cookTime: null,
    recipeYield: '',
  };
  let current: Part = 'description';
  for (const raw of lines.slice(firstIndex + 1)) {
    const line = raw.trim();
    const heading = line.length <= 40 ? headingOf(line) : null;
    if (heading) {
      current = heading;
      continue;
    }
    const lineFacts = current === 'description' ? factsOf(line) : null;
    if (lineFacts) {
      facts = { ...facts, ...lineFacts };
      continue;
    }
    parts[current].push(line);
  }
  const ingredients = parts.ingredients
    .filter(Boolean)
    .map((line) => line.replace(bullet, '').trim())
    .map((line) => (/:$/.test(line) && line.length <= 60 ? `# ${line.replace(/:$/, '')}` : line));
  const steps = parts.instructions
    .filter(Boolean)
    .map((line) => line.replace(stepWord, '').replace(bullet, '').trim())
    .filter(Boolean);
  if (ingredients.length === 0 && steps.length === 0) return null;
  const description = parts.description
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return {
    name: clip(name, 200),
    shortDescription: description.length <= 1000 ? description : '',
    description: description.length > 1000 ? clip(description, 50000) : '',
    recipeCategory: null,
    recipeCuisine: null,
    recipeIngredients: ingredients.slice(0, 300).map((line) => clip(line, 1000)),
    recipeInstructions: steps
      .slice(0, 200)
      .map((instruction) => ({ instruction: clip(instruction, 5000), imageURL: null, thumbnailURL: null })),
    images: [],
    videos: [],
    keywords: [],
    notes: clip(parts.notes.join('\n').trim(), 20000),
    prepTime: facts.prepTime,
    cookTime: facts.cookTime,
    recipeYield: facts.recipeYield,
    sourceURL: '',
    active: true,
    nutrition: null,
  };
}
