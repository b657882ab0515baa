import { useToast, type DismissToast } from '@mitti/ui/toast-provider';
import { useMemo } from 'react';

const TOAST_MS = 3000;

/** The timeline page's toasts; a 'working' toast stays until the outcome replaces it. */
export function useTimelineToast() {
  const toast = useToast();
  return useMemo(
    () => ({
      working: (message: string): DismissToast => toast.info(message, { durationMs: null }),
      success: (message: string, replacing: DismissToast) => {
        replacing();
        toast.success(message, { durationMs: TOAST_MS });
      },
      error: (message: string, replacing: DismissToast) => {
        replacing();
        toast.error(message, { durationMs: TOAST_MS });
      },
    }),
    [toast],
  );
}
