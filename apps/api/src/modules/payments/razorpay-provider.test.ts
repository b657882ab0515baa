import { createRazorpayProvider } from './razorpay-provider';
import { hmacHex, paymentSignature } from './signature';

const keys = { keyId: 'rzp_test_abc123', keySecret: 'key-secret', webhookSecret: 'hook-secret' };
const provider = createRazorpayProvider(keys);
const fetchMock = jest.spyOn(global, 'fetch');

afterEach(() => fetchMock.mockReset());
afterAll(() => fetchMock.mockRestore());

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('razorpay provider', () => {
  it('creates orders through the Orders API with basic auth and the amount in paise', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'order_Rz1', amount: 500000 }));

    expect(await provider.createOrder(500000, 'receipt-1')).toEqual({ id: 'order_Rz1' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.razorpay.com/v1/orders');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('rzp_test_abc123:key-secret').toString('base64')}`,
    );
    expect(JSON.parse(init?.body as string)).toEqual({
      amount: 500000,
      currency: 'INR',
      receipt: 'receipt-1',
    });
  });

  it('refunds a payment idempotently and turns a provider error into a 502 that names nothing', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'rfnd_Rz1' }));
    expect(await provider.refund('pay_Rz1', 1000, 'refund-request-1')).toEqual({ id: 'rfnd_Rz1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.razorpay.com/v1/payments/pay_Rz1/refund');
    expect((init?.headers as Record<string, string>)['X-Refund-Idempotency']).toBe(
      'refund-request-1',
    );

    fetchMock.mockResolvedValueOnce(json(400, { error: { description: 'bad amount' } }));
    await expect(provider.refund('pay_Rz1', 1000, 'refund-request-1')).rejects.toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_PROVIDER',
    });
  });

  it('verifies payment signatures with the key secret and webhooks with the webhook secret', () => {
    const signature = paymentSignature('key-secret', 'order_1', 'pay_1');
    expect(provider.verify('order_1', 'pay_1', signature)).toBe(true);
    expect(provider.verify('order_2', 'pay_1', signature)).toBe(false);
    expect(provider.verify('order_1', 'pay_1', 'short')).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(provider.verifyWebhook(body, hmacHex('hook-secret', body))).toBe(true);
    expect(provider.verifyWebhook(body, hmacHex('key-secret', body))).toBe(false);
  });
});
