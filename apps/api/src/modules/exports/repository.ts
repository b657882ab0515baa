import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
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

export interface OrderExportRow {
  id: string;
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

/** The orders placed in the range, oldest first, with their shopper and how much they hold. */
export async function listOrdersPlaced(db: Database, range: TimeRange): Promise<OrderExportRow[]> {
  return db
    .select({
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
    .where(within(orders.createdAt, range))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export interface InvestmentExportRow {
  id: string;
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

/** The investments made in the range, oldest first. */
export async function listInvestmentsMade(
  db: Database,
  range: TimeRange,
): Promise<InvestmentExportRow[]> {
  return db
    .select(investmentColumns)
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(investors, eq(investors.id, investments.userId))
    .where(within(investments.date, range))
    .orderBy(asc(investments.date), asc(investments.id));
}

/** Every investment in the campaign, oldest first. */
export async function listCampaignInvestments(
  db: Database,
  campaignId: string,
): Promise<InvestmentExportRow[]> {
  return db
    .select(investmentColumns)
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(investors, eq(investors.id, investments.userId))
    .where(eq(investments.campaignId, campaignId))
    .orderBy(asc(investments.date), asc(investments.id));
}

export interface RefundExportRow {
  id: string;
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

/** The refund requests made in the range, oldest first, with their decision if any. */
export async function listRefundRequestsMade(
  db: Database,
  range: TimeRange,
): Promise<RefundExportRow[]> {
  return db
    .select({
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
    .where(within(refundRequests.createdAt, range))
    .orderBy(asc(refundRequests.createdAt), asc(refundRequests.id));
}

export interface CampaignExportRow {
  id: string;
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
 * Every campaign with what it raised in the range (investments made then, refunded later or not),
 * what was given back in it (refunds approved then) and how many people invested then.
 */
export async function listCampaignTotals(
  db: Database,
  range: TimeRange,
): Promise<CampaignExportRow[]> {
  const inRange = (column: unknown) =>
    sql`${column} >= ${range.start.toISOString()} and ${column} < ${range.end.toISOString()}`;
  return db
    .select({
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
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id));
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
