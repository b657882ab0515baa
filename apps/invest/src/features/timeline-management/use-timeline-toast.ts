import { useSnackbar, type SnackbarKey } from 'notistack';
import { useMemo } from 'react';

const TOAST_MS = 3000;

/** The timeline page's toasts; a 'working' toast stays until the outcome replaces it. */
export function useTimelineToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      working: (message: string): SnackbarKey =>
        enqueueSnackbar(message, { variant: 'info', persist: true }),
      success: (message: string, replacing: SnackbarKey) => {
        closeSnackbar(replacing);
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_MS });
      },
      error: (message: string, replacing: SnackbarKey) => {
        closeSnackbar(replacing);
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS });
      },
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
