/** ISO 8601 duration for schema.org times: 75 → 'PT1H15M', 60 → 'PT1H', 0 → 'PT0M'. */
export function isoDuration(minutes: number | null | undefined): string | undefined {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return undefined;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** Prep plus cook minutes, or undefined when neither is known. */
export function totalMinutes(prepTime: number | null, cookTime: number | null): number | null {
  if (prepTime === null && cookTime === null) return null;
  return (prepTime ?? 0) + (cookTime ?? 0);
}
