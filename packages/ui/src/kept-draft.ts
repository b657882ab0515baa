import { useEffect } from 'react';

/**
 * A form's values kept in this tab (sessionStorage) while someone types, so that a reload, or signing
 * in on the way, gives them back. Closing the tab forgets them, as it forgets a sign-in without
 * Remember me.
 */

/** The values kept under `key`, as `read` makes them out, or null when none can be read. */
export function readKeptDraft<T>(key: string, read: (stored: unknown) => T | null): T | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return stored === null ? null : read(stored);
  } catch {
    return null;
  }
}

/** Keeps `values` under `key`, replacing what was kept there. */
export function writeKeptDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the page works on, without a kept copy.
  }
}

/** Forgets the values kept under `key`: the form was cancelled. */
export function forgetKeptDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

const isEmpty = <T extends object>(values: T, empty: T) =>
  (Object.keys(empty) as (keyof T)[]).every(
    (field) => JSON.stringify(values[field]) === JSON.stringify(empty[field]),
  );

/**
 * Keeps `values` under `key`, and forgets them once they are `empty` again (sent, or started over).
 * A null key keeps nothing.
 */
export function useKeptDraft<T extends object>(key: string | null, values: T, empty: T): void {
  useEffect(() => {
    if (!key) return;
    if (isEmpty(values, empty)) forgetKeptDraft(key);
    else writeKeptDraft(key, values);
  }, [key, values, empty]);
}
