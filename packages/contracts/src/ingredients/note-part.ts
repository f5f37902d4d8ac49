/** A piece of note with where it stood in the line, so notes read in the line's order. */
export interface NotePart {
  at: number;
  text: string;
}

export function skipSpace(text: string, at: number): number {
  let index = at;
  while (index < text.length && /\s/u.test(text.charAt(index))) index++;
  return index;
}

/** Collapses spaces and trims separators left at either end. */
export function clean(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,;:–-]+|[\s,;:–-]+$/gu, '')
    .trim();
}
