import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, campaignSearch } from '../../db/schema/invest';
import { items } from '../../db/schema/shop';

export interface CampaignDate {
  id: string;
  updatedAt: Date;
}

/** A slice of a list in a stable order, for one part of the sitemap. */
export interface Slice {
  offset: number;
  limit: number;
}

/** campaign_search holds exactly the public campaigns (migration 0013). */
export async function countPublicCampaigns(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(campaignSearch);
  return row?.total ?? 0;
}

/** Public campaigns with their last change, in id order (a campaign stays in its part). */
export async function listPublicCampaignDates(
  db: Database,
  { offset, limit }: Slice,
): Promise<CampaignDate[]> {
  return db
    .select({ id: campaigns.id, updatedAt: campaigns.updatedAt })
    .from(campaignSearch)
    .innerJoin(campaigns, eq(campaigns.id, campaignSearch.campaignId))
    .orderBy(asc(campaignSearch.campaignId))
    .offset(offset)
    .limit(limit);
}

/** The products on sale: archived ones are gone from the shop. */
const onSale = isNull(items.archivedAt);

export async function countOnSaleItems(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(items).where(onSale);
  return row?.total ?? 0;
}

export async function listOnSaleItemIds(db: Database, { offset, limit }: Slice): Promise<string[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(onSale)
    .orderBy(asc(items.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => row.id);
}
