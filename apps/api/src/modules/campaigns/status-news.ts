import type { Database } from '../../db/client';
import type { Outbox } from '../mail/outbox';
import { campaignCancelled } from '../mail/templates/campaign-cancelled';
import { campaignCompleted } from '../mail/templates/campaign-completed';
import {
  campaignCancelled as campaignCancelledNotice,
  campaignCompleted as campaignCompletedNotice,
} from '../notifications/notices';
import { notify } from '../notifications/repository';
import type { CampaignRow } from './repository';
import { listCampaignInvestors } from './repository';

/**
 * In the transaction of an owner's or operator's status change to Cancelled or Completed: each
 * investor whose money the campaign still holds (the owner aside) is told in the app and by email.
 * A cancellation says how to ask for the money back (money: always sent); a completion is a
 * campaign result (news, which they may turn off).
 */
export async function tellInvestorsOfStatus(
  tx: Database,
  outbox: Outbox,
  campaign: CampaignRow,
  status: 'Cancelled' | 'Completed',
): Promise<void> {
  const investors = (await listCampaignInvestors(tx, campaign.id)).filter(
    (user) => user.id !== campaign.userId,
  );
  const notice =
    status === 'Cancelled'
      ? campaignCancelledNotice(campaign.campaignTitle)
      : campaignCompletedNotice(campaign.campaignTitle, campaign.id);
  await notify(
    tx,
    investors.map((user) => ({ userId: user.id, ...notice })),
  );
  for (const user of investors) {
    const about = {
      name: user.name,
      campaignTitle: campaign.campaignTitle,
      farmName: campaign.farmName,
    };
    await outbox.send(
      tx,
      user.email,
      status === 'Cancelled'
        ? campaignCancelled(about)
        : campaignCompleted({
            ...about,
            campaignId: campaign.id,
            unsubscribeUrl: await outbox.unsubscribeUrl(user.id, 'campaignEnded'),
          }),
    );
  }
}
