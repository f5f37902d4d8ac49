import type { Language, RecipeDraft, RecipeInstruction } from '@recipes/contracts';
import { clip, cleanLines, cleanText } from './clean-text.ts';
import { importLabels } from './import-labels.ts';
import { durationMinutes } from './iso-duration.ts';
import { hasType, isNode, valuesOf, type SchemaNode, type SchemaValue } from './schema-node.ts';
import { matchCategory, matchCuisine } from './taxonomy-match.ts';
import { importedNutrition } from './nutrition-fields.ts';

/** A recipe read from a page: the draft's fields, and the photo addresses still to download. */
export interface RecipeCandidate {
  draft: RecipeDraft;
  imageUrls: string[];
}

const maxImages = 8;
const shortDescriptionMax = 1000;

function texts(node: SchemaNode, property: string): string[] {
  return valuesOf(node, property).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'number') return [String(value)];
    if (isNode(value)) return texts(value, 'name');
    return [];
  });
}

function firstText(node: SchemaNode, property: string): string {
  for (const value of texts(node, property)) {
    const text = cleanText(value);
    if (text) return text;
  }
  return '';
}

function absolute(url: string, base: string | null): string | null {
  try {
    const resolved = base ? new URL(url.trim(), base) : new URL(url.trim());
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : null;
  } catch {
    return null;
  }
}

/** Image addresses from a string, an ImageObject (url or contentUrl) or lists of either. */
export function imageUrlsOf(value: SchemaValue | undefined, base: string | null): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => imageUrlsOf(item, base));
  if (typeof value === 'string') {
    const url = absolute(cleanText(value), base);
    return url ? [url] : [];
  }
  if (isNode(value)) return imageUrlsOf(value.contentUrl ?? value.url ?? value['@id'], base);
  return [];
}

function ingredientsOf(node: SchemaNode): string[] {
  const raw =
    valuesOf(node, 'recipeIngredient').length > 0 ? texts(node, 'recipeIngredient') : texts(node, 'ingredients');
  return raw.flatMap(cleanLines).map((line) => clip(line, 1000));
}

const step = (instruction: string): RecipeInstruction => ({ instruction, imageURL: null, thumbnailURL: null });

/**
 * Steps from every shape sites use: one text (split on its lines), a list of strings, HowToStep
 * (text, else name), ItemList, and HowToSection whose name goes in front of its first step on a
 * line of its own (our steps have no headings of their own; see decision 0016).
 */
function stepsOf(value: SchemaValue | undefined, depth = 0): string[] {
  if (value === undefined || value === null || depth > 5) return [];
  if (Array.isArray(value)) return value.flatMap((item) => stepsOf(item, depth + 1));
  if (typeof value === 'string') return cleanLines(value).map((line) => line.replace(/^(\d{1,2}[.)]|[-*•])\s+/, ''));
  if (!isNode(value)) return [];
  if (hasType(value, 'HowToSection') || (value.itemListElement !== undefined && !hasType(value, 'HowToStep'))) {
    const inner = stepsOf(value.itemListElement, depth + 1);
    const heading = cleanText(texts(value, 'name')[0] ?? '');
    if (heading && inner.length > 0) inner[0] = `${heading.replace(/:$/, '')}:\n${inner[0]}`;
    return inner;
  }
  const text = texts(value, 'text')[0] ?? texts(value, 'description')[0] ?? texts(value, 'name')[0] ?? '';
  return [cleanText(text, { keepLines: true })].filter(Boolean);
}

/** '4 servings' rather than '4' when a site gives both; numbers become text. */
function yieldOf(node: SchemaNode): string {
  const values = texts(node, 'recipeYield')
    .map((value) => cleanText(value))
    .filter(Boolean);
  const worded = values.find((value) => /\p{L}/u.test(value));
  return clip(worded ?? values[0] ?? '', 200);
}

function splitList(values: string[]): string[] {
  return values.flatMap((value) => cleanText(value).split(/\s*[,;]\s*/)).filter(Boolean);
}

function nutritionLine(node: SchemaNode, language: Language): string | null {
  const nutrition = valuesOf(node, 'nutrition').find(isNode);
  if (!nutrition) return null;
  const parts = Object.entries(nutrition)
    .filter(([key, value]) => !key.startsWith('@') && (typeof value === 'string' || typeof value === 'number'))
    .map(
      ([key, value]) =>
        `${key
          .replace(/Content$/, '')
          .replace(/([A-Z])/g, ' $1')
          .toLowerCase()}: ${cleanText(String(value))}`,
    );
  return parts.length > 0 ? `${importLabels[language].nutrition}: ${parts.join(', ')}` : null;
}

function videosOf(node: SchemaNode, base: string | null): string[] {
  return valuesOf(node, 'video')
    .flatMap((video) => (isNode(video) ? [video.contentUrl ?? video.embedUrl ?? video.url] : [video]))
    .flatMap((value) => (typeof value === 'string' ? [absolute(value, base)] : []))
    .filter((url): url is string => url !== null)
    .slice(0, 20);
}

/** Prep and cook minutes; a page giving only a total (or total and prep) still gets both right. */
const maxMinutes = 100000;
const minutesOf = (node: SchemaNode, property: string) => {
  const minutes = durationMinutes(texts(node, property)[0]);
  return minutes === null ? null : Math.min(minutes, maxMinutes);
};

function timesOf(node: SchemaNode): { prepTime: number | null; cookTime: number | null } {
  const prep = minutesOf(node, 'prepTime');
  const cook = minutesOf(node, 'cookTime');
  const total = minutesOf(node, 'totalTime');
  if (cook === null && total !== null) {
    return { prepTime: prep, cookTime: prep !== null && total >= prep ? total - prep : prep === null ? total : null };
  }
  return { prepTime: prep, cookTime: cook };
}

/**
 * Turns a schema.org Recipe into the fields of our editor. Categories and cuisines become our keys
 * where a name matches in any of our languages; the rest become keywords. Author and nutrition go
 * to the notes, as text.
 */
export function recipeFromSchema(node: SchemaNode, pageUrl: string | null, language: Language): RecipeCandidate {
  const description = firstText(node, 'description');
  const categories = splitList(texts(node, 'recipeCategory'));
  const cuisines = splitList(texts(node, 'recipeCuisine'));
  const recipeCategory = categories.map(matchCategory).find((key) => key !== null) ?? null;
  const recipeCuisine = cuisines.map(matchCuisine).find((key) => key !== null) ?? null;
  // Every name but the one that became the category (or cuisine) is kept as a keyword.
  const unmatched = [
    ...categories.filter((value) => matchCategory(value) !== recipeCategory || recipeCategory === null),
    ...cuisines.filter((value) => matchCuisine(value) !== recipeCuisine || recipeCuisine === null),
  ];
  const keywords = [...new Set([...splitList(texts(node, 'keywords')), ...unmatched].map((k) => clip(k, 100)))].slice(
    0,
    50,
  );
  const author = cleanText(texts(node, 'author').join(', '));
  const notes = [author ? `${importLabels[language].author} ${author}` : null, nutritionLine(node, language)]
    .filter((line): line is string => line !== null)
    .join('\n');
  const short = description.length <= shortDescriptionMax;
  return {
    draft: {
      name: clip(firstText(node, 'name') || firstText(node, 'headline'), 200),
      shortDescription: short ? description : '',
      description: short ? '' : clip(description, 50000),
      recipeCategory,
      recipeCuisine,
      recipeIngredients: ingredientsOf(node).slice(0, 300),
      recipeInstructions: stepsOf(node.recipeInstructions)
        .slice(0, 200)
        .map((text) => step(clip(text, 5000))),
      images: [],
      videos: videosOf(node, pageUrl),
      keywords,
      notes: clip(notes, 20000),
      nutrition: importedNutrition(valuesOf(node, 'nutrition').find(isNode)),
      ...timesOf(node),
      recipeYield: yieldOf(node),
      sourceURL: pageUrl && pageUrl.length <= 1000 ? pageUrl : '',
      active: true,
    },
    imageUrls: [...new Set(imageUrlsOf(node.image, pageUrl))].slice(0, maxImages),
  };
}
