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

const factPatterns: { field: 'prepTime' | 'cookTime' | 'recipeYield'; pattern: RegExp }[] = [
  {
    field: 'prepTime',
    pattern: /^(?:prep(?:aration)? time|vorbereitung(?:szeit)?|arbeitszeit|thời gian chuẩn bị|chuẩn bị)\s*:\s*(.+)$/iu,
  },
  {
    field: 'cookTime',
    pattern: /^(?:cook(?:ing)? time|bake time|kochzeit|backzeit|garzeit|thời gian nấu|nấu)\s*:\s*(.+)$/iu,
  },
  {
    field: 'recipeYield',
    pattern: /^(?:serves|servings|yield|makes|portionen|für|menge|khẩu phần|số người ăn)\s*:?\s*(.+)$/iu,
  },
];

/**
 * A recipe pasted as plain text: the first line is the name; lines under an "Ingredients" /
 * "Zutaten" / "Nguyên liệu" heading are ingredients, under "Instructions" / "Zubereitung" / "Cách
 * làm" steps, under "Notes" notes; text before the first heading is the description. Bullets and
 * step numbers are dropped; a line ending in ':' inside the ingredients becomes a '#' heading.
 * Lines such as "Serves: 4" or "Prep time: 15 min" fill yield and times. Null when neither
 * ingredients nor steps can be found.
 */
export function readPastedRecipe(text: string): RecipeDraft | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const firstIndex = lines.findIndex((line) => line.trim());
  if (firstIndex < 0) return null;
  const name = (lines[firstIndex] ?? '').replace(/^[#*\s]+|[*\s]+$/g, '').trim();
  const parts: Record<Part, string[]> = { description: [], ingredients: [], instructions: [], notes: [] };
  const facts: { prepTime: number | null; cookTime: number | null; recipeYield: string } = {
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
    const fact = current === 'description' ? factPatterns.find(({ pattern }) => pattern.test(line)) : undefined;
    if (fact) {
      const value = fact.pattern.exec(line)?.[1]?.trim() ?? '';
      if (fact.field === 'recipeYield') facts.recipeYield = clip(value, 200);
      else facts[fact.field] = durationMinutes(value);
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
