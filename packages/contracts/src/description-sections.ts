import { sectionPresetTerms } from './section-presets.ts';

/** Extra description sections (SPEC section 3) are stored inside the description text. */
export interface DescriptionSection {
  title: string;
  content: string;
}

/** The preset titles in English (SPEC section 9's wording); names in every language: section-presets.ts. */
export const sectionPresets: readonly string[] = sectionPresetTerms.map((term) => term.names.en);

/** Appends each non-empty section as a blank line, '#', the title, a line break, then the content. */
export function packDescription(description: string, sections: readonly DescriptionSection[]): string {
  let packed = description;
  for (const section of sections) {
    const title = section.title.trim();
    const content = section.content.trim();
    if (!title || !content) continue;
    packed += `\n\n#${title}\n${content}`;
  }
  return packed;
}

const sectionStart = /\n\n#([^\n#][^\n]*)\n/g;

/** Splits a packed description back into its main text and sections; empty sections are dropped. */
export function unpackDescription(packed: string): { description: string; sections: DescriptionSection[] } {
  const starts = [...packed.matchAll(sectionStart)];
  if (starts.length === 0) return { description: packed, sections: [] };
  const first = starts[0]!;
  const sections: DescriptionSection[] = [];
  starts.forEach((match, i) => {
    const bodyStart = match.index + match[0].length;
    const bodyEnd = i + 1 < starts.length ? starts[i + 1]!.index : packed.length;
    const title = match[1]!.trim();
    const content = packed.slice(bodyStart, bodyEnd).trim();
    if (title && content) sections.push({ title, content });
  });
  return { description: packed.slice(0, first.index), sections };
}
