import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** The create page's toasts stay 5 seconds (invest.md 9), longer than the product's default. */
const CREATE_PAGE_TOAST_MS = 5000;

export function usePageToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: CREATE_PAGE_TOAST_MS }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: CREATE_PAGE_TOAST_MS }),
    }),
    [enqueueSnackbar],
  );
}
