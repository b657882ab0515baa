import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './provider';
import type { PaymentOrderRow } from './repository';
import type { PaymentSettlement } from './service';
import {
  countRefundAttempt,
  expireOrder,
  listUnconfirmedRefunds,
  listUnsettledOrders,
  setOrderRefundId,
} from './repository';

/** The checkout's own verify usually settles an order within seconds; the job asks after this. */
const RECONCILE_AFTER_MS = 5 * 60_000;
/**
 * An order with no payment this long after it was opened is expired. Razorpay's checkout gives up on
 * a payment within about 15 minutes; twice that leaves room for a slow bank's authorisation.
 */
export const ORDER_LIFETIME_MS = 30 * 60_000;
/** Refunds the job tries per order (one a run, every few minutes) before leaving it to an operator. */
export const REFUND_ATTEMPT_LIMIT = 5;
/** Orders looked at per run; more wait for the next run. */
const BATCH = 100;

export interface ReconciliationDeps {
  db: Database;
  provider: PaymentProvider;
  clock: Clock;
  /** The settlement verify and the webhook use, so a payment is counted once whoever comes first. */
  settlePayment: (order: PaymentOrderRow, paymentId: string) => Promise<PaymentSettlement>;
  log: FastifyBaseLogger;
}

/** What one run did: each order it settled, expired or refunded, and each it could not. */
export interface ReconciliationReport {
  settled: string[];
  expired: string[];
  refunded: string[];
  failed: string[];
}

async function reconcileOrder(
  { provider, db, clock, settlePayment }: ReconciliationDeps,
  order: PaymentOrderRow,
  report: ReconciliationReport,
): Promise<void> {
  const state = await provider.fetchOrder(order.providerOrderId);
  const payments =
    state.status === 'created' ? [] : await provider.fetchOrderPayments(order.providerOrderId);
  const captured = payments.find(
    (payment) => payment.status === 'captured' && payment.amountPaise === order.amountPaise,
  );
  if (captured) {
    await settlePayment(order, captured.id);
    report.settled.push(order.id);
    return;
  }
  // An authorised payment is still on its way to captured (or to Razorpay's automatic refund).
  const pending = payments.some((payment) => payment.status === 'authorized');
  const age = clock.now().getTime() - order.createdAt.getTime();
  if (!pending && age >= ORDER_LIFETIME_MS && (await expireOrder(db, order.id))) {
    report.expired.push(order.id);
  }
}

/** Gives back the money of an order settled as refunded whose refund call failed. */
async function retryRefund(
  { provider, db, log }: ReconciliationDeps,
  order: PaymentOrderRow,
  report: ReconciliationReport,
): Promise<void> {
  try {
    // Keyed by the order as the settlement's own refund was, so the provider refunds once.
    const refund = await provider.refund(order.providerPaymentId!, order.amountPaise, order.id);
    await setOrderRefundId(db, order.id, refund.id);
    report.refunded.push(order.id);
  } catch (error) {
    const attempts = await countRefundAttempt(db, order.id);
    report.failed.push(order.id);
    if (attempts >= REFUND_ATTEMPT_LIMIT) {
      log.error(
        { err: error, paymentOrder: order.id },
        'refund failed for good: refund it by hand',
      );
    } else {
      log.warn({ err: error, paymentOrder: order.id, attempts }, 'refund failed, will retry');
    }
  }
}

/**
 * The payment reconciliation job: asks the provider about each order still waiting for its payment
 * a while after it was opened (a closed tab, a lost webhook), settles a captured payment through the
 * settlement verify uses, expires an order nobody paid within its lifetime, and retries refunds that
 * failed. One order's trouble is logged and left for the next run; the others go on.
 */
export async function reconcilePayments(deps: ReconciliationDeps): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { settled: [], expired: [], refunded: [], failed: [] };
  const openedBy = new Date(deps.clock.now().getTime() - RECONCILE_AFTER_MS);
  for (const order of await listUnsettledOrders(deps.db, openedBy, BATCH)) {
    try {
      await reconcileOrder(deps, order, report);
    } catch (error) {
      report.failed.push(order.id);
      deps.log.warn({ err: error, paymentOrder: order.id }, 'could not reconcile payment order');
    }
  }
  for (const order of await listUnconfirmedRefunds(deps.db, REFUND_ATTEMPT_LIMIT, BATCH)) {
    await retryRefund(deps, order, report);
  }
  return report;
}
