import type {
  VerificationRequest,
  VerificationRequestsResponse,
  VerificationStatus,
} from '@mitti/domain/admin';
import type { AdminPageQuery } from '@mitti/domain/admin-page';
import { adminPage, pageOffset } from '@mitti/domain/admin-page';
import type { VerificationRequestBody } from '@mitti/domain/campaign-schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound, unauthorized } from '../../http/http-error';
import { recordAudit } from '../audit/repository';
import type { EmailContent } from '../mail/message';
import type { Outbox } from '../mail/outbox';
import {
  verificationApprovedEmail,
  verificationDeclinedEmail,
  verificationWithdrawnEmail,
} from '../mail/templates/verification-review';
import type { Notice } from '../notifications/notices';
import {
  verificationApproved,
  verificationDeclined,
  verificationToReview,
  verificationWithdrawn,
} from '../notifications/notices';
import { notifyOperators } from '../notifications/notify-operators';
import { markReviewDone, notify } from '../notifications/repository';
import type { UserRow } from '../users/repository';
import { findUserById, updateUser } from '../users/repository';
import type {
  VerificationDecision,
  VerificationRecord,
  VerificationRequestRow,
} from './repository';
import * as repo from './repository';

const REQUEST_NOT_FOUND = 'Verification request not found.';

export const VERIFICATION_STATUS: Record<VerificationRequestRow['status'], VerificationStatus> = {
  open: 'Pending',
  approved: 'Approved',
  rejected: 'Declined',
  withdrawn: 'Withdrawn',
};

function toVerificationRequest({
  request,
  user,
  campaignCount,
}: VerificationRecord): VerificationRequest {
  return {
    _id: request.id,
    status: VERIFICATION_STATUS[request.status],
    reason: request.reason,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    user: { _id: user.id, name: user.name, email: user.email, phone: user.phone, campaignCount },
  };
}

export function createVerificationService(db: Database, outbox: Outbox, clock: Clock) {
  /**
   * Decides an open request and tells the farmer (bell and email), in one transaction; a decided
   * one is 409.
   */
  async function decide(
    adminId: string,
    id: string,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
    notice: Notice,
    email: (name: string) => EmailContent,
  ): Promise<VerificationRequest> {
    await db.transaction(async (tx) => {
      const request = await repo.lockVerificationRequest(tx, id);
      if (!request) throw notFound(REQUEST_NOT_FOUND);
      if (request.status !== 'open') {
        throw conflict('This verification request has already been decided.', 'ALREADY_DECIDED');
      }
      await repo.decideVerificationRequest(tx, id, { ...decision, decidedBy: adminId });
      await markReviewDone(tx, id);
      const farmer = await findUserById(tx, request.userId);
      const active = decision.status === 'approved' ? 'true' : farmer?.active;
      if (farmer && active !== farmer.active) await updateUser(tx, farmer.id, { active });
      await recordAudit(tx, {
        actorId: adminId,
        at: clock.now(),
        action: decision.status === 'approved' ? 'verification.approve' : 'verification.decline',
        entityType: 'verification',
        entityId: id,
        before: { status: request.status, active: farmer?.active ?? null },
        after: { status: decision.status, active: active ?? null },
        reason: decision.reason,
      });
      await notify(tx, [{ userId: request.userId, ...notice }]);
      if (farmer) await outbox.send(tx, farmer.email, email(farmer.name));
    });
    const record = await repo.findVerificationRecord(db, id);
    if (!record) throw notFound(REQUEST_NOT_FOUND);
    return toVerificationRequest(record);
  }

  return {
    /** A farmer asks the Mitti team to verify the account; one request waits at a time. */
    async sendRequest(userId: string, body: VerificationRequestBody): Promise<void> {
      if (body.userId !== undefined && body.userId !== userId) {
        throw forbidden('You can only ask to verify your own account.');
      }
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      if (user.active === 'true') throw conflict('Your account is already verified.');
      await db.transaction(async (tx) => {
        const requestId = await repo.insertOpenRequest(tx, userId, user.email);
        if (!requestId) {
          throw conflict('You already have a verification request waiting for review.');
        }
        await notifyOperators(tx, verificationToReview(user.name, requestId));
      });
    },

    async list(query: AdminPageQuery): Promise<VerificationRequestsResponse> {
      const [records, counts] = await Promise.all([
        repo.listVerificationRecords(db, { offset: pageOffset(query), limit: query.limit }),
        repo.countVerificationRequests(db),
      ]);
      return {
        requests: records.map(toVerificationRequest),
        ...adminPage(query, counts.total),
        pendingCount: counts.open,
      };
    },

    /** One request as the list has it, whatever its status (a notice's link opens it). */
    async get(id: string): Promise<VerificationRequest> {
      const record = await repo.findVerificationRecord(db, id);
      if (!record) throw notFound(REQUEST_NOT_FOUND);
      return toVerificationRequest(record);
    },

    /** The account's `active` becomes 'true': a verified farmer, who may create campaigns. */
    async approve(adminId: string, id: string): Promise<VerificationRequest> {
      return decide(
        adminId,
        id,
        { status: 'approved', reason: null },
        verificationApproved(),
        verificationApprovedEmail,
      );
    },

    async decline(adminId: string, id: string, reason: string): Promise<VerificationRequest> {
      return decide(
        adminId,
        id,
        { status: 'rejected', reason },
        verificationDeclined(reason),
        (name) => verificationDeclinedEmail(name, reason),
      );
    },

    /**
     * An operator verifies an account or takes its verification back, with a reason, in the caller's
     * transaction (which audits it). The request history says so too: a waiting request is decided
     * this way, else a decided one is added; the farmer is told in the app and by email. False when
     * the account already was so (nothing changes).
     */
    async setVerified(
      tx: Database,
      adminId: string,
      user: UserRow,
      verified: boolean,
      reason: string,
    ): Promise<boolean> {
      const active = verified ? 'true' : 'false';
      if (user.active === active) return false;
      await updateUser(tx, user.id, { active });
      const open = await repo.lockOpenRequestOf(tx, user.id);
      // Without a waiting request, taking verification back declines nothing: it is withdrawn.
      const decision: VerificationDecision = {
        status: verified ? 'approved' : open ? 'rejected' : 'withdrawn',
        reason,
        decidedBy: adminId,
      };
      if (open) {
        await repo.decideVerificationRequest(tx, open.id, decision);
        await markReviewDone(tx, open.id);
      } else await repo.insertDecidedRequest(tx, user, decision);
      // Unverified without a waiting request, a verified farmer loses it: no request was declined.
      const [notice, email] = verified
        ? [verificationApproved(), verificationApprovedEmail(user.name)]
        : open
          ? [verificationDeclined(reason), verificationDeclinedEmail(user.name, reason)]
          : [verificationWithdrawn(reason), verificationWithdrawnEmail(user.name, reason)];
      await notify(tx, [{ userId: user.id, ...notice }]);
      await outbox.send(tx, user.email, email);
      return true;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
