import type { AdminOrder, AdminOrderResponse, UpdateOrderStatusBody } from '@mitti/domain/admin';
import { canMoveOrder } from '@mitti/domain/admin';
import type { Order, ShippingAddress } from '@mitti/domain/order';
import type { PlaceOrderBody, VerifyProductPaymentBody } from '@mitti/domain/order-schemas';
import { EMPTY_CART_MESSAGE } from '@mitti/domain/order-schemas';
import type { CreateOrderResponse, PaymentVerifyResponse } from '@mitti/domain/payment-order';
import { priceCart } from '@mitti/domain/shop-pricing';
import { orderNumber } from '@mitti/domain/short-id';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound, unauthorized } from '../../http/http-error';
import { outOfStock } from '../cart/out-of-stock';
import { listCartLines, removeCartLines } from '../cart/repository';
import { orderMoved } from '../notifications/notices';
import { notify } from '../notifications/repository';
import type { PaymentProvider } from '../payments/provider';
import { lockOrder, settleOrder } from '../payments/repository';
import { openCheckout, ownPaymentOrder } from '../payments/service';
import { findUserById } from '../users/repository';
import { toAdminOrder, toOrder, toShippingAddress } from './order-dto';
import type { NewOrderRow, OrderLine, OrderRecord } from './repository';
import * as repo from './repository';

/** What a shop payment order keeps: the cart as it was priced and charged. */
interface CartSnapshot {
  lines: OrderLine[];
}

type Payment = Pick<NewOrderRow, 'paymentMethod' | 'paymentStatus' | 'providerPaymentId'>;

/** The lines re-read from the catalogue (locked): a missing or out-of-stock variant is refused. */
async function priceLines(db: Database, requested: PlaceOrderBody['items']): Promise<OrderLine[]> {
  const variants = await repo.lockVariants(
    db,
    requested.map((line) => line.itemId),
  );
  return requested.map(({ itemId, size, quantity }) => {
    const ofItem = variants.filter((variant) => variant.itemId === itemId);
    const variant = ofItem.find((candidate) => candidate.size === size);
    if (!variant) {
      const name = ofItem[0]?.itemName;
      throw conflict(
        name
          ? `${name} (${size}) is no longer available.`
          : 'A product in your order is no longer available.',
        'NOT_AVAILABLE',
      );
    }
    if (!variant.available) throw outOfStock(variant.itemName, size);
    return {
      itemId,
      size,
      quantity,
      name: variant.itemName,
      unitPricePaise: variant.pricePaise,
      weight: variant.weight,
    };
  });
}

/** Writes the order priced by the server and takes its lines out of the cart, in the caller's transaction. */
async function writeOrder(
  db: Database,
  userId: string,
  lines: OrderLine[],
  address: ShippingAddress,
  payment: Payment,
): Promise<OrderRecord> {
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
      shippingAddress: toShippingAddress(address),
    },
    lines,
  );
  await removeCartLines(db, userId, lines);
  return record;
}

export function createOrdersService(db: Database, provider: PaymentProvider) {
  return {
    async list(userId: string): Promise<Order[]> {
      return (await repo.listOrders(db, userId)).map(toOrder);
    },

    async listAll(): Promise<AdminOrder[]> {
      return (await repo.listAllOrders(db)).map(toAdminOrder);
    },

    /**
     * Fulfilment moves an order forward only (canMoveOrder), in one transaction on the locked order,
     * and tells the shopper. Cash is Paid on delivery. A cancelled card order is refunded through the
     * provider before the commit, so a provider error leaves the order as it was.
     */
    async move(id: string, to: UpdateOrderStatusBody['orderStatus']): Promise<AdminOrderResponse> {
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
        if (to === 'Delivered' && order.paymentMethod === 'COD') changes.paymentStatus = 'Paid';
        const cardPayment =
          order.paymentMethod === 'Razorpay' && order.paymentStatus === 'Paid'
            ? order.providerPaymentId
            : null;
        if (to === 'Cancelled' && cardPayment) {
          const refund = await provider.refund(cardPayment, order.totalPaise, order.id);
          changes.paymentStatus = 'Refunded';
          changes.providerRefundId = refund.id;
        }
        const refunded = changes.paymentStatus === 'Refunded';
        await repo.updateOrder(tx, order.id, changes);
        await notify(tx, [{ userId: order.userId, ...orderMoved(to, order, refunded) }]);
        const number = `#${orderNumber(order.id)}`;
        return refunded
          ? `Order ${number} cancelled and refunded.`
          : `Order ${number} marked ${to}.`;
      });
      const record = await repo.findCustomerOrder(db, id);
      if (!record) throw notFound('Order not found.');
      return { message, order: toAdminOrder(record) };
    },

    /** Cash on delivery: the client's prices, total and payment status are never read. */
    async placeCashOrder(userId: string, body: PlaceOrderBody): Promise<Order> {
      const record = await db.transaction(async (tx) =>
        writeOrder(tx, userId, await priceLines(tx, body.items), body.shippingAddress, {
          paymentMethod: 'COD',
          paymentStatus: 'Pending',
        }),
      );
      return toOrder(record);
    },

    /** Charges the server's total of the caller's cart, whatever amount the client sent. */
    async createProductOrder(userId: string): Promise<CreateOrderResponse> {
      const cart = await listCartLines(db, userId);
      if (cart.length === 0) throw badRequest(EMPTY_CART_MESSAGE, 'EMPTY_CART');
      const unavailable = cart.find((line) => !line.available);
      if (unavailable) throw outOfStock(unavailable.name, unavailable.size);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const snapshot: CartSnapshot = {
        lines: cart.map((line) => ({
          itemId: line.itemId,
          size: line.size,
          quantity: line.quantity,
          name: line.name,
          unitPricePaise: line.pricePaise,
          weight: line.weight,
        })),
      };
      return openCheckout(db, provider, user, {
        purpose: 'shop',
        amountPaise: priceCart(snapshot.lines).total,
        cartSnapshot: snapshot,
      });
    },

    /**
     * The signature is checked over the order id we stored. The order is the cart as it was charged
     * (even if the catalogue changed since: it is paid for); only the address comes from the client.
     * A replay of the same payment answers success again and writes nothing.
     */
    async verifyProductPayment(
      userId: string,
      body: VerifyProductPaymentBody,
    ): Promise<PaymentVerifyResponse> {
      const { razorpay_order_id, razorpay_payment_id: paymentId, orderPayload } = body;
      const paymentOrder = await ownPaymentOrder(db, userId, razorpay_order_id, 'shop');
      if (!provider.verify(paymentOrder.providerOrderId, paymentId, body.razorpay_signature)) {
        throw badRequest('Payment verification failed.', 'PAYMENT_VERIFICATION_FAILED');
      }
      await db.transaction(async (tx) => {
        const order = (await lockOrder(tx, paymentOrder.id))!;
        if (order.status === 'paid' && order.providerPaymentId === paymentId) return;
        if (order.status !== 'created') {
          throw conflict('This order has already been paid with another payment.', 'ORDER_PAID');
        }
        const { lines } = order.cartSnapshot as CartSnapshot;
        await writeOrder(tx, userId, lines, orderPayload.shippingAddress, {
          paymentMethod: 'Razorpay',
          paymentStatus: 'Paid',
          providerPaymentId: paymentId,
        });
        await settleOrder(tx, order.id, 'paid', paymentId);
      });
      return { success: true, message: 'Payment successful! Order placed.' };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
