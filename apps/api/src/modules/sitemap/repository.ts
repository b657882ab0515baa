import { desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, campaignSearch } from '../../db/schema/invest';
import { items } from '../../db/schema/shop';

export interface CampaignDate {
  id: string;
  updatedAt: Date;
}

/** The public campaigns, latest change first: campaign_search holds exactly them (migration 0013). */
export async function listPublicCampaignDates(
  db: Database,
  limit: number,
): Promise<CampaignDate[]> {
  return db
    .select({ id: campaigns.id, updatedAt: campaigns.updatedAt })
    .from(campaignSearch)
    .innerJoin(campaigns, eq(campaigns.id, campaignSearch.campaignId))
    .orderBy(desc(campaigns.updatedAt), desc(campaigns.id))
    .limit(limit);
}

/** The products on sale (archived ones are gone from the shop), newest first. */
export async function listOnSaleItemIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(isNull(items.archivedAt))
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
