import { REFUND_OVERSIGHT_DAYS, REFUND_REMINDER_DAYS } from '@mitti/domain/admin';
import { daysRemaining } from '@mitti/domain/funding';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Outbox } from '../mail/outbox';
import { refundEscalated, refundEscalatedToOwner } from '../mail/templates/refund-escalated';
import { refundReminder } from '../mail/templates/refund-reminder';
import {
  refundEscalated as refundEscalatedNotice,
  refundEscalatedToOwner as refundEscalatedToOwnerNotice,
  refundReminder as refundReminderNotice,
  refundToDecide,
} from '../notifications/notices';
import { notifyOperators } from '../notifications/notify-operators';
import { notify } from '../notifications/repository';
import type { RefundRecord } from './repository';
import { listOpenRequestsDue, markRequestStep } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** When the owner's time to decide is up and operators may decide instead. */
export const oversightFrom = (createdAt: Date) =>
  new Date(createdAt.getTime() + REFUND_OVERSIGHT_DAYS * DAY_MS);

/** An open request made at this time or earlier is overdue at `now` (the converse of oversightFrom). */
export const overdueIfMadeBy = (now: Date) => daysAgo(now, REFUND_OVERSIGHT_DAYS);

/**
 * The refund job: an open request the owner has left for REFUND_OVERSIGHT_DAYS goes to the
 * operators, and both its investor and its owner are told (so the owner hears of it even when a late
 * run skipped the reminder); one left for REFUND_REMINDER_DAYS reminds the owner. Each step is
 * recorded on the request by a conditional update in the transaction of its messages, so it happens
 * once however often, or on however many instances, the job runs.
 */
export async function runRefundDeadlines(
  db: Database,
  clock: Clock,
  outbox: Outbox,
): Promise<{ escalated: number; reminded: number }> {
  const now = clock.now();

  /** Records the step on each request due for it and sends its messages, a transaction each. */
  async function takeStep(
    step: 'ownerRemindedAt' | 'escalatedAt',
    afterDays: number,
    tell: (tx: Database, record: RefundRecord) => Promise<void>,
  ): Promise<number> {
    let taken = 0;
    for (const record of await listOpenRequestsDue(db, step, daysAgo(now, afterDays))) {
      const done = await db.transaction(async (tx) => {
        if (!(await markRequestStep(tx, record.request.id, step, now))) return false;
        await tell(tx, record);
        return true;
      });
      if (done) taken += 1;
    }
    return taken;
  }

  // Escalation first: a request already past both deadlines is not reminded as well.
  const escalated = await takeStep('escalatedAt', REFUND_OVERSIGHT_DAYS, async (tx, record) => {
    await notify(tx, [
      {
        userId: record.investorId,
        ...refundEscalatedNotice(record.campaignTitle, record.request.investmentId),
      },
      {
        userId: record.ownerId,
        ...refundEscalatedToOwnerNotice(record.investorName, record.campaignTitle),
      },
    ]);
    await notifyOperators(
      tx,
      refundToDecide(record.investorName, record.campaignTitle, record.request.id),
    );
    await outbox.send(
      tx,
      record.investorEmail,
      refundEscalated({
        name: record.investorName,
        campaignTitle: record.campaignTitle,
        amountPaise: record.amountPaise,
      }),
    );
    await outbox.send(
      tx,
      record.ownerEmail,
      refundEscalatedToOwner({
        name: record.ownerName,
        investorName: record.investorName,
        campaignTitle: record.campaignTitle,
        amountPaise: record.amountPaise,
        reason: record.request.reason,
      }),
    );
  });
  const reminded = await takeStep('ownerRemindedAt', REFUND_REMINDER_DAYS, async (tx, record) => {
    const daysLeft = daysRemaining(oversightFrom(record.request.createdAt), now);
    await notify(tx, [
      {
        userId: record.ownerId,
        ...refundReminderNotice(record.investorName, record.campaignTitle, daysLeft),
      },
    ]);
    await outbox.send(
      tx,
      record.ownerEmail,
      refundReminder({
        name: record.ownerName,
        investorName: record.investorName,
        campaignTitle: record.campaignTitle,
        amountPaise: record.amountPaise,
        reason: record.request.reason,
        daysLeft,
      }),
    );
  });
  return { escalated, reminded };
}
