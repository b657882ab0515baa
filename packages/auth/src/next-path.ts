/** Where a sign-in goes when it was not sent from anywhere, or from somewhere unsafe (shop.md 2). */
const DEFAULT_NEXT_PATH = '/dashboard';

/** The query parameter of /login and /signup that says where to return after signing in. */
export const NEXT_PARAM = 'next';

/** /login?session=ended: the API refused the stored token, so the login page says why it is shown. */
export const SESSION_PARAM = 'session';
export const SESSION_ENDED = 'ended';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * The `next` of a sign-in link when it is a path on this origin, else /dashboard. Only a single
 * leading slash makes a path: `//host` and `/\host` are other sites to a browser, which also
 * drops tabs and newlines from an address, so control characters and backslashes are refused too.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\p{Cc}]/u.test(next)) {
    return DEFAULT_NEXT_PATH;
  }
  return next;
}

export type SignInPage = '/login' | '/signup';

/** /login or /signup carrying where to return, e.g. `/login?next=%2Fshop%2Fcart`. */
export function signInPath(
  page: SignInPage,
  next: string | null,
  { sessionEnded = false }: { sessionEnded?: boolean } = {},
): string {
  const params = new URLSearchParams();
  if (next) params.set(NEXT_PARAM, next);
  if (sessionEnded) params.set(SESSION_PARAM, SESSION_ENDED);
  const query = params.toString();
  return query ? `${page}?${query}` : page;
}
