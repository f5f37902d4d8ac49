import type { Language } from '@recipes/contracts';

/** Words the import writes into a recipe's notes, in the language of the member importing. */
export const importLabels: Record<Language, { author: string; nutrition: string; source: string }> = {
  en: { author: 'Original recipe by', nutrition: 'Nutrition per serving', source: 'Source' },
  de: { author: 'Originalrezept von', nutrition: 'Nährwerte pro Portion', source: 'Quelle' },
  vi: { author: 'Công thức gốc của', nutrition: 'Dinh dưỡng mỗi khẩu phần', source: 'Nguồn' },
};
