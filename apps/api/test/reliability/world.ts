import type { Database } from '../../src/db/client';
import { hashPassword } from '../../src/modules/auth/passwords';
import { insertUser } from '../../src/modules/users/repository';
import { TEST_PASSWORD } from '../test-app';
import { insertTestCampaign } from '../campaign-fixtures';
import { insertTestItem } from '../shop-fixtures';

/** A farmer's public campaign (₹1,000 units) and a shop item, written before any server starts. */
export async function insertWorld(
  db: Database,
  campaign: { fundingGoalPaise: number },
): Promise<{ campaignId: string; itemId: string; farmerId: string }> {
  const farmer = await insertUser(db, {
    email: 'farmer@reliability.test',
    name: 'Ramesh Patil',
    active: 'true',
  });
  const campaignId = await insertTestCampaign(db, farmer!.id, campaign);
  const itemId = await insertTestItem(db);
  return { campaignId, itemId, farmerId: farmer!.id };
}

/**
 * Accounts that may invest (email confirmed, password TEST_PASSWORD), written before any server
 * starts, as a confirmation link cannot be followed from outside the server here.
 */
export async function insertInvestors(db: Database, emails: string[]): Promise<void> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  for (const email of emails) {
    await insertUser(db, {
      email,
      name: 'Load Tester',
      passwordHash,
      emailConfirmedAt: new Date(),
    });
  }
}
