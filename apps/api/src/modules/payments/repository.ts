import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
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

/** Orders still waiting for their payment that were opened at or before `openedBy`, oldest first. */
export async function listUnsettledOrders(
  db: Database,
  openedBy: Date,
  limit: number,
): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'created'), lte(paymentOrders.createdAt, openedBy)))
    .orderBy(asc(paymentOrders.createdAt))
    .limit(limit);
}

/** Expires an order only if it is still waiting: a payment settled meanwhile keeps it paid. */
export async function expireOrder(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({ status: 'expired' })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

/** Refunded orders whose refund the provider has not confirmed, tried fewer than `maxAttempts` times. */
export async function listUnconfirmedRefunds(
  db: Database,
  maxAttempts: number,
  limit: number,
): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'refunded'),
        isNull(paymentOrders.providerRefundId),
        lt(paymentOrders.refundAttempts, maxAttempts),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(limit);
}

export async function countRefundAttempt(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(paymentOrders)
    .set({ refundAttempts: sql`${paymentOrders.refundAttempts} + 1` })
    .where(eq(paymentOrders.id, id))
    .returning({ attempts: paymentOrders.refundAttempts });
  return row?.attempts ?? 0;
}
