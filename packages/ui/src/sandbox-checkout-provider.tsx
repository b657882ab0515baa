import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  SandboxPaymentDialog,
  type SandboxPay,
  type SandboxPaymentRequest,
} from './sandbox-payment-dialog';

/** Opens the Test mode dialog for an order; the app hands it to api-client's openCheckout. */
export type SandboxCheckoutOpener = (
  order: CreateOrderResponse,
  options: { name: string; description: string },
) => Promise<ProviderPaymentResult>;

const SandboxCheckoutContext = createContext<SandboxCheckoutOpener | null>(null);

export interface SandboxCheckoutProviderProps {
  pay: SandboxPay;
  children: ReactNode;
}

/** Hosts the one Test mode dialog of a page; useSandboxCheckout() opens it. */
export function SandboxCheckoutProvider({ pay, children }: SandboxCheckoutProviderProps) {
  const [request, setRequest] = useState<SandboxPaymentRequest | null>(null);
  // The page's button is disabled ('Processing...') while the order is created, which takes the
  // focus from it before the dialog opens: the dialog gives it back to what had it last.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const note = ({ target }: FocusEvent) => {
      if (target instanceof HTMLElement) lastFocused.current = target;
    };
    document.addEventListener('focusin', note);
    return () => document.removeEventListener('focusin', note);
  }, []);
  const open = useCallback<SandboxCheckoutOpener>(
    (order, { name, description }) =>
      new Promise((resolve, reject) => {
        setRequest({ order, name, description, resolve, reject, opener: lastFocused.current });
      }),
    [],
  );
  return (
    <SandboxCheckoutContext.Provider value={open}>
      {children}
      <SandboxPaymentDialog request={request} pay={pay} onSettled={() => setRequest(null)} />
    </SandboxCheckoutContext.Provider>
  );
}

export function useSandboxCheckout(): SandboxCheckoutOpener {
  const open = useContext(SandboxCheckoutContext);
  if (!open) throw new Error('useSandboxCheckout() needs a SandboxCheckoutProvider above it.');
  return open;
}
