/**
 * Shared Intl formatters. Building an Intl.NumberFormat, DateTimeFormat or PluralRules costs far
 * more than using one (it loads locale data), and a server render built several per page; the
 * options come from code and the languages are few, so each one is built once per process.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
/** Languages come from requests; past this many distinct entries, new ones are built and not kept. */
const maxEntries = 200;

function shared<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, build: () => T): T {
  const known = formatters.get(key);
  if (known) return known as T;
  const made = build();
  if (formatters.size < maxEntries) formatters.set(key, made);
  return made;
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return shared(`n|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return shared(`d|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}

export function pluralRules(language: string): Intl.PluralRules {
  return shared(`p|${language}`, () => new Intl.PluralRules(language));
}
