import type { UnitWords } from './unit-words.ts';

/**
 * Vietnamese measures and classifiers. Classifiers that only count (quả, trái, củ, con, cái,
 * chiếc, miếng, khúc, nhánh) map to `piece`; `chén` and `bát` are rice bowls, not US cups, so
 * they map to `bowl`; `cốc`, `ly` and `tách` (a glass or mug) map to `cup`. A spoon without
 * qualifier (`muỗng`, `thìa`) is read as a tablespoon. See docs/decisions/0012.
 */
export const vietnameseUnits: UnitWords = {
  g: ['gam', 'gram', 'gờ ram'],
  kg: ['ký', 'kí', 'ki lô', 'ki-lô', 'kilogam', 'cân'],
  ml: ['mi-li-lít', 'mililit', 'mililít'],
  l: ['lít', 'lit'],
  tsp: [
    'muỗng cà phê',
    'muỗng cafe',
    'muỗng café',
    'muỗng cf',
    'thìa cà phê',
    'thìa cafe',
    'thìa café',
    'muỗng nhỏ',
    'thìa nhỏ',
    'mcf',
    'tcf',
  ],
  tbsp: [
    'muỗng canh',
    'thìa canh',
    'muỗng súp',
    'thìa súp',
    'muỗng lớn',
    'thìa lớn',
    'muỗng to',
    'thìa to',
    'muỗng',
    'thìa',
    'mc',
    'tc',
  ],
  cup: ['cốc', 'ly', 'tách'],
  bowl: ['chén', 'bát'],
  pinch: ['nhúm', 'nhúm nhỏ'],
  clove: ['tép'],
  slice: ['lát'],
  piece: ['quả', 'trái', 'củ', 'con', 'cái', 'chiếc', 'miếng', 'khúc', 'nhánh', 'bìa', 'khoanh'],
  stalk: ['cây', 'cọng'],
  bunch: ['bó', 'mớ'],
  handful: ['nắm'],
  package: ['gói', 'túi', 'hộp', 'vỉ'],
  can: ['lon'],
  jar: ['hũ', 'lọ'],
  bottle: ['chai'],
  stick: ['thanh'],
  sheet: ['tờ'],
  cube: ['viên'],
};
