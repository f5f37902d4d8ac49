import type { StepTimer } from '@recipes/contracts';
import type { TFunction } from '../../../i18n/react.tsx';

export interface RunningTimer {
  id: number;
  label: string;
  /** Epoch milliseconds when it rings. */
  endsAt: number;
  rung: boolean;
}

/** `20 min`, `1 h 30 min`, `45 s`; a range as `15–20 min`. */
export function durationLabel(timer: StepTimer, t: TFunction): string {
  const one = (seconds: number): string => {
    if (seconds < 60) return t('cook.seconds', { count: seconds });
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return t('cook.minutes', { count: minutes });
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? t('cook.hours', { count: hours }) : t('cook.hoursMinutes', { hours, minutes: rest });
  };
  if (timer.maxSeconds === null) return one(timer.seconds);
  if (timer.seconds >= 60 && timer.maxSeconds < 3600) {
    return t('cook.minutesRange', { from: Math.round(timer.seconds / 60), to: Math.round(timer.maxSeconds / 60) });
  }
  return `${one(timer.seconds)}–${one(timer.maxSeconds)}`;
}

/** Time left as `19:59` or `1:05:00`. */
export function clockText(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
