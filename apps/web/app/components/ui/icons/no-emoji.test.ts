import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Icons are SVG, never emoji (issue 16): without an emoji font they show as empty boxes.
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const emoji = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/gu;

/** Source the UI is made of: not tests, and not translations (members' and translators' own text). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('UI icons', () => {
  it('no component or style of the web app shows an emoji', () => {
    const found = sourceFiles(appDir).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          line.match(emoji) ? [`${path.relative(appDir, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
