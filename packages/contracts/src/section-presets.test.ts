import { describe, expect, it } from 'vitest';
import { sectionPresetOf, sectionPresetTerms, sectionTitleIn } from './section-presets.ts';

describe('preset section titles', () => {
  it('are known in every language, each name once', () => {
    expect(sectionPresetTerms).toHaveLength(18);
    const names = sectionPresetTerms.flatMap((term) => Object.values(term.names).map((name) => name.toLowerCase()));
    expect(new Set(names).size).toBe(names.length - countSame());
  });

  it('show in the reader language whatever language they were stored in', () => {
    expect(sectionTitleIn('Origin', 'de')).toBe('Herkunft');
    expect(sectionTitleIn('Personal Story', 'vi')).toBe('Câu chuyện riêng');
    expect(sectionTitleIn('Herkunft', 'en')).toBe('Origin');
    expect(sectionTitleIn('Nguồn gốc', 'de')).toBe('Herkunft');
    expect(sectionTitleIn(' cooking tips ', 'de')).toBe('Kochtipps');
    expect(sectionPresetOf('Origin')?.key).toBe('origin');
  });

  it('leave custom titles as written', () => {
    expect(sectionTitleIn('Grandma’s trick', 'de')).toBe('Grandma’s trick');
    expect(sectionPresetOf('Wine')).toBeUndefined();
  });
});

/** Names that are the same word in two languages (Desserts-like) count once. */
function countSame(): number {
  return sectionPresetTerms.reduce((sum, term) => {
    const names = Object.values(term.names).map((name) => name.toLowerCase());
    return sum + names.length - new Set(names).size;
  }, 0);
}
