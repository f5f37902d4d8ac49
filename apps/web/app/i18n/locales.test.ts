import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const languages = ['en', 'de', 'vi'];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every leaf as "a.b.0.c", so arrays of sections are compared item by item too. */
function leafPaths(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, `${prefix}${index}.`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

// Languages have different plural forms (German one/other, Vietnamese only other), so
// "count_one" and "count_other" both stand for the key "count".
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (value: Json): Set<string> => new Set(leafPaths(value).map((key) => key.replace(pluralSuffix, '')));

function emptyLeaves(value: Json, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [prefix.slice(0, -1)];
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyLeaves(item, `${prefix}${index}.`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => emptyLeaves(item, `${prefix}${key}.`));
  }
  return [];
}

const read = (language: string, file: string): Json =>
  JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Json;

// Every namespace any language has, so a file added for one language only is caught as well.
const namespaceFiles = [...new Set(languages.flatMap((language) => readdirSync(path.join(localesDir, language))))]
  .filter((file) => file.endsWith('.json'))
  .sort();

describe('translations', () => {
  it('has the common namespace', () => {
    expect(namespaceFiles).toContain('common.json');
  });

  describe.each(namespaceFiles)('%s', (file) => {
    it.each(languages)('exists in %s', (language) => {
      expect(readdirSync(path.join(localesDir, language))).toContain(file);
    });

    it.each(languages.filter((language) => language !== 'en'))('has the same keys in %s as in en', (language) => {
      const english = baseKeys(read('en', file));
      const other = baseKeys(read(language, file));
      expect({ missing: [...english].filter((key) => !other.has(key)) }).toEqual({ missing: [] });
      expect({ extra: [...other].filter((key) => !english.has(key)) }).toEqual({ extra: [] });
    });

    it.each(languages)('has no empty texts in %s', (language) => {
      expect(emptyLeaves(read(language, file))).toEqual([]);
    });

    it.each(languages)('keeps every {{placeholder}} of en in %s', (language) => {
      const english = read('en', file);
      const translated = read(language, file);
      const placeholders = (value: Json, key: string): string[] => {
        const leaf = key.split('.').reduce<Json | undefined>((node, part) => {
          if (node === undefined || node === null || typeof node !== 'object') return undefined;
          return Array.isArray(node) ? node[Number(part)] : node[part];
        }, value);
        return typeof leaf === 'string' ? [...leaf.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort() : [];
      };
      const translatedKeys = new Set(leafPaths(translated));
      const mismatched = leafPaths(english)
        .filter((key) => translatedKeys.has(key))
        .filter((key) => placeholders(english, key).join() !== placeholders(translated, key).join());
      expect(mismatched).toEqual([]);
    });
  });

  // The site's German speaks to the reader as "du"; a formal "Sie" text next to them reads as
  // two voices on one page. A verb before "Sie" ("Klicken Sie") or a capital "Ihr…" is formal.
  it.each(namespaceFiles)('addresses the reader as "du" in de/%s', (file) => {
    const texts = (value: Json): string[] =>
      typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(texts)
          : value !== null && typeof value === 'object'
            ? Object.values(value).flatMap(texts)
            : [];
    const formal = /\b\p{L}+en Sie\b|\b(?:Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/u;
    expect(texts(read('de', file)).filter((text) => formal.test(text))).toEqual([]);
  });
});
