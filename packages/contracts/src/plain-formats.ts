/**
 * Numbers, long dates and plural categories in the site's languages (en, de, vi) without Intl.
 * In a browser the first `Intl.NumberFormat` of a page loads ICU's number data: 20–40 ms of main
 * thread on a fast desktop, four times that on Lighthouse's phone, inside hydration (decision
 * 0029). The server and the browser also get the same text whatever ICU each carries. Other
 * languages fall back to Intl; plain-formats.test.ts holds these to Intl's output.
 */
import { languages, type Language } from './language.ts';

const separators: Record<Language, { decimal: string; group: string }> = {
  en: { decimal: '.', group: ',' },
  de: { decimal: ',', group: '.' },
  vi: { decimal: ',', group: '.' },
};

const isSiteLanguage = (language: string): language is Language => (languages as readonly string[]).includes(language);

export interface DecimalOptions {
  minimumFractionDigits?: number;
  /** Intl's default: 3. */
  maximumFractionDigits?: number;
  useGrouping?: boolean;
}

/**
 * `text` (plain digits with an optional fraction) rounded half away from zero to `digits`
 * fraction digits, as Intl rounds: on the shortest decimal that reads back as the number
 * (1.005 → 1.01), not on its binary value (which toFixed uses: 1.00).
 */
function roundDigits(text: string, digits: number): [whole: string, fraction: string] {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const kept = whole + fraction.slice(0, digits);
  const rounded = fraction[digits]! >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  return [rounded.slice(0, rounded.length - digits) || '0', rounded.slice(rounded.length - digits)];
}

/** What `new Intl.NumberFormat(language, options).format(value)` gives. */
export function formatDecimal(value: number, language: string, options: DecimalOptions = {}): string {
  const { minimumFractionDigits = 0, useGrouping = true } = options;
  const maximumFractionDigits = Math.max(options.maximumFractionDigits ?? 3, minimumFractionDigits);
  const text = Math.abs(value).toString();
  // Exponent notation (below 1e-6, from 1e21), NaN and Infinity are Intl's to write.
  if (!isSiteLanguage(language) || !/^\d+(\.\d+)?$/.test(text)) {
    return new Intl.NumberFormat(language, { minimumFractionDigits, maximumFractionDigits, useGrouping }).format(value);
  }
  const { decimal, group } = separators[language];
  const [whole, fraction] = roundDigits(text, maximumFractionDigits);
  let digits = fraction.padEnd(minimumFractionDigits, '0');
  while (digits.length > minimumFractionDigits && digits.endsWith('0')) digits = digits.slice(0, -1);
  const grouped = useGrouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${digits ? decimal + digits : ''}`;
}

const months: Record<'en' | 'de', readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/** What Intl.DateTimeFormat gives with `{ dateStyle: 'long', timeZone: 'UTC' }`. */
export function formatLongDateUtc(date: Date, language: string): string {
  if (!isSiteLanguage(language) || Number.isNaN(date.getTime())) {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  if (language === 'en') return `${months.en[month]} ${day}, ${year}`;
  if (language === 'de') return `${day}. ${months.de[month]} ${year}`;
  return `${day} tháng ${month + 1}, ${year}`;
}

/** What `new Intl.PluralRules(language).select(count)` gives. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  if (!isSiteLanguage(language)) return new Intl.PluralRules(language).select(count);
  // Vietnamese has one form; English and German "one" only for exactly 1.
  return language !== 'vi' && Math.abs(count) === 1 ? 'one' : 'other';
}
