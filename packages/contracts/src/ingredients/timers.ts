import type { StepTimer } from '../kitchen.ts';
import type { Language } from '../language.ts';
import { readAmount, type Amount } from './numbers.ts';

/** Time words of the three languages with their length in seconds, longest first. */
const timeUnits: [string, number][] = (
  [
    [['seconds', 'second', 'secs', 'sec', 'Sekunden', 'Sekunde', 'Sek', 'giây'], 1],
    [['minutes', 'minute', 'mins', 'min', 'Minuten', 'Minute', 'phút'], 60],
    [['hours', 'hour', 'hrs', 'hr', 'h', 'Stunden', 'Stunde', 'Std', 'giờ', 'tiếng đồng hồ', 'tiếng'], 3600],
  ] as const
)
  .flatMap(([words, seconds]) => words.map((word): [string, number] => [word.toLowerCase(), seconds]))
  .sort((a, b) => b[0].length - a[0].length);

/** Amount words that count before a time word: `an hour`, `eine Stunde`, `nửa tiếng`. */
const timeNumberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  eine: 1,
  einer: 1,
  einen: 1,
  một: 1,
  half: 0.5,
  'half an': 0.5,
  'eine halbe': 0.5,
  'einer halben': 0.5,
  halbe: 0.5,
  nửa: 0.5,
};
const numberWordPattern = new RegExp(
  String.raw`^(?:${Object.keys(timeNumberWords)
    .sort((a, b) => b.length - a.length)
    .join('|')})\s+`,
  'iu',
);

/** Where an amount may start: a digit, a fraction sign or a number word, not inside a word. */
const candidateStart = /(?<![\p{L}\d.,/])(?:[\d½¼¾⅓⅔⅛]|(?:a|an|one|half|eine|einer|einen|halbe|một|nửa)\s)/giu;
const joiner = /^\s*(?:,|and|und|và)?\s*/iu;

/**
 * The durations a step's text names, in order (`simmer 20 minutes`, `1 Stunde 30 Minuten`,
 * `15–20 min`, `nấu 20 phút`). A number followed by anything but a time word (`180 °C`, `2 cups`)
 * is no timer.
 */
export function findStepTimers(text: string, language?: Language): StepTimer[] {
  const source = text.normalize('NFC');
  const timers: StepTimer[] = [];
  let from = 0;
  for (const start of source.matchAll(candidateStart)) {
    const at = start.index ?? 0;
    if (at < from) continue;
    const first = readDuration(source, at, language);
    if (!first) continue;
    const { maxSeconds } = first;
    let { seconds, end } = first;
    if (maxSeconds === null) {
      const glue = joiner.exec(source.slice(end))?.[0] ?? '';
      const next = readDuration(source, end + glue.length, language);
      if (next && next.maxSeconds === null && next.unitSeconds < first.unitSeconds) {
        seconds += next.seconds;
        end = next.end;
      }
    }
    timers.push({ seconds: Math.round(seconds), maxSeconds: maxSeconds === null ? null : Math.round(maxSeconds) });
    from = end;
  }
  return timers.filter((timer) => timer.seconds > 0);
}

interface Duration {
  seconds: number;
  maxSeconds: number | null;
  unitSeconds: number;
  end: number;
}

function readDuration(text: string, at: number, language?: Language): Duration | null {
  const rest = text.slice(at);
  const amount: Amount | null = readAmount(rest, language) ?? readTimeNumberWord(rest);
  if (!amount) return null;
  let index = at + amount.length;
  const gap = /^(?:\s*-\s*|\s*)/u.exec(text.slice(index))?.[0] ?? '';
  index += gap.length;
  const lower = text.slice(index).toLowerCase();
  for (const [word, unitSeconds] of timeUnits) {
    if (!lower.startsWith(word) || /[\p{L}\d]/u.test(lower.charAt(word.length))) continue;
    const end = index + word.length + (lower.charAt(word.length) === '.' ? 1 : 0);
    return {
      seconds: amount.quantity * unitSeconds,
      maxSeconds: amount.quantityMax === null ? null : amount.quantityMax * unitSeconds,
      unitSeconds,
      end,
    };
  }
  return null;
}

function readTimeNumberWord(text: string): Amount | null {
  const match = numberWordPattern.exec(text);
  if (!match) return null;
  const value = timeNumberWords[match[0].trim().toLowerCase().replace(/\s+/gu, ' ')];
  return value === undefined ? null : { quantity: value, quantityMax: null, length: match[0].length };
}
