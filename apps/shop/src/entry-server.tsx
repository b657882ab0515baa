import type { RenderOptions } from '@mitti/auth/render-page';
import { renderPage } from '@mitti/auth/render-page';
import { createRoutes } from '@/app/routes';

/** The server's way into this app (apps/api/src/http/app-pages.ts): a page's request, its HTML. */
export function render(request: Request, options: RenderOptions): Promise<Response> {
  return renderPage({ app: 'shop', createRoutes }, request, options);
}
