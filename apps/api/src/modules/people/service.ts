import type {
  AdminUserActionResponse,
  AdminUserDetail,
  AdminUsersQuery,
  AdminUsersResponse,
  AdminUserSummary,
  UserDisabledBody,
  UserRoleBody,
  UserVerificationBody,
} from '@mitti/domain/admin-users';
import { ADMIN_USER_LIST_LIMIT } from '@mitti/domain/admin-users';
import { paiseToRupees } from '@mitti/domain/money';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../audit/repository';
import { revokeUserSessions } from '../auth/repository';
import { containsPattern } from '../campaigns/repository';
import type { UserRow } from '../users/repository';
import { findUserById } from '../users/repository';
import { listRequestsOf } from '../verification/repository';
import type { VerificationService } from '../verification/service';
import { VERIFICATION_STATUS } from '../verification/service';
import * as repo from './repository';

const USER_NOT_FOUND = 'Account not found.';

function toSummary(user: UserRow): AdminUserSummary {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    verified: user.active === 'true',
    disabledAt: user.disabledAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * A search of digits, spaces, '+', '-' and brackets with at least four digits reads as a phone
 * number however it is written: its digits, to find within the stored ten. A whole number may
 * come with its country code or a leading 0 ('+91 94430 33003', '094430 33003').
 */
function phoneDigitsPattern(search: string): string | undefined {
  if (!/^[\d\s+()-]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '').slice(-10);
  return digits.length >= 4 ? `%${digits}%` : undefined;
}

/**
 * The operators' People area (issue 19): find accounts, read one with its activity, and change its
 * role, verification or disabled state. Each change is audited in its own transaction.
 */
export function createPeopleService(db: Database, verification: VerificationService, clock: Clock) {
  async function detail(id: string): Promise<AdminUserDetail> {
    const user = await findUserById(db, id);
    if (!user) throw notFound(USER_NOT_FOUND);
    const [requests, activity] = await Promise.all([
      listRequestsOf(db, id),
      repo.findActivity(db, id, ADMIN_USER_LIST_LIMIT),
    ]);
    return {
      ...toSummary(user),
      phone: user.phone,
      emailConfirmed: user.emailConfirmedAt !== null,
      verificationRequests: requests.map((request) => ({
        _id: request.id,
        status: VERIFICATION_STATUS[request.status],
        reason: request.reason,
        createdAt: request.createdAt.toISOString(),
        decidedAt: request.decidedAt?.toISOString() ?? null,
      })),
      counts: activity.counts,
      campaigns: activity.campaigns.map((campaign) => ({
        _id: campaign.id,
        campaignTitle: campaign.campaignTitle,
        status: campaign.status,
        isVerified: campaign.isVerified,
        raisedAmount: paiseToRupees(campaign.raisedAmountPaise),
        fundingGoal: paiseToRupees(campaign.fundingGoalPaise),
        createdAt: campaign.createdAt.toISOString(),
      })),
      investments: activity.investments.map((investment) => ({
        _id: investment.id,
        campaignId: investment.campaignId,
        campaignTitle: investment.campaignTitle,
        amount: paiseToRupees(investment.amountPaise),
        status: investment.status,
        createdAt: investment.date.toISOString(),
      })),
      orders: activity.orders.map((order) => ({
        _id: order.id,
        orderStatus: order.status,
        paymentStatus: order.paymentStatus,
        totalPrice: paiseToRupees(order.totalPaise),
        createdAt: order.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Runs an operator's change of one account in a transaction with the account locked: `change`
   * makes it and answers the message, or null when the account already was so.
   */
  async function act(
    id: string,
    change: (tx: Database, user: UserRow) => Promise<string>,
  ): Promise<AdminUserActionResponse> {
    const message = await db.transaction(async (tx) => {
      const user = await repo.lockUser(tx, id);
      if (!user) throw notFound(USER_NOT_FOUND);
      return change(tx, user);
    });
    return { message, user: await detail(id) };
  }

  return {
    async list(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const filters: repo.PeopleFilters = {
        pattern: query.search ? containsPattern(query.search) : undefined,
        phoneDigits: query.search ? phoneDigitsPattern(query.search) : undefined,
        role: query.role,
      };
      const [rows, total] = await Promise.all([
        repo.listPeople(db, filters, {
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        repo.countPeople(db, filters),
      ]);
      return {
        users: rows.map(toSummary),
        page: query.page,
        limit: query.limit,
        total,
        hasMore: query.page * query.limit < total,
      };
    },

    detail,

    /** An operator may not remove their own role: someone else must, so one always remains. */
    async setRole(adminId: string, id: string, { role }: UserRoleBody) {
      return act(id, async (tx, user) => {
        if (user.role === role) {
          return role === 'admin'
            ? `${user.name} is already an operator.`
            : `${user.name} is not an operator.`;
        }
        if (user.id === adminId) {
          throw conflict(
            'You cannot remove your own operator role. Ask another operator to do it.',
            'OWN_ROLE',
          );
        }
        await repo.updatePerson(tx, user.id, { role });
        await recordAudit(tx, {
          actorId: adminId,
          at: clock.now(),
          action: role === 'admin' ? 'user.promote' : 'user.demote',
          entityType: 'user',
          entityId: user.id,
          before: { role: user.role },
          after: { role },
        });
        return role === 'admin'
          ? `${user.name} is now an operator.`
          : `${user.name} is no longer an operator.`;
      });
    },

    async setVerification(adminId: string, id: string, { verified, reason }: UserVerificationBody) {
      return act(id, async (tx, user) => {
        if (!(await verification.setVerified(tx, adminId, user, verified, reason))) {
          return verified ? `${user.name} is already verified.` : `${user.name} is not verified.`;
        }
        await recordAudit(tx, {
          actorId: adminId,
          at: clock.now(),
          action: verified ? 'user.verify' : 'user.unverify',
          entityType: 'user',
          entityId: user.id,
          before: { active: user.active },
          after: { active: verified ? 'true' : 'false' },
          reason,
        });
        return verified ? `${user.name} is now verified.` : `${user.name} is no longer verified.`;
      });
    },

    /**
     * A disabled account cannot sign in and its sessions end now; its public campaigns are hidden
     * (migration 0023 keeps the listing so). Money already moved stays as it is.
     */
    async setDisabled(adminId: string, id: string, { disabled, reason }: UserDisabledBody) {
      return act(id, async (tx, user) => {
        if (disabled === (user.disabledAt !== null)) {
          return disabled ? `${user.name} is already disabled.` : `${user.name} is not disabled.`;
        }
        if (user.id === adminId) {
          throw conflict('You cannot disable your own account.', 'OWN_ACCOUNT');
        }
        const now = clock.now();
        const disabledAt = disabled ? now : null;
        await repo.updatePerson(tx, user.id, { disabledAt });
        if (disabled) await revokeUserSessions(tx, user.id, now);
        await recordAudit(tx, {
          actorId: adminId,
          at: now,
          action: disabled ? 'user.disable' : 'user.enable',
          entityType: 'user',
          entityId: user.id,
          before: { disabledAt: user.disabledAt?.toISOString() ?? null },
          after: { disabledAt: disabledAt?.toISOString() ?? null },
          reason: reason || null,
        });
        return disabled ? `${user.name} is disabled.` : `${user.name} is enabled again.`;
      });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
