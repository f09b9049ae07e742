import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While a form holds changes that are not saved: leaving the screen in the dashboard asks first (`asking`, then
 * `leave` or `stay`), and closing or reloading the tab gets the browser's own question.
 */
export function useUnsavedGuard(dirty: boolean): { asking: boolean; leave: () => void; stay: () => void } {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return {
    asking: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}

/** Ctrl/Cmd-S submits the form (as in every editor) while it is shown (a form in a hidden tab stays out). */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's' && !form.current?.closest('[hidden]')) {
        event.preventDefault();
        form.current?.requestSubmit();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [form]);
}
