import type { CartItem, CartResponse } from '@mitti/domain/cart';
import { toCartSummary } from '@mitti/domain/cart';
import type { Item, Product } from '@mitti/domain/item';
import { rupeesToPaise } from '@mitti/domain/money';
import type { Order } from '@mitti/domain/order';
import { priceCart } from '@mitti/domain/shop-pricing';

type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers the API calls of a test by `METHOD /api/path`; any other call gets a 404 naming it.
 * Returns the requests made, so a test can read what was sent. Restored by jest.restoreAllMocks().
 */
export function stubApi(handlers: Record<string, Handler>): Request[] {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
    return handler
      ? handler(request)
      : jsonResponse({ message: `No stub for ${request.url}`, code: 'NOT_FOUND' }, 404);
  });
  return requests;
}

/**
 * Turmeric with a discounted 100 g (40 on hand), an out-of-stock 250 g and a 500 g (12 on hand);
 * override any field.
 */
export function itemFixture(overrides: Partial<Item> = {}): Item {
  return {
    _id: 'item-turmeric',
    name: 'Lakadong Turmeric Powder',
    brand: 'Mitti Farms',
    category: 'Spices',
    farmName: 'Jaintia Hills Growers',
    isOrganic: true,
    rating: 4.5,
    reviewCount: 2,
    tags: ['turmeric'],
    images: [{ url: '/uploads/turmeric.png', public_id: 'turmeric' }],
    variants: [
      {
        _id: 'v100',
        size: '100 g',
        price: 60,
        originalPrice: 80,
        available: true,
        stock: 40,
        weight: 100,
      },
      { _id: 'v250', size: '250 g', price: 140, available: false, stock: 0, weight: 250 },
      { _id: 'v500', size: '500 g', price: 260, available: true, stock: 12, weight: 500 },
    ],
    ...overrides,
  };
}

/** Turmeric with its details; `reviewCount` counts the given reviews unless it is given too. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  const reviews = overrides.reviews ?? [];
  return {
    ...itemFixture(),
    description: 'High-curcumin turmeric from the Jaintia Hills.',
    usageInfo: ['Half a teaspoon in warm milk.'],
    storageInfo: 'Airtight jar, away from light.',
    ingredients: ['Turmeric'],
    benefits: ['Anti-inflammatory'],
    faq: [{ question: 'Is it irradiated?', answer: 'No, never.' }],
    reviews,
    reviewCount: reviews.length,
    ...overrides,
  };
}

export function cartItemFixture(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'item-turmeric',
    itemId: 'item-turmeric',
    cartItemId: 'line-1',
    image: '/uploads/turmeric.png',
    name: 'Lakadong Turmeric Powder',
    size: '100 g',
    farmName: 'Jaintia Hills Growers',
    category: 'Spices',
    price: 60,
    quantity: 1,
    weight: 100,
    available: true,
    stock: 40,
    ...overrides,
  };
}

/** GET /cart for these lines, priced like the server prices it. */
export function cartResponse(items: CartItem[]): CartResponse {
  const pricing = priceCart(
    items.map((line) => ({ unitPricePaise: rupeesToPaise(line.price), quantity: line.quantity })),
  );
  return { data: { items, summary: toCartSummary(pricing) } };
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    _id: '6650f1c2a9b8e7d6c5b4a321',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    orderStatus: 'Processing',
    paymentMethod: 'COD',
    paymentStatus: 'Pending',
    items: [
      {
        itemId: 'item-turmeric',
        name: 'Lakadong Turmeric Powder',
        size: '100 g',
        quantity: 2,
        price: 60,
        weight: 100,
      },
    ],
    totalPrice: 144.5,
    shippingAddress: {
      name: 'Asha Rao',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
      country: 'India',
      phone: '9876543210',
    },
    ...overrides,
  };
}
