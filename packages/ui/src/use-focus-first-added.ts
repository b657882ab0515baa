import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * For 'Show more' below a list: the function it answers, called as the button is pressed, makes the
 * first entry the next page adds take the focus (`entryAt` finds it by its index once the list has
 * grown past the length it had then), so keyboard and screen reader users read on from there.
 */
export function useFocusFirstAdded(
  length: number,
  entryAt: (index: number) => HTMLElement | null | undefined,
) {
  const from = useRef<number | null>(null);
  const focusEntry = useEffectEvent((index: number) => entryAt(index)?.focus());

  useEffect(() => {
    const index = from.current;
    if (index === null || length <= index) return;
    from.current = null;
    focusEntry(index);
  }, [length]);

  return () => {
    from.current = length;
  };
}
