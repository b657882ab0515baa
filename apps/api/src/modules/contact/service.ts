import type { ContactMessageBody } from '@mitti/domain/campaign-schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import * as repo from './repository';

export function createContactService(db: Database) {
  return {
    /** Stores the message for the campaign's farmer, or for the Mitti team without a campaign. */
    async send(senderId: string, body: ContactMessageBody): Promise<{ message: string }> {
      const farmerId = body.campaignId
        ? await repo.findPublicCampaignOwner(db, body.campaignId)
        : null;
      if (farmerId === undefined) throw notFound('Campaign not found.');
      await repo.insertContactMessage(db, {
        userId: farmerId,
        campaignId: farmerId ? body.campaignId : null,
        senderId: senderId || null,
        name: body.name,
        email: body.email,
        phone: body.phone || null,
        message: body.message,
      });
      return {
        message: farmerId
          ? 'Your message has been sent to the farmer.'
          : 'Your message has been sent to the Mitti team.',
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
