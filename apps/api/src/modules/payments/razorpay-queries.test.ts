import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRazorpayProvider } from './razorpay-provider';

const keys = { keyId: 'rzp_test_abc123', keySecret: 'key-secret', webhookSecret: 'hook-secret' };
const seen: { method?: string; url?: string; authorization?: string }[] = [];

/** A local stand-in for api.razorpay.com: answers with Razorpay's entities as documented. */
const server = createServer((request: IncomingMessage, response) => {
  seen.push({
    method: request.method,
    url: request.url,
    authorization: request.headers.authorization,
  });
  const send = (status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.url === '/v1/orders/order_Rz1') {
    send(200, { id: 'order_Rz1', entity: 'order', amount: 500000, status: 'attempted' });
  } else if (request.url === '/v1/orders/order_Rz1/payments') {
    send(200, {
      entity: 'collection',
      count: 2,
      items: [
        {
          id: 'pay_Rz1',
          entity: 'payment',
          order_id: 'order_Rz1',
          amount: 500000,
          status: 'failed',
        },
        {
          id: 'pay_Rz2',
          entity: 'payment',
          order_id: 'order_Rz1',
          amount: 500000,
          status: 'captured',
        },
      ],
    });
  } else {
    send(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
  }
});
let provider: ReturnType<typeof createRazorpayProvider>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = createRazorpayProvider(keys, `http://127.0.0.1:${port}/v1`);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (seen.length = 0));

describe('razorpay provider queries', () => {
  it('fetches an order and its payments with basic auth', async () => {
    expect(await provider.fetchOrder('order_Rz1')).toEqual({
      id: 'order_Rz1',
      status: 'attempted',
    });
    expect(await provider.fetchOrderPayments('order_Rz1')).toEqual([
      { id: 'pay_Rz1', orderId: 'order_Rz1', amountPaise: 500000, status: 'failed' },
      { id: 'pay_Rz2', orderId: 'order_Rz1', amountPaise: 500000, status: 'captured' },
    ]);
    const basic = `Basic ${Buffer.from('rzp_test_abc123:key-secret').toString('base64')}`;
    expect(seen).toEqual([
      { method: 'GET', url: '/v1/orders/order_Rz1', authorization: basic },
      { method: 'GET', url: '/v1/orders/order_Rz1/payments', authorization: basic },
    ]);
  });

  it('turns an unknown order into a 502 that names nothing', async () => {
    for (const query of [
      provider.fetchOrder('order_gone'),
      provider.fetchOrderPayments('order_gone'),
    ]) {
      await expect(query).rejects.toMatchObject({
        statusCode: 502,
        code: 'PAYMENT_PROVIDER',
        message: 'The payment provider could not be reached. Please try again in a minute.',
      });
    }
  });
});
