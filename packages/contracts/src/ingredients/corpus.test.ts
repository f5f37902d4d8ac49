import { describe, expect, it } from 'vitest';
import type { Language } from '../language.ts';
import type { CorpusLine } from './corpus/corpus-line.ts';
import { germanCorpus } from './corpus/de.ts';
import { englishCorpus } from './corpus/en.ts';
import { vietnameseCorpus } from './corpus/vi.ts';
import { parseIngredientLine } from './parse-line.ts';

const corpora: Record<Language, CorpusLine[]> = { en: englishCorpus, de: germanCorpus, vi: vietnameseCorpus };
const minimumAccuracy = 0.95;

function sameNumber(actual: number | null, expected: number | null): boolean {
  if (actual === null || expected === null) return actual === expected;
  return Math.abs(actual - expected) < 0.001;
}

/** A line counts when quantity, quantityMax, unit, ingredient and note all match. */
function misses(language: Language): string[] {
  return corpora[language].flatMap(([text, quantity, quantityMax, unit, ingredient, note]) => {
    const parsed = parseIngredientLine(text, language);
    const correct =
      sameNumber(parsed.quantity, quantity) &&
      sameNumber(parsed.quantityMax, quantityMax) &&
      parsed.unit === unit &&
      parsed.ingredient === ingredient &&
      parsed.note === note;
    if (correct) return [];
    const got = [parsed.quantity, parsed.quantityMax, parsed.unit, parsed.ingredient, parsed.note];
    return [
      `${text}\n    expected ${JSON.stringify([quantity, quantityMax, unit, ingredient, note])}\n    got      ${JSON.stringify(got)}`,
    ];
  });
}

describe('ingredient corpus (issue 14: at least 300 lines and 95 % per language)', () => {
  const rows = (Object.keys(corpora) as Language[]).map((language) => {
    const lines = corpora[language].length;
    const missed = misses(language);
    return { language, lines, correct: lines - missed.length, accuracy: (lines - missed.length) / lines, missed };
  });

  it('prints the accuracy table', () => {
    const table = [
      '| language | lines | correct | accuracy |',
      '|---|---:|---:|---:|',
      ...rows.map(
        (row) => `| ${row.language} | ${row.lines} | ${row.correct} | ${(row.accuracy * 100).toFixed(1)} % |`,
      ),
    ].join('\n');
    console.log(`Ingredient parser accuracy\n${table}`);
    for (const row of rows) {
      if (row.missed.length > 0) console.log(`Lines read differently (${row.language}):\n  ${row.missed.join('\n  ')}`);
    }
    expect(rows.map((row) => row.language)).toEqual(['en', 'de', 'vi']);
  });

  it.each(rows)('$language: at least 300 distinct lines and 95 % read as expected', (row) => {
    const texts = new Set(corpora[row.language].map(([text]) => text));
    expect(texts.size).toBe(row.lines);
    expect(row.lines).toBeGreaterThanOrEqual(300);
    expect(row.accuracy).toBeGreaterThanOrEqual(minimumAccuracy);
  });
});
