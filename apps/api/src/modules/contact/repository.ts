import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignListing, campaigns } from '../../db/schema/invest';
import { contactMessages } from '../../db/schema/messages';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** A public campaign's title and farmer; undefined for an unknown or hidden one. */
export interface ContactedCampaign {
  id: string;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  campaignTitle: string;
}

export async function findPublicCampaign(
  db: Database,
  campaignId: string,
): Promise<ContactedCampaign | undefined> {
  if (!isUuid(campaignId)) return undefined;
  const [row] = await db
    .select({
      id: campaigns.id,
      ownerId: campaigns.userId,
      ownerName: users.name,
      ownerEmail: users.email,
      campaignTitle: campaigns.campaignTitle,
      isPublic: campaignListing.isPublic(campaigns),
      ownerDisabledAt: users.disabledAt,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(eq(campaigns.id, campaignId));
  if (!row?.isPublic || row.ownerDisabledAt) return undefined;
  const { id, ownerId, ownerName, ownerEmail, campaignTitle } = row;
  return { id, ownerId, ownerName, ownerEmail, campaignTitle };
}

export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
): Promise<void> {
  await db.insert(contactMessages).values(message);
}
