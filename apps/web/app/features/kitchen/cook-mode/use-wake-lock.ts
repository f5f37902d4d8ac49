import { useEffect, useState } from 'react';

export type WakeLockState = 'pending' | 'on' | 'unsupported' | 'failed';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API). The browser drops the lock when
 * the page is hidden, so it is asked for again whenever the page becomes visible.
 */
const isSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator && Boolean(navigator.wakeLock);

export function useWakeLock(active: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>('pending');

  useEffect(() => {
    if (!active || !isSupported()) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) {
          await next.release();
          return;
        }
        sentinel = next;
        setState('on');
      } catch {
        if (!stopped) setState('failed');
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);

  return isSupported() ? state : 'unsupported';
}
