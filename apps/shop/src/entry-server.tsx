import type { PageRequest } from '@mitti/auth/server-render';
import { renderPage } from '@mitti/auth/server-render';
import { prefetchFirstPage } from '@/app/prefetch-first-page';
import { routes } from '@/app/router';

// The server's way into this app (see apps/api/src/http/server-pages.ts): how to tell two pages
// apart, and how to render one.

export function render(request: PageRequest) {
  return renderPage({ app: 'shop', routes, prefetchFirstPage }, request);
}
