import type { InvestmentDetails } from '@mitti/domain/investment';
import { daysRemaining, canInvest, maxUnits } from '@mitti/domain/funding';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@mitti/domain/money';
import type { CreateOrderResponse, PaymentVerifyResponse } from '@mitti/domain/payment-order';
import { ALL_RESERVED_MESSAGE } from '@mitti/domain/payment-order';
import type {
  CreateInvestmentOrderBody,
  VerifyInvestmentPaymentBody,
} from '@mitti/domain/payment-schemas';
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
import { investmentReceipt } from '../mail/templates/investment-receipt';
import { findCampaign, lockCampaign } from '../campaigns/repository';
import { investmentReceived } from '../notifications/notices';
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
import { openCheckout, ownPaymentOrder } from '../payments/service';
import {
  endHolds,
  heldUnits,
  insertReservations,
  RESERVATION_MS,
} from '../reservations/repository';
import { findUserById, isEmailConfirmed } from '../users/repository';
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
  return canInvest(campaign.status, daysRemaining(isoDate(campaign.endDate), now));
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

function checkOpen(campaign: CampaignRow, now: Date): void {
  if (campaign.status === 'Funded') {
    throw conflict('This campaign is already fully funded.', 'FULLY_FUNDED');
  }
  if (!acceptsInvestments(campaign, now)) {
    throw conflict('This campaign is no longer accepting investments.', 'CAMPAIGN_CLOSED');
  }
}

/** The units asked for against the room left: total less sold less what checkouts hold. */
function checkRoom(campaign: CampaignRow, units: number, held: number): void {
  const left = maxUnits({
    fundingGoal: campaign.fundingGoalPaise,
    raisedAmount: campaign.raisedAmountPaise,
    minInvestment: campaign.minInvestmentPaise,
  });
  if (left === 0) throw conflict('This campaign is already fully funded.', 'FULLY_FUNDED');
  const free = left - held;
  if (free <= 0) throw conflict(ALL_RESERVED_MESSAGE, 'ALL_RESERVED');
  if (units > free) {
    throw conflict(
      `You have reached the maximum available investment. Only ${free} ${free === 1 ? 'unit' : 'units'} (${rupees(free * campaign.minInvestmentPaise)}) left.`,
      'ABOVE_AVAILABLE',
    );
  }
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
   * Counts a verified payment once: the order and then the campaign are locked, so racing
   * verifications of one campaign queue up and each sees the raised amount the one before left.
   * When the campaign has no room left the order is marked refunded and the money goes back after
   * the commit; a refund that fails then stays without an id and a retried verification repeats it.
   */
  async function settle(orderId: string, paymentId: string): Promise<Settlement> {
    const result = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('Payment order not found.');
      if (order.status === 'paid' || order.status === 'refunded') {
        if (order.providerPaymentId !== paymentId) {
          throw conflict('This order has already been paid with another payment.', 'ORDER_PAID');
        }
        return order.status === 'paid'
          ? ({ outcome: 'paid' } as const)
          : ({ outcome: 'refunded', code: 'ORDER_REFUNDED', order } as const);
      }
      const campaign = order.campaignId ? await lockCampaign(tx, order.campaignId) : undefined;
      const now = clock.now();
      // Room for it besides what other checkouts hold: its own hold guarantees that; an expired or
      // released one finds out here.
      const othersHeld = campaign ? await heldUnits(tx, campaign.id, now, order.id) : 0;
      const fits =
        campaign !== undefined &&
        campaign.raisedAmountPaise + order.amountPaise + othersHeld * campaign.minInvestmentPaise <=
          campaign.fundingGoalPaise;
      if (!campaign || !acceptsInvestments(campaign, now) || !fits) {
        await endHolds(tx, order.id, 'released');
        await settleOrder(tx, order.id, 'refunded', paymentId);
        const code: RefundCode =
          campaign && (campaign.status === 'Funded' || !fits)
            ? 'CAPACITY_TAKEN'
            : 'CAMPAIGN_CLOSED';
        return { outcome: 'refunded', code, order } as const;
      }
      const units = order.units ?? order.amountPaise / campaign.minInvestmentPaise;
      const investmentId = await repo.insertInvestment(tx, {
        userId: order.userId,
        campaignId: campaign.id,
        amountPaise: order.amountPaise,
        units,
        providerPaymentId: paymentId,
        status: 'active',
      });
      await repo.addToRaised(tx, campaign.id, order.amountPaise);
      await endHolds(tx, order.id, 'converted');
      await settleOrder(tx, order.id, 'paid', paymentId);
      const investor = (await findUserById(tx, order.userId))!;
      await notify(tx, [
        {
          userId: campaign.userId,
          ...investmentReceived(investor.name, order.amountPaise, campaign.campaignTitle),
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
        }),
      );
      return { outcome: 'paid' } as const;
    });
    if (result.outcome === 'paid') return result;
    if (result.order.providerRefundId === null) {
      const refund = await provider.refund(paymentId, result.order.amountPaise, result.order.id);
      await setOrderRefundId(db, result.order.id, refund.id);
    }
    return { outcome: 'refunded', code: result.code };
  }

  /** A captured payment of either purpose, counted once: an investment here, a shop order there. */
  function settlePayment(order: PaymentOrderRow, paymentId: string): Promise<PaymentSettlement> {
    return order.purpose === 'shop'
      ? settleShopPayment(order.id, paymentId)
      : settle(order.id, paymentId);
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
        throw badRequest(`Minimum investment of ${rupees(unit)} is required`, 'BELOW_MINIMUM');
      }
      if (amountPaise % unit !== 0) {
        throw badRequest(
          `Investments are made in whole units of ${rupees(unit)}.`,
          'NOT_WHOLE_UNITS',
        );
      }
      const units = amountPaise / unit;
      // A first look without a lock spares the provider an order that would be refused.
      checkRoom(campaign, units, await heldUnits(db, campaign.id, clock.now()));
      const user = await findUserById(db, userId);
      if (!user) throw notFound('User not found.');
      return openCheckout(
        db,
        provider,
        user,
        { purpose: 'investment', amountPaise, campaignId: campaign.id, units },
        async (tx) => {
          // The lock verify-payment takes: the room left and the holds are counted as they stand.
          const locked = await lockCampaign(tx, campaign.id);
          if (!locked) throw notFound('Campaign not found.');
          const now = clock.now();
          checkOpen(locked, now);
          checkRoom(locked, units, await heldUnits(tx, locked.id, now));
          const expiresAt = new Date(now.getTime() + RESERVATION_MS);
          return (paymentOrderId) =>
            insertReservations(tx, [
              { paymentOrderId, campaignId: locked.id, quantity: units, expiresAt },
            ]);
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
      const order = await ownPaymentOrder(db, userId, body.razorpay_order_id, 'investment');
      if (
        !provider.verify(order.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)
      ) {
        throw badRequest('Payment verification failed.', 'PAYMENT_VERIFICATION_FAILED');
      }
      const settlement = await settle(order.id, body.razorpay_payment_id);
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
