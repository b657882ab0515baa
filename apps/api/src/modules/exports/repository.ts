import type { SQL } from 'drizzle-orm';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { campaigns, investments, refundRequests } from '../../db/schema/invest';
import type { ShippingAddressSnapshot } from '../../db/schema/shop';
import { items, orderItems, orders } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

/** From the start of one instant up to (not including) another. */
export interface TimeRange {
  start: Date;
  end: Date;
}

const investors = alias(users, 'investors');
const owners = alias(users, 'owners');

const within = (column: Parameters<typeof gte>[0], range: TimeRange) =>
  and(gte(column, range.start), lt(column, range.end));

/** A row of a file read in batches: the time it is sorted by (then by id), and its id. */
export interface SortedRow {
  /**
   * The time as PostgreSQL writes it, to the microsecond: a Date holds milliseconds only, and a
   * batch starting after the rounded time would repeat the row it follows.
   */
  sortedAt: string;
  id: string;
}

/** One query's worth of a file's rows: at most `size`, from just after `after` (null: the first). */
export interface Batch {
  after: SortedRow | null;
  size: number;
}

const sortedAt = (column: PgColumn) => sql<string>`${column}::text`;

/** The rows after the batch's start in (time, id) order (keyset pagination: one index range). */
function afterStart(time: PgColumn, id: PgColumn, { after }: Batch): SQL | undefined {
  return after
    ? sql`(${time}, ${id}) > (${after.sortedAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
}

export interface OrderExportRow extends SortedRow {
  createdAt: Date;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  customerName: string;
  customerEmail: string;
  lineCount: number;
  unitCount: number;
  subtotalPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
  shippingAddress: ShippingAddressSnapshot;
}

/** A batch of the orders placed in the range, oldest first, with their shopper and how much they hold. */
export async function listOrdersPlaced(
  db: Database,
  range: TimeRange,
  batch: Batch,
): Promise<OrderExportRow[]> {
  return db
    .select({
      sortedAt: sortedAt(orders.createdAt),
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      customerName: users.name,
      customerEmail: users.email,
      lineCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      unitCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      subtotalPaise: orders.subtotalPaise,
      shippingPaise: orders.shippingPaise,
      taxPaise: orders.taxPaise,
      totalPaise: orders.totalPaise,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(within(orders.createdAt, range), afterStart(orders.createdAt, orders.id, batch)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(batch.size);
}

export interface InvestmentExportRow extends SortedRow {
  date: Date;
  status: string;
  units: number;
  amountPaise: number;
  providerPaymentId: string;
  campaignId: string;
  campaignTitle: string;
  farmName: string;
  investorName: string;
  investorEmail: string;
}

const investmentColumns = {
  sortedAt: sortedAt(investments.date),
  id: investments.id,
  date: investments.date,
  status: investments.status,
  units: investments.units,
  amountPaise: investments.amountPaise,
  providerPaymentId: investments.providerPaymentId,
  campaignId: campaigns.id,
  campaignTitle: campaigns.campaignTitle,
  farmName: campaigns.farmName,
  investorName: investors.name,
  investorEmail: investors.email,
};

/** A batch of the investments made in the range, oldest first. */
export async function listInvestmentsMade(
  db: Database,
  range: TimeRange,
  batch: Batch,
): Promise<InvestmentExportRow[]> {
  return db
    .select(investmentColumns)
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(investors, eq(investors.id, investments.userId))
    .where(
      and(within(investments.date, range), afterStart(investments.date, investments.id, batch)),
    )
    .orderBy(asc(investments.date), asc(investments.id))
    .limit(batch.size);
}

/** A batch of the campaign's investments, oldest first. */
export async function listCampaignInvestments(
  db: Database,
  campaignId: string,
  batch: Batch,
): Promise<InvestmentExportRow[]> {
  return db
    .select(investmentColumns)
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(investors, eq(investors.id, investments.userId))
    .where(
      and(
        eq(investments.campaignId, campaignId),
        afterStart(investments.date, investments.id, batch),
      ),
    )
    .orderBy(asc(investments.date), asc(investments.id))
    .limit(batch.size);
}

export interface RefundExportRow extends SortedRow {
  createdAt: Date;
  status: (typeof refundRequests.$inferSelect)['status'];
  reason: string;
  note: string | null;
  decidedAt: Date | null;
  deciderName: string | null;
  investmentId: string;
  amountPaise: number;
  providerRefundId: string | null;
  campaignTitle: string;
  investorName: string;
  investorEmail: string;
}

const deciders = alias(users, 'deciders');

/** A batch of the refund requests made in the range, oldest first, with their decision if any. */
export async function listRefundRequestsMade(
  db: Database,
  range: TimeRange,
  batch: Batch,
): Promise<RefundExportRow[]> {
  return db
    .select({
      sortedAt: sortedAt(refundRequests.createdAt),
      id: refundRequests.id,
      createdAt: refundRequests.createdAt,
      status: refundRequests.status,
      reason: refundRequests.reason,
      note: refundRequests.note,
      decidedAt: refundRequests.decidedAt,
      deciderName: deciders.name,
      investmentId: investments.id,
      amountPaise: investments.amountPaise,
      providerRefundId: investments.providerRefundId,
      campaignTitle: campaigns.campaignTitle,
      investorName: investors.name,
      investorEmail: investors.email,
    })
    .from(refundRequests)
    .innerJoin(investments, eq(investments.id, refundRequests.investmentId))
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(investors, eq(investors.id, investments.userId))
    .leftJoin(deciders, eq(deciders.id, refundRequests.decidedBy))
    .where(
      and(
        within(refundRequests.createdAt, range),
        afterStart(refundRequests.createdAt, refundRequests.id, batch),
      ),
    )
    .orderBy(asc(refundRequests.createdAt), asc(refundRequests.id))
    .limit(batch.size);
}

export interface CampaignExportRow extends SortedRow {
  campaignTitle: string;
  farmName: string;
  ownerName: string;
  status: string;
  fundingGoalPaise: number;
  raisedAmountPaise: number;
  raisedInRangePaise: number;
  refundedInRangePaise: number;
  investorsInRange: number;
}

/**
 * A batch of every campaign, oldest first, with what it raised in the range (investments made then, refunded later or not),
 * what was given back in it (refunds approved then) and how many people invested then.
 */
export async function listCampaignTotals(
  db: Database,
  range: TimeRange,
  batch: Batch,
): Promise<CampaignExportRow[]> {
  const inRange = (column: unknown) =>
    sql`${column} >= ${range.start.toISOString()} and ${column} < ${range.end.toISOString()}`;
  return db
    .select({
      sortedAt: sortedAt(campaigns.createdAt),
      id: campaigns.id,
      campaignTitle: campaigns.campaignTitle,
      farmName: campaigns.farmName,
      ownerName: owners.name,
      status: campaigns.status,
      fundingGoalPaise: campaigns.fundingGoalPaise,
      raisedAmountPaise: campaigns.raisedAmountPaise,
      raisedInRangePaise:
        sql<number>`(select coalesce(sum(${investments.amountPaise}), 0)::bigint from ${investments} where ${investments.campaignId} = ${campaigns.id} and ${inRange(investments.date)})`.mapWith(
          Number,
        ),
      refundedInRangePaise:
        sql<number>`(select coalesce(sum(${investments.amountPaise}), 0)::bigint from ${refundRequests} join ${investments} on ${investments.id} = ${refundRequests.investmentId} where ${investments.campaignId} = ${campaigns.id} and ${refundRequests.status} = 'approved' and ${inRange(refundRequests.decidedAt)})`.mapWith(
          Number,
        ),
      investorsInRange:
        sql<number>`(select count(distinct ${investments.userId})::int from ${investments} where ${investments.campaignId} = ${campaigns.id} and ${inRange(investments.date)})`.mapWith(
          Number,
        ),
    })
    .from(campaigns)
    .innerJoin(owners, eq(owners.id, campaigns.userId))
    .where(afterStart(campaigns.createdAt, campaigns.id, batch))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
    .limit(batch.size);
}

/** The campaign's owner, or undefined when there is no such campaign. */
export async function findCampaignOwner(
  db: Database,
  campaignId: string,
): Promise<{ ownerId: string; campaignTitle: string } | undefined> {
  if (!isUuid(campaignId)) return undefined;
  const [row] = await db
    .select({ ownerId: campaigns.userId, campaignTitle: campaigns.campaignTitle })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row;
}

export interface InvoiceRecord {
  order: typeof orders.$inferSelect;
  buyerName: string;
  lines: {
    name: string;
    size: string;
    quantity: number;
    unitPricePaise: number;
    hsnCode: string | null;
  }[];
}

/** The order with its buyer and lines, each line with its item's HSN code (null if none or gone). */
export async function findInvoiceOrder(
  db: Database,
  orderId: string,
): Promise<InvoiceRecord | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db
    .select({ order: orders, buyerName: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const lines = await db
    .select({
      name: orderItems.name,
      size: orderItems.size,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      hsnCode: items.hsnCode,
    })
    .from(orderItems)
    .leftJoin(items, eq(items.id, orderItems.itemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return { ...row, lines };
}

export interface CertificateRecord {
  id: string;
  userId: string;
  date: Date;
  status: string;
  units: number;
  amountPaise: number;
  providerPaymentId: string;
  investorName: string;
  campaignTitle: string;
  farmName: string;
  farmLocation: string;
  fundingGoalPaise: number;
}

/** The investment with its investor and campaign, as its certificate prints them. */
export async function findCertificateInvestment(
  db: Database,
  investmentId: string,
): Promise<CertificateRecord | undefined> {
  if (!isUuid(investmentId)) return undefined;
  const [row] = await db
    .select({
      id: investments.id,
      userId: investments.userId,
      date: investments.date,
      status: investments.status,
      units: investments.units,
      amountPaise: investments.amountPaise,
      providerPaymentId: investments.providerPaymentId,
      investorName: investors.name,
      campaignTitle: campaigns.campaignTitle,
      farmName: campaigns.farmName,
      farmLocation: campaigns.farmLocation,
      fundingGoalPaise: campaigns.fundingGoalPaise,
    })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(investors, eq(investors.id, investments.userId))
    .where(eq(investments.id, investmentId));
  return row;
}
