import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { campaigns, investments, paymentOrders } from '../../db/schema/invest';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

type CampaignRow = typeof campaigns.$inferSelect;
type PaymentOrderRow = typeof paymentOrders.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type InvestmentRow = typeof investments.$inferSelect;
export type NewInvestmentRow = typeof investments.$inferInsert;

export async function insertInvestment(db: Database, values: NewInvestmentRow): Promise<string> {
  const [row] = await db.insert(investments).values(values).returning({ id: investments.id });
  return row!.id;
}

/**
 * Status is written only when the goal is reached: naming it in an UPDATE tells every instance the
 * listing changed, and its totals are counted again. Answers whether this payment reached it.
 */
async function markFundedAtGoal(
  db: Database,
  campaignId: string,
  campaign: { raised: number; goal: number } | undefined,
): Promise<boolean> {
  if (!campaign || campaign.raised !== campaign.goal) return false;
  await db.update(campaigns).set({ status: 'Funded' }).where(eq(campaigns.id, campaignId));
  return true;
}

/**
 * Adds to the raised amount and marks the campaign Funded when it reaches the goal (the demo seed's
 * way). Passing the goal breaks the campaigns_raised_within_goal check, which rolls the transaction
 * back.
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
  await markFundedAtGoal(db, campaignId, campaign);
}

/**
 * Counts a verified payment on its Active campaign, converting the `heldUnits` its checkout held:
 * one conditional UPDATE, so racing payments of one campaign hold its row only from here to their
 * commit. It fits when raised + amount + the units other checkouts hold stays within the goal;
 * undefined otherwise (the caller rolls back and looks again under the lock). Funded at the goal,
 * by the one payment that reaches it: a Funded campaign counts no more.
 */
export async function countPayment(
  db: Database,
  campaignId: string,
  amountPaise: number,
  heldUnits: number,
): Promise<{ raisedPaise: number; funded: boolean } | undefined> {
  const [campaign] = await db
    .update(campaigns)
    .set({
      raisedAmountPaise: sql`${campaigns.raisedAmountPaise} + ${amountPaise}`,
      heldUnits: sql`${campaigns.heldUnits} - ${heldUnits}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'Active'),
        sql`${campaigns.raisedAmountPaise} + ${amountPaise} + (${campaigns.heldUnits} - ${heldUnits}) * ${campaigns.minInvestmentPaise} <= ${campaigns.fundingGoalPaise}`,
      ),
    )
    .returning({ raised: campaigns.raisedAmountPaise, goal: campaigns.fundingGoalPaise });
  if (!campaign) return undefined;
  return { raisedPaise: campaign.raised, funded: await markFundedAtGoal(db, campaignId, campaign) };
}

/** What counting a payment reads of its campaign before any lock (its funding terms are frozen). */
export type PaymentCampaign = Pick<
  CampaignRow,
  'id' | 'userId' | 'campaignTitle' | 'farmName' | 'endDate' | 'minInvestmentPaise'
>;

/** An investment's payment order with what counting it needs: its campaign and its payer. */
export interface InvestmentPayment {
  order: PaymentOrderRow;
  campaign: PaymentCampaign | null;
  investor: Pick<UserRow, 'name' | 'email'>;
}

// Every verification reads it, in one round trip.
const investmentPayment = oncePerDatabase((db) =>
  db
    .select({
      order: paymentOrders,
      campaign: {
        id: campaigns.id,
        userId: campaigns.userId,
        campaignTitle: campaigns.campaignTitle,
        farmName: campaigns.farmName,
        endDate: campaigns.endDate,
        minInvestmentPaise: campaigns.minInvestmentPaise,
      },
      investor: { name: users.name, email: users.email },
    })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(campaigns, eq(campaigns.id, paymentOrders.campaignId))
    .where(eq(paymentOrders.providerOrderId, sql.placeholder('providerOrderId')))
    .prepare('investment_payment'),
);

export async function findInvestmentPayment(
  db: Database,
  providerOrderId: string,
): Promise<InvestmentPayment | undefined> {
  const [row] = await investmentPayment(db).execute({ providerOrderId });
  return row;
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
