import type { TFunction } from '../../../i18n/translator.ts';

/** Minutes as people read them: '45 min', '1 h', '1 h 15 min' (units translated). */
export function formatMinutes(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('time.minutes', { minutes: rest });
  if (rest === 0) return t('time.hours', { hours });
  return t('time.hoursMinutes', { hours, minutes: rest });
}
