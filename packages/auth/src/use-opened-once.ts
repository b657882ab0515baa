import { useState } from 'react';

/**
 * Whether a lazily loaded popup has ever been opened. Rendering it only from then on keeps its code
 * off the first visit; keeping it rendered afterwards lets its closing transition play.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return open || opened;
}
