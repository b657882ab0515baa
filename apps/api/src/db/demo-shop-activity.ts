import { priceCart } from '@mitti/domain/shop-pricing';
import { addOneToCart } from '../modules/cart/repository';
import {
  findItemVariant,
  hasOrderedItem,
  listItemNames,
  listReviews,
  refreshRating,
  upsertReview,
} from '../modules/items/repository';
import { toShippingAddress } from '../modules/orders/order-dto';
import type { OrderLine, OrderRow } from '../modules/orders/repository';
import { insertOrder, listOrders } from '../modules/orders/repository';
import { insertPaymentOrder } from '../modules/payments/repository';
import { toAddress } from '../modules/users/profile-dto';
import { findUserByEmail, listAddresses } from '../modules/users/repository';
import type { Database } from './client';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVESTOR = 'investor@mitti.test';

interface DemoLine {
  product: string;
  size: string;
  quantity: number;
}

/** The demo investor's past orders, oldest first; a card order is Paid, a cash order Pending. */
const DEMO_ORDERS: {
  slug: string;
  daysAgo: number;
  updatedDaysAgo: number;
  status: OrderRow['status'];
  card: boolean;
  lines: DemoLine[];
}[] = [
  {
    slug: 'delivered',
    daysAgo: 24,
    updatedDaysAgo: 20,
    status: 'Delivered',
    card: true,
    lines: [
      { product: 'Gobindobhog Rice', size: '1 kg', quantity: 1 },
      { product: 'Wild Forest Honey', size: '500 g', quantity: 1 },
    ],
  },
  {
    slug: 'cancelled',
    daysAgo: 12,
    updatedDaysAgo: 11,
    status: 'Cancelled',
    card: false,
    lines: [{ product: 'Ragi Flour', size: '1 kg', quantity: 2 }],
  },
  {
    slug: 'shipped',
    daysAgo: 5,
    updatedDaysAgo: 3,
    status: 'Shipped',
    card: false,
    lines: [
      { product: 'Stone-Ground Whole Wheat Atta', size: '5 kg', quantity: 1 },
      { product: 'Jaggery Powder', size: '500 g', quantity: 2 },
    ],
  },
  {
    slug: 'processing',
    daysAgo: 1,
    updatedDaysAgo: 1,
    status: 'Processing',
    card: false,
    lines: [
      { product: 'Lakadong Turmeric Powder', size: '100 g', quantity: 2 },
      { product: 'Wayanad Black Pepper', size: '100 g', quantity: 1 },
    ],
  },
];

/** Under ₹75, so the cart shows shipping and the 'Spend X more for free shipping' hint. */
export const DEMO_CART_LINE = { product: 'Organic Cane Jaggery', size: '500 g' };

/** Reviews by demo accounts; the investor's of what they received count as verified purchases. */
const DEMO_REVIEWS: {
  product: string;
  author: string;
  rating: number;
  comment: string;
  daysAgo: number;
}[] = [
  {
    product: 'Gobindobhog Rice',
    author: INVESTOR,
    rating: 5,
    comment:
      'Cooks up soft and fragrant, exactly like the rice my grandmother used for payesh. Worth every rupee.',
    daysAgo: 19,
  },
  {
    product: 'Gobindobhog Rice',
    author: 'lakshmi@mitti.test',
    rating: 4,
    comment: 'Lovely aroma. The grains are small and delicate, so rinse gently.',
    daysAgo: 41,
  },
  {
    product: 'Wild Forest Honey',
    author: INVESTOR,
    rating: 4,
    comment:
      'Thick, dark and not too sweet. It crystallised after a month, which I read is a good sign.',
    daysAgo: 18,
  },
  {
    product: 'Wild Forest Honey',
    author: 'gurpreet@mitti.test',
    rating: 5,
    comment: 'Smoky, complex flavour. Nothing like supermarket honey.',
    daysAgo: 33,
  },
  {
    product: 'Lakadong Turmeric Powder',
    author: 'admin@mitti.test',
    rating: 5,
    comment: 'The colour is incredible: a pinch is enough for a whole pot of dal.',
    daysAgo: 9,
  },
  {
    product: 'Lakadong Turmeric Powder',
    author: 'farmer@mitti.test',
    rating: 4,
    comment: 'Strong and earthy. I wish the 250 g jar were back in stock.',
    daysAgo: 15,
  },
  {
    product: 'Lakadong Turmeric Powder',
    author: 'lakshmi@mitti.test',
    rating: 4,
    comment: 'Good quality, though it stains everything it touches!',
    daysAgo: 27,
  },
  {
    product: 'Stone-Ground Whole Wheat Atta',
    author: 'lakshmi@mitti.test',
    rating: 5,
    comment: 'Rotis stay soft until dinner. Tastes like fresh chakki atta.',
    daysAgo: 7,
  },
  {
    product: 'Wayanad Black Pepper',
    author: 'farmer@mitti.test',
    rating: 5,
    comment: 'Big, even berries and a real bite. My rasam has never been better.',
    daysAgo: 11,
  },
  {
    product: 'Wayanad Black Pepper',
    author: 'newfarmer@mitti.test',
    rating: 3,
    comment: 'Good pepper, but the 100 g jar goes quickly. The 250 g is better value.',
    daysAgo: 22,
  },
  {
    product: 'Ragi Flour',
    author: 'newfarmer@mitti.test',
    rating: 5,
    comment: 'Fine and fresh. Makes perfect ragi mudde.',
    daysAgo: 30,
  },
  {
    product: 'Apple Blossom Honey',
    author: 'admin@mitti.test',
    rating: 4,
    comment: 'Light and floral, lovely in chamomile tea.',
    daysAgo: 14,
  },
];

/** The lines priced at the catalogue's prices today. */
async function orderLines(
  db: Database,
  itemIds: Map<string, string>,
  lines: DemoLine[],
): Promise<OrderLine[] | null> {
  const priced: OrderLine[] = [];
  for (const line of lines) {
    const itemId = itemIds.get(line.product);
    const found = itemId ? await findItemVariant(db, itemId, line.size) : undefined;
    if (!itemId || !found?.variant) return null;
    priced.push({
      itemId,
      size: line.size,
      quantity: line.quantity,
      name: found.name,
      unitPricePaise: found.variant.pricePaise,
      weight: found.variant.weight,
    });
  }
  return priced;
}

/**
 * The investor's past orders (to their first saved address) and one line in their cart, once: only
 * while the investor has no orders, so a cart emptied later is not filled again.
 */
async function seedDemoOrders(db: Database, itemIds: Map<string, string>, now: Date) {
  const investor = await findUserByEmail(db, INVESTOR);
  if (!investor || (await listOrders(db, investor.id)).length > 0) return;
  const [home] = await listAddresses(db, investor.id);
  if (!home) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const demo of DEMO_ORDERS) {
    const lines = await orderLines(db, itemIds, demo.lines);
    if (!lines) continue;
    const pricing = priceCart(lines);
    const paymentId = demo.card ? `pay_seed_shop_${demo.slug}` : null;
    const shippingAddress = toShippingAddress(toAddress(home));
    await db.transaction(async (tx) => {
      await insertOrder(
        tx,
        {
          userId: investor.id,
          status: demo.status,
          paymentMethod: demo.card ? 'Razorpay' : 'COD',
          paymentStatus: demo.card ? 'Paid' : 'Pending',
          subtotalPaise: pricing.subtotal,
          shippingPaise: pricing.shipping,
          taxPaise: pricing.tax,
          totalPaise: pricing.total,
          shippingAddress,
          providerPaymentId: paymentId,
          createdAt: ago(demo.daysAgo),
          updatedAt: ago(demo.updatedDaysAgo),
        },
        lines,
      );
      if (paymentId) {
        await insertPaymentOrder(tx, {
          providerOrderId: `order_seed_shop_${demo.slug}`,
          purpose: 'shop',
          amountPaise: pricing.total,
          userId: investor.id,
          cartSnapshot: { lines, shippingAddress },
          status: 'paid',
          providerPaymentId: paymentId,
          createdAt: ago(demo.daysAgo),
        });
      }
    });
  }
  const cartItemId = itemIds.get(DEMO_CART_LINE.product);
  if (cartItemId) {
    await addOneToCart(db, investor.id, { itemId: cartItemId, size: DEMO_CART_LINE.size });
  }
}

/** The demo reviews of each demo product that has no review yet, with its rating recomputed. */
async function seedDemoReviews(db: Database, itemIds: Map<string, string>, now: Date) {
  const authors = new Map<string, string | undefined>();
  for (const product of new Set(DEMO_REVIEWS.map((review) => review.product))) {
    const itemId = itemIds.get(product);
    if (!itemId || (await listReviews(db, itemId)).length > 0) continue;
    for (const review of DEMO_REVIEWS.filter((candidate) => candidate.product === product)) {
      if (!authors.has(review.author)) {
        authors.set(review.author, (await findUserByEmail(db, review.author))?.id);
      }
      const userId = authors.get(review.author);
      if (!userId) continue;
      await upsertReview(db, {
        itemId,
        userId,
        rating: review.rating,
        comment: review.comment,
        verifiedPurchase: await hasOrderedItem(db, userId, itemId),
        createdAt: new Date(now.getTime() - review.daysAgo * DAY_MS),
      });
    }
    await refreshRating(db, itemId);
  }
}

/** The investor's orders and cart line, and the demo reviews; idempotent. */
export async function seedDemoShopActivity(db: Database, now: Date): Promise<void> {
  const itemIds = await listItemNames(db);
  await seedDemoOrders(db, itemIds, now);
  await seedDemoReviews(db, itemIds, now);
}
