import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The palettes are read from the stylesheet itself, so these checks follow every change to it.
const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

type Palette = Record<string, string>;

function declarations(block: string): Palette {
  const palette: Palette = {};
  for (const [, name = '', value = ''] of block.matchAll(/(--color-[\w-]+):\s*([^;]+);/g)) palette[name] = value.trim();
  return palette;
}

function blockAfter(marker: string): string {
  const start = css.indexOf(marker);
  expect(start, marker).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
}

const light = declarations(blockAfter(':root {'));
const systemDark = declarations(blockAfter(":root:not([data-theme='light']) {"));
const chosenDark = declarations(blockAfter(":root[data-theme='dark'] {"));
const dark: Palette = { ...light, ...chosenDark };

function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const channels = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(palette: Palette, foreground: string, background: string): number {
  const [high, low] = [luminance(palette[foreground] ?? ''), luminance(palette[background] ?? '')].sort(
    (a, b) => b - a,
  );
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

// Text (WCAG AA 4.5:1) on the backgrounds the modules put it on.
const textPairs: [string, string[]][] = [
  [
    '--color-text',
    [
      'bg',
      'surface',
      'surface-alt',
      'primary-soft',
      'accent-soft',
      'danger-soft',
      'success-soft',
      'info-soft',
      'warning-soft',
    ],
  ],
  ['--color-muted', ['bg', 'surface', 'surface-alt', 'primary-soft']],
  ['--color-primary', ['bg', 'surface', 'surface-alt', 'primary-soft']],
  ['--color-primary-hover', ['bg', 'surface', 'surface-alt', 'primary-soft']],
  ['--color-accent', ['bg', 'surface', 'surface-alt', 'accent-soft']],
  ['--color-accent-hover', ['surface', 'surface-alt']],
  ['--color-danger', ['bg', 'surface', 'danger-soft']],
  ['--color-success', ['surface', 'success-soft']],
  ['--color-primary-contrast', ['primary', 'primary-hover']],
  ['--color-danger-contrast', ['danger', 'danger-hover']],
  ['--color-surface', ['text']],
];
// Borders of fields and focus rings (WCAG 1.4.11: 3:1). Stars are left out: the rating is also
// given as text next to them.
const graphicPairs: [string, string[]][] = [
  ['--color-input-border', ['surface', 'bg']],
  ['--color-focus', ['bg', 'surface']],
];

describe('colour tokens', () => {
  it('give the dark palette the same values for "System" and for an explicit "Dark"', () => {
    expect(systemDark).toEqual(chosenDark);
    expect(css).toMatch(/:root\[data-theme='dark'\] \{\s*color-scheme: dark;/);
    expect(css).toMatch(/:root \{\s*color-scheme: light;/);
  });

  it('give every colour the light palette sets that differs in dark a dark value', () => {
    for (const name of Object.keys(chosenDark)) expect(light, name).toHaveProperty(name);
  });

  for (const [scheme, palette] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`keep WCAG AA contrast in the ${scheme} palette`, () => {
      for (const [minimum, pairs] of [
        [4.5, textPairs],
        [3, graphicPairs],
      ] as const) {
        for (const [foreground, backgrounds] of pairs) {
          for (const background of backgrounds) {
            const ratio = contrast(palette, foreground, `--color-${background}`);
            expect(ratio, `${foreground} on --color-${background}`).toBeGreaterThanOrEqual(minimum);
          }
        }
      }
    });
  }
});
