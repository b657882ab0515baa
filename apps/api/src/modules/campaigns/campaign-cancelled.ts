import type { Database } from '../../db/client';
import type { Outbox } from '../mail/outbox';
import { campaignCancelled } from '../mail/templates/campaign-cancelled';
import { campaignCancelled as campaignCancelledNotice } from '../notifications/notices';
import { notify } from '../notifications/repository';
import type { CampaignRow } from './repository';
import { listCampaignInvestors } from './repository';

/**
 * In the cancelling transaction: each investor whose money the campaign still holds (the owner
 * aside) is told in the app and by email, and how to ask for it back.
 */
export async function tellInvestorsCancelled(
  tx: Database,
  outbox: Outbox,
  campaign: CampaignRow,
): Promise<void> {
  const investors = (await listCampaignInvestors(tx, campaign.id)).filter(
    (user) => user.id !== campaign.userId,
  );
  await notify(
    tx,
    investors.map((user) => ({
      userId: user.id,
      ...campaignCancelledNotice(campaign.campaignTitle),
    })),
  );
  for (const user of investors) {
    await outbox.send(
      tx,
      user.email,
      campaignCancelled({
        name: user.name,
        campaignTitle: campaign.campaignTitle,
        farmName: campaign.farmName,
      }),
    );
  }
}
