import type { AdminRefundRequest, AdminRefundRequestsResponse } from '@mitti/domain/admin';
import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { AdminPageQuery } from '@mitti/domain/admin-page';
import { adminPage, pageOffset } from '@mitti/domain/admin-page';
import { campaignDaysRemaining } from '@mitti/domain/funding';
import { paiseToRupees } from '@mitti/domain/money';
import { REFUND_REQUEST_PAGE_SIZE } from '@mitti/domain/constants';
import type { RefundRequest, RefundRequestsResponse } from '@mitti/domain/refund-request';
import type { RefundRequestPageQuery } from '@mitti/domain/refund-schemas';
import type { Clock } from '../../clock';
import { isoDate } from '../../dates';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { refundStatus } from '../campaigns/campaign-dto';
import { lockCampaign, updateCampaign } from '../campaigns/repository';
import { recordAudit } from '../audit/repository';
import type { Outbox } from '../mail/outbox';
import { refundDecided, refundDecidedForOwner } from '../mail/templates/refund-decided';
import { refundRequestReceived } from '../mail/templates/refund-request-received';
import { refundRequested as refundRequestedEmail } from '../mail/templates/refund-requested';
import {
  refundApproved,
  refundDecidedByOperators,
  refundRejected,
  refundRequested,
} from '../notifications/notices';
import { markReviewDone, notify } from '../notifications/repository';
import type { PaymentProvider } from '../payments/provider';
import { isAdmin } from '../users/repository';
import type { IncomingScope, RefundRecord } from './repository';
import { overdueIfMadeBy, oversightFrom } from './refund-deadlines';
import * as repo from './repository';

const REQUEST_NOT_FOUND = 'Refund request not found.';

/** The 'refund decided' email to the investor: approved (no note) or declined with its reason. */
function decidedEmail(record: RefundRecord, declinedBecause: string | null) {
  return refundDecided({
    name: record.investorName,
    campaignTitle: record.campaignTitle,
    amountPaise: record.amountPaise,
    declinedBecause,
  });
}

function toRefundRequest(record: RefundRecord): RefundRequest {
  const { request } = record;
  return {
    _id: request.id,
    investId: request.investmentId,
    campaignId: record.campaignId,
    campaignTitle: record.campaignTitle,
    investorName: record.investorName,
    amount: paiseToRupees(record.amountPaise),
    Reason: request.reason,
    status: refundStatus(request.status),
    note: request.note,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}

export function createRefundsService(
  db: Database,
  provider: PaymentProvider,
  outbox: Outbox,
  clock: Clock,
) {
  /**
   * An admin may decide once the owner has had REFUND_OVERSIGHT_DAYS, or at once when operators
   * disabled the owner's account: a disabled owner cannot sign in to decide.
   */
  const operatorsMayDecide = ({ request, ownerDisabledAt }: RefundRecord) =>
    ownerDisabledAt !== null || oversightFrom(request.createdAt) <= clock.now();

  /**
   * The campaign's owner decides; an admin only when operatorsMayDecide (404 when unknown, 403 for
   * anyone else). Whether an operator decides.
   */
  async function checkDecider(userId: string, id: string): Promise<boolean> {
    const record = await repo.findRefundRecord(db, id);
    if (!record) throw notFound(REQUEST_NOT_FOUND);
    if (record.ownerId === userId) return false;
    if (!(await isAdmin(db, userId))) {
      throw forbidden("Only the campaign's owner can decide this refund request.");
    }
    if (!operatorsMayDecide(record)) {
      throw forbidden(
        `The campaign's owner has ${REFUND_OVERSIGHT_DAYS} days to decide this refund request; an admin may decide it only after that.`,
      );
    }
    return true;
  }

  /**
   * An operator decided a request its owner had left: the owner hears the outcome (an approved
   * refund comes out of their campaign's raised amount), in the deciding transaction.
   */
  async function tellOwnerOfDecision(tx: Database, record: RefundRecord, note: string | null) {
    await notify(tx, [
      {
        userId: record.ownerId,
        ...refundDecidedByOperators(
          record.investorName,
          record.amountPaise,
          record.campaignTitle,
          note,
        ),
      },
    ]);
    await outbox.send(
      tx,
      record.ownerEmail,
      refundDecidedForOwner({
        name: record.ownerName,
        investorName: record.investorName,
        campaignTitle: record.campaignTitle,
        amountPaise: record.amountPaise,
        declinedBecause: note,
      }),
    );
  }

  /** An operator's decision goes into the audit log, in the deciding transaction. */
  async function auditDecision(
    tx: Database,
    operatorId: string,
    id: string,
    decision: { status: 'approved' | 'rejected'; note: string | null },
  ): Promise<void> {
    await recordAudit(tx, {
      actorId: operatorId,
      at: clock.now(),
      action: decision.status === 'approved' ? 'refund.approve' : 'refund.reject',
      entityType: 'refund',
      entityId: id,
      before: { status: 'open', note: null },
      after: decision,
      reason: decision.note,
    });
  }

  /** Read in the deciding transaction: an answer that fails to load rolls the decision back. */
  async function requestFor(tx: Database, id: string): Promise<RefundRequest> {
    const record = await repo.findRefundRecord(tx, id);
    if (!record) throw notFound(REQUEST_NOT_FOUND);
    return toRefundRequest(record);
  }

  return {
    /** One waiting request per investment; the investment's lock orders racing submissions. */
    async request(userId: string, investId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const investment = await repo.lockInvestment(tx, investId);
        if (!investment || investment.userId !== userId) throw notFound('Investment not found.');
        if (investment.status === 'refunded') {
          throw conflict('This investment has already been refunded.', 'ALREADY_REFUNDED');
        }
        if (await repo.hasOpenRequest(tx, investment.id)) {
          throw conflict(
            'A refund request for this investment is already waiting for review.',
            'REFUND_PENDING',
          );
        }
        const requestId = await repo.insertRefundRequest(tx, investment.id, reason);
        const record = (await repo.findRefundRecord(tx, requestId))!;
        await notify(tx, [
          {
            userId: record.ownerId,
            ...refundRequested(record.investorName, record.amountPaise, record.campaignTitle),
          },
        ]);
        await outbox.send(
          tx,
          record.ownerEmail,
          refundRequestedEmail({
            name: record.ownerName,
            investorName: record.investorName,
            campaignTitle: record.campaignTitle,
            amountPaise: record.amountPaise,
            reason,
          }),
        );
        await outbox.send(
          tx,
          record.investorEmail,
          refundRequestReceived({
            name: record.investorName,
            campaignTitle: record.campaignTitle,
            amountPaise: record.amountPaise,
            reason,
          }),
        );
      });
    },

    /**
     * The caller's own requests, and a page of those for their campaigns (an admin's: of all), with
     * how many of those there are and how many wait for a decision.
     */
    async list(userId: string, query: RefundRequestPageQuery): Promise<RefundRequestsResponse> {
      const page = query.page ?? 1;
      const limit = query.limit ?? REFUND_REQUEST_PAGE_SIZE;
      const scope: IncomingScope = (await isAdmin(db, userId)) ? 'all' : { ownerId: userId };
      const [outgoing, incoming, { total, pending }] = await Promise.all([
        repo.listRefundRecords(db, { investorId: userId }),
        repo.listIncomingRefundRecords(db, scope, { offset: (page - 1) * limit, limit }),
        repo.countIncomingRefundRequests(db, scope),
      ]);
      return {
        outgoing: outgoing.map(toRefundRequest),
        incoming: incoming.map(toRefundRequest),
        page,
        limit,
        total,
        hasMore: page * limit < total,
        pending,
      };
    },

    /**
     * A page of every request (open ones first, longest waiting first), each with its owner and
     * whether an admin may decide it now, and how many are overdue in all.
     */
    async oversight(query: AdminPageQuery): Promise<AdminRefundRequestsResponse> {
      const [records, counts] = await Promise.all([
        repo.listRefundRecordsForReview(db, { offset: pageOffset(query), limit: query.limit }),
        repo.countRefundRequests(db, overdueIfMadeBy(clock.now())),
      ]);
      return {
        requests: records.map((record): AdminRefundRequest => ({
          ...toRefundRequest(record),
          ownerName: record.ownerName,
          ownerDisabled: record.ownerDisabledAt !== null,
          overdue: record.request.status === 'open' && operatorsMayDecide(record),
        })),
        ...adminPage(query, counts.total),
        overdueCount: counts.overdue,
      };
    },

    /**
     * Request, investment and campaign are locked, then the provider refunds before the commit: a
     * provider error rolls everything back and the request stays Pending, to be approved again. So
     * does a database error after the refund: the refund is keyed by the request, so approving again
     * gets the same refund back from the provider. An approved request answers the same without
     * refunding twice.
     */
    async approve(userId: string, id: string): Promise<RefundRequest> {
      const byOperator = await checkDecider(userId, id);
      return db.transaction(async (tx) => {
        const request = await repo.lockRefundRequest(tx, id);
        if (!request) throw notFound(REQUEST_NOT_FOUND);
        if (request.status === 'approved') return requestFor(tx, id);
        if (request.status === 'rejected') {
          throw conflict('This refund request has already been rejected.', 'ALREADY_DECIDED');
        }
        const investment = await repo.lockInvestment(tx, request.investmentId);
        if (!investment) throw notFound('Investment not found.');
        const campaign = await lockCampaign(tx, investment.campaignId);
        if (!campaign) throw notFound('Campaign not found.');
        const refund = await provider.refund(
          investment.providerPaymentId,
          investment.amountPaise,
          request.id,
        );
        await repo.markInvestmentRefunded(tx, investment.id, refund.id);
        const raised = campaign.raisedAmountPaise - investment.amountPaise;
        const reopens =
          campaign.status === 'Funded' &&
          raised < campaign.fundingGoalPaise &&
          campaignDaysRemaining(isoDate(campaign.endDate), clock.now()) > 0;
        await updateCampaign(tx, campaign.id, {
          raisedAmountPaise: raised,
          ...(reopens ? { status: 'Active' as const } : {}),
        });
        await repo.decideRefundRequest(tx, id, {
          status: 'approved',
          note: null,
          decidedBy: userId,
        });
        await markReviewDone(tx, id);
        if (byOperator) await auditDecision(tx, userId, id, { status: 'approved', note: null });
        await notify(tx, [
          {
            userId: investment.userId,
            ...refundApproved(investment.amountPaise, campaign.campaignTitle, investment.id),
          },
        ]);
        const decided = (await repo.findRefundRecord(tx, id))!;
        await outbox.send(tx, decided.investorEmail, decidedEmail(decided, null));
        if (byOperator) await tellOwnerOfDecision(tx, decided, null);
        return toRefundRequest(decided);
      });
    },

    async reject(userId: string, id: string, note: string): Promise<RefundRequest> {
      const byOperator = await checkDecider(userId, id);
      return db.transaction(async (tx) => {
        const request = await repo.lockRefundRequest(tx, id);
        if (!request) throw notFound(REQUEST_NOT_FOUND);
        if (request.status !== 'open') {
          throw conflict('Only a pending refund request can be rejected.', 'ALREADY_DECIDED');
        }
        await repo.decideRefundRequest(tx, id, { status: 'rejected', note, decidedBy: userId });
        await markReviewDone(tx, id);
        if (byOperator) await auditDecision(tx, userId, id, { status: 'rejected', note });
        const record = (await repo.findRefundRecord(tx, id))!;
        await notify(tx, [
          {
            userId: record.investorId,
            ...refundRejected(record.campaignTitle, note, record.request.investmentId),
          },
        ]);
        await outbox.send(tx, record.investorEmail, decidedEmail(record, note));
        if (byOperator) await tellOwnerOfDecision(tx, record, note);
        return toRefundRequest(record);
      });
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
