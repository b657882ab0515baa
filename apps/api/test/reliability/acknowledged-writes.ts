import { inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { investments, paymentOrders } from '../../src/db/schema/invest';
import { cartLines } from '../../src/db/schema/shop';

/** Investments and adds to the cart the server answered with a 2xx. */
export interface AcknowledgedPaymentsAndCarts {
  payments: string[];
  /** Adds to the cart by user id. */
  cartAdds: Map<string, number>;
}

/** Every acknowledged investment is counted and its order paid; every acknowledged add is in the cart. */
export async function expectAcknowledgedWritesKept(
  db: Database,
  acks: AcknowledgedPaymentsAndCarts,
): Promise<void> {
  const counted = await db
    .select({ paymentId: investments.providerPaymentId, status: investments.status })
    .from(investments)
    .where(inArray(investments.providerPaymentId, acks.payments));
  expect(counted.map((row) => row.paymentId).sort()).toEqual([...acks.payments].sort());
  expect(counted.every((row) => row.status === 'active')).toBe(true);
  const paidOrders = await db
    .select({ status: paymentOrders.status })
    .from(paymentOrders)
    .where(inArray(paymentOrders.providerPaymentId, acks.payments));
  expect(paidOrders.map((row) => row.status)).toEqual(acks.payments.map(() => 'paid'));
  const lines = await db.select().from(cartLines);
  for (const [userId, adds] of acks.cartAdds) {
    const line = lines.find((row) => row.userId === userId);
    // At most the one add in flight at the kill may have been written without its answer.
    expect(line?.quantity).toBeGreaterThanOrEqual(adds);
    expect(line?.quantity).toBeLessThanOrEqual(adds + 1);
  }
}
