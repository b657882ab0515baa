import type { AppName } from './app-link';
import { APP_NAMES } from './app-names';

/** What a page tells search engines and link previews (WhatsApp, X) about itself. */
export interface PageMeta {
  title: string;
  description?: string;
  /** A picture's address, absolute or from the site's root. */
  image?: string;
}

/**
 * A route's `handle`: its page's title, and `ssr` when the page is the same for every visitor, so the
 * server renders it with its data (`{ path: 'farms', lazy, loader, handle: { title: 'Our Farms', ssr: true } }`).
 * A loader may answer `{ meta }` to describe the page from its data (a campaign's title and picture).
 */
export interface RouteHandle {
  title: string;
  description?: string;
  ssr?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

function loaderMeta(data: unknown): Partial<PageMeta> | undefined {
  if (typeof data !== 'object' || data === null || !('meta' in data)) return undefined;
  return (data as { meta?: Partial<PageMeta> }).meta ?? undefined;
}

/**
 * The handle of the layout route that puts its pages behind RequireAuth: when a session ends there,
 * the user goes to sign in; on any other page they stay, signed out.
 */
export const SIGN_IN_REQUIRED = { signInRequired: true } as const;

/** Whether a page of these matched routes needs an account (a route of them has SIGN_IN_REQUIRED). */
export function needsSignIn(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some(
    ({ handle }) => typeof handle === 'object' && handle !== null && 'signInRequired' in handle,
  );
}

/** The deepest route's handle that names a page. */
export function pageHandle(matches: readonly { handle?: unknown }[]): RouteHandle | undefined {
  return matches
    .map((match): unknown => match.handle)
    .filter(isRouteHandle)
    .at(-1);
}

/** The page's meta: its route's title and description, and what its loader's data adds. */
export function pageMeta(
  matches: readonly { handle?: unknown; loaderData?: unknown }[],
): PageMeta | undefined {
  const handle = pageHandle(matches);
  if (!handle) return undefined;
  const fromData = matches.map((match) => loaderMeta(match.loaderData)).findLast(Boolean);
  return { title: handle.title, description: handle.description, ...fromData };
}

/** The document title for a page: 'Your Profile · Mitti Invest'. */
export function documentTitle(app: AppName, title: string | undefined): string {
  const appName = APP_NAMES[app];
  return title && title !== appName ? `${title} · ${appName}` : appName;
}
