import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, investments } from '../../db/schema/invest';
import { orders } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';
import type { UserRow } from '../users/repository';

export interface PeopleFilters {
  /** Lower-cased, like-escaped `%term%`, matched against name and email. */
  pattern?: string;
  /** `%digits%` of a search that reads as a phone number, matched against the phone (10 digits). */
  phoneDigits?: string;
  role?: UserRow['role'];
}

function peopleWhere({ pattern, phoneDigits, role }: PeopleFilters): SQL | undefined {
  return and(
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          phoneDigits ? like(users.phone, phoneDigits) : undefined,
        )
      : undefined,
    role ? eq(users.role, role) : undefined,
  );
}

/** One page of accounts, by name then email. */
export async function listPeople(
  db: Database,
  filters: PeopleFilters,
  { offset, limit }: { offset: number; limit: number },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(peopleWhere(filters))
    .orderBy(asc(users.name), asc(users.email), asc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countPeople(db: Database, filters: PeopleFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(peopleWhere(filters));
  return row?.total ?? 0;
}

/** Locks the account until the transaction ends: one operator's change at a time. */
export async function lockUser(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export type PersonCampaignRow = Pick<
  typeof campaigns.$inferSelect,
  | 'id'
  | 'campaignTitle'
  | 'status'
  | 'isVerified'
  | 'raisedAmountPaise'
  | 'fundingGoalPaise'
  | 'createdAt'
>;

export interface PersonInvestmentRow {
  id: string;
  campaignId: string;
  campaignTitle: string;
  amountPaise: number;
  status: string;
  date: Date;
}

export type PersonOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'status' | 'paymentStatus' | 'totalPaise' | 'createdAt'
>;

export interface PersonActivity {
  counts: { campaigns: number; investments: number; orders: number };
  campaigns: PersonCampaignRow[];
  investments: PersonInvestmentRow[];
  orders: PersonOrderRow[];
}

/** The account's campaigns, investments and orders: how many, and the latest `limit` of each. */
export async function findActivity(
  db: Database,
  userId: string,
  limit: number,
): Promise<PersonActivity> {
  const [campaignCount, investmentCount, orderCount, campaignRows, investmentRows, orderRows] =
    await Promise.all([
      db.select({ total: count() }).from(campaigns).where(eq(campaigns.userId, userId)),
      db.select({ total: count() }).from(investments).where(eq(investments.userId, userId)),
      db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
      db
        .select({
          id: campaigns.id,
          campaignTitle: campaigns.campaignTitle,
          status: campaigns.status,
          isVerified: campaigns.isVerified,
          raisedAmountPaise: campaigns.raisedAmountPaise,
          fundingGoalPaise: campaigns.fundingGoalPaise,
          createdAt: campaigns.createdAt,
        })
        .from(campaigns)
        .where(eq(campaigns.userId, userId))
        .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
        .limit(limit),
      db
        .select({
          id: investments.id,
          campaignId: investments.campaignId,
          campaignTitle: campaigns.campaignTitle,
          amountPaise: investments.amountPaise,
          status: investments.status,
          date: investments.date,
        })
        .from(investments)
        .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
        .where(eq(investments.userId, userId))
        .orderBy(desc(investments.date), desc(investments.id))
        .limit(limit),
      db
        .select({
          id: orders.id,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          totalPaise: orders.totalPaise,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit),
    ]);
  return {
    counts: {
      campaigns: campaignCount[0]?.total ?? 0,
      investments: investmentCount[0]?.total ?? 0,
      orders: orderCount[0]?.total ?? 0,
    },
    campaigns: campaignRows,
    investments: investmentRows,
    orders: orderRows,
  };
}

/** What an operator changes of an account. */
export async function updatePerson(
  db: Database,
  id: string,
  changes: Partial<Pick<UserRow, 'role' | 'disabledAt'>>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}
