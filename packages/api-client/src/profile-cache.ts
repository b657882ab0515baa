import type { UserProfile } from '@mitti/domain/user';

/** The profile is kept in localStorage and shown first on the next visit (invest.md 2, Profile). */
const PROFILE_STORAGE_KEY = 'profile';

export function readCachedProfile(): UserProfile | null {
  try {
    const raw = localStorage.getItem(PROFILE_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as UserProfile) : null;
  } catch {
    return null;
  }
}

export function writeCachedProfile(profile: UserProfile): void {
  localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
}

export function clearCachedProfile(): void {
  localStorage.removeItem(PROFILE_STORAGE_KEY);
}
