import type { Database } from '../db/client';
import { insertUser } from '../modules/users/repository';
import { insertTestCampaign } from '../test/campaign-fixtures';
import { insertTestItem } from '../test/shop-fixtures';

/** A farmer's public campaign (₹1,000 units) and a shop item, written before any server starts. */
export async function insertWorld(
  db: Database,
  campaign: { fundingGoalPaise: number },
): Promise<{ campaignId: string; itemId: string }> {
  const farmer = await insertUser(db, {
    email: 'farmer@reliability.test',
    name: 'Ramesh Patil',
    active: 'true',
  });
  const campaignId = await insertTestCampaign(db, farmer!.id, campaign);
  const itemId = await insertTestItem(db);
  return { campaignId, itemId };
}
