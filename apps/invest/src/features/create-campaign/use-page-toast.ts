import { useToast } from '@mitti/ui/toast-provider';
import { useMemo } from 'react';

/** The create page's toasts stay 5 seconds (invest.md 9), longer than the product's default. */
const CREATE_PAGE_TOAST_MS = 5000;

export function usePageToast() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string) => toast.success(message, { durationMs: CREATE_PAGE_TOAST_MS }),
      error: (message: string) => toast.error(message, { durationMs: CREATE_PAGE_TOAST_MS }),
    }),
    [toast],
  );
}
