import type { Language } from '../language.ts';
import type { UnitId } from '../unit-ids.ts';

/** [singular, plural]; one string where the word does not change (abbreviations, Vietnamese). */
type UnitName = string | readonly [string, string];

/** Symbols every language writes the same way. */
const symbols = {
  mg: 'mg',
  g: 'g',
  kg: 'kg',
  oz: 'oz',
  lb: 'lb',
  ml: 'ml',
  cl: 'cl',
  dl: 'dl',
  fl_oz: 'fl oz',
  cm: 'cm',
} as const satisfies Partial<Record<UnitId, UnitName>>;

const en: Record<UnitId, UnitName> = {
  ...symbols,
  l: 'l',
  tsp: 'tsp',
  tbsp: 'tbsp',
  cup: ['cup', 'cups'],
  pint: ['pint', 'pints'],
  quart: ['quart', 'quarts'],
  gallon: ['gallon', 'gallons'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  knife_tip: ['knife tip', 'knife tips'],
  clove: ['clove', 'cloves'],
  piece: ['piece', 'pieces'],
  slice: ['slice', 'slices'],
  can: ['can', 'cans'],
  jar: ['jar', 'jars'],
  bottle: ['bottle', 'bottles'],
  package: ['package', 'packages'],
  tub: ['tub', 'tubs'],
  cube: ['cube', 'cubes'],
  stick: ['stick', 'sticks'],
  bunch: ['bunch', 'bunches'],
  sprig: ['sprig', 'sprigs'],
  stalk: ['stalk', 'stalks'],
  head: ['head', 'heads'],
  handful: ['handful', 'handfuls'],
  sheet: ['sheet', 'sheets'],
  bowl: ['bowl', 'bowls'],
};

const de: Record<UnitId, UnitName> = {
  ...symbols,
  l: 'l',
  tsp: 'TL',
  tbsp: 'EL',
  cup: ['Tasse', 'Tassen'],
  pint: 'Pint',
  quart: 'Quart',
  gallon: 'Gallone',
  pinch: ['Prise', 'Prisen'],
  dash: ['Spritzer', 'Spritzer'],
  knife_tip: 'Msp.',
  clove: ['Zehe', 'Zehen'],
  piece: ['Stück', 'Stück'],
  slice: ['Scheibe', 'Scheiben'],
  can: ['Dose', 'Dosen'],
  jar: ['Glas', 'Gläser'],
  bottle: ['Flasche', 'Flaschen'],
  package: ['Packung', 'Packungen'],
  tub: ['Becher', 'Becher'],
  cube: ['Würfel', 'Würfel'],
  stick: ['Stange', 'Stangen'],
  bunch: ['Bund', 'Bund'],
  sprig: ['Zweig', 'Zweige'],
  stalk: ['Stange', 'Stangen'],
  head: ['Kopf', 'Köpfe'],
  handful: ['Handvoll', 'Handvoll'],
  sheet: ['Blatt', 'Blätter'],
  bowl: ['Schüssel', 'Schüsseln'],
};

const vi: Record<UnitId, UnitName> = {
  ...symbols,
  l: 'lít',
  tsp: 'muỗng cà phê',
  tbsp: 'muỗng canh',
  cup: 'cốc',
  pint: 'pint',
  quart: 'quart',
  gallon: 'gallon',
  pinch: 'nhúm',
  dash: 'chút',
  knife_tip: 'đầu mũi dao',
  clove: 'tép',
  piece: 'miếng',
  slice: 'lát',
  can: 'lon',
  jar: 'hũ',
  bottle: 'chai',
  package: 'gói',
  tub: 'hộp',
  cube: 'viên',
  stick: 'thanh',
  bunch: 'bó',
  sprig: 'nhánh',
  stalk: 'cọng',
  head: 'củ',
  handful: 'nắm',
  sheet: 'lá',
  bowl: 'bát',
};

const names: Record<Language, Record<UnitId, UnitName>> = { en, de, vi };

/** The unit's word in a language, plural above one (`½ cup`, `1 ½ cups`; `2 Tassen`). */
export function unitName(unit: UnitId, language: Language, quantity: number): string {
  const name = names[language][unit];
  if (typeof name === 'string') return name;
  return quantity > 1 ? name[1] : name[0];
}
