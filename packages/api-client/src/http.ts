import ky from 'ky';

/** Same origin in production and dev (Vite proxies /api), so the API root is always `<origin>/api`. */
function apiRoot(): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return `${origin}/api`;
}

export const http = ky.create({
  prefix: apiRoot(),
  timeout: 30_000,
  retry: { limit: 1, methods: ['get'] },
});
