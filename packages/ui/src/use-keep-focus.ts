import { useEffect, useRef } from 'react';

/**
 * A button disabled while its work runs (MUI's `loading`) loses the keyboard focus to the page.
 * `keep()`, called as the work starts, notes whether the button has the focus; once `busy` is over,
 * the button gets it back, so a keyboard user goes on from where they were. Unless something else
 * took it meanwhile, such as the first invalid field after a refused submit (FocusFirstError).
 */
export function useKeepFocus<T extends HTMLElement>(busy: boolean) {
  const ref = useRef<T>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (busy || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active !== ref.current) return;
    ref.current?.focus();
  }, [busy]);

  const keep = () => {
    hadFocus.current = document.activeElement === ref.current;
  };
  return { ref, keep };
}
