import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** The dashboard's toasts close after 3 seconds (invest.md 9). */
const DASHBOARD_TOAST_MS = 3000;

export function useDashboardToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: DASHBOARD_TOAST_MS }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: DASHBOARD_TOAST_MS }),
    }),
    [enqueueSnackbar],
  );
}
