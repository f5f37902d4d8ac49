import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBlocker, useNavigate, type BlockerFunction, type NavigateOptions } from 'react-router';
import type { EditorStore } from './editor-store.ts';
import { isDirty } from './form-reducer.ts';

/**
 * Nothing typed is lost by leaving: moving to another page with unsaved changes asks first
 * (in-app links through the router's blocker, reloads and closing the tab through beforeunload).
 * `leave` navigates without asking, for the form's own moves after a save.
 */
export function useLeaveGuard(store: EditorStore) {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const leaving = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && currentLocation.pathname !== nextLocation.pathname && isDirty(store.getSnapshot().editor),
    [store],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('leave.confirm'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current || !isDirty(store.getSnapshot().editor)) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);

  return useCallback(
    async (to: string, options: NavigateOptions = {}) => {
      leaving.current = true;
      try {
        await navigate(to, options);
      } finally {
        leaving.current = false;
      }
    },
    [navigate],
  );
}
