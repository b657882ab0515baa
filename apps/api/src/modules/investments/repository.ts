import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, investments, paymentOrders } from '../../db/schema/invest';
import { isUuid } from '../../uuid';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrderRow = typeof paymentOrders.$inferInsert;
export type InvestmentRow = typeof investments.$inferSelect;
export type NewInvestmentRow = typeof investments.$inferInsert;

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

export async function insertInvestment(db: Database, values: NewInvestmentRow): Promise<string> {
  const [row] = await db.insert(investments).values(values).returning({ id: investments.id });
  return row!.id;
}

/**
 * Adds to the raised amount and marks the campaign Funded when it reaches the goal. Passing the goal
 * breaks the campaigns_raised_within_goal check, which rolls the transaction back.
 */
export async function addToRaised(
  db: Database,
  campaignId: string,
  amountPaise: number,
): Promise<void> {
  const raised = sql`${campaigns.raisedAmountPaise} + ${amountPaise}`;
  await db
    .update(campaigns)
    .set({
      raisedAmountPaise: raised,
      status: sql`case when ${raised} = ${campaigns.fundingGoalPaise} then 'Funded' else ${campaigns.status} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(campaigns.id, campaignId));
}

export async function findInvestment(db: Database, id: string): Promise<InvestmentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(investments).where(eq(investments.id, id));
  return row;
}
