import { priceCart } from '@mitti/domain/shop-pricing';
import { addOneToCart } from '../../modules/cart/repository';
import {
  findItemVariant,
  hasOrderedItem,
  listItemNames,
  reviewStats,
  refreshRating,
  upsertReview,
} from '../../modules/items/repository';
import { toShippingAddress } from '../../modules/orders/order-dto';
import type { OrderLine } from '../../modules/orders/repository';
import { insertOrder, listOrders } from '../../modules/orders/repository';
import { insertPaymentOrder } from '../../modules/payments/repository';
import { toAddress } from '../../modules/users/profile-dto';
import { findUserByEmail, listAddresses } from '../../modules/users/repository';
import type { Database } from '../client';
import type { DemoLine } from './demo-data';
import { DEMO_CART_LINE, DEMO_ORDERS, DEMO_REVIEWS } from './demo-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVESTOR = 'investor@mitti.test';

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
          paymentStatus: demo.card ? 'Paid' : demo.status === 'Cancelled' ? 'Cancelled' : 'Pending',
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
    // One unit, whatever its stock; a second run of the seed leaves the line at one.
    await addOneToCart(db, investor.id, { itemId: cartItemId, size: DEMO_CART_LINE.size }, 1);
  }
}

/** The demo reviews of each demo product that has no review yet, with its rating recomputed. */
async function seedDemoReviews(db: Database, itemIds: Map<string, string>, now: Date) {
  const authors = new Map<string, string | undefined>();
  for (const product of new Set(DEMO_REVIEWS.map((review) => review.product))) {
    const itemId = itemIds.get(product);
    if (!itemId || (await reviewStats(db, itemId)).count > 0) continue;
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
