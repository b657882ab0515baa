import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, puts the keyboard's focus at the start of the page (`main`), as a
 * full page load would, so Tab goes on from there and screen readers hear the new page. A page that
 * has put the focus somewhere itself (a field, a dialog) keeps it; the first page is left alone.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const focused = document.activeElement;
    if (focused && focused !== document.body && main.current?.contains(focused)) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
