import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';

/**
 * The sign-in token, under the key `token`. Remember me keeps it in localStorage (it survives the
 * browser closing); without it the token lives in sessionStorage (DESIGN.md 6.5). Both apps share an
 * origin, so both read the same token.
 */
export function readToken(): string | null {
  // A page rendered on the server is rendered signed out.
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(TOKEN_STORAGE_KEY) ?? sessionStorage.getItem(TOKEN_STORAGE_KEY);
}

/** Whether the token in use was kept with Remember me (in localStorage). */
export function isTokenRemembered(): boolean {
  return localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
}

export function saveToken(token: string, remember: boolean): void {
  // The kept storage is overwritten, not emptied first: other tabs hear one change, to the new token.
  const [kept, other] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  other.removeItem(TOKEN_STORAGE_KEY);
  kept.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
}
