/**
 * Words and phrases that belong to the note, not the ingredient, in the three languages. Kept as
 * plain lists so that a cook reading docs/decisions/0012 can see what the parser moves aside.
 */

/** Before the amount: `about 2 cups`, `ca. 200 g`, `khoảng 300 g`. */
export const approximatePrefix =
  /^(?:about|approx\.?|approximately|around|roughly|ca\.|circa|etwa|ungefähr|knapp|khoảng|tầm|chừng|gần)\s+/iu;

/** Without an amount: `etwas Butter`, `some salt`, `một ít muối`, `ít hành lá`. */
export const vaguePrefix =
  /^(?:(?:etwas|einige|ein paar|evtl\.|eventuell|n\. ?B\.|some|a little|a few|a bit of|một ít|một chút|1 ít|1 chút|vài|ít|chút)\s+)+/iu;

/** How full the measure is (`1 heaping tbsp`, `1/2 cup packed`, `2 gestrichene TL`). */
export const fullnessWords = new Set([
  'heaping',
  'heaped',
  'level',
  'rounded',
  'scant',
  'generous',
  'packed',
  'gehäufte',
  'gehäufter',
  'gehäuft',
  'gestrichene',
  'gestrichener',
  'gestrichen',
  'gestr.',
  'knappe',
  'knapper',
]);

/**
 * Size and fullness words before the unit or the ingredient (`1 large onion`, `2 gehäufte EL`,
 * `1 große Dose`). Vietnamese puts size after the noun, see `vietnameseTrailingSize`.
 */
export const sizeWords = new Set([
  'large',
  'medium',
  'small',
  'big',
  'extra-large',
  'extra large',
  'medium-sized',
  'medium-size',
  'large-size',
  'small-size',
  'jumbo',
  'good',
  'groß',
  'große',
  'großer',
  'großes',
  'großen',
  'mittelgroß',
  'mittelgroße',
  'mittelgroßer',
  'mittelgroßes',
  'mittelgroßen',
  'mittlere',
  'mittlerer',
  'mittleres',
  'mittleren',
  'klein',
  'kleine',
  'kleiner',
  'kleines',
  'kleinen',
  'gute',
  'guter',
  ...fullnessWords,
]);

/** Size after a Vietnamese noun: `1 củ hành tây to`, `2 quả trứng gà lớn`. */
export const vietnameseTrailingSize = /\s+(?:to|lớn|nhỏ|vừa|loại to|loại nhỏ|loại vừa)$/u;

/** Phrases ending the ingredient that are notes (`Salz nach Geschmack`, `muối vừa ăn`). */
export const trailingNote = new RegExp(
  String.raw`\s+(` +
    [
      String.raw`to taste`,
      String.raw`or to taste`,
      String.raw`for \S+.*`,
      String.raw`as needed`,
      String.raw`as required`,
      String.raw`if desired`,
      String.raw`optional`,
      String.raw`plus more\b.*`,
      String.raw`plus extra\b.*`,
      String.raw`nach (?:Geschmack|Belieben|Bedarf)`,
      String.raw`zum \S+.*`,
      String.raw`zur \S+.*`,
      String.raw`für (?:die|den|das) \S+.*`,
      String.raw`aus der Mühle`,
      String.raw`frisch gemahlen`,
      String.raw`nach Wahl`,
      String.raw`als \S+.*`,
      String.raw`vừa ăn`,
      String.raw`vừa đủ`,
      String.raw`tùy (?:thích|ý|khẩu vị)`,
      String.raw`tuỳ (?:thích|ý|khẩu vị)`,
      String.raw`để \S+.*`,
      String.raw`(?:một )?ít`,
    ].join('|') +
    ')$',
  'iu',
);

/** An alternative starts a note: `butter or margarine`, `Butter oder Margarine`, `hành hoặc hẹ`. */
export const alternativeWord = /\s+(?:or|oder|bzw\.|hoặc|hay)\s+.*$/iu;

/**
 * Does the text after a comma read like a note (`chopped`, `fein gehackt`, `băm nhỏ`), rather
 * than the next item of a list (`Salz, Pfeffer`, `Muối, tiêu`)? Asked only for lines without an
 * amount; with an amount, whatever follows the comma is a note.
 */
export function looksLikeNote(after: string): boolean {
  const first = (after.trim().split(/\s+/)[0] ?? '').toLowerCase().replace(/[.,;:]+$/u, '');
  if (first === '') return false;
  if (
    /^(?:to|for|as|at|plus|optional|cut|room|divided|if|about|or|such|preferably|finely|roughly|thinly|freshly|nach|zum|zur|für|fein|grob|frisch|optional|nach|vừa|tùy|tuỳ|để)$/u.test(
      first,
    )
  )
    return true;
  if (/(?:ed|ly)$/.test(first)) return true;
  if (
    /^(?:băm|thái|cắt|xắt|đập|giã|bóc|gọt|rửa|ngâm|luộc|bỏ|xay|nướng|rang|phi|lọc|vắt|tách|sơ|loại|nạo|bào|trụng|chần|làm)$/u.test(
      first,
    )
  )
    return true;
  // German participles (`gehackt`, `gerieben`); German nouns are capitalised, so no list clashes.
  return /^ge\p{L}+(?:t|en)$/u.test(first);
}
