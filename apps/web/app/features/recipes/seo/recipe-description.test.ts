import { describe, expect, it } from 'vitest';
import { cutText, recipeSeoDescription } from './recipe-description.ts';

describe('recipeSeoDescription', () => {
  it('prefers the short description', () => {
    expect(recipeSeoDescription({ shortDescription: ' Quick soup. ', description: 'Long text' }, 'generic')).toBe(
      'Quick soup.',
    );
  });

  it('falls back to the description without its extra sections, cut to 150 characters plus …', () => {
    const long = `${'word '.repeat(60)}\n\n#Origin\nHanoi`;
    const result = recipeSeoDescription({ shortDescription: '', description: long }, 'generic');
    expect(result.endsWith('…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(151);
    expect(result).not.toContain('Hanoi');
    expect(result).not.toContain('  ');
  });

  it('uses the generic sentence when there is no text at all', () => {
    expect(recipeSeoDescription({ shortDescription: ' ', description: '' }, 'A soup recipe.')).toBe('A soup recipe.');
  });
});

describe('cutText', () => {
  it('keeps short text whole and cuts long text at a word boundary', () => {
    expect(cutText('short  text', 150)).toBe('short text');
    expect(cutText('alpha beta gamma delta', 13)).toBe('alpha beta…');
  });
});
