/**
 * Shared Intl formatters of the profile, member and API guide pages. Building
 * an Intl.NumberFormat or DateTimeFormat costs far more than using one (it loads locale data), so
 * each one is built once per process. Public pages (home, lists, recipe) use the Intl-free
 * formatDecimal, formatLongDateUtc and pluralCategory of `@recipes/contracts/plain` instead: a
 * browser's first Intl formatter is a long task during hydration (decision 0029).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
/** Languages come from requests; past this many distinct entries, new ones are built and not kept. */
const maxEntries = 200;

function shared<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
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
