import type { Language } from './language.ts';

export interface TaxonomyTerm {
  key: string;
  icon: string;
  names: Record<Language, string>;
}

export const categoryTerms = [
  { key: 'breakfast', icon: '🍳', names: { en: 'Breakfast', de: 'Frühstück', vi: 'Bữa sáng' } },
  { key: 'appetizers', icon: '🥟', names: { en: 'Appetizers', de: 'Vorspeisen', vi: 'Món khai vị' } },
  { key: 'soups', icon: '🍲', names: { en: 'Soups', de: 'Suppen', vi: 'Món súp' } },
  { key: 'salads', icon: '🥗', names: { en: 'Salads', de: 'Salate', vi: 'Món gỏi và salad' } },
  { key: 'main-dishes', icon: '🍛', names: { en: 'Main Dishes', de: 'Hauptgerichte', vi: 'Món chính' } },
  { key: 'side-dishes', icon: '🥔', names: { en: 'Side Dishes', de: 'Beilagen', vi: 'Món ăn kèm' } },
  { key: 'noodles-rice', icon: '🍜', names: { en: 'Noodles & Rice', de: 'Nudeln & Reis', vi: 'Món mì và cơm' } },
  { key: 'vegetarian', icon: '🥦', names: { en: 'Vegetarian', de: 'Vegetarisch', vi: 'Món chay' } },
  { key: 'seafood', icon: '🦐', names: { en: 'Seafood', de: 'Meeresfrüchte', vi: 'Hải sản' } },
  { key: 'desserts', icon: '🍰', names: { en: 'Desserts', de: 'Desserts', vi: 'Tráng miệng' } },
  { key: 'baking', icon: '🥖', names: { en: 'Baking', de: 'Backen', vi: 'Món nướng bánh' } },
  { key: 'snacks', icon: '🥨', names: { en: 'Snacks', de: 'Snacks', vi: 'Đồ ăn vặt' } },
  { key: 'drinks', icon: '🍹', names: { en: 'Drinks', de: 'Getränke', vi: 'Đồ uống' } },
  { key: 'sauces', icon: '🫙', names: { en: 'Sauces & Dips', de: 'Soßen & Dips', vi: 'Nước chấm và sốt' } },
] as const satisfies readonly TaxonomyTerm[];

export const cuisineTerms = [
  { key: 'german', icon: '🇩🇪', names: { en: 'German', de: 'Deutsch', vi: 'Đức' } },
  { key: 'austrian', icon: '🇦🇹', names: { en: 'Austrian', de: 'Österreichisch', vi: 'Áo' } },
  { key: 'italian', icon: '🇮🇹', names: { en: 'Italian', de: 'Italienisch', vi: 'Ý' } },
  { key: 'french', icon: '🇫🇷', names: { en: 'French', de: 'Französisch', vi: 'Pháp' } },
  { key: 'american', icon: '🇺🇸', names: { en: 'American', de: 'Amerikanisch', vi: 'Mỹ' } },
  { key: 'vietnamese', icon: '🇻🇳', names: { en: 'Vietnamese', de: 'Vietnamesisch', vi: 'Việt Nam' } },
  { key: 'thai', icon: '🇹🇭', names: { en: 'Thai', de: 'Thailändisch', vi: 'Thái Lan' } },
  { key: 'chinese', icon: '🇨🇳', names: { en: 'Chinese', de: 'Chinesisch', vi: 'Trung Quốc' } },
  { key: 'japanese', icon: '🇯🇵', names: { en: 'Japanese', de: 'Japanisch', vi: 'Nhật Bản' } },
  { key: 'indian', icon: '🇮🇳', names: { en: 'Indian', de: 'Indisch', vi: 'Ấn Độ' } },
  { key: 'korean', icon: '🇰🇷', names: { en: 'Korean', de: 'Koreanisch', vi: 'Hàn Quốc' } },
  { key: 'mexican', icon: '🇲🇽', names: { en: 'Mexican', de: 'Mexikanisch', vi: 'Mexico' } },
  { key: 'peruvian', icon: '🇵🇪', names: { en: 'Peruvian', de: 'Peruanisch', vi: 'Peru' } },
  { key: 'brazilian', icon: '🇧🇷', names: { en: 'Brazilian', de: 'Brasilianisch', vi: 'Brazil' } },
  { key: 'greek', icon: '🇬🇷', names: { en: 'Greek', de: 'Griechisch', vi: 'Hy Lạp' } },
  { key: 'middle-eastern', icon: '🧆', names: { en: 'Middle Eastern', de: 'Nahöstlich', vi: 'Trung Đông' } },
] as const satisfies readonly TaxonomyTerm[];

export type CategoryKey = (typeof categoryTerms)[number]['key'];
export type CuisineKey = (typeof cuisineTerms)[number]['key'];

export const categoryKeys = categoryTerms.map((t) => t.key) as [CategoryKey, ...CategoryKey[]];
export const cuisineKeys = cuisineTerms.map((t) => t.key) as [CuisineKey, ...CuisineKey[]];

/** The home page's three cuisine teasers group cuisines into regions. */
export const cuisineRegions = {
  german: ['german', 'austrian'],
  asian: ['vietnamese', 'thai', 'chinese', 'japanese', 'indian', 'korean'],
  latin: ['mexican', 'peruvian', 'brazilian'],
} as const satisfies Record<string, readonly CuisineKey[]>;

/** A term in one language: TaxonomyEntry (taxonomy.ts) in shape, said here so this module needs nothing back. */
export type LocalizedTerm = Pick<TaxonomyTerm, 'key' | 'icon'> & { name: string };

export function localizeTerms(terms: readonly TaxonomyTerm[], language: Language): LocalizedTerm[] {
  return terms.map((t) => ({ key: t.key, name: t.names[language], icon: t.icon }));
}

export function findTerm(terms: readonly TaxonomyTerm[], key: string | null | undefined) {
  return key ? terms.find((t) => t.key === key) : undefined;
}
