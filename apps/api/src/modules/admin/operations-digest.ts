import { ADMIN_ORDER_FILTER_STATUSES } from '@mitti/domain/admin';
import { indianDay } from '@mitti/domain/dates';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { countCampaignsForReview } from '../campaigns/repository';
import { countFailedJobs } from '../jobs/repository';
import { recordDigest } from '../mail/digest-repository';
import type { Outbox } from '../mail/outbox';
import type { WaitingWork } from '../mail/templates/operations-digest';
import { operationsDigest, waitingTotal } from '../mail/templates/operations-digest';
import { countOrdersByStatus } from '../orders/repository';
import { listLowStock } from '../stock/repository';
import { overdueIfMadeBy } from '../refunds/refund-deadlines';
import { countRefundRequests } from '../refunds/repository';
import { listActiveAdmins } from '../users/repository';
import { countVerificationRequests } from '../verification/repository';

async function countWaitingWork(db: Database, now: Date): Promise<WaitingWork> {
  const [campaignsToReview, verification, refunds, orders, outOfStock, failedJobs] =
    await Promise.all([
      countCampaignsForReview(db, 'pending'),
      countVerificationRequests(db),
      countRefundRequests(db, overdueIfMadeBy(now)),
      countOrdersByStatus(db),
      listLowStock(db, 0, 1, 0),
      countFailedJobs(db),
    ]);
  return {
    campaignsToReview,
    verificationRequests: verification.open,
    overdueRefunds: refunds.overdue,
    ordersToShip: ADMIN_ORDER_FILTER_STATUSES['to-ship'].reduce(
      (sum, status) => sum + (orders[status] ?? 0),
      0,
    ),
    sizesOutOfStock: outOfStock.total,
    failedJobs,
  };
}

/**
 * The operations-digest job, each morning: when anything waits for an operator (campaigns to
 * review, verification requests, refund requests past the owner's time, orders to ship, sizes
 * out of stock, failed jobs), every active admin gets one email that counts it. The day is recorded with each email, so
 * a second run, or another instance's, sends nothing again. Returns how many admins were written to.
 */
export async function sendOperationsDigests(
  db: Database,
  clock: Clock,
  outbox: Outbox,
): Promise<number> {
  const now = clock.now();
  const work = await countWaitingWork(db, now);
  if (waitingTotal(work) === 0) return 0;
  let sent = 0;
  for (const admin of await listActiveAdmins(db)) {
    const done = await db.transaction(async (tx) => {
      if (!(await recordDigest(tx, admin.id, 'operations', indianDay(now), now))) return false;
      await outbox.send(tx, admin.email, operationsDigest({ name: admin.name, work }));
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
