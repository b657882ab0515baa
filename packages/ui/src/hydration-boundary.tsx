import type { ReactNode } from 'react';
import { Suspense } from 'react';

/**
 * A part of a server-drawn page that the browser takes over after the rest: React hydrates a Suspense
 * boundary's content in a later pass with a commit of its own, so the takeover of a long page is not
 * one long task on a slow phone. Wrap what lies below the first screen, or each card of a grid.
 * Nothing inside may suspend: the fallback is empty.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
