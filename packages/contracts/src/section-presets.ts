import { fold } from './search-fold.ts';
import type { Language } from './language.ts';

/**
 * The editor's preset description sections with their titles in every language, here rather than in
 * the locale files because a stored title may be in any language (older recipes were saved with the
 * editor's language) and every page must recognise it to show it in the reader's language.
 */
export const sectionPresetTerms = [
  { key: 'origin', names: { en: 'Origin', de: 'Herkunft', vi: 'Nguồn gốc' } },
  { key: 'history', names: { en: 'History', de: 'Geschichte', vi: 'Lịch sử' } },
  { key: 'personalStory', names: { en: 'Personal Story', de: 'Persönliche Geschichte', vi: 'Câu chuyện riêng' } },
  {
    key: 'culturalSignificance',
    names: { en: 'Cultural Significance', de: 'Kulturelle Bedeutung', vi: 'Ý nghĩa văn hóa' },
  },
  { key: 'difficulty', names: { en: 'Difficulty', de: 'Schwierigkeit', vi: 'Độ khó' } },
  { key: 'servingSize', names: { en: 'Serving Size', de: 'Portionsgröße', vi: 'Khẩu phần mỗi người' } },
  { key: 'totalTime', names: { en: 'Total Time', de: 'Gesamtzeit', vi: 'Tổng thời gian' } },
  { key: 'season', names: { en: 'Season', de: 'Saison', vi: 'Mùa' } },
  { key: 'occasion', names: { en: 'Occasion', de: 'Anlass', vi: 'Dịp' } },
  { key: 'cookingTips', names: { en: 'Cooking Tips', de: 'Kochtipps', vi: 'Mẹo nấu ăn' } },
  { key: 'substitutions', names: { en: 'Substitutions', de: 'Ersatzzutaten', vi: 'Nguyên liệu thay thế' } },
  { key: 'variations', names: { en: 'Variations', de: 'Varianten', vi: 'Biến tấu' } },
  { key: 'nutritionFacts', names: { en: 'Nutrition Facts', de: 'Nährwerte', vi: 'Thông tin dinh dưỡng' } },
  { key: 'dietaryTags', names: { en: 'Dietary Tags', de: 'Ernährungshinweise', vi: 'Chế độ ăn' } },
  {
    key: 'requiredEquipment',
    names: { en: 'Required Equipment', de: 'Benötigte Küchengeräte', vi: 'Dụng cụ cần thiết' },
  },
  { key: 'storageInstructions', names: { en: 'Storage Instructions', de: 'Aufbewahrung', vi: 'Cách bảo quản' } },
  {
    key: 'pairingSuggestions',
    names: { en: 'Pairing Suggestions', de: 'Passende Getränke und Beilagen', vi: 'Gợi ý kết hợp' },
  },
  { key: 'servingSuggestions', names: { en: 'Serving Suggestions', de: 'Serviervorschläge', vi: 'Gợi ý cách dùng' } },
] as const satisfies readonly { key: string; names: Record<Language, string> }[];

export type SectionPresetKey = (typeof sectionPresetTerms)[number]['key'];

const foldedTitle = (title: string) => fold(title.trim());

const byTitle = new Map<string, (typeof sectionPresetTerms)[number]>(
  sectionPresetTerms.flatMap((term) => Object.values(term.names).map((name) => [foldedTitle(name), term] as const)),
);

/** The preset a stored section title names, in whichever language it was saved; undefined for a custom title. */
export function sectionPresetOf(title: string): (typeof sectionPresetTerms)[number] | undefined {
  return byTitle.get(foldedTitle(title));
}

/** A section title as a reader of `language` should see it: presets translated, custom titles as written. */
export function sectionTitleIn(title: string, language: Language): string {
  return sectionPresetOf(title)?.names[language] ?? title;
}
