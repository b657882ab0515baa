import { isoDate } from '../../dates';
import {
  listCampaignsForReview,
  listCampaignsOfUser,
  listInvestmentsOfUser,
} from '../../modules/campaigns/repository';
import type { Notice } from '../../modules/notifications/notices';
import {
  campaignApproved,
  campaignToReview,
  investmentReceived,
  orderMoved,
  refundRequested,
  timelineUpdate,
  verificationToReview,
} from '../../modules/notifications/notices';
import { insertPastNotifications, listNotifications } from '../../modules/notifications/repository';
import { listOrders } from '../../modules/orders/repository';
import { listRefundRecords } from '../../modules/refunds/repository';
import { listUpdates } from '../../modules/timeline/repository';
import type { UserRow } from '../../modules/users/repository';
import { findUserByEmail, listActiveAdmins } from '../../modules/users/repository';
import {
  hasVerificationRequest,
  insertOpenRequest,
  listVerificationRecords,
} from '../../modules/verification/repository';
import type { Database } from '../client';

const DAY_MS = 24 * 60 * 60 * 1000;
const FARMER = 'farmer@mitti.test';
const INVESTOR = 'investor@mitti.test';
/** Older notifications are shown as read already. */
const READ_AFTER_DAYS = 4;
/** Campaigns of the demo farmer started this recently have their approval in the bell. */
const APPROVALS_WITHIN_DAYS = 21;

interface PastNotice {
  notice: Notice;
  at: Date;
}

/** An open verification request from each applicant who has never sent one (the operators' queue). */
async function seedApplications(db: Database, applicants: string[]): Promise<void> {
  for (const email of applicants) {
    const user = await findUserByEmail(db, email);
    if (user && !(await hasVerificationRequest(db, user.id))) {
      await insertOpenRequest(db, user.id, user.email);
    }
  }
}

/** What the operators heard of the work that waits: campaigns and farmers to review. */
async function operatorNotices(db: Database): Promise<PastNotice[]> {
  const all = { offset: 0, limit: 1000 };
  const campaigns = (await listCampaignsForReview(db, 'pending', all)).map(({ campaign }) => ({
    notice: campaignToReview(campaign.campaignTitle, campaign.farmName, campaign.id),
    at: campaign.createdAt,
  }));
  const requests = (await listVerificationRecords(db, all))
    .filter(({ request }) => request.status === 'open')
    .map(({ request, user }) => ({
      notice: verificationToReview(user.name, request.id),
      at: request.createdAt,
    }));
  return [...campaigns, ...requests];
}

/** What the demo farmer heard of the seeded activity: approvals, investments, the refund request. */
async function farmerNotices(db: Database, farmer: UserRow, now: Date): Promise<PastNotice[]> {
  const own = await listCampaignsOfUser(db, farmer.id);
  const approved = own
    .map((record) => record.campaign)
    .filter(
      (campaign) =>
        campaign.isVerified &&
        now.getTime() - campaign.createdAt.getTime() < APPROVALS_WITHIN_DAYS * DAY_MS,
    )
    .map((campaign) => ({
      notice: campaignApproved(campaign),
      at: new Date(Math.min(now.getTime(), campaign.createdAt.getTime() + DAY_MS)),
    }));
  const ownIds = new Set(own.map((record) => record.campaign.id));
  const investor = await findUserByEmail(db, INVESTOR);
  const investments = investor
    ? (await listInvestmentsOfUser(db, investor.id))
        .filter((investment) => ownIds.has(investment.campaignId))
        .map((investment) => ({
          notice: investmentReceived(investor.name, investment.amountPaise, {
            id: investment.campaignId,
            campaignTitle: investment.campaignTitle,
          }),
          at: investment.date,
        }))
    : [];
  const refunds = (await listRefundRecords(db, { ownerId: farmer.id }))
    .filter((record) => record.request.status === 'open')
    .map((record) => ({
      notice: refundRequested(record.investorName, record.amountPaise, record.campaignTitle),
      at: record.request.createdAt,
    }));
  return [...approved, ...investments, ...refunds];
}

/** What the demo investor heard: farm updates since each investment, and their orders' moves. */
async function investorNotices(db: Database, investor: UserRow): Promise<PastNotice[]> {
  const notices: PastNotice[] = [];
  for (const investment of await listInvestmentsOfUser(db, investor.id)) {
    for (const { update } of await listUpdates(db, investment.campaignId)) {
      const at = new Date(isoDate(update.date));
      if (at < investment.date) continue;
      notices.push({
        notice: timelineUpdate(
          {
            id: investment.campaignId,
            campaignTitle: investment.campaignTitle,
            farmName: investment.farmName,
          },
          update.title,
          investment.id,
        ),
        at,
      });
    }
  }
  for (const { order } of await listOrders(db, investor.id)) {
    if (order.status === 'Processing' || order.status === 'Pending') continue;
    notices.push({ notice: orderMoved(order.status, order, false), at: order.updatedAt });
  }
  return notices;
}

/** Fills the bell of a demo account that has no notifications yet; the older ones are read. */
async function fillBell(db: Database, user: UserRow, notices: PastNotice[], now: Date) {
  if ((await listNotifications(db, user.id, 1)).length > 0) return;
  await insertPastNotifications(
    db,
    notices.map(({ notice, at }) => ({
      ...notice,
      userId: user.id,
      createdAt: at,
      readAt: now.getTime() - at.getTime() > READ_AFTER_DAYS * DAY_MS ? at : null,
    })),
  );
}

/**
 * What the operators and the header bell show in the demo: the applicants' open verification
 * requests, the demo farmer's and investor's notifications of the seeded activity, and the
 * operators' of the campaigns and farmers waiting for review. Idempotent:
 * an applicant who ever asked, and a bell that has anything, are left alone.
 */
export async function seedDemoOperations(
  db: Database,
  applicants: string[],
  now: Date,
): Promise<void> {
  await seedApplications(db, applicants);
  const farmer = await findUserByEmail(db, FARMER);
  if (farmer) await fillBell(db, farmer, await farmerNotices(db, farmer, now), now);
  const investor = await findUserByEmail(db, INVESTOR);
  if (investor) await fillBell(db, investor, await investorNotices(db, investor), now);
  const operators = await operatorNotices(db);
  for (const operator of await listActiveAdmins(db)) await fillBell(db, operator, operators, now);
}
