import type { ContactMessageBody } from '@mitti/domain/campaign-schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { Outbox } from '../mail/outbox';
import { contactMessageEmail } from '../mail/templates/contact-message';
import { contactMessage } from '../notifications/notices';
import { notify } from '../notifications/repository';
import { listActiveAdmins } from '../users/repository';
import * as repo from './repository';

export function createContactService(db: Database, outbox: Outbox) {
  return {
    /**
     * Stores the message and emails it whole, with Reply-To the sender: to the campaign's farmer,
     * who is also notified in the app, or to each operator for a message to the Mitti team.
     */
    async send(senderId: string, body: ContactMessageBody): Promise<{ message: string }> {
      const campaign = body.campaignId ? await repo.findPublicCampaign(db, body.campaignId) : null;
      if (campaign === undefined) throw notFound('Campaign not found.');
      const letter = (recipientName: string) =>
        contactMessageEmail({
          recipientName,
          senderName: body.name,
          senderEmail: body.email,
          senderPhone: body.phone || null,
          message: body.message,
          campaign: campaign ? { id: campaign.id, title: campaign.campaignTitle } : null,
        });
      await db.transaction(async (tx) => {
        await repo.insertContactMessage(tx, {
          userId: campaign?.ownerId ?? null,
          campaignId: campaign?.id ?? null,
          senderId: senderId || null,
          name: body.name,
          email: body.email,
          phone: body.phone || null,
          message: body.message,
        });
        if (!campaign) {
          for (const admin of await listActiveAdmins(tx)) {
            await outbox.send(tx, admin.email, letter(admin.name));
          }
          return;
        }
        await notify(tx, [
          { userId: campaign.ownerId, ...contactMessage(body, campaign.campaignTitle) },
        ]);
        await outbox.send(tx, campaign.ownerEmail, letter(campaign.ownerName));
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
