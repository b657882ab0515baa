import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import { DELETED_USER_NAME } from '@mitti/domain/account-deletion';
import type { Database } from '../../db/client';
import {
  campaigns,
  investments,
  paymentOrders,
  refundRequests,
  verificationRequests,
} from '../../db/schema/invest';
import { contactMessages, notifications } from '../../db/schema/messages';
import { cartLines, items, orders, reviews } from '../../db/schema/shop';
import { accountTokens, addresses, emailOptOuts, sessions, users } from '../../db/schema/users';

// --- What the data download reads -------------------------------------------------------------

export async function listInvestments(db: Database, userId: string) {
  return db
    .select({ investment: investments, campaignTitle: campaigns.campaignTitle })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(eq(investments.userId, userId))
    .orderBy(desc(investments.date), desc(investments.id));
}

export async function listPaymentOrders(db: Database, userId: string) {
  return db
    .select({ order: paymentOrders, campaignTitle: campaigns.campaignTitle })
    .from(paymentOrders)
    .leftJoin(campaigns, eq(campaigns.id, paymentOrders.campaignId))
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
}

export async function listReviews(db: Database, userId: string) {
  return db
    .select({ review: reviews, itemName: items.name })
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.itemId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function listOwnCampaigns(db: Database, userId: string) {
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.userId, userId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

export async function listVerificationRequests(db: Database, userId: string) {
  return db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt));
}

export async function listSentContactMessages(db: Database, userId: string) {
  return db
    .select({ message: contactMessages, campaignTitle: campaigns.campaignTitle })
    .from(contactMessages)
    .leftJoin(campaigns, eq(campaigns.id, contactMessages.campaignId))
    .where(eq(contactMessages.senderId, userId))
    .orderBy(desc(contactMessages.createdAt));
}

/** Every notification of the user, not only the bell's latest. */
export async function listAllNotifications(db: Database, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

export async function listSessions(db: Database, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
}

// --- What stands in the way of a deletion -----------------------------------------------------

/** Locks the user's row until the transaction ends: one deletion at a time. */
export async function lockUser(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Titles of the user's campaigns that still hold investors' money: an investment not refunded, in
 * a campaign that has not been completed (Active, Funded, and also Draft or Cancelled, which an
 * owner may set while money is in it).
 */
export async function listCampaignsHoldingMoney(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ title: campaigns.campaignTitle })
    .from(campaigns)
    .innerJoin(investments, eq(investments.campaignId, campaigns.id))
    .where(
      and(
        eq(campaigns.userId, userId),
        ne(campaigns.status, 'Completed'),
        eq(investments.status, 'active'),
      ),
    );
  return rows.map((row) => row.title);
}

/** Titles of the user's campaigns with a refund request waiting for the owner's decision. */
export async function listCampaignsWithOpenRefunds(
  db: Database,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ title: campaigns.campaignTitle })
    .from(refundRequests)
    .innerJoin(investments, eq(investments.id, refundRequests.investmentId))
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(and(eq(campaigns.userId, userId), eq(refundRequests.status, 'open')));
  return rows.map((row) => row.title);
}

/** How many of the user's shop orders are still on their way (not delivered, not cancelled). */
export async function countOrdersUnderWay(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, ['Delivered', 'Cancelled'])));
  return row?.count ?? 0;
}

// --- The deletion -----------------------------------------------------------------------------

/**
 * The user row stays (investments, orders and payments point at it) with nothing personal left:
 * an address under the reserved `.invalid` domain (RFC 2606), which no mail can reach, and no way
 * to sign in (no password, no Google identity).
 */
export async function anonymiseUser(
  db: Database,
  userId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      name: DELETED_USER_NAME,
      email,
      phone: '',
      passwordHash: null,
      googleSub: null,
      profilePictureUrl: null,
      emailConfirmedAt: null,
      role: 'user',
      active: 'false',
      deletedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Rows that only serve the person: gone with the account. */
export async function deletePersonalRows(db: Database, userId: string): Promise<void> {
  await db.delete(addresses).where(eq(addresses.userId, userId));
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(emailOptOuts).where(eq(emailOptOuts.userId, userId));
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/**
 * The user's campaigns still open to investors or to review (Active, Draft) are cancelled: nobody
 * should put money into a campaign whose farmer has left. (Those holding money refuse the deletion.)
 */
export async function cancelOpenCampaigns(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(campaigns)
    .set({ status: 'Cancelled', updatedAt: now })
    .where(and(eq(campaigns.userId, userId), inArray(campaigns.status, ['Active', 'Draft'])));
}

/**
 * The delivery address kept in an order or a card checkout, reduced to what the books need: the
 * state (GST's place of supply) and the country. Name, street, city, PIN code, phone and landmark go.
 */
const redactedAddress = (address: SQL) =>
  sql`jsonb_build_object('name', ${DELETED_USER_NAME}::text, 'street', '', 'city', '', 'zipcode', '', 'phone', '', 'state', coalesce(${address}->>'state', ''), 'country', coalesce(${address}->>'country', ''))`;

export async function redactOrderAddresses(db: Database, userId: string): Promise<void> {
  await db
    .update(orders)
    .set({ shippingAddress: redactedAddress(sql`${orders.shippingAddress}`) })
    .where(eq(orders.userId, userId));
  const snapshot = paymentOrders.cartSnapshot;
  await db
    .update(paymentOrders)
    .set({
      cartSnapshot: sql`jsonb_set(${snapshot}, '{shippingAddress}', ${redactedAddress(sql`(${snapshot}->'shippingAddress')`)})`,
    })
    .where(
      and(
        eq(paymentOrders.userId, userId),
        isNotNull(snapshot),
        sql`jsonb_typeof(${snapshot}->'shippingAddress') = 'object'`,
      ),
    );
}

/** The address a verification request was sent from, and the sender's details on contact messages. */
export async function redactRequestsAndMessages(
  db: Database,
  userId: string,
  email: string,
): Promise<void> {
  await db
    .update(verificationRequests)
    .set({ email })
    .where(eq(verificationRequests.userId, userId));
  await db
    .update(contactMessages)
    .set({ name: DELETED_USER_NAME, email, phone: null })
    .where(eq(contactMessages.senderId, userId));
}
