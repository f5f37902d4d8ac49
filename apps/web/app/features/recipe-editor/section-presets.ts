import { sectionPresets } from '@recipes/contracts/plain';

/** 'Personal Story' → 'personalStory': the preset's translation key under `presets.`. */
export function presetKey(preset: (typeof sectionPresets)[number]): string {
  const [first = '', ...rest] = preset.split(' ');
  return [first.toLowerCase(), ...rest].join('');
}

export const presetKeys = sectionPresets.map(presetKey);

/**
 * A custom field's name as the description can hold it: one line, not starting with '#'
 * (SPEC section 3 packs sections as '#title'). Blank means refused.
 */
export function cleanSectionTitle(raw: string | null): string {
  return (raw ?? '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s#]+/, '')
    .trim()
    .slice(0, 100);
}
