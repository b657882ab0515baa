import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignListing, campaigns } from '../../db/schema/invest';
import { contactMessages } from '../../db/schema/messages';
import { isUuid } from '../../uuid';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** The farmer of a public campaign; undefined for an unknown or hidden one. */
export async function findPublicCampaignOwner(
  db: Database,
  campaignId: string,
): Promise<string | undefined> {
  if (!isUuid(campaignId)) return undefined;
  const [row] = await db
    .select({ userId: campaigns.userId, isPublic: campaignListing.isPublic(campaigns) })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.isPublic ? row.userId : undefined;
}

export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
): Promise<void> {
  await db.insert(contactMessages).values(message);
}
