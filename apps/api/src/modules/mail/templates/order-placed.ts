import { formatShopPaise } from '@mitti/domain/money';
import { orderNumber } from '@mitti/domain/short-id';
import type { EmailContent } from '../message';
import { emailDateTime } from './email-time';

export interface OrderPlacedData {
  shopperName: string;
  orderId: string;
  paymentMethod: 'COD' | 'Razorpay';
  lines: { name: string; size: string; quantity: number; unitPricePaise: number }[];
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
  city: string;
  placedAt: Date;
}

/** To the shopper once an order is placed: cash on delivery, or a verified card payment. */
export function orderPlaced(data: OrderPlacedData): EmailContent {
  const number = `#${orderNumber(data.orderId)}`;
  const payment =
    data.paymentMethod === 'COD'
      ? `Please keep ${formatShopPaise(data.totalPaise)} ready: you pay on delivery.`
      : `Your card payment of ${formatShopPaise(data.totalPaise)} is confirmed.`;
  return {
    kind: 'money',
    subject: `Order ${number} placed`,
    greeting: `Hello ${data.shopperName},`,
    paragraphs: [
      `Thank you for your order. We are getting it ready for delivery to ${data.city}.`,
      payment,
    ],
    facts: [
      ['Placed on', emailDateTime(data.placedAt)],
      ...data.lines.map((line): [string, string] => [
        `${line.name} (${line.size}) × ${line.quantity}`,
        formatShopPaise(line.unitPricePaise * line.quantity),
      ]),
      ['Shipping', formatShopPaise(data.shippingPaise)],
      ['Tax', formatShopPaise(data.taxPaise)],
      ['Total', formatShopPaise(data.totalPaise)],
    ],
    action: { label: 'Track your order', path: `/shop/orders?order=${data.orderId}` },
  };
}
