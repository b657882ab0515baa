import { failureMessage } from '@mitti/api-client/api-failure';
import { useUpdateCartLineMutation } from '@mitti/api-client/cart-endpoints';
import type { CartItem } from '@mitti/domain/cart';
import { CART_STEPPER_MIN_SPIN_MS } from '@mitti/domain/constants';
import { useToast } from '@mitti/ui/toast-provider';
import { useCallback, useRef, useState } from 'react';

const UPDATE_FAILED = 'Failed to update quantity.';

/** A stepper press that has not yet come back in a reloaded cart. */
interface PendingUpdate {
  quantity: number;
  /** The PUT (or the minimum spin) is still running. */
  saving: boolean;
  /** When the last PUT was sent; a cart fetch started since then carries its result. */
  sentAt: number;
}

/** What a line shows: its quantity (the pressed one at once) and whether its spinner turns. */
export interface LineView {
  quantity: number;
  busy: boolean;
}

export interface CartReloadState {
  isFetching: boolean;
  /** RTK Query's startedTimeStamp of the cart: when its latest fetch began. */
  startedTimeStamp: number | undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The cart stepper (shop.md 4): the new quantity shows at once, the line's spinner turns while the
 * PUT is in flight and for at least CART_STEPPER_MIN_SPIN_MS, then the reloaded cart (the write
 * invalidates it, on success and on error) replaces the pressed quantity. Presses during a PUT are
 * kept and sent after it, the last one winning, so a line never has two PUTs racing.
 */
export function useCartLineUpdates({ isFetching, startedTimeStamp }: CartReloadState) {
  const [updateLine] = useUpdateCartLineMutation();
  const toast = useToast();
  const [pending, setPending] = useState<Record<string, PendingUpdate>>({});
  /** The quantity each running line wants next, by cartItemId; present while its loop runs. */
  const wanted = useRef(new Map<string, number>());

  const send = useCallback(
    async (line: CartItem) => {
      const key = line.cartItemId;
      let sent: number | undefined;
      let sentAt = Date.now();
      let failed = false;
      while (!failed && wanted.current.get(key) !== sent) {
        const quantity = wanted.current.get(key) ?? line.quantity;
        sent = quantity;
        sentAt = Date.now();
        const [failure] = await Promise.all([
          updateLine({ itemId: line.itemId, size: line.size, quantity })
            .unwrap()
            .then(
              () => null,
              (error: unknown) => ({ error }),
            ),
          wait(CART_STEPPER_MIN_SPIN_MS),
        ]);
        if (failure) {
          failed = true;
          toast.error(failureMessage(failure.error, UPDATE_FAILED));
        }
      }
      wanted.current.delete(key);
      setPending((current) => {
        const entry = current[key];
        return entry ? { ...current, [key]: { ...entry, saving: false, sentAt } } : current;
      });
    },
    [toast, updateLine],
  );

  const change = useCallback(
    (line: CartItem, quantity: number) => {
      const key = line.cartItemId;
      const running = wanted.current.has(key);
      wanted.current.set(key, quantity);
      setPending((current) => ({
        ...current,
        [key]: { quantity, saving: true, sentAt: Number.POSITIVE_INFINITY },
      }));
      if (!running) void send(line);
    },
    [send],
  );

  const view = (line: CartItem): LineView => {
    const entry = pending[line.cartItemId];
    if (!entry) return { quantity: line.quantity, busy: false };
    // The write invalidates the cart, so a fetch starts once the PUT answers; when the latest fetch
    // began after the PUT was sent and has ended, the line shows the server's quantity again.
    const reloaded =
      !entry.saving &&
      !isFetching &&
      startedTimeStamp !== undefined &&
      startedTimeStamp >= entry.sentAt;
    return reloaded
      ? { quantity: line.quantity, busy: false }
      : { quantity: entry.quantity, busy: true };
  };

  return { change, view };
}
