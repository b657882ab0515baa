import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import type { NewCampaignRow, NewVisual } from '../modules/campaigns/repository';
import { insertCampaign } from '../modules/campaigns/repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts a campaign straight through the repository; public (verified, Active) unless overridden. */
export function insertTestCampaign(
  db: Database,
  userId: string,
  overrides: Partial<NewCampaignRow> = {},
  visuals: NewVisual[] = [],
): Promise<string> {
  const today = new Date();
  return insertCampaign(
    db,
    {
      userId,
      campaignTitle: 'Test campaign',
      story: 'A story.',
      farmName: 'Test Farm',
      farmLocation: 'Pune, Maharashtra',
      farmSizeValue: 5,
      farmSizeUnit: 'Acres',
      fundingGoalPaise: 100_000_00,
      minInvestmentPaise: 1_000_00,
      raisedAmountPaise: 0,
      returnsType: 'Percentage Range',
      returnsMin: 8,
      returnsMax: 12,
      returnsDescription: 'Yearly.',
      cropTypes: ['Wheat'],
      farmingMethods: ['Organic'],
      startDate: today.toISOString().slice(0, 10),
      endDate: new Date(today.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
      fundUsage: '50% for seeds. 50% for tools.',
      impactMetrics: 'Less water.',
      riskFactors: 'Rain.',
      status: 'Active',
      isVerified: true,
      ...overrides,
    },
    visuals,
  );
}

export async function setUser(
  db: Database,
  id: string,
  changes: { active?: 'true' | 'false'; role?: 'user' | 'admin' },
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}
