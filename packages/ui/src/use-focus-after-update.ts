import { useEffect, useRef, type RefObject } from 'react';

/** What should take the focus once the page shows the update, looked up then. */
export type FocusFinder = () => HTMLElement | null | undefined;

/**
 * For an action that takes the focused control away with what it acted on (a deleted row and its
 * Delete button, a decided request and its buttons). The function it answers, called once the action
 * succeeded, moves the focus to `target` (a heading with tabIndex -1) as soon as `shown`, the list on
 * screen, has changed: after the page shows the result, and after a closing dialog has given the
 * focus back to the control that opened it. Given `find`, the focus goes to what it answers then
 * (a control the update draws, such as an order's next step), and to `target` when it answers none.
 */
export function useFocusAfterUpdate(shown: unknown, target: RefObject<HTMLElement | null>) {
  const pending = useRef<FocusFinder | null>(null);

  useEffect(() => {
    const find = pending.current;
    if (!find) return;
    pending.current = null;
    (find() ?? target.current)?.focus();
  }, [shown, target]);

  return (find: FocusFinder = () => null) => {
    pending.current = find;
  };
}
