import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { isAdminPath } from '#common/admin-paths';

/**
 * While `dirty`, leaving the page asks first: the browser's own prompt for a reload, a closed tab
 * or another site (beforeunload), our dialog for another admin section. Leaving the admin (Logout,
 * or a 401 sending the browser to /login) is never held up.
 */
export function useUnsavedChanges(
  dirty: boolean,
  description = 'You have unsaved settings. Leave this page without saving them?',
) {
  const { confirm, dialog } = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && nextLocation.pathname !== currentLocation.pathname && isAdminPath(nextLocation.pathname),
  );

  const { state } = blocker;
  // The blocker object is new on every render; the question is asked once per blocked navigation.
  const current = useRef(blocker);
  current.current = blocker;
  useEffect(() => {
    if (state !== 'blocked') return;
    let active = true;
    void confirm({
      title: 'Discard changes?',
      description,
      confirmLabel: 'Discard',
      cancelLabel: 'Keep editing',
    }).then((leave) => {
      if (!active) return;
      if (leave) current.current.proceed?.();
      else current.current.reset?.();
    });
    return () => {
      active = false;
    };
  }, [state, confirm, description]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return dialog;
}
