import { SnackbarProvider, useSnackbar } from 'notistack';
import { useMemo, type ReactNode } from 'react';

/** The specs' toast durations (shop.md 9) and limit, kept in this one place. */
const MAX_TOASTS = 20;
const DEFAULT_DURATION_MS = 4000;
const SUCCESS_DURATION_MS = 2000;

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      autoHideDuration={DEFAULT_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {children}
    </SnackbarProvider>
  );
}

export interface Toast {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message) => {
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: SUCCESS_DURATION_MS });
      },
      error: (message) => {
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: DEFAULT_DURATION_MS });
      },
      info: (message) => {
        enqueueSnackbar(message, { variant: 'info', autoHideDuration: DEFAULT_DURATION_MS });
      },
    }),
    [enqueueSnackbar],
  );
}
