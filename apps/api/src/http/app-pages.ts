import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * An app's server build (`apps/<app>/dist-server/entry-server.js`, see
 * packages/auth/src/render-page.tsx): it answers a page's request with the page's HTML. Typed here by
 * its shape: the server imports nothing from the front end.
 */
export interface AppRenderer {
  render: (
    request: Request,
    options: { template: string; fetch: typeof fetch },
  ) => Promise<Response>;
}

/** The app's server renderer, or null when it was not built (the browser then draws every page). */
export async function loadAppRenderer(
  app: FastifyInstance,
  serverDist: string,
): Promise<AppRenderer | null> {
  const entry = path.join(serverDist, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(`${entry} is missing: pages are drawn in the browser only (run \`pnpm build\`).`);
    return null;
  }
  return (await import(entry)) as AppRenderer;
}

/** `fetch` for a page rendered on the server: the API's requests are answered in process. */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const answer = await app.inject({
      method: request.method,
      url: `${pathname}${search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}
