import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser takes over (hydrates) a server-rendered page, so that
 * render matches the server's; true from then on, and always in a page the browser rendered itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
