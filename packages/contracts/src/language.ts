/** The site's languages (zod-free, so the browser can import it without the schema library). */
export const languages = ['en', 'de', 'vi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/**
 * Picks a supported language from an Accept-Language header or a query value: the one the
 * header weighs highest (`q`, 1 when absent; listed order breaks ties; `q=0` refuses), else English.
 */
export function resolveLanguage(value: string | null | undefined): Language {
  if (!value) return defaultLanguage;
  let best: Language = defaultLanguage;
  let bestWeight = 0;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.split(';');
    const code = tag.trim().slice(0, 2).toLowerCase();
    if (!(languages as readonly string[]).includes(code)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const parsed = q === undefined ? 1 : Number(q.slice(2));
    const weight = Number.isFinite(parsed) ? parsed : 1;
    if (weight > bestWeight) {
      best = code as Language;
      bestWeight = weight;
    }
  }
  return best;
}
