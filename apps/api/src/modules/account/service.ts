import type { AccountData } from '@mitti/domain/account-data';
import type { DeleteAccountBody } from '@mitti/domain/account-deletion';
import { ACCOUNT_DELETION_NEXT_STEP, ACCOUNT_IN_USE } from '@mitti/domain/account-deletion';
import { EMAIL_TOPICS } from '@mitti/domain/email-preferences';
import type { EmailPreferences } from '@mitti/domain/email-preferences';
import { ValidationError } from 'yup';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { conflict, unauthorized } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { discardUploads } from '../../storage/uploads';
import { verifyPassword } from '../auth/passwords';
import type { Outbox } from '../mail/outbox';
import { accountDeleted } from '../mail/templates/account-deleted';
import { toNotification } from '../notifications/service';
import { toOrder } from '../orders/order-dto';
import { listOrders } from '../orders/repository';
import { listRefundRecords } from '../refunds/repository';
import { listUpdates } from '../timeline/repository';
import { listOptOuts } from '../users/email-opt-outs-repository';
import { toAddress } from '../users/profile-dto';
import { findUserById, listAddresses } from '../users/repository';
import * as dto from './account-data-dto';
import * as repo from './repository';

export const WRONG_PASSWORD_MESSAGE = 'The password is not right.';
export const WRONG_EMAIL_MESSAGE = 'This is not the email address of your account.';

/** An address no mail can reach (the reserved .invalid domain), unique by the account's id. */
const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** The storage key of an uploaded profile picture, if the address is one of ours. */
function pictureKey(storage: Storage, url: string | null): string | null {
  const start = url?.indexOf('avatars/') ?? -1;
  if (!url || start < 0) return null;
  const key = url.slice(start);
  return storage.url(key) === url ? key : null;
}

/** Why the account cannot go yet: whatever would leave other people's money or goods behind. */
async function blockers(tx: Database, userId: string): Promise<string[]> {
  const quoted = (titles: string[]) => titles.map((title) => `"${title}"`).join(', ');
  const reasons: string[] = [];
  const holdingMoney = await repo.listCampaignsHoldingMoney(tx, userId);
  if (holdingMoney.length > 0) {
    reasons.push(
      `investors' money is still in your campaign ${quoted(holdingMoney)}: refund it or complete the campaign first`,
    );
  }
  const openRefunds = await repo.listCampaignsWithOpenRefunds(tx, userId);
  if (openRefunds.length > 0) {
    reasons.push(
      `an investor is waiting for your decision on a refund request for ${quoted(openRefunds)}`,
    );
  }
  const ordersUnderWay = await repo.countOrdersUnderWay(tx, userId);
  if (ordersUnderWay > 0) {
    reasons.push(
      ordersUnderWay === 1
        ? 'you have a shop order that has not been delivered yet'
        : `you have ${ordersUnderWay} shop orders that have not been delivered yet`,
    );
  }
  return reasons;
}

export function createAccountService(db: Database, storage: Storage, outbox: Outbox, clock: Clock) {
  return {
    /** Everything held about the user, for the data download. */
    async exportData(userId: string): Promise<AccountData> {
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const optedOut = await listOptOuts(db, userId);
      const campaigns = await repo.listOwnCampaigns(db, userId);
      return {
        exportedAt: clock.now().toISOString(),
        profile: dto.toProfile(user),
        addresses: (await listAddresses(db, userId)).map(toAddress),
        emailPreferences: Object.fromEntries(
          EMAIL_TOPICS.map((topic) => [topic, !optedOut.includes(topic)]),
        ) as EmailPreferences,
        investments: (await repo.listInvestments(db, userId)).map(dto.toInvestment),
        paymentOrders: (await repo.listPaymentOrders(db, userId)).map(dto.toPaymentOrder),
        refundRequests: (await listRefundRecords(db, { investorId: userId })).map(
          dto.toRefundRequest,
        ),
        orders: (await listOrders(db, userId)).map(toOrder),
        reviews: (await repo.listReviews(db, userId)).map(dto.toReview),
        campaigns: await Promise.all(
          campaigns.map(async (campaign) =>
            dto.toCampaign(campaign, await listUpdates(db, campaign.id)),
          ),
        ),
        verificationRequests: (await repo.listVerificationRequests(db, userId)).map(
          dto.toVerificationRequest,
        ),
        contactMessages: (await repo.listSentContactMessages(db, userId)).map(dto.toContactMessage),
        notifications: (await repo.listAllNotifications(db, userId)).map(toNotification),
        sessions: (await repo.listSessions(db, userId)).map(dto.toSession),
      };
    },

    /**
     * Deletes the account in one transaction, once confirmed (password, or the email address for a
     * Google-only account) and nothing of other people's hangs on it: the goodbye email is queued
     * to the address before it is wiped; the row stays, anonymised, for the money records pointing
     * at it. The profile picture's file goes after the commit.
     */
    async deleteAccount(userId: string, body: DeleteAccountBody): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      if (user.passwordHash) {
        if (!(await verifyPassword(user.passwordHash, body.password ?? ''))) {
          throw new ValidationError(WRONG_PASSWORD_MESSAGE, undefined, 'password');
        }
      } else if (body.email !== user.email) {
        throw new ValidationError(WRONG_EMAIL_MESSAGE, undefined, 'email');
      }
      const picture = await db.transaction(async (tx) => {
        const locked = await repo.lockUser(tx, userId);
        // A second deletion racing this one finds the account gone.
        if (!locked || locked.deletedAt) throw unauthorized();
        const reasons = await blockers(tx, userId);
        if (reasons.length > 0) {
          throw conflict(
            `Your account cannot be deleted yet: ${reasons.join('; ')}. ${ACCOUNT_DELETION_NEXT_STEP}`,
            ACCOUNT_IN_USE,
          );
        }
        await outbox.send(tx, locked.email, accountDeleted(locked.name));
        const email = deletedEmail(userId);
        await repo.anonymiseUser(tx, userId, email, clock.now());
        await repo.cancelOpenCampaigns(tx, userId, clock.now());
        await repo.deletePersonalRows(tx, userId);
        await repo.redactOrderAddresses(tx, userId);
        await repo.redactRequestsAndMessages(tx, userId, email);
        return locked.profilePictureUrl;
      });
      const key = pictureKey(storage, picture);
      if (key) await discardUploads(storage, [key]);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
