import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import type { Resources, Texts } from './translator.ts';

/**
 * Counts follow each language's plural rules (Intl.PluralRules, i18next's key suffixes):
 * English and German `_one` and `_other`, Vietnamese `_other` only (one form for every number).
 */
const appDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const localesDir = path.join(appDir, 'i18n', 'locales');
const languages = ['en', 'de', 'vi'] as const;

const resources: Resources = {};
for (const language of languages) {
  for (const file of readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith('.json'))) {
    (resources[language] ??= {})[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(path.join(localesDir, language, file), 'utf8'),
    ) as Texts;
  }
}

/** Every string leaf as a dotted key. */
function leaves(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) return [prefix.slice(0, -1)];
  return Object.entries(texts).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`));
}

const pluralSuffix = /_(zero|one|other)$/;
/** namespace → base keys that have plural forms in some language */
function pluralKeys(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const language of languages) {
    for (const [namespace, texts] of Object.entries(resources[language] ?? {})) {
      for (const key of leaves(texts)) {
        if (!pluralSuffix.test(key)) continue;
        const set = found.get(namespace) ?? new Set<string>();
        set.add(key.replace(pluralSuffix, ''));
        found.set(namespace, set);
      }
    }
  }
  return found;
}

/** Texts given a count that is a bare number, with no word to inflect. */
const bareNumbers: Record<string, string> = {
  'servings.batch': 'a multiplier: "2 × recipe"',
  'servings.scaledNote': 'servings between numbers: "Amounts scaled from 4 to 2."',
  openWithCount: 'a number in brackets: "Filters (2)"',
  option: 'a number in brackets: "Vegan (12)"',
};

const has = (language: string, namespace: string, key: string) =>
  leaves(resources[language]?.[namespace]).includes(key);

/** Keys passed to t() with a count, read from the source (a static key only). */
function countedKeys(): string[] {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/\bt\(\s*'([\w.]+)',\s*\{([^}]*)\}/g)) {
          if (/\bcount\b/.test(match[2] ?? '')) keys.add(match[1]!);
        }
      }
    }
  };
  walk(appDir);
  return [...keys];
}

describe('plural forms', () => {
  it('every plural text has the forms its language needs', () => {
    const problems: string[] = [];
    for (const [namespace, keys] of pluralKeys()) {
      for (const key of keys) {
        for (const language of ['en', 'de']) {
          for (const form of ['one', 'other']) {
            if (!has(language, namespace, `${key}_${form}`))
              problems.push(`${language}/${namespace}: ${key}_${form} missing`);
          }
        }
        if (!has('vi', namespace, `${key}_other`)) problems.push(`vi/${namespace}: ${key}_other missing`);
        if (has('vi', namespace, `${key}_one`)) problems.push(`vi/${namespace}: ${key}_one (Vietnamese has one form)`);
        for (const language of languages) {
          if (has(language, namespace, key)) problems.push(`${language}/${namespace}: ${key} without a plural suffix`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every text shown with a count has plural forms', () => {
    const plural = pluralKeys();
    const keys = countedKeys();
    expect(keys.length).toBeGreaterThan(10);
    const missing = keys.filter((key) => !(key in bareNumbers) && ![...plural.values()].some((set) => set.has(key)));
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', 1, '1 recipe'],
    ['en', 2, '2 recipes'],
    ['de', 1, '1 Rezept'],
    ['de', 5, '5 Rezepte'],
    ['vi', 1, '1 công thức'],
    ['vi', 5, '5 công thức'],
  ] as const)('%s says %i as "%s"', (language, count, text) => {
    const t = createI18n(language, resources).getFixedT(language, 'common');
    expect(t('categories.count', { count })).toBe(text);
  });

  it.each([
    ['en', 1, 'Added 1 ingredient to your shopping list.'],
    ['en', 3, 'Added 3 ingredients to your shopping list.'],
    ['de', 1, '1 Zutat auf die Einkaufsliste gesetzt.'],
    ['de', 3, '3 Zutaten auf die Einkaufsliste gesetzt.'],
    ['vi', 1, 'Đã thêm 1 nguyên liệu vào danh sách đi chợ.'],
  ] as const)('%s: adding %i ingredients says "%s"', (language, count, text) => {
    const t = createI18n(language, resources).getFixedT(language, 'shopping-list');
    expect(t('added', { count })).toBe(text);
  });
});
