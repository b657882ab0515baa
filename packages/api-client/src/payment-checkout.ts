/* eslint-disable @typescript-eslint/prefer-promise-reject-errors -- a checkout rejects with plain
   data, { description } or { dismissed: true }, like the sandbox dialog; callers read it, never throw it. */
import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import { wasUnanswered } from './api-failure';

/** What the checkout shows besides the order: the seller's name and what is being paid for. */
export interface CheckoutOptions {
  name: string;
  description: string;
}

/** Why a checkout did not pay: the provider's failure event, or the buyer closed it. */
export type CheckoutRejection = { description: string } | { dismissed: true };

/** Opens the sandbox's Test mode checkout; settles like the Razorpay one. Supplied by the app. */
export type SandboxOpener = (
  order: CreateOrderResponse,
  options: CheckoutOptions,
) => Promise<ProviderPaymentResult>;

export function isDismissal(reason: unknown): reason is { dismissed: true } {
  return typeof reason === 'object' && reason !== null && 'dismissed' in reason;
}

const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key?: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: CreateOrderResponse['prefill'];
  handler: (result: ProviderPaymentResult) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(
    event: 'payment.failed',
    listener: (response: { error: { description: string } }) => void,
  ): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

let razorpayLoad: Promise<RazorpayConstructor> | null = null;

function loadedRazorpay(): RazorpayConstructor | undefined {
  return (window as Window & { Razorpay?: RazorpayConstructor }).Razorpay;
}

/** Adds checkout.js once, at the payment step; a failed load may be tried again. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const loaded = loadedRazorpay();
  if (loaded) return Promise.resolve(loaded);
  razorpayLoad ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    const fail = () => {
      razorpayLoad = null;
      script.remove();
      reject({ description: 'Could not load the payment checkout. Please try again.' });
    };
    script.onload = () => {
      const Razorpay = loadedRazorpay();
      if (Razorpay) resolve(Razorpay);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  return razorpayLoad;
}

async function openRazorpay(
  { order, prefill, key }: CreateOrderResponse,
  { name, description }: CheckoutOptions,
): Promise<ProviderPaymentResult> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name,
      description,
      prefill,
      handler: resolve,
      modal: { ondismiss: () => reject({ dismissed: true }) },
    });
    checkout.on('payment.failed', ({ error }) => {
      // Razorpay keeps its popup open for another try; the caller has already been told it failed.
      checkout.close();
      reject({ description: error.description });
    });
    checkout.open();
  });
}

/**
 * Opens the provider's checkout for an order from create-order. Resolves with the three payment
 * identifiers for verify-payment; rejects with a CheckoutRejection.
 */
export function openCheckout(
  order: CreateOrderResponse,
  options: CheckoutOptions,
  { openSandbox }: { openSandbox: SandboxOpener },
): Promise<ProviderPaymentResult> {
  return order.provider === 'razorpay' ? openRazorpay(order, options) : openSandbox(order, options);
}

/** Tries at a verification nobody answered, the first included. */
const VERIFY_TRIES = 3;

/**
 * Sends a paid checkout's verification until the server answers it. Verifying a payment again
 * answers the same and counts it once, so a call lost on the way (the answer or the request) is
 * simply sent again; a refusal is final. Throws the last failure.
 */
export async function verifyUntilAnswered<T>(verify: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await verify();
    } catch (failure) {
      if (tried === VERIFY_TRIES || !wasUnanswered(failure)) throw failure;
    }
  }
}
