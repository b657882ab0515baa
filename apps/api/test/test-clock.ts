import type { Clock } from '../src/clock';

/** A clock a test sets: `now()` is the time it was last given. */
export function testClock(iso: string): Clock & { set(iso: string): void } {
  let now = new Date(iso);
  return {
    now: () => new Date(now),
    set(next: string) {
      now = new Date(next);
    },
  };
}
