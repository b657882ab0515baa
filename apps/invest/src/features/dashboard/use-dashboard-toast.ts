import { useToast } from '@mitti/ui/toast-provider';
import { useMemo } from 'react';

/** The dashboard's toasts close after 3 seconds (invest.md 9). */
const DASHBOARD_TOAST_MS = 3000;

export function useDashboardToast() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string) => toast.success(message, { durationMs: DASHBOARD_TOAST_MS }),
      error: (message: string) => toast.error(message, { durationMs: DASHBOARD_TOAST_MS }),
    }),
    [toast],
  );
}
