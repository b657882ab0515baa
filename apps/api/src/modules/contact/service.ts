import type { ContactMessageBody } from '@mitti/domain/campaign-schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { contactMessage } from '../notifications/notices';
import { notify } from '../notifications/repository';
import * as repo from './repository';

export function createContactService(db: Database) {
  return {
    /**
     * Stores the message for the campaign's farmer, who is notified with the sender's address to
     * reply to, or for the Mitti team without a campaign.
     */
    async send(senderId: string, body: ContactMessageBody): Promise<{ message: string }> {
      const campaign = body.campaignId ? await repo.findPublicCampaign(db, body.campaignId) : null;
      if (campaign === undefined) throw notFound('Campaign not found.');
      await db.transaction(async (tx) => {
        await repo.insertContactMessage(tx, {
          userId: campaign?.ownerId ?? null,
          campaignId: campaign ? body.campaignId : null,
          senderId: senderId || null,
          name: body.name,
          email: body.email,
          phone: body.phone || null,
          message: body.message,
        });
        if (!campaign) return;
        await notify(tx, [
          { userId: campaign.ownerId, ...contactMessage(body, campaign.campaignTitle) },
        ]);
      });
      return {
        message: campaign
          ? 'Your message has been sent to the farmer.'
          : 'Your message has been sent to the Mitti team.',
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
