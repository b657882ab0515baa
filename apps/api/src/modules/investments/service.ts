import type { InvestmentDetails } from '@mitti/domain/investment';
import { campaignDaysRemaining, canInvest, maxUnits } from '@mitti/domain/funding';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@mitti/domain/money';
import type { CreateOrderResponse, PaymentVerifyResponse } from '@mitti/domain/payment-order';
import { ALL_RESERVED_MESSAGE } from '@mitti/domain/payment-order';
import type {
  CreateInvestmentOrderBody,
  VerifyInvestmentPaymentBody,
} from '@mitti/domain/payment-schemas';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { isoDate } from '../../dates';
import type { Database } from '../../db/client';
import {
  badRequest,
  conflict,
  emailNotConfirmed,
  HttpError,
  notFound,
} from '../../http/http-error';
import type { CampaignRow } from '../campaigns/repository';
import type { Outbox } from '../mail/outbox';
import { campaignFunded } from '../mail/templates/campaign-funded';
import { investmentReceipt } from '../mail/templates/investment-receipt';
import { investmentPaymentRefunded } from '../mail/templates/payment-refunded';
import { findCampaign, lockCampaign } from '../campaigns/repository';
import {
  campaignFunded as campaignFundedNotice,
  investmentPaymentRefunded as paymentRefundedNotice,
  investmentReceived,
} from '../notifications/notices';
import { notify } from '../notifications/repository';
import type { PaymentProvider } from '../payments/provider';
import {
  findOrderByProviderId,
  lockOrder,
  setOrderRefundId,
  settleOrder,
} from '../payments/repository';
import type { PaymentOrderRow } from '../payments/repository';
import type { PaymentSettlement } from '../payments/service';
import { openCheckout } from '../payments/service';
import {
  endHolds,
  insertReservations,
  lockHeldUnits,
  putBackUnits,
  releaseLapsedUnits,
  reserveUnits,
  RESERVATION_MS,
} from '../reservations/repository';
import { findUserById, isEmailConfirmed } from '../users/repository';
import type { InvestmentPayment, PaymentCampaign } from './repository';
import * as repo from './repository';

const REFUNDED_MESSAGES = {
  CAPACITY_TAKEN: 'This campaign was fully funded while you paid. Your payment has been refunded.',
  CAMPAIGN_CLOSED:
    'This campaign stopped accepting investments while you paid. Your payment has been refunded.',
  ORDER_REFUNDED: 'The payment for this order has been refunded.',
} as const;

type RefundCode = keyof typeof REFUNDED_MESSAGES;

/** What became of a verified payment. */
export type Settlement = { outcome: 'paid' } | { outcome: 'refunded'; code: RefundCode };

/** A Razorpay webhook body, as far as it is read. */
interface WebhookEvent {
  event?: unknown;
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } } };
}

function acceptsInvestments(campaign: CampaignRow, now: Date): boolean {
  return canInvest(campaign.status, campaignDaysRemaining(isoDate(campaign.endDate), now));
}

function checkOpen(campaign: CampaignRow, now: Date): void {
  if (campaign.status === 'Funded') {
    throw conflict('This campaign is already fully funded.', 'FULLY_FUNDED');
  }
  if (!acceptsInvestments(campaign, now)) {
    throw conflict('This campaign is no longer accepting investments.', 'CAMPAIGN_CLOSED');
  }
}

/** The units asked for against the room left: total less sold less what checkouts hold. */
function checkRoom(campaign: CampaignRow, units: number): void {
  const left = maxUnits({
    fundingGoal: campaign.fundingGoalPaise,
    raisedAmount: campaign.raisedAmountPaise,
    minInvestment: campaign.minInvestmentPaise,
  });
  if (left === 0) throw conflict('This campaign is already fully funded.', 'FULLY_FUNDED');
  const free = left - campaign.heldUnits;
  if (free <= 0) throw conflict(ALL_RESERVED_MESSAGE, 'ALL_RESERVED');
  if (units > free) {
    throw conflict(
      `You have reached the maximum available investment. Only ${free} ${free === 1 ? 'unit' : 'units'} (${formatPaise(free * campaign.minInvestmentPaise)}) left.`,
      'ABOVE_AVAILABLE',
    );
  }
}

const fitsBesidesHolds = (campaign: CampaignRow, units: number) =>
  campaign.raisedAmountPaise + (campaign.heldUnits + units) * campaign.minInvestmentPaise <=
  campaign.fundingGoalPaise;

/** What a verification of an order already settled answers: the same, for the same payment. */
function replayed(order: PaymentOrderRow, paymentId: string) {
  if (order.status !== 'paid' && order.status !== 'refunded') return undefined;
  if (order.providerPaymentId !== paymentId) {
    throw conflict('This order has already been paid with another payment.', 'ORDER_PAID');
  }
  return order.status === 'paid'
    ? ({ outcome: 'paid' } as const)
    : ({ outcome: 'refunded', code: 'ORDER_REFUNDED', order } as const);
}

/** Makes the shop order of a verified card payment (the orders module's settlement). */
type SettleShopPayment = (paymentOrderId: string, paymentId: string) => Promise<PaymentSettlement>;

export function createInvestmentsService(
  db: Database,
  provider: PaymentProvider,
  outbox: Outbox,
  settleShopPayment: SettleShopPayment,
  clock: Clock,
) {
  /**
   * In the counting transaction of the payment that brought the campaign to its goal, after its row:
   * no other payment can count on a Funded campaign, so holding that lock a little longer costs none.
   */
  async function tellOwnerFunded(tx: Database, campaign: PaymentCampaign, raisedPaise: number) {
    const owner = await findUserById(tx, campaign.userId);
    if (!owner) return;
    await notify(tx, [{ userId: owner.id, ...campaignFundedNotice(campaign, raisedPaise) }]);
    await outbox.send(
      tx,
      owner.email,
      campaignFunded({
        name: owner.name,
        campaignTitle: campaign.campaignTitle,
        raisedPaise,
        investorCount: (await repo.listActiveInvestors(tx, campaign.id)).length,
      }),
    );
  }

  /**
   * The payment's writes (investment, paid order, hold converted, the owner's notification, the
   * receipt), the campaign row last: countPayment's conditional UPDATE, so racing payments of one
   * campaign queue for one statement and a commit each. False when it does not fit; the caller's
   * transaction must then roll back. The payment that reaches the goal tells the owner as well.
   */
  async function pay(
    tx: Database,
    order: PaymentOrderRow,
    campaign: PaymentCampaign,
    investor: InvestmentPayment['investor'],
    paymentId: string,
  ): Promise<boolean> {
    const { campaignUnits } = await endHolds(tx, order.id, 'converted');
    const units = order.units ?? order.amountPaise / campaign.minInvestmentPaise;
    const investmentId = await repo.insertInvestment(tx, {
      userId: order.userId,
      campaignId: campaign.id,
      amountPaise: order.amountPaise,
      units,
      providerPaymentId: paymentId,
      status: 'active',
    });
    await settleOrder(tx, order.id, 'paid', paymentId);
    await notify(tx, [
      {
        userId: campaign.userId,
        ...investmentReceived(investor.name, order.amountPaise, campaign),
      },
    ]);
    await outbox.send(
      tx,
      investor.email,
      investmentReceipt({
        investorName: investor.name,
        campaignId: campaign.id,
        campaignTitle: campaign.campaignTitle,
        farmName: campaign.farmName,
        investmentId,
        amountPaise: order.amountPaise,
        units,
        paymentId,
        paidAt: clock.now(),
      }),
    );
    const counted = await repo.countPayment(tx, campaign.id, order.amountPaise, campaignUnits);
    if (counted?.funded) await tellOwnerFunded(tx, campaign, counted.raisedPaise);
    return counted !== undefined;
  }

  /**
   * The rare case, when pay found no room (other checkouts' holds, its own hold expired and taken,
   * the campaign closed or funded): the order, its hold and the campaign are locked in that order
   * (as pay and the releases lock them), holds of others that lapsed are released, and the payment
   * is counted if it fits; otherwise the order is marked refunded and its hold released.
   */
  function settleUnderLock(
    orderId: string,
    paymentId: string,
    investor: InvestmentPayment['investor'],
  ) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('Payment order not found.');
      const replay = replayed(order, paymentId);
      if (replay) return replay;
      const ours = await lockHeldUnits(tx, order.id);
      const now = clock.now();
      if (order.campaignId) {
        await releaseLapsedUnits(tx, order.campaignId, now, { exceptPaymentOrderId: order.id });
      }
      const campaign = order.campaignId ? await lockCampaign(tx, order.campaignId) : undefined;
      const fits =
        campaign !== undefined &&
        fitsBesidesHolds(campaign, order.amountPaise / campaign.minInvestmentPaise - ours);
      if (campaign && acceptsInvestments(campaign, now) && fits) {
        if (!(await pay(tx, order, campaign, investor, paymentId))) {
          throw new Error(`payment order ${order.id} did not fit under the campaign lock`);
        }
        return { outcome: 'paid' } as const;
      }
      const { campaignId, campaignUnits } = await endHolds(tx, order.id, 'released');
      if (campaignId) await putBackUnits(tx, campaignId, campaignUnits);
      await settleOrder(tx, order.id, 'refunded', paymentId);
      const code: RefundCode =
        campaign && (campaign.status === 'Funded' || !fits) ? 'CAPACITY_TAKEN' : 'CAMPAIGN_CLOSED';
      // The checkout may be closed by now: the payer hears of it here, once, as the order turns
      // refunded (a later verify, webhook or reconciliation finds it settled and replays).
      const campaignTitle = campaign?.campaignTitle ?? 'a Mitti campaign';
      await notify(tx, [
        {
          userId: order.userId,
          ...paymentRefundedNotice(order.amountPaise, campaignTitle, REFUNDED_MESSAGES[code]),
        },
      ]);
      await outbox.send(
        tx,
        investor.email,
        investmentPaymentRefunded({
          investorName: investor.name,
          campaignTitle,
          amountPaise: order.amountPaise,
          paymentId,
          reason: REFUNDED_MESSAGES[code],
        }),
      );
      return { outcome: 'refunded', code, order } as const;
    });
  }

  /**
   * Counts a verified payment once: the order row is locked first (one verification of an order at a
   * time) and pay writes the rest, its campaign row last. When that finds no room the transaction
   * rolls back and settleUnderLock decides with the campaign locked. A payment that cannot be
   * counted is refunded after the commit; a refund that fails then stays without an id and a retried
   * verification repeats it.
   */
  async function settle(
    { order: snapshot, campaign, investor }: InvestmentPayment,
    paymentId: string,
  ): Promise<Settlement> {
    let result: Awaited<ReturnType<typeof settleUnderLock>>;
    try {
      result = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, snapshot.id);
        if (!order) throw notFound('Payment order not found.');
        const replay = replayed(order, paymentId);
        if (replay) return replay;
        const open =
          campaign !== null &&
          campaignDaysRemaining(isoDate(campaign.endDate), clock.now()) > 0 &&
          (await pay(tx, order, campaign, investor, paymentId));
        if (!open) tx.rollback();
        return { outcome: 'paid' } as const;
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
      result = await settleUnderLock(snapshot.id, paymentId, investor);
    }
    if (result.outcome === 'paid') return result;
    if (result.order.providerRefundId === null) {
      const refund = await provider.refund(paymentId, result.order.amountPaise, result.order.id);
      await setOrderRefundId(db, result.order.id, refund.id);
    }
    return { outcome: 'refunded', code: result.code };
  }

  /** A captured payment of either purpose, counted once: an investment here, a shop order there. */
  async function settlePayment(
    order: PaymentOrderRow,
    paymentId: string,
  ): Promise<PaymentSettlement> {
    if (order.purpose === 'shop') return settleShopPayment(order.id, paymentId);
    const payment = await repo.findInvestmentPayment(db, order.providerOrderId);
    if (!payment) throw notFound('Payment order not found.');
    return settle(payment, paymentId);
  }

  return {
    settlePayment,

    /** The amount is checked against the campaign here and stored; the client's is never read again. */
    async createOrder(
      userId: string,
      body: CreateInvestmentOrderBody,
    ): Promise<CreateOrderResponse> {
      if (!(await isEmailConfirmed(db, userId))) throw emailNotConfirmed();
      const record = await findCampaign(db, body.campaignId);
      const campaign = record?.campaign;
      if (
        !campaign?.isVerified ||
        campaign.status === 'Draft' ||
        campaign.status === 'Cancelled' ||
        record?.farmer.disabledAt !== null
      ) {
        throw notFound('Campaign not found.');
      }
      checkOpen(campaign, clock.now());
      const unit = campaign.minInvestmentPaise;
      const amountPaise = rupeesToPaise(body.amount);
      if (amountPaise < unit) {
        throw badRequest(`Minimum investment of ${formatPaise(unit)} is required`, 'BELOW_MINIMUM');
      }
      if (amountPaise % unit !== 0) {
        throw badRequest(
          `Investments are made in whole units of ${formatPaise(unit)}.`,
          'NOT_WHOLE_UNITS',
        );
      }
      const units = amountPaise / unit;
      // A first look without a lock spares the provider an order that would be refused. When holds
      // stand in the way, those that lapsed are released first, the investor's own earlier ones too.
      let seen = campaign;
      if (!fitsBesidesHolds(seen, units) && seen.heldUnits > 0) {
        const lapsed = await db.transaction((tx) =>
          releaseLapsedUnits(tx, campaign.id, clock.now(), { payerId: userId }),
        );
        seen = { ...seen, heldUnits: seen.heldUnits - lapsed };
      }
      checkRoom(seen, units);
      const user = await findUserById(db, userId);
      if (!user) throw notFound('User not found.');
      return openCheckout(
        db,
        provider,
        user,
        { purpose: 'investment', amountPaise, campaignId: campaign.id, units },
        async (tx, paymentOrderId) => {
          const now = clock.now();
          const expiresAt = new Date(now.getTime() + RESERVATION_MS);
          await insertReservations(tx, [
            { paymentOrderId, campaignId: campaign.id, quantity: units, expiresAt },
          ]);
          if (await reserveUnits(tx, campaign.id, units)) return;
          // Taken meanwhile: why, as the campaign stands now.
          const current = await lockCampaign(tx, campaign.id);
          if (!current) throw notFound('Campaign not found.');
          checkOpen(current, now);
          checkRoom(current, units);
          throw conflict(ALL_RESERVED_MESSAGE, 'ALL_RESERVED');
        },
      );
    },

    /**
     * The signature is checked over the order id we stored, so a signature of another order fails;
     * the client's campaignId and amount are ignored. A replay answers as the first call did.
     */
    async verifyPayment(
      userId: string,
      body: VerifyInvestmentPaymentBody,
    ): Promise<PaymentVerifyResponse> {
      const payment = await repo.findInvestmentPayment(db, body.razorpay_order_id);
      const order = payment?.order;
      if (!order || order.userId !== userId || order.purpose !== 'investment') {
        throw notFound('Payment order not found.');
      }
      if (
        !provider.verify(order.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)
      ) {
        throw badRequest('Payment verification failed.', 'PAYMENT_VERIFICATION_FAILED');
      }
      const settlement = await settle(payment, body.razorpay_payment_id);
      if (settlement.outcome === 'refunded') {
        throw conflict(REFUNDED_MESSAGES[settlement.code], settlement.code);
      }
      return { success: true, message: 'Investment Successful!' };
    },

    /**
     * Razorpay's payment.captured, for a payment whose checkout never reached verify (a closed tab):
     * settled as verify settles it, an investment here and a shop order by the orders module. Anything
     * else is acknowledged and left alone; the result says what happened, for the log.
     */
    async handleWebhook(rawBody: Buffer, signature: string): Promise<string> {
      if (!provider.verifyWebhook(rawBody, signature)) {
        throw badRequest('Invalid webhook signature.', 'BAD_SIGNATURE');
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
      } catch {
        return 'ignored: body is not JSON';
      }
      if (event.event !== 'payment.captured') return `ignored: event ${String(event.event)}`;
      const payment = event.payload?.payment?.entity;
      if (typeof payment?.id !== 'string' || typeof payment.order_id !== 'string') {
        return 'ignored: no payment or order id';
      }
      const order = await findOrderByProviderId(db, payment.order_id);
      if (!order) return 'ignored: unknown order';
      if (payment.amount !== order.amountPaise) return 'ignored: amount differs from the order';
      try {
        const settlement = await settlePayment(order, payment.id);
        return settlement.outcome === 'paid' ? 'paid' : `refunded: ${settlement.code}`;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) {
          return `ignored: ${error.message}`;
        }
        throw error;
      }
    },

    async investmentDetails(userId: string, id: string): Promise<InvestmentDetails> {
      const investment = await repo.findInvestment(db, id);
      if (!investment || investment.userId !== userId) throw notFound('Investment not found.');
      return {
        _id: investment.id,
        amount: paiseToRupees(investment.amountPaise),
        date: investment.date.toISOString(),
        units: investment.units,
        status: investment.status === 'refunded' ? 'Refunded' : 'Confirmed',
        campaignId: investment.campaignId,
      };
    },
  };
}

export type InvestmentsService = ReturnType<typeof createInvestmentsService>;
