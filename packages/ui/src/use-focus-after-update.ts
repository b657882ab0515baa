import { useEffect, useRef, type RefObject } from 'react';

/**
 * For an action that takes the focused control away with what it acted on (a deleted row and its
 * Delete button, a decided request and its buttons). The function it answers, called once the action
 * succeeded, moves the focus to `target` (a heading with tabIndex -1) as soon as `shown`, the list on
 * screen, has changed: after the page shows the result, and after a closing dialog has given the
 * focus back to the control that opened it.
 */
export function useFocusAfterUpdate(shown: unknown, target: RefObject<HTMLElement | null>) {
  const pending = useRef(false);

  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    target.current?.focus();
  }, [shown, target]);

  return () => {
    pending.current = true;
  };
}
