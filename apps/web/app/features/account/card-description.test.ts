import { describe, expect, it } from 'vitest';
import { cardDescription, truncateDescription } from './card-description.ts';

describe('truncateDescription', () => {
  it("cuts to 100 characters plus '...'", () => {
    const long = 'a'.repeat(99) + 'bcdef';
    expect(truncateDescription(long)).toBe('a'.repeat(99) + 'b...');
    expect(truncateDescription(long)).toHaveLength(103);
  });

  it('leaves a description of at most 100 characters as it is', () => {
    expect(truncateDescription('x'.repeat(100))).toBe('x'.repeat(100));
    expect(truncateDescription('Short and sweet.')).toBe('Short and sweet.');
  });

  it('never splits a character made of two code units', () => {
    const text = '🍜'.repeat(101);
    expect(truncateDescription(text)).toBe('🍜'.repeat(100) + '...');
  });
});

describe('cardDescription', () => {
  it('shows the short description', () => {
    expect(
      cardDescription({ description: 'Clear broth.\n\n#Origin\nHanoi.', shortDescription: 'Beef noodle soup.' }),
    ).toBe('Beef noodle soup.');
  });

  it('falls back to the main description without the packed extra sections', () => {
    expect(cardDescription({ description: 'Clear broth.\n\n#Origin\nHanoi.', shortDescription: ' ' })).toBe(
      'Clear broth.',
    );
  });
});
