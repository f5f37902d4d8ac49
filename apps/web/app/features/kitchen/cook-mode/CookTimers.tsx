import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from '../../../i18n/react.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { CloseIcon, TimerIcon } from '../../../components/ui/icons/control-icons.tsx';
import { beep } from './beep.ts';
import { clockText, type RunningTimer } from './timers.ts';
import styles from './CookMode.module.css';

/** Running timers, ticking once a second; each rings once (beep and a message) when it ends. */
export function useCookTimers(t: TFunction) {
  const [timers, setTimers] = useState<RunningTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const nextId = useRef(1);
  // The interval reads the timers from here, so that ringing happens in its callback.
  const current = useRef<RunningTimer[]>([]);
  const update = useCallback((next: RunningTimer[]) => {
    current.current = next;
    setTimers(next);
  }, []);

  const ticking = timers.some((timer) => !timer.rung);
  useEffect(() => {
    if (!ticking) return;
    const interval = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      const due = current.current.filter((timer) => !timer.rung && timer.endsAt <= time);
      if (due.length === 0) return;
      update(current.current.map((timer) => (due.includes(timer) ? { ...timer, rung: true } : timer)));
      setAnnouncement(due.map((timer) => t('cook.done', { label: timer.label })).join(' '));
      beep();
    }, 1000);
    return () => window.clearInterval(interval);
  }, [ticking, t, update]);

  const start = useCallback(
    (seconds: number, label: string) => {
      const startedAt = Date.now();
      setNow(startedAt);
      update([...current.current, { id: nextId.current++, label, endsAt: startedAt + seconds * 1000, rung: false }]);
    },
    [update],
  );

  const stop = useCallback((id: number) => update(current.current.filter((timer) => timer.id !== id)), [update]);

  return { timers, now, announcement, start, stop, dismiss: () => setAnnouncement(null) };
}

export function CookTimers({ timers: state }: { timers: ReturnType<typeof useCookTimers> }) {
  const { t } = useTranslation('kitchen');
  return (
    <div className={styles.timers}>
      <div role="alert" aria-live="assertive" className={styles.done}>
        {state.announcement && (
          <>
            <span>{state.announcement}</span>
            <Button size="sm" variant="secondary" onClick={state.dismiss}>
              {t('cook.dismiss')}
            </Button>
          </>
        )}
      </div>
      {state.timers.length > 0 && (
        <ul className={styles.timerList} aria-label={t('cook.timers')}>
          {state.timers.map((timer) => (
            <li key={timer.id} className={timer.rung ? `${styles.timer} ${styles.rung}` : styles.timer}>
              <TimerIcon />
              <span data-testid="timer-remaining">
                {t('cook.remaining', { label: timer.label, time: clockText(timer.endsAt - state.now) })}
              </span>
              <button
                type="button"
                className={styles.stopTimer}
                onClick={() => state.stop(timer.id)}
                aria-label={t('cook.stopTimer', { label: timer.label })}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
