import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ToastHost } from './toast-host';

/** The specs' toast durations (shop.md 9) and limit, kept in this one place. */
const MAX_TOASTS = 20;
const DEFAULT_DURATION_MS = 4000;
const SUCCESS_DURATION_MS = 2000;
/**
 * shop.md 9: the add-to-cart success toast stays as long as the others (it carries a link). Any
 * toast stays while the focus or the pointer is inside it (toast-host).
 */
export const ADD_TO_CART_DURATION_MS = 4000;

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
  /** Asks for notistack again if toasts are waiting for it. */
  retry: () => void;
}

/**
 * The toasts' front desk: until notistack has loaded (`attach`), toasts wait in order, and a
 * dismissed one leaves the queue; `requestHost` asks for notistack with each one that waits.
 */
function createToaster(requestHost: () => void): Toaster {
  let snackbars: Snackbars | null = null;
  let waiting: QueuedToast[] = [];
  let count = 0;
  const show =
    (variant: QueuedToast['variant'], defaultDuration: number): Show =>
    (message, { link, durationMs = defaultDuration } = {}) => {
      count += 1;
      const toast: QueuedToast = {
        key: `toast-${count}`,
        message,
        variant,
        durationMs,
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
    retry: () => {
      if (waiting.length > 0) requestHost();
    },
  };
}

/**
 * Fetches notistack's code, one fetch at a time. A failed fetch (offline, or a deploy removed the
 * chunk) is forgotten, so the next call fetches again: one failure must not end the toasts for good.
 */
function hostLoader(onLoaded: (host: typeof ToastHost) => void): () => void {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= import('./toast-host').then(
      (module) => onLoaded(module.ToastHost),
      () => {
        loading = undefined;
      },
    );
  };
}

const ToasterContext = createContext<Toaster | null>(null);

/** Toasts at the bottom centre, at most MAX_TOASTS; notistack loads with the first one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<typeof ToastHost | null>(null);
  const [toaster] = useState(() => createToaster(hostLoader((host) => setHost(() => host))));

  // Toasts asked for offline wait for notistack: they show once the connection is back, or with the
  // next toast.
  useEffect(() => {
    window.addEventListener('online', toaster.retry);
    return () => window.removeEventListener('online', toaster.retry);
  }, [toaster]);

  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {Host && <Host maxToasts={MAX_TOASTS} onReady={toaster.attach} />}
    </ToasterContext.Provider>
  );
}

export function useToast(): Toast {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider above it');
  return toaster.toast;
}
