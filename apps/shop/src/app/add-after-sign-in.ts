import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import { forgetKeptDraft, readKeptDraft, writeKeptDraft } from '@mitti/ui/kept-draft';
import { useEffect, useEffectEvent } from 'react';
import { useSelector } from 'react-redux';

const KEY = 'mitti.add-after-sign-in';

/** The cart line a visitor asked for before going to sign in. */
export interface CartLineWanted {
  itemId: string;
  size: string;
  weight: number;
}

const toCartLineWanted = (stored: unknown): CartLineWanted | null => {
  const { itemId, size, weight } = (stored ?? {}) as Partial<Record<keyof CartLineWanted, unknown>>;
  return typeof itemId === 'string' && typeof size === 'string' && typeof weight === 'number'
    ? { itemId, size, weight }
    : null;
};

/**
 * A visitor pressed Add to Cart and chose to sign in: the line is kept in this tab, so that the page
 * they come back to adds it.
 */
export function keepAddAfterSignIn(line: CartLineWanted): void {
  writeKeptDraft(KEY, line);
}

/** Once signed in, adds the line kept before signing in (once), through the page's own `add`. */
export function useAddAfterSignIn(add: (line: CartLineWanted) => void): void {
  const signedIn = useSelector(selectIsSignedIn);
  const addKept = useEffectEvent(add);
  useEffect(() => {
    if (!signedIn) return;
    const line = readKeptDraft(KEY, toCartLineWanted);
    forgetKeptDraft(KEY);
    if (line) addKept(line);
  }, [signedIn]);
}
