import { describe, expect, it } from 'vitest';
import { formatDecimal, formatLongDateUtc, pluralCategory } from './plain-formats.ts';

const languages = ['en', 'de', 'vi'] as const;
const values = [
  0, -0, 1, 2, 0.0000015, 3e21, 0.004, -0.04, 0.05, 0.25, 0.5, 1.005, 1.25, 2.675, 4.45, 4.5, 12, 999.95, 1234.5,
  12345.678, 1234567.891, -3.14159, 1e6, 0.125,
];
const optionSets = [
  {},
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2, useGrouping: false },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 0 },
];

describe('plain formats match Intl in the site languages', () => {
  it.each(languages)('numbers in %s', (language) => {
    for (const options of optionSets) {
      for (const value of values) {
        expect(formatDecimal(value, language, options), `${value} ${JSON.stringify(options)}`).toBe(
          new Intl.NumberFormat(language, options).format(value),
        );
      }
    }
  });

  it.each(languages)('long dates in %s', (language) => {
    const intl = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 23, 30));
        expect(formatLongDateUtc(date, language)).toBe(intl.format(date));
      }
    }
  });

  it.each(languages)('plural categories in %s', (language) => {
    const rules = new Intl.PluralRules(language);
    for (const count of [0, 1, 2, 1.5, 5, 11, 21, 101, -1]) {
      expect(pluralCategory(language, count), String(count)).toBe(rules.select(count));
    }
  });

  it('other languages go to Intl', () => {
    expect(formatDecimal(1234.5, 'fr')).toBe(new Intl.NumberFormat('fr').format(1234.5));
    expect(pluralCategory('ru', 2)).toBe('few');
  });
});
