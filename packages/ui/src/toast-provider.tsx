import { Suspense, createContext, lazy, useContext, useState, type ReactNode } from 'react';

/** The specs' toast durations (shop.md 9) and limit, kept in this one place. */
const MAX_TOASTS = 20;
const DEFAULT_DURATION_MS = 4000;
const SUCCESS_DURATION_MS = 2000;
/** shop.md 9: the add-to-cart success toast stays as long as the others (it carries a link). */
export const ADD_TO_CART_DURATION_MS = 4000;

// Without its code no toast can show, but the app must not fall over: a deploy removes old chunks.
const ToastHost = lazy(() =>
  import('./toast-host')
    .then((module) => ({ default: module.ToastHost }))
    .catch(() => ({ default: () => null })),
);

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
  /** Overrides the variant's duration; null keeps the toast until it is dismissed. */
  durationMs?: number | null;
}

/** Closes the toast it came from (a no-op once it has gone). */
export type DismissToast = () => void;

type Show = (message: string, options?: ToastOptions) => DismissToast;

export interface Toast {
  success: Show;
  error: Show;
  info: Show;
}

/** A toast as the provider hands it to notistack, with the key it closes by. */
export interface QueuedToast {
  key: string;
  message: string;
  variant: 'success' | 'error' | 'info';
  durationMs: number | null;
  link?: ToastLink;
}

/** What the loaded toast host does with the toasts. */
export interface Snackbars {
  show: (toast: QueuedToast) => void;
  close: (key: string) => void;
}

interface Toaster {
  toast: Toast;
  attach: (snackbars: Snackbars) => void;
}

/**
 * The toasts' front desk: until notistack has loaded (`attach`), toasts wait in order, and a
 * dismissed one leaves the queue; `requestHost` asks for notistack with the first one.
 */
function createToaster(requestHost: () => void): Toaster {
  let snackbars: Snackbars | null = null;
  let waiting: QueuedToast[] = [];
  let count = 0;
  const show =
    (variant: QueuedToast['variant'], defaultDuration: number): Show =>
    (message, { link, durationMs } = {}) => {
      count += 1;
      const toast: QueuedToast = {
        key: `toast-${count}`,
        message,
        variant,
        durationMs: durationMs === undefined ? defaultDuration : durationMs,
        link,
      };
      if (snackbars) {
        snackbars.show(toast);
      } else {
        waiting.push(toast);
        requestHost();
      }
      return () => {
        waiting = waiting.filter((queued) => queued !== toast);
        snackbars?.close(toast.key);
      };
    };
  return {
    toast: {
      success: show('success', SUCCESS_DURATION_MS),
      error: show('error', DEFAULT_DURATION_MS),
      info: show('info', DEFAULT_DURATION_MS),
    },
    attach: (loaded) => {
      snackbars = loaded;
      waiting.forEach(loaded.show);
      waiting = [];
    },
  };
}

const ToasterContext = createContext<Toaster | null>(null);

/** Toasts at the bottom centre, at most MAX_TOASTS; notistack loads with the first one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const [toaster] = useState(() => createToaster(() => setHostWanted(true)));
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost maxToasts={MAX_TOASTS} onReady={toaster.attach} />
        </Suspense>
      )}
    </ToasterContext.Provider>
  );
}

export function useToast(): Toast {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider above it');
  return toaster.toast;
}
