import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useEffect, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import type { Snackbars, ToastLink } from './toast-provider';

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

/**
 * Closes a toast `durationMs` after it shows, but not while the pointer is over it or the focus is
 * inside it (a keyboard user on its link): the time starts again once both have left. notistack
 * pauses for the pointer only.
 */
function hideAfter(durationMs: number, close: () => void): HTMLAttributes<HTMLDivElement> {
  const holds = new Set<'pointer' | 'focus'>();
  let timer = setTimeout(close, durationMs);
  const hold = (why: 'pointer' | 'focus') => {
    holds.add(why);
    clearTimeout(timer);
  };
  const release = (why: 'pointer' | 'focus') => {
    holds.delete(why);
    if (holds.size === 0) timer = setTimeout(close, durationMs);
  };
  return {
    onMouseEnter: () => hold('pointer'),
    onMouseLeave: () => release('pointer'),
    onFocus: () => hold('focus'),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) release('focus');
    },
  };
}

function Connect({ onReady }: { onReady: (snackbars: Snackbars) => void }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    onReady({
      show: ({ key, message, variant, durationMs, link }) => {
        enqueueSnackbar(message, {
          key,
          variant,
          persist: true,
          SnackbarProps:
            durationMs === null ? undefined : hideAfter(durationMs, () => closeSnackbar(key)),
          action: (snackbarKey: SnackbarKey) => (
            <>
              {link && <ToastLinkButton link={link} onDone={() => closeSnackbar(snackbarKey)} />}
              {/* A toast that stays must be able to go: on a phone it covers the page's bottom bar. */}
              {durationMs === null && (
                <IconButton
                  size="small"
                  color="inherit"
                  aria-label="Dismiss"
                  onClick={() => closeSnackbar(snackbarKey)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </>
          ),
        });
      },
      close: closeSnackbar,
    });
  }, [onReady, enqueueSnackbar, closeSnackbar]);
  return null;
}

/**
 * notistack, loaded with the first toast: it shows the toasts the provider hands to `onReady`'s
 * callbacks. It sits beside the app, not around it, so loading it never remounts the page.
 */
export function ToastHost({
  maxToasts,
  onReady,
}: {
  maxToasts: number;
  onReady: (snackbars: Snackbars) => void;
}): ReactNode {
  return (
    <SnackbarProvider
      maxSnack={maxToasts}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Connect onReady={onReady} />
    </SnackbarProvider>
  );
}
