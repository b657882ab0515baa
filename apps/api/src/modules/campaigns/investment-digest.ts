import { indianDay } from '@mitti/domain/dates';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Outbox } from '../mail/outbox';
import { recordDigest } from '../mail/digest-repository';
import { investmentDigest } from '../mail/templates/investment-digest';
import { findUserById } from '../users/repository';
import { listInvestmentsReceived } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day before `now` in India, as 'YYYY-MM-DD', and the instants it starts and ends. */
function previousIndianDay(now: Date): { day: string; start: Date; end: Date } {
  const end = new Date(`${indianDay(now)}T00:00:00+05:30`);
  const start = new Date(end.getTime() - DAY_MS);
  return { day: indianDay(start), start, end };
}

/**
 * The investment-digest job, each morning: every owner whose campaigns took investments (other than
 * their own) the day before, in India, gets one summary of them, per campaign. The day is recorded
 * with the summary in one transaction, so a second run, or another instance's, sends nothing again.
 * Returns how many owners had a day summed up (an owner who turned it off is sent nothing).
 */
export async function sendInvestmentDigests(
  db: Database,
  clock: Clock,
  outbox: Outbox,
): Promise<number> {
  const { day, start, end } = previousIndianDay(clock.now());
  const byOwner = new Map<string, Awaited<ReturnType<typeof listInvestmentsReceived>>>();
  for (const row of await listInvestmentsReceived(db, start, end)) {
    byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
  }
  let sent = 0;
  for (const [ownerId, campaigns] of byOwner) {
    const done = await db.transaction(async (tx) => {
      if (!(await recordDigest(tx, ownerId, 'newInvestments', day, clock.now()))) return false;
      const owner = (await findUserById(tx, ownerId))!;
      await outbox.send(
        tx,
        owner.email,
        investmentDigest({
          ownerName: owner.name,
          day: new Date(`${day}T12:00:00+05:30`),
          campaigns,
          unsubscribeUrl: await outbox.unsubscribeUrl(owner.id, 'newInvestments'),
        }),
      );
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
