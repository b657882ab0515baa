import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Orders what the shopper's server cart holds, cash on delivery to `address`, through the API (a
 * journey's setup, not what it tests); answers the order's id.
 */
export async function orderCartByCash(
  request: APIRequestContext,
  headers: Record<string, string>,
  address: object,
): Promise<string> {
  const { data: cart } = (await (await request.get('/api/cart', { headers })).json()) as {
    data: { items: { itemId: string; size: string; quantity: number; price: number }[] };
  };
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      items: cart.items.map(({ itemId, size, quantity, price }) => ({
        itemId,
        size,
        quantity,
        price,
      })),
      shippingAddress: address,
      paymentMethod: 'COD',
    },
  });
  expect(placed.status()).toBe(201);
  const { data } = (await placed.json()) as { data: { order: { _id: string } } };
  return data.order._id;
}
