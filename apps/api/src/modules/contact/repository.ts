import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignListing, campaigns } from '../../db/schema/invest';
import { contactMessages } from '../../db/schema/messages';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** The farmer and title of a public campaign; undefined for an unknown or hidden one. */
export async function findPublicCampaign(
  db: Database,
  campaignId: string,
): Promise<{ ownerId: string; campaignTitle: string } | undefined> {
  if (!isUuid(campaignId)) return undefined;
  const [row] = await db
    .select({
      ownerId: campaigns.userId,
      campaignTitle: campaigns.campaignTitle,
      isPublic: campaignListing.isPublic(campaigns),
      ownerDisabledAt: users.disabledAt,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(eq(campaigns.id, campaignId));
  return row?.isPublic && !row.ownerDisabledAt
    ? { ownerId: row.ownerId, campaignTitle: row.campaignTitle }
    : undefined;
}

export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
): Promise<void> {
  await db.insert(contactMessages).values(message);
}
