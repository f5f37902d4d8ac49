import { describe, expect, it } from 'vitest';
import { cleanSectionTitle } from './section-presets.ts';

describe('custom field names', () => {
  it('keeps one line without a leading #', () => {
    expect(cleanSectionTitle('  My\nTwist ')).toBe('My Twist');
    expect(cleanSectionTitle('## Wine')).toBe('Wine');
  });

  it('refuses blank names (a cancelled prompt too)', () => {
    expect(cleanSectionTitle('   ')).toBe('');
    expect(cleanSectionTitle('#')).toBe('');
    expect(cleanSectionTitle(null)).toBe('');
  });
});
