import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, investments } from '../../db/schema/invest';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export type InvestmentRow = typeof investments.$inferSelect;
export type NewInvestmentRow = typeof investments.$inferInsert;

export async function insertInvestment(db: Database, values: NewInvestmentRow): Promise<string> {
  const [row] = await db.insert(investments).values(values).returning({ id: investments.id });
  return row!.id;
}

/**
 * Adds to the raised amount and marks the campaign Funded when it reaches the goal. Passing the goal
 * breaks the campaigns_raised_within_goal check, which rolls the transaction back. Status is written
 * only then: naming it in an UPDATE tells every instance the listing changed, and its totals are
 * counted again.
 */
export async function addToRaised(
  db: Database,
  campaignId: string,
  amountPaise: number,
): Promise<void> {
  const [campaign] = await db
    .update(campaigns)
    .set({
      raisedAmountPaise: sql`${campaigns.raisedAmountPaise} + ${amountPaise}`,
      updatedAt: sql`now()`,
    })
    .where(eq(campaigns.id, campaignId))
    .returning({ raised: campaigns.raisedAmountPaise, goal: campaigns.fundingGoalPaise });
  if (campaign && campaign.raised === campaign.goal) {
    await db.update(campaigns).set({ status: 'Funded' }).where(eq(campaigns.id, campaignId));
  }
}

export async function findInvestment(db: Database, id: string): Promise<InvestmentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(investments).where(eq(investments.id, id));
  return row;
}

/** Everyone holding an active investment in the campaign, once each, with their latest one. */
export async function listActiveInvestors(
  db: Database,
  campaignId: string,
): Promise<{ userId: string; investmentId: string; name: string; email: string }[]> {
  return db
    .selectDistinctOn([investments.userId], {
      userId: investments.userId,
      investmentId: investments.id,
      name: users.name,
      email: users.email,
    })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(and(eq(investments.campaignId, campaignId), eq(investments.status, 'active')))
    .orderBy(investments.userId, desc(investments.date), desc(investments.id));
}
