import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * When the address's hash is `#id` (a notification's link), brings `target` into view and moves the
 * focus to `focus` (without scrolling again), each time such a link is followed.
 */
export function useLinkTarget(
  id: string,
  target: RefObject<HTMLElement | null>,
  focus: RefObject<HTMLElement | null>,
): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== `#${id}`) return;
    target.current?.scrollIntoView?.({ block: 'start' });
    focus.current?.focus({ preventScroll: true });
  }, [hash, key, id, target, focus]);
}
