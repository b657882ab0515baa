import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import { openCheckout, verifyUntilAnswered } from './payment-checkout';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const options = { name: 'Mitti Invest', description: 'Millet Revival' };
const paid: ProviderPaymentResult = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'sig',
};

function orderFrom(provider: CreateOrderResponse['provider']): CreateOrderResponse {
  return {
    order: { id: 'order_1', amount: 1_000_000, currency: 'INR' },
    prefill: { name: 'Asha', email: 'asha@mitti.test', contact: '9876543210' },
    provider,
    ...(provider === 'razorpay' ? { key: 'rzp_test_key' } : {}),
  };
}

let onOpen = () => {};

/** Resolves when the next Razorpay popup opens. */
function popupOpens(): Promise<void> {
  return new Promise((resolve) => {
    onOpen = resolve;
  });
}

/** Stands in for checkout.js's Razorpay: records its options and events. */
class FakeRazorpay {
  static last: FakeRazorpay;
  opened = false;
  closed = false;
  failed: ((response: { error: { description: string } }) => void) | null = null;
  constructor(readonly options: Record<string, unknown>) {
    FakeRazorpay.last = this;
  }
  open() {
    this.opened = true;
    onOpen();
  }
  close() {
    this.closed = true;
  }
  on(_event: string, listener: (response: { error: { description: string } }) => void) {
    this.failed = listener;
  }
}

const scripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src === SCRIPT_URL);

describe('openCheckout', () => {
  it('opens the sandbox opener for a sandbox order, with the options', async () => {
    const openSandbox = jest.fn().mockResolvedValue(paid);
    await expect(openCheckout(orderFrom('sandbox'), options, { openSandbox })).resolves.toEqual(
      paid,
    );
    expect(openSandbox).toHaveBeenCalledWith(orderFrom('sandbox'), options);
    expect(scripts()).toHaveLength(0);
  });

  it('rejects when checkout.js cannot load, and tries again next time', async () => {
    const openSandbox = jest.fn();
    const first = openCheckout(orderFrom('razorpay'), options, { openSandbox });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toEqual({ description: expect.stringContaining('Could not load') });
    expect(scripts()).toHaveLength(0);

    void openCheckout(orderFrom('razorpay'), options, { openSandbox }).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
    expect(openSandbox).not.toHaveBeenCalled();
  });

  it('loads checkout.js once and opens Razorpay with the order; its handler resolves', async () => {
    const opened = popupOpens();
    const pending = openCheckout(orderFrom('razorpay'), options, { openSandbox: jest.fn() });
    (window as unknown as { Razorpay: typeof FakeRazorpay }).Razorpay = FakeRazorpay;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await opened;

    const checkout = FakeRazorpay.last;
    expect(checkout.opened).toBe(true);
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_1',
      amount: 1_000_000,
      currency: 'INR',
      name: 'Mitti Invest',
      description: 'Millet Revival',
      prefill: { name: 'Asha', email: 'asha@mitti.test', contact: '9876543210' },
    });
    (checkout.options.handler as (result: ProviderPaymentResult) => void)(paid);
    await expect(pending).resolves.toEqual(paid);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects with the description of payment.failed and closes the popup', async () => {
    const opened = popupOpens();
    const pending = openCheckout(orderFrom('razorpay'), options, { openSandbox: jest.fn() });
    await opened;
    FakeRazorpay.last.failed?.({ error: { description: 'Your card was declined.' } });
    await expect(pending).rejects.toEqual({ description: 'Your card was declined.' });
    expect(FakeRazorpay.last.closed).toBe(true);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects as dismissed when the popup is closed', async () => {
    const opened = popupOpens();
    const pending = openCheckout(orderFrom('razorpay'), options, { openSandbox: jest.fn() });
    await opened;
    (FakeRazorpay.last.options.modal as { ondismiss: () => void }).ondismiss();
    await expect(pending).rejects.toEqual({ dismissed: true });
  });
});

describe('verifyUntilAnswered', () => {
  const lost = { status: 0, message: 'Could not reach the server. Check your connection.' };
  const refused = { status: 400, message: 'Payment verification failed.', code: 'BAD_REQUEST' };

  it('sends a verification nobody answered again, and returns the answer', async () => {
    const verify = jest
      .fn()
      .mockRejectedValueOnce(lost)
      .mockRejectedValueOnce({ status: 502, message: '' })
      .mockResolvedValueOnce({ success: true });

    await expect(verifyUntilAnswered(verify)).resolves.toEqual({ success: true });
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('stops after three tries, and at once on a refusal', async () => {
    const unanswered = jest.fn().mockRejectedValue(lost);
    await expect(verifyUntilAnswered(unanswered)).rejects.toBe(lost);
    expect(unanswered).toHaveBeenCalledTimes(3);

    const refusal = jest.fn().mockRejectedValue(refused);
    await expect(verifyUntilAnswered(refusal)).rejects.toBe(refused);
    expect(refusal).toHaveBeenCalledTimes(1);
  });
});
