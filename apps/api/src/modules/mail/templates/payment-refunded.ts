import { formatPaise, formatShopPaise } from '@mitti/domain/money';
import type { EmailContent } from '../message';

export interface InvestmentPaymentRefundedData {
  investorName: string;
  campaignTitle: string;
  amountPaise: number;
  paymentId: string;
  /** The sentence the API answered the checkout with: why the payment was not counted. */
  reason: string;
}

export interface ShopPaymentRefundedData {
  shopperName: string;
  amountPaise: number;
  paymentId: string;
  /** The sentence the API answered the checkout with: why no order was placed. */
  reason: string;
}

const BANK_DELAY =
  'The money goes back to the card or account you paid with; banks usually show it within 5 to 7 working days.';

/**
 * To the investor whose verified payment could not be counted (the campaign closed or filled up
 * while they paid) and was refunded by the settlement: their checkout may be long closed.
 */
export function investmentPaymentRefunded(data: InvestmentPaymentRefundedData): EmailContent {
  const amount = formatPaise(data.amountPaise);
  return {
    kind: 'money',
    subject: `Your payment for ${data.campaignTitle} was refunded`,
    greeting: `Hello ${data.investorName},`,
    paragraphs: [
      `Your payment of ${amount} for "${data.campaignTitle}" could not be counted.`,
      data.reason,
      BANK_DELAY,
    ],
    facts: [
      ['Campaign', data.campaignTitle],
      ['Refunded', amount],
      ['Payment', data.paymentId],
    ],
    action: { label: 'See your investments', path: '/dashboard' },
  };
}

/** To the shopper whose verified card payment placed no order (cart changed, out of stock). */
export function shopPaymentRefunded(data: ShopPaymentRefundedData): EmailContent {
  const amount = formatShopPaise(data.amountPaise);
  return {
    kind: 'money',
    subject: 'Your Mitti Market payment was refunded',
    greeting: `Hello ${data.shopperName},`,
    paragraphs: [
      `Your card payment of ${amount} for your Mitti Market order could not be used.`,
      data.reason,
      BANK_DELAY,
    ],
    facts: [
      ['Refunded', amount],
      ['Payment', data.paymentId],
    ],
    action: { label: 'Review your cart', path: '/shop/cart' },
  };
}
