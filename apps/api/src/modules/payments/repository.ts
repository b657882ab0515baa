import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentOrders } from '../../db/schema/invest';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrderRow = typeof paymentOrders.$inferInsert;

export async function insertPaymentOrder(db: Database, values: NewPaymentOrderRow): Promise<void> {
  await db.insert(paymentOrders).values(values);
}

export async function findOrderByProviderId(
  db: Database,
  providerOrderId: string,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row;
}

/** Locks the order row until the transaction ends: one verification of an order at a time. */
export async function lockOrder(db: Database, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
}

export async function settleOrder(
  db: Database,
  id: string,
  status: 'paid' | 'refunded',
  providerPaymentId: string,
): Promise<void> {
  await db.update(paymentOrders).set({ status, providerPaymentId }).where(eq(paymentOrders.id, id));
}

export async function setOrderRefundId(
  db: Database,
  id: string,
  providerRefundId: string,
): Promise<void> {
  await db.update(paymentOrders).set({ providerRefundId }).where(eq(paymentOrders.id, id));
}
