import { packDescription, recipeLimits, type DescriptionSection } from '@recipes/contracts/plain';

/** Something the API would refuse, found before saving: a translation key (namespace editor) and its values. */
export interface FieldProblem {
  key: string;
  params?: Record<string, number>;
}

/** The API trims the name, so a name of spaces is as missing as an empty one. */
export function nameProblem(name: string): FieldProblem | null {
  return name.trim() ? null : { key: 'checks.nameRequired' };
}

/** One ingredient a line: each at most recipeLimits.ingredient characters, at most recipeLimits.ingredients lines. */
export function ingredientsProblem(text: string): FieldProblem | null {
  let count = 0;
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const entry = line.trim();
    if (!entry) continue;
    count += 1;
    if (entry.length > recipeLimits.ingredient) {
      return { key: 'checks.ingredientTooLong', params: { line: index + 1, max: recipeLimits.ingredient } };
    }
  }
  return count > recipeLimits.ingredients
    ? { key: 'checks.tooManyIngredients', params: { max: recipeLimits.ingredients } }
    : null;
}

/** Keywords separated by commas: each at most recipeLimits.keyword characters, at most recipeLimits.keywords of them. */
export function keywordsProblem(text: string): FieldProblem | null {
  const keywords = text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const tooLong = keywords.findIndex((word) => word.length > recipeLimits.keyword);
  if (tooLong >= 0) return { key: 'checks.keywordTooLong', params: { number: tooLong + 1, max: recipeLimits.keyword } };
  return keywords.length > recipeLimits.keywords
    ? { key: 'checks.tooManyKeywords', params: { max: recipeLimits.keywords } }
    : null;
}

/**
 * The description as the API gets it, its extra sections packed in with their titles: at most
 * recipeLimits.description characters.
 */
export function descriptionProblem(description: string, sections: readonly DescriptionSection[]): FieldProblem | null {
  const length = packDescription(description, sections).length;
  return length > recipeLimits.description
    ? { key: 'checks.descriptionTooLong', params: { count: length, max: recipeLimits.description } }
    : null;
}

/** One video link a line, blank lines dropped: at most recipeLimits.videos of them. */
export function videosProblem(text: string): FieldProblem | null {
  const count = text.split(/\r?\n/).filter((line) => line.trim()).length;
  return count > recipeLimits.videos ? { key: 'checks.tooManyVideos', params: { max: recipeLimits.videos } } : null;
}
