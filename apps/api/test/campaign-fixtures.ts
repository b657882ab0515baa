import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { campaigns } from '../src/db/schema/invest';
import { users } from '../src/db/schema/users';
import type { NewCampaignRow, NewVisual } from '../src/modules/campaigns/repository';
import { insertCampaign } from '../src/modules/campaigns/repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts a campaign straight through the repository; public (verified, Active) unless overridden.
 * A verified one was approved (its funding terms are frozen) unless approvedAt says otherwise.
 */
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
      approvedAt: (overrides.isVerified ?? true) ? today : null,
      ...overrides,
    },
    visuals,
  );
}

/**
 * The campaign as an operator has it in front of them: the body of an approval, which names the
 * version reviewed (its `updatedAt`).
 */
export async function reviewedVersion(db: Database, id: string): Promise<{ updatedAt: string }> {
  const [row] = await db
    .select({ updatedAt: campaigns.updatedAt })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return { updatedAt: row!.updatedAt.toISOString() };
}

export async function setUser(
  db: Database,
  id: string,
  changes: { active?: 'true' | 'false'; role?: 'user' | 'admin' },
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/** The text fields of a valid POST /api/campaigns form (multipart), as a farmer fills them in. */
export const NEW_CAMPAIGN_FIELDS: Record<string, string> = {
  campaignTitle: 'Organic Grapes of Nashik',
  story: 'Three generations of grapes.',
  farmName: 'Patil Vineyards',
  farmLocation: 'Nashik, Maharashtra',
  fundingGoal: '500000',
  minInvestment: '5000',
  returnsType: 'Percentage Range',
  returnsMin: '10',
  returnsDescription: 'Yearly after harvest.',
  farmSizeValue: '12.5',
  farmSizeUnit: 'Acres',
  cropTypes: 'Grapes',
  farmingMethods: 'Organic',
  startDate: '2030-01-10',
  endDate: '2030-03-10',
  fundUsage: '60% for trellis. 40% for drip irrigation.',
  impactMetrics: 'Saves water.',
  riskFactors: 'Hail.',
};
