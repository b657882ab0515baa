type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers the API calls of a test: handlers are keyed by method and path, e.g. `POST /api/auth/login`.
 * Any other call gets a 404 that names it. Restored by jest.restoreAllMocks().
 */
export function stubFetch(handlers: Record<string, Handler>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[route];
    if (!handler) return jsonResponse({ message: `No stub for ${route}`, code: 'NOT_FOUND' }, 404);
    return handler(request);
  });
}

export const NO_GOOGLE: Record<string, Handler> = {
  'GET /api/auth/config': () => jsonResponse({ googleClientId: null }),
};
