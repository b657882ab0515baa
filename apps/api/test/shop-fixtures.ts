import type { CartResponse } from '@mitti/domain/cart';
import type {
  Order,
  OrdersResponse,
  PlaceOrderResponse,
  ShippingAddress,
} from '@mitti/domain/order';
import type { CreateOrderResponse } from '@mitti/domain/payment-order';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import type { NewImage, NewItemRow, NewVariant } from '../src/modules/items/repository';
import { insertItem } from '../src/modules/items/repository';
import { sandboxPay } from './payments';
import { bearer } from './test-app';

/**
 * A discounted 100 g at ₹60 (was ₹80, 40 on hand), an out-of-stock 250 g at ₹140 and a 500 g at
 * ₹260 (12 on hand).
 */
export const TURMERIC_VARIANTS: NewVariant[] = [
  { size: '100 g', pricePaise: 60_00, originalPricePaise: 80_00, stock: 40, weight: 100 },
  { size: '250 g', pricePaise: 140_00, stock: 0, weight: 250 },
  { size: '500 g', pricePaise: 260_00, stock: 12, weight: 500 },
];

/** Inserts an item straight through the repository: Lakadong turmeric unless overridden. */
export function insertTestItem(
  db: Database,
  overrides: Partial<NewItemRow> = {},
  variants: NewVariant[] = TURMERIC_VARIANTS,
  images: NewImage[] = [{ url: '/uploads/items/turmeric.svg', publicId: 'items/turmeric.svg' }],
): Promise<string> {
  return insertItem(
    db,
    {
      name: 'Lakadong Turmeric Powder',
      brand: 'Mitti Farms',
      category: 'Spices',
      farmName: 'Jaintia Hills Growers',
      isOrganic: true,
      tags: ['turmeric'],
      description: 'High-curcumin turmeric from the Jaintia Hills.',
      usageInfo: ['Half a teaspoon in warm milk.'],
      storageInfo: 'Airtight jar, away from light.',
      ingredients: ['Turmeric'],
      benefits: ['Anti-inflammatory'],
      faq: [{ question: 'Is it irradiated?', answer: 'No, never.' }],
      ...overrides,
    },
    images,
    variants,
  );
}

/** Jaggery Powder without pictures: 250 g at ₹25 (three make exactly ₹75) and 1 kg at ₹89.99. */
export function insertTestJaggery(db: Database): Promise<string> {
  return insertTestItem(
    db,
    { name: 'Jaggery Powder', category: 'Sweeteners', farmName: 'Panchganga Cane Farm' },
    [
      { size: '250 g', pricePaise: 25_00, stock: 30, weight: 250 },
      { size: '1 kg', pricePaise: 89_99, stock: 30, weight: 1000 },
    ],
    [],
  );
}

export const TEST_ADDRESS: ShippingAddress = {
  name: 'Asha Rao',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  country: 'India',
  phone: '9876543210',
  landmark: 'Near the station',
};

export function cartCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  payload?: Record<string, unknown>,
  url = '/api/cart',
) {
  return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** POST /api/cart, one unit; throws unless it answers 200. */
export async function addToCart(
  app: FastifyInstance,
  token: string,
  itemId: string,
  size: string,
): Promise<CartResponse> {
  const res = await cartCall(app, token, 'POST', { itemId, size, quantity: 1 });
  if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.body}`);
  return res.json<CartResponse>();
}

/** A line as the checkout shows and sends it: item, size, quantity and the unit price shown. */
export interface ShownLine {
  itemId: string;
  size: string;
  quantity: number;
  price: number;
}

/** The cart's lines (of one item's size, if given) as the checkout sends them. */
export function shownLines(
  cart: CartResponse,
  only?: { itemId: string; size: string },
): ShownLine[] {
  return cart.data.items
    .filter((line) => !only || (line.itemId === only.itemId && line.size === only.size))
    .map(({ itemId, size, quantity, price }) => ({ itemId, size, quantity, price }));
}

/** GET /api/cart */
export async function readCart(app: FastifyInstance, token: string): Promise<CartResponse> {
  return (await cartCall(app, token, 'GET')).json<CartResponse>();
}

/** POST /api/orders: these lines, cash on delivery, to TEST_ADDRESS. */
export function orderCash(app: FastifyInstance, token: string, items: ShownLine[]) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(token),
    payload: { items, paymentMethod: 'COD', shippingAddress: TEST_ADDRESS },
  });
}

/** POST /api/payments/create-product-order: a card payment of these lines, to TEST_ADDRESS. */
export function openCardPayment(app: FastifyInstance, token: string, items: ShownLine[]) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/create-product-order',
    headers: bearer(token),
    payload: { items, shippingAddress: TEST_ADDRESS },
  });
}

/** One unit of the item's size, ordered with cash on delivery; throws unless it answers 201. */
export async function placeCashOrder(
  app: FastifyInstance,
  token: string,
  itemId: string,
  size: string,
): Promise<Order> {
  const cart = await addToCart(app, token, itemId, size);
  const res = await orderCash(app, token, shownLines(cart, { itemId, size }));
  if (res.statusCode !== 201) throw new Error(`cash order failed: ${res.body}`);
  return res.json<PlaceOrderResponse>().data.order;
}

/** One unit of the item's size, paid by card in Test mode; answers the paid order. */
export async function placeCardOrder(
  app: FastifyInstance,
  token: string,
  itemId: string,
  size: string,
): Promise<Order> {
  const cart = await addToCart(app, token, itemId, size);
  const created = await openCardPayment(app, token, shownLines(cart, { itemId, size }));
  const { order } = created.json<CreateOrderResponse>();
  const payment = await sandboxPay(app, token, order.id);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/payments/verify-product-payment',
    headers: bearer(token),
    payload: payment,
  });
  if (verified.statusCode !== 200) throw new Error(`card order failed: ${verified.body}`);
  const orders = await app.inject({ url: '/api/orders', headers: bearer(token) });
  return orders.json<OrdersResponse>().data.orders[0]!;
}
