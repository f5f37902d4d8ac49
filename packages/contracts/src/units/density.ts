/**
 * Grams per US cup of the few ingredients whose weight and volume cooks swap between (flour is
 * weighed in Europe and scooped in the US). Anything not listed keeps its kind: volume stays
 * volume, mass stays mass, because a wrong density is worse than no conversion.
 *
 * Names are matched on the ingredient as the author wrote it, lowercased (NFC). Vietnamese keeps
 * its diacritics on purpose: folded, `bơ` (butter) and `bò` (beef) would be the same word.
 * English names match the last word (`all-purpose flour`), German the end of a compound
 * (`Weizenmehl`), Vietnamese the start (`bột mì đa dụng`), which is where each language puts the
 * head noun, so `rice vinegar`, `Reisessig` and `bột gạo` (rice flour) do not count as rice.
 */
interface DensityEntry {
  gramsPerCup: number;
  en: string[];
  de: string[];
  vi: string[];
}

const densities: DensityEntry[] = [
  { gramsPerCup: 125, en: ['flour'], de: ['mehl'], vi: ['bột mì'] },
  { gramsPerCup: 200, en: ['sugar', 'white sugar', 'granulated sugar'], de: ['zucker'], vi: ['đường', 'đường cát'] },
  { gramsPerCup: 220, en: ['brown sugar'], de: ['brauner zucker', 'rohrzucker'], vi: ['đường nâu'] },
  { gramsPerCup: 120, en: ['powdered sugar', 'icing sugar'], de: ['puderzucker'], vi: ['đường bột'] },
  { gramsPerCup: 227, en: ['butter'], de: ['butter'], vi: ['bơ'] },
  { gramsPerCup: 258, en: ['peanut butter'], de: ['erdnussbutter'], vi: ['bơ đậu phộng'] },
  { gramsPerCup: 185, en: ['rice'], de: ['reis'], vi: ['gạo'] },
  { gramsPerCup: 90, en: ['oats', 'rolled oats'], de: ['haferflocken'], vi: ['yến mạch'] },
  { gramsPerCup: 85, en: ['cocoa', 'cocoa powder'], de: ['kakao', 'kakaopulver'], vi: ['bột ca cao'] },
  { gramsPerCup: 340, en: ['honey'], de: ['honig'], vi: ['mật ong'] },
];

function normalize(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Longest matching name wins, so `brown sugar` is not plain sugar. */
export function gramsPerCup(ingredient: string | null): number | null {
  if (!ingredient) return null;
  const name = normalize(ingredient);
  let bestLength = 0;
  let bestGrams: number | null = null;
  const consider = (key: string, grams: number, matches: boolean) => {
    if (matches && key.length > bestLength) {
      bestLength = key.length;
      bestGrams = grams;
    }
  };
  for (const entry of densities) {
    for (const key of entry.en) consider(key, entry.gramsPerCup, name === key || name.endsWith(` ${key}`));
    for (const key of entry.de) consider(key, entry.gramsPerCup, name.endsWith(key));
    for (const key of entry.vi) consider(key, entry.gramsPerCup, name === key || name.startsWith(`${key} `));
  }
  return bestGrams;
}
