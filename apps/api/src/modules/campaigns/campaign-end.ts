import { indianDay } from '@mitti/domain/dates';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Outbox } from '../mail/outbox';
import { campaignEnded } from '../mail/templates/campaign-ended';
import { campaignRejectedEmail } from '../mail/templates/campaign-review';
import {
  campaignEnded as campaignEndedNotice,
  campaignRejected,
  ownCampaignLink,
} from '../notifications/notices';
import { notify } from '../notifications/repository';
import { findUserById } from '../users/repository';
import {
  listCampaignInvestors,
  listCampaignsDueToEnd,
  listLapsedReviews,
  lockCampaign,
  updateCampaign,
} from './repository';

/**
 * The campaign-end job: every live campaign whose end date has passed by the clock is ended, one
 * transaction each: Funded if it reached its goal (else it stays Active and reads 'Ended' by its
 * date), `ended_at` set, and the owner and each investor told in the app and by email. The locked
 * row's `ended_at` makes a second run, or another instance's, pass it by. Returns how many ended.
 */
export async function endDueCampaigns(db: Database, clock: Clock, outbox: Outbox): Promise<number> {
  const now = clock.now();
  // The end date is the last day to invest, in India (fundingClosesAt).
  const due = await listCampaignsDueToEnd(db, indianDay(now));
  let ended = 0;
  for (const id of due) {
    const done = await db.transaction(async (tx) => {
      const campaign = await lockCampaign(tx, id);
      if (!campaign || campaign.endedAt) return false;
      const funded = campaign.raisedAmountPaise >= campaign.fundingGoalPaise;
      await updateCampaign(tx, id, { endedAt: now, ...(funded ? { status: 'Funded' } : {}) });

      const owner = (await findUserById(tx, campaign.userId))!;
      // An owner who invested in their own campaign hears once, as its owner.
      const investors = (await listCampaignInvestors(tx, id)).filter(
        (user) => user.id !== owner.id,
      );
      const recipients = [
        { user: owner, role: 'owner' as const, link: ownCampaignLink(id) },
        ...investors.map((user) => ({ user, role: 'investor' as const, link: `/campaign/${id}` })),
      ];
      await notify(
        tx,
        recipients.map(({ user, link }) => ({
          userId: user.id,
          ...campaignEndedNotice(campaign.campaignTitle, funded, link),
        })),
      );
      for (const { user, role } of recipients) {
        await outbox.send(
          tx,
          user.email,
          campaignEnded({
            name: user.name,
            role,
            campaignId: id,
            campaignTitle: campaign.campaignTitle,
            farmName: campaign.farmName,
            funded,
            raisedPaise: campaign.raisedAmountPaise,
            goalPaise: campaign.fundingGoalPaise,
            unsubscribeUrl: await outbox.unsubscribeUrl(user.id, 'campaignEnded'),
          }),
        );
      }
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}

export const LAPSED_REVIEW_REASON =
  'Its end date passed before it was reviewed. Choose new dates and save it to send it for review again.';

/**
 * Part of the campaign-end job: a campaign whose end date passed while it waited for review can no
 * longer be approved, so it goes back to its owner as a sent-back campaign does, with the reason, in
 * the app and by email; it leaves the operators' queue. Returns how many went back.
 */
export async function returnLapsedReviews(
  db: Database,
  clock: Clock,
  outbox: Outbox,
): Promise<number> {
  const today = indianDay(clock.now());
  let returned = 0;
  for (const id of await listLapsedReviews(db, today)) {
    const done = await db.transaction(async (tx) => {
      const campaign = await lockCampaign(tx, id);
      // Edited or decided since it was listed: a new end date, an approval or a reason of its own.
      if (!campaign || campaign.rejectionReason !== null || campaign.isVerified) return false;
      if (campaign.status !== 'Draft' || campaign.endDate >= today) return false;
      await updateCampaign(tx, id, { rejectionReason: LAPSED_REVIEW_REASON });
      await notify(tx, [
        {
          userId: campaign.userId,
          ...campaignRejected(campaign, LAPSED_REVIEW_REASON),
        },
      ]);
      const owner = (await findUserById(tx, campaign.userId))!;
      await outbox.send(
        tx,
        owner.email,
        campaignRejectedEmail(
          { ownerName: owner.name, campaignId: id, campaignTitle: campaign.campaignTitle },
          LAPSED_REVIEW_REASON,
        ),
      );
      return true;
    });
    if (done) returned += 1;
  }
  return returned;
}
