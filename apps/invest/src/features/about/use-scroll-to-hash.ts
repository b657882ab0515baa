import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section named by the URL's hash (the footer links to /about#privacy). The router's
 * own attempt runs before this lazy page has rendered, so the page repeats it once it is on screen.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
}
