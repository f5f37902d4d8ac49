import { describe, expect, it } from 'vitest';
import { packDescription, sectionPresets, unpackDescription } from './description-sections.ts';

describe('extra description sections (SPEC section 3)', () => {
  it('appends each section as a blank line, #, the title, a line break, then the content', () => {
    const packed = packDescription('Main text.', [
      { title: 'Origin', content: 'Hanoi, 1920s.' },
      { title: 'Cooking Tips', content: 'Char the onion.\nSkim often.' },
    ]);
    expect(packed).toBe('Main text.\n\n#Origin\nHanoi, 1920s.\n\n#Cooking Tips\nChar the onion.\nSkim often.');
  });

  it('drops sections with blank content or title', () => {
    const packed = packDescription('Text', [
      { title: 'Origin', content: '   ' },
      { title: ' ', content: 'orphan' },
      { title: 'Season', content: 'Winter' },
    ]);
    expect(packed).toBe('Text\n\n#Season\nWinter');
  });

  it('splits a packed description back out', () => {
    const sections = [
      { title: 'Origin', content: 'Hanoi.' },
      { title: 'Personal Story', content: 'My grandmother\n\nmade it every Sunday.' },
    ];
    const { description, sections: out } = unpackDescription(packDescription('Line one\nLine two', sections));
    expect(description).toBe('Line one\nLine two');
    expect(out).toEqual([
      { title: 'Origin', content: 'Hanoi.' },
      { title: 'Personal Story', content: 'My grandmother\n\nmade it every Sunday.' },
    ]);
  });

  it('drops empty sections found in stored text and leaves plain descriptions alone', () => {
    expect(unpackDescription('Plain text\nwith lines').sections).toEqual([]);
    const { description, sections } = unpackDescription('Intro\n\n#Empty\n\n\n#Tips\nSalt well.');
    expect(description).toBe('Intro');
    expect(sections).toEqual([{ title: 'Tips', content: 'Salt well.' }]);
  });

  it('has the 18 presets of SPEC section 9', () => {
    expect(sectionPresets).toHaveLength(18);
    expect(sectionPresets[0]).toBe('Origin');
    expect(sectionPresets.at(-1)).toBe('Serving Suggestions');
  });
});
