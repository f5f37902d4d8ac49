import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/editor.json';
import { cleanSectionTitle, presetKey, presetKeys } from './section-presets.ts';
import { sectionPresets } from '@recipes/contracts';

describe('section presets (SPEC section 9)', () => {
  it('has a translation key for each of the 18 presets, worded as the spec in English', () => {
    expect(presetKeys).toHaveLength(18);
    expect(presetKey('Personal Story')).toBe('personalStory');
    const presets: Record<string, string> = en.presets;
    expect(sectionPresets.map((preset) => presets[presetKey(preset)])).toEqual([...sectionPresets]);
  });
});

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
