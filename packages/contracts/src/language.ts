/** The site's languages (zod-free, so the browser can import it without the schema library). */
export const languages = ['en', 'de', 'vi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Picks a supported language from a header or query value; anything else means English. */
export function resolveLanguage(value: string | null | undefined): Language {
  if (!value) return defaultLanguage;
  for (const part of value.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((languages as readonly string[]).includes(code)) return code as Language;
  }
  return defaultLanguage;
}
