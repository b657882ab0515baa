import type {
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  UpdateOrderStatusBody,
} from '@mitti/domain/admin';
import {
  ADMIN_ORDER_FILTER_STATUSES,
  ADMIN_ORDER_FILTERS,
  canMoveOrder,
} from '@mitti/domain/admin';
import { adminPage, pageOffset } from '@mitti/domain/admin-page';
import { rupeesToPaise } from '@mitti/domain/money';
import { ORDER_PAGE_SIZE } from '@mitti/domain/constants';
import type { Order, OrderResponse, OrderStatus, OrdersResponse } from '@mitti/domain/order';
import type { OrderPageQuery } from '@mitti/domain/order-page-query';
import { ORDER_STATUSES } from '@mitti/domain/order';
import type {
  CreateProductOrderBody,
  OrderLineBody,
  PlaceOrderBody,
  VerifyProductPaymentBody,
} from '@mitti/domain/order-schemas';
import { CART_CHANGED_MESSAGE } from '@mitti/domain/order-schemas';
import { ALL_RESERVED_MESSAGE } from '@mitti/domain/payment-order';
import type { CreateOrderResponse, PaymentVerifyResponse } from '@mitti/domain/payment-order';
import { priceCart } from '@mitti/domain/shop-pricing';
import { orderNumber } from '@mitti/domain/short-id';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { ShippingAddressSnapshot } from '../../db/schema/shop';
import { badRequest, conflict, notFound, unauthorized } from '../../http/http-error';
import { changedValues } from '../audit/changed-values';
import { recordAudit } from '../audit/repository';
import { outOfStock } from '../cart/out-of-stock';
import type { CartLine, LineKey } from '../cart/repository';
import { lockCartLines, removeCartLines } from '../cart/repository';
import type { Outbox } from '../mail/outbox';
import { orderPlaced } from '../mail/templates/order-placed';
import { shopPaymentRefunded } from '../mail/templates/payment-refunded';
import type { OrderStatusData } from '../mail/templates/order-status';
import {
  orderCancelled,
  orderDelivered,
  orderRefunded,
  orderShipped,
} from '../mail/templates/order-status';
import { orderMoved, shopPaymentRefunded as paymentRefundedNotice } from '../notifications/notices';
import { notify } from '../notifications/repository';
import type { PaymentProvider } from '../payments/provider';
import type { PaymentOrderRow } from '../payments/repository';
import { lockOrder, setOrderRefundId, settleOrder } from '../payments/repository';
import { openCheckout, ownPaymentOrder } from '../payments/service';
import {
  endHolds,
  heldItems,
  heldVariantIds,
  insertReservations,
  RESERVATION_MS,
} from '../reservations/repository';
import { releaseHolds, releaseLapsedItems } from '../reservations/service';
import { findUserById } from '../users/repository';
import { toAdminOrder, toOrder, toShippingAddress } from './order-dto';
import type { CatalogueVariant, NewOrderRow, OrderLine, OrderRecord } from './repository';
import * as repo from './repository';

/** What a shop payment order keeps: the lines confirmed and charged, and where they go. */
interface ShopCheckout {
  lines: OrderLine[];
  shippingAddress: ShippingAddressSnapshot;
}

type Payment = Pick<NewOrderRow, 'paymentMethod' | 'paymentStatus' | 'providerPaymentId'>;

/** Whether the lines can be ordered now: their variants in line order, or why not. */
type LineCheck =
  | { ok: true; variants: CatalogueVariant[]; stockHeld: boolean }
  | { ok: false; code: 'CART_CHANGED' }
  | {
      ok: false;
      code: 'OUT_OF_STOCK';
      name: string;
      size: string;
      wanted: number;
      left: number;
      held: number;
    };

/** What became of a verified card payment of the shop. */
type ShopSettlement =
  | { outcome: 'paid' }
  | {
      outcome: 'refunded';
      code: 'CART_CHANGED' | 'OUT_OF_STOCK' | 'ORDER_REFUNDED';
      message: string;
    };

const sameLine = (a: LineKey, b: LineKey) => a.itemId === b.itemId && a.size === b.size;

const cartChanged = () => conflict(CART_CHANGED_MESSAGE, 'CART_CHANGED');

const refundSettlement = (
  order: PaymentOrderRow,
  code: Extract<ShopSettlement, { outcome: 'refunded' }>['code'],
  message: string,
) => ({ outcome: 'refunded', code, message, order }) as const;

/**
 * The lines against the cart and the catalogue (both locked), in the caller's transaction: each is in
 * the cart once, at its quantity, and its variant has that many on hand. Lines added to the cart
 * since the checkout showed it are not part of this order and stay. Expired holds of these variants
 * are put back on stock first, and for a new checkout (no payment order) the shopper's own earlier
 * ones too. With a payment order, its items still held count as on hand for it (stockHeld: they
 * are taken already).
 */
async function checkLines(
  db: Database,
  userId: string,
  lines: CartLine[],
  now: Date,
  paymentOrderId?: string,
): Promise<LineCheck> {
  const cart = await lockCartLines(db, userId);
  const itemIds = lines.map((line) => line.itemId);
  let catalogue = await repo.lockVariants(db, itemIds);
  const lapsed = await releaseLapsedItems(
    db,
    catalogue.map((variant) => variant.id),
    now,
    paymentOrderId === undefined ? { payerId: userId } : {},
  );
  if (lapsed) catalogue = await repo.lockVariants(db, itemIds);
  const stockHeld =
    paymentOrderId !== undefined && (await heldVariantIds(db, paymentOrderId)).length > 0;
  const variants: CatalogueVariant[] = [];
  for (const [index, line] of lines.entries()) {
    const inCart = cart.find((candidate) => sameLine(candidate, line));
    const variant = catalogue.find((candidate) => sameLine(candidate, line));
    const repeated = lines.slice(0, index).some((earlier) => sameLine(earlier, line));
    if (repeated || inCart?.quantity !== line.quantity || !variant) {
      return { ok: false, code: 'CART_CHANGED' };
    }
    if (!stockHeld && variant.stock < line.quantity) {
      const held = await heldItems(db, [variant.id], now);
      return {
        ok: false,
        code: 'OUT_OF_STOCK',
        name: variant.itemName,
        size: line.size,
        wanted: line.quantity,
        left: variant.stock,
        held: held.get(variant.id) ?? 0,
      };
    }
    variants.push(variant);
  }
  return { ok: true, variants, stockHeld };
}

/**
 * The lines exactly as the checkout showed them: still in the cart at the quantities shown and in the
 * catalogue at the prices shown, else a 409 (ALL_RESERVED when what is missing is held by checkouts
 * being paid). Priced by the server; the client's names are not read.
 */
async function confirmLines(
  db: Database,
  userId: string,
  shown: OrderLineBody[],
  now: Date,
): Promise<{ lines: OrderLine[]; variants: CatalogueVariant[] }> {
  const check = await checkLines(db, userId, shown, now);
  if (!check.ok) {
    if (check.code === 'CART_CHANGED') throw cartChanged();
    throw check.left + check.held >= check.wanted
      ? conflict(ALL_RESERVED_MESSAGE, 'ALL_RESERVED')
      : outOfStock(check.name, check.size, check.left);
  }
  const lines = shown.map(({ itemId, size, quantity, price }, index) => {
    const variant = check.variants[index]!;
    if (variant.pricePaise !== rupeesToPaise(price)) throw cartChanged();
    return {
      itemId,
      size,
      quantity,
      name: variant.itemName,
      unitPricePaise: variant.pricePaise,
      weight: variant.weight,
    };
  });
  return { lines, variants: check.variants };
}

/**
 * Writes the order priced by the server, takes its quantities from stock and exactly its lines out
 * of the cart, in the caller's transaction (the lines were checked against the locked cart and
 * variants at their quantities), and emails the shopper once it commits. A stock update that finds
 * fewer on hand than the line (which the locks should make impossible) undoes the whole order. A card
 * order whose items its checkout held has them taken already (`stockTaken`).
 */
async function writeOrder(
  db: Database,
  outbox: Outbox,
  userId: string,
  lines: OrderLine[],
  address: ShippingAddressSnapshot,
  payment: Payment,
  stockTaken = false,
): Promise<OrderRecord> {
  if (!stockTaken) await takeLines(db, lines);
  const pricing = priceCart(lines);
  const record = await repo.insertOrder(
    db,
    {
      userId,
      status: 'Processing',
      ...payment,
      subtotalPaise: pricing.subtotal,
      shippingPaise: pricing.shipping,
      taxPaise: pricing.tax,
      totalPaise: pricing.total,
      shippingAddress: address,
    },
    lines,
  );
  await removeCartLines(db, userId, lines);
  const shopper = await findUserById(db, userId);
  if (!shopper) throw unauthorized();
  await outbox.send(
    db,
    shopper.email,
    orderPlaced({
      shopperName: shopper.name,
      orderId: record.order.id,
      paymentMethod: payment.paymentMethod,
      lines,
      shippingPaise: pricing.shipping,
      taxPaise: pricing.tax,
      totalPaise: pricing.total,
      city: address.city,
      placedAt: record.order.createdAt,
    }),
  );
  return record;
}

/** Takes the lines' quantities from stock by conditional updates, or refuses the whole order. */
async function takeLines(db: Database, lines: OrderLine[]): Promise<void> {
  for (const line of lines) {
    if (!(await repo.takeStock(db, line))) throw outOfStock(line.name, line.size);
  }
}

/** The order's quantities back on stock, with the variants locked as an order locks them. */
async function putBackStock(db: Database, orderId: string): Promise<void> {
  const lines = (await repo.listOrderLines(db, orderId)).flatMap(({ itemId, size, quantity }) =>
    itemId === null ? [] : [{ itemId, size, quantity }],
  );
  await repo.lockVariants(
    db,
    lines.map((line) => line.itemId),
  );
  await repo.returnStock(db, lines);
}

export function createOrdersService(
  db: Database,
  provider: PaymentProvider,
  outbox: Outbox,
  clock: Clock,
) {
  /**
   * Makes the order of a verified payment once, from the lines and address kept with the payment
   * order, whether the browser's verify or the provider's webhook comes first: the payment order is
   * locked, and a second call finds it settled. The lines must still be in the cart as they were
   * charged (the catalogue's prices since do not matter: they are paid for); their items are those
   * the checkout held, or when the hold ended (expired, released) those still on hand. When the lines
   * left the cart or went out of stock, the hold goes back and the payment order is marked refunded and the money goes back after the
   * commit. A refund that fails stays without an id, and settling again repeats it.
   */
  async function settleCardPayment(
    paymentOrderId: string,
    paymentId: string,
  ): Promise<ShopSettlement> {
    const result = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, paymentOrderId);
      if (!order) throw notFound('Payment order not found.');
      if (order.status === 'paid' || order.status === 'refunded') {
        if (order.providerPaymentId !== paymentId) {
          throw conflict('This order has already been paid with another payment.', 'ORDER_PAID');
        }
        return order.status === 'paid'
          ? ({ outcome: 'paid' } as const)
          : refundSettlement(
              order,
              'ORDER_REFUNDED',
              'The payment for this order has been refunded.',
            );
      }
      const { lines, shippingAddress } = order.cartSnapshot as ShopCheckout;
      const check = await checkLines(tx, order.userId, lines, clock.now(), order.id);
      if (!check.ok) {
        await releaseHolds(tx, order.id);
        await settleOrder(tx, order.id, 'refunded', paymentId);
        const why =
          check.code === 'CART_CHANGED'
            ? 'Your cart changed while you paid, so no order was placed.'
            : check.left > 0
              ? `Only ${check.left} of ${check.name} (${check.size}) were left when you paid, so no order was placed.`
              : `${check.name} (${check.size}) went out of stock while you paid.`;
        const message = `${why} Your payment has been refunded.`;
        // The checkout may be closed by now: the shopper hears of it here, once, as the order
        // turns refunded (a later verify, webhook or reconciliation finds it settled).
        await notify(tx, [
          { userId: order.userId, ...paymentRefundedNotice(order.amountPaise, message) },
        ]);
        const shopper = await findUserById(tx, order.userId);
        if (shopper) {
          await outbox.send(
            tx,
            shopper.email,
            shopPaymentRefunded({
              shopperName: shopper.name,
              amountPaise: order.amountPaise,
              paymentId,
              reason: message,
            }),
          );
        }
        return refundSettlement(order, check.code, message);
      }
      await writeOrder(
        tx,
        outbox,
        order.userId,
        lines,
        shippingAddress,
        { paymentMethod: 'Razorpay', paymentStatus: 'Paid', providerPaymentId: paymentId },
        check.stockHeld,
      );
      await endHolds(tx, order.id, 'converted');
      await settleOrder(tx, order.id, 'paid', paymentId);
      return { outcome: 'paid' } as const;
    });
    if (result.outcome === 'paid') return result;
    if (result.order.providerRefundId === null) {
      const refund = await provider.refund(paymentId, result.order.amountPaise, result.order.id);
      await setOrderRefundId(db, result.order.id, refund.id);
    }
    return { outcome: 'refunded', code: result.code, message: result.message };
  }

  /** The shopper's email of a status change, in its transaction. */
  async function emailOrderMoved(
    tx: Database,
    order: repo.OrderRow,
    to: UpdateOrderStatusBody['orderStatus'],
    refunded: boolean,
  ): Promise<void> {
    const shopper = await findUserById(tx, order.userId);
    if (!shopper) return;
    const data: OrderStatusData = {
      shopperName: shopper.name,
      orderId: order.id,
      city: order.shippingAddress.city,
      totalPaise: order.totalPaise,
      lines: await repo.listOrderLines(tx, order.id),
    };
    if (to === 'Cancelled') {
      await outbox.send(tx, shopper.email, refunded ? orderRefunded(data) : orderCancelled(data));
      return;
    }
    const unsubscribe = await outbox.unsubscribeUrl(shopper.id, 'orderUpdates');
    const news = to === 'Shipped' ? orderShipped : orderDelivered;
    await outbox.send(tx, shopper.email, news(data, unsubscribe));
  }

  return {
    /** One of the caller's orders; 404 for anyone else's, as for one that does not exist. */
    async get(userId: string, orderId: string): Promise<OrderResponse> {
      const record = await repo.findUserOrder(db, userId, orderId);
      if (!record) throw notFound('Order not found.');
      return { data: { order: toOrder(record) } };
    },

    /** A page of the caller's orders, newest first, and how many they have placed. */
    async list(userId: string, query: OrderPageQuery): Promise<OrdersResponse> {
      const page = query.page ?? 1;
      const limit = query.limit ?? ORDER_PAGE_SIZE;
      const [records, total] = await Promise.all([
        repo.listOrderPage(db, userId, { offset: (page - 1) * limit, limit }),
        repo.countOrders(db, userId),
      ]);
      return {
        data: { orders: records.map(toOrder), page, limit, total, hasMore: page * limit < total },
      };
    },

    /** A page of the orders in one of fulfilment's views, and how many every view holds. */
    async listAll(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
      const statuses =
        query.status === 'all' ? undefined : ADMIN_ORDER_FILTER_STATUSES[query.status];
      const [records, byStatus] = await Promise.all([
        repo.listAllOrders(db, statuses, { offset: pageOffset(query), limit: query.limit }),
        repo.countOrdersByStatus(db),
      ]);
      const sum = (among: readonly OrderStatus[]) =>
        among.reduce((total, status) => total + (byStatus[status] ?? 0), 0);
      const counts = Object.fromEntries(
        ADMIN_ORDER_FILTERS.map((filter) => [
          filter,
          sum(filter === 'all' ? ORDER_STATUSES : ADMIN_ORDER_FILTER_STATUSES[filter]),
        ]),
      ) as AdminOrdersResponse['counts'];
      return {
        orders: records.map(toAdminOrder),
        ...adminPage(query, counts[query.status]),
        counts,
      };
    },

    /**
     * Fulfilment moves an order forward only (canMoveOrder), in one transaction on the locked order,
     * and tells the shopper. Cash is Paid on delivery, and Cancelled (never to be collected) when
     * the order is cancelled. A cancelled order's quantities go back on stock; a cancelled card
     * order is refunded through the provider before the commit, so a provider error leaves the
     * order (and the stock) as it was. The move is audited in its transaction.
     */
    async move(
      adminId: string,
      id: string,
      to: UpdateOrderStatusBody['orderStatus'],
    ): Promise<AdminOrderResponse> {
      const message = await db.transaction(async (tx) => {
        const order = await repo.lockShopOrder(tx, id);
        if (!order) throw notFound('Order not found.');
        if (!canMoveOrder(order.status, to)) {
          throw conflict(
            `An order that is ${order.status} cannot be marked ${to}.`,
            'ORDER_STATUS_CONFLICT',
          );
        }
        const changes: Parameters<typeof repo.updateOrder>[2] = { status: to };
        if (order.paymentMethod === 'COD' && to === 'Delivered') changes.paymentStatus = 'Paid';
        if (order.paymentMethod === 'COD' && to === 'Cancelled')
          changes.paymentStatus = 'Cancelled';
        const cardPayment =
          order.paymentMethod === 'Razorpay' && order.paymentStatus === 'Paid'
            ? order.providerPaymentId
            : null;
        if (to === 'Cancelled') await putBackStock(tx, order.id);
        if (to === 'Cancelled' && cardPayment) {
          const refund = await provider.refund(cardPayment, order.totalPaise, order.id);
          changes.paymentStatus = 'Refunded';
          changes.providerRefundId = refund.id;
        }
        const refunded = changes.paymentStatus === 'Refunded';
        await repo.updateOrder(tx, order.id, changes);
        await recordAudit(tx, {
          actorId: adminId,
          at: clock.now(),
          action: 'order.move',
          entityType: 'order',
          entityId: order.id,
          ...changedValues(order, changes),
        });
        await notify(tx, [{ userId: order.userId, ...orderMoved(to, order, refunded) }]);
        await emailOrderMoved(tx, order, to, refunded);
        const number = `#${orderNumber(order.id)}`;
        return refunded
          ? `Order ${number} cancelled and refunded.`
          : `Order ${number} marked ${to}.`;
      });
      const record = await repo.findCustomerOrder(db, id);
      if (!record) throw notFound('Order not found.');
      return { message, order: toAdminOrder(record) };
    },

    /** Cash on delivery: the lines as shown, priced by the server; a cash order is always Pending. */
    async placeCashOrder(userId: string, body: PlaceOrderBody): Promise<Order> {
      const record = await db.transaction(async (tx) =>
        writeOrder(
          tx,
          outbox,
          userId,
          (await confirmLines(tx, userId, body.items, clock.now())).lines,
          toShippingAddress(body.shippingAddress),
          { paymentMethod: 'COD', paymentStatus: 'Pending' },
        ),
      );
      return toOrder(record);
    },

    /**
     * Opens a card payment of the lines as shown, charging the server's total of them, and keeps
     * the lines and the address with the payment order: verify or the webhook, whichever comes
     * first, makes the order from them. The items are taken off stock now and held for the payment
     * for 15 minutes; a failed, closed or expired checkout puts them back.
     */
    async createProductOrder(
      userId: string,
      body: CreateProductOrderBody,
    ): Promise<CreateOrderResponse> {
      // Priced before the provider's order is opened, then confirmed again under the locks.
      const { lines } = await db.transaction((tx) =>
        confirmLines(tx, userId, body.items, clock.now()),
      );
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const checkout: ShopCheckout = {
        lines,
        shippingAddress: toShippingAddress(body.shippingAddress),
      };
      const amountPaise = priceCart(lines).total;
      return openCheckout(
        db,
        provider,
        user,
        { purpose: 'shop', amountPaise, cartSnapshot: checkout },
        async (tx, paymentOrderId) => {
          const now = clock.now();
          const confirmed = await confirmLines(tx, userId, body.items, now);
          if (priceCart(confirmed.lines).total !== amountPaise) throw cartChanged();
          await takeLines(tx, confirmed.lines);
          const expiresAt = new Date(now.getTime() + RESERVATION_MS);
          await insertReservations(
            tx,
            confirmed.lines.map(({ quantity }, index) => ({
              paymentOrderId,
              variantId: confirmed.variants[index]!.id,
              quantity,
              expiresAt,
            })),
          );
        },
      );
    },

    /** The signature is checked over the order id we stored; the client's orderPayload is not read. */
    async verifyProductPayment(
      userId: string,
      body: VerifyProductPaymentBody,
    ): Promise<PaymentVerifyResponse> {
      const { razorpay_order_id, razorpay_payment_id: paymentId } = body;
      const paymentOrder = await ownPaymentOrder(db, userId, razorpay_order_id, 'shop');
      if (!provider.verify(paymentOrder.providerOrderId, paymentId, body.razorpay_signature)) {
        throw badRequest('Payment verification failed.', 'PAYMENT_VERIFICATION_FAILED');
      }
      const settlement = await settleCardPayment(paymentOrder.id, paymentId);
      if (settlement.outcome === 'refunded') throw conflict(settlement.message, settlement.code);
      return { success: true, message: 'Payment successful! Order placed.' };
    },

    settleCardPayment,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
