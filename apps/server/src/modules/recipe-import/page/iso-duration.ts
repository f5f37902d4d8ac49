/**
 * Minutes from a schema.org duration. ISO 8601 as the standard says ('PT1H30M', 'P1DT2H',
 * 'PT0.5H', 'P0DT0H20M0S'), and the sloppy forms sites also publish ('PT90M ', '1 hour 15 mins',
 * '20 Minuten', '45 phút', a bare number of minutes). Seconds round up to a whole minute.
 * Null when nothing can be read.
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  const iso =
    /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(
      text,
    );
  if (iso && /\d/.test(text)) {
    const [weeks, days, hours, minutes, seconds] = iso.slice(1).map((part) => Number((part ?? '0').replace(',', '.')));
    const total = (weeks ?? 0) * 10080 + (days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60;
    return Math.ceil(Math.round(total * 1000) / 1000);
  }
  return spokenMinutes(text);
}

const unitMinutes: [RegExp, number][] = [
  [/^(d|day|days|tag|tage|tagen|ngày)$/i, 1440],
  [/^(h|hr|hrs|hour|hours|std|stunde|stunden|giờ|tiếng)$/i, 60],
  [/^(m|min|mins|minute|minutes|minuten|phút)$/i, 1],
];

function spokenMinutes(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  let found = false;
  for (const match of text.matchAll(/(\d+(?:[.,]\d+)?)\s*([\p{L}.]+)/gu)) {
    const unit = (match[2] ?? '').replace(/\.$/, '');
    const factor = unitMinutes.find(([pattern]) => pattern.test(unit))?.[1];
    if (factor === undefined) continue;
    total += Number((match[1] ?? '0').replace(',', '.')) * factor;
    found = true;
  }
  return found ? Math.round(total) : null;
}
