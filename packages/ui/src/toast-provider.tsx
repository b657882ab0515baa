import Button from '@mui/material/Button';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useMemo, type MouseEvent, type ReactNode } from 'react';

/** The specs' toast durations (shop.md 9) and limit, kept in this one place. */
const MAX_TOASTS = 20;
const DEFAULT_DURATION_MS = 4000;
const SUCCESS_DURATION_MS = 2000;
/** shop.md 9: the add-to-cart success toast stays as long as the others (it carries a link). */
export const ADD_TO_CART_DURATION_MS = 4000;

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

/**
 * A link inside a toast, e.g. 'View Cart'. Toasts render outside the app's router, so the link is a
 * real anchor (a new tab, a copied address work) and a plain click is handed to `navigate`, which
 * the caller takes from its router.
 */
export interface ToastLink {
  label: string;
  /** The full address, e.g. '/shop/cart'. */
  href: string;
  navigate?: () => void;
}

export interface ToastOptions {
  link?: ToastLink;
  /** Overrides the variant's duration. */
  durationMs?: number;
}

/** Closes the toast it came from (a no-op once it has gone). */
export type DismissToast = () => void;

type Show = (message: string, options?: ToastOptions) => DismissToast;

export interface Toast {
  success: Show;
  error: Show;
  info: Show;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ToastLinkButton({ link, onDone }: { link: ToastLink; onDone: () => void }) {
  return (
    <Button
      href={link.href}
      size="small"
      color="inherit"
      variant="outlined"
      onClick={(event) => {
        if (link.navigate && isPlainClick(event)) {
          event.preventDefault();
          link.navigate();
        }
        onDone();
      }}
      sx={{ '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } }}
    >
      {link.label}
    </Button>
  );
}

export function useToast(): Toast {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(() => {
    const show =
      (variant: 'success' | 'error' | 'info', defaultDuration: number): Show =>
      (message, { link, durationMs } = {}) => {
        const key = enqueueSnackbar(message, {
          variant,
          autoHideDuration: durationMs ?? defaultDuration,
          ...(link
            ? {
                action: (snackbarKey: SnackbarKey) => (
                  <ToastLinkButton link={link} onDone={() => closeSnackbar(snackbarKey)} />
                ),
              }
            : {}),
        });
        return () => closeSnackbar(key);
      };
    return {
      success: show('success', SUCCESS_DURATION_MS),
      error: show('error', DEFAULT_DURATION_MS),
      info: show('info', DEFAULT_DURATION_MS),
    };
  }, [enqueueSnackbar, closeSnackbar]);
}
