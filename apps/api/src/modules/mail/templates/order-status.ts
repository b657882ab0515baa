import { formatShopPaise } from '@mitti/domain/money';
import { orderNumber } from '@mitti/domain/short-id';
import type { EmailContent } from '../message';

export interface OrderStatusData {
  shopperName: string;
  orderId: string;
  city: string;
  totalPaise: number;
  /** What the order holds, as it was bought. */
  lines: { name: string; size: string; quantity: number }[];
}

/** One row per line: 'Lakadong Turmeric Powder (500 g)', '× 3'. */
const lineFacts = (data: OrderStatusData): [string, string][] =>
  data.lines.map((line) => [`${line.name} (${line.size})`, `× ${line.quantity}`]);

/** The order on the shopper's orders page. */
const seeOrder = (orderId: string) => ({
  label: 'See your order',
  path: `/shop/orders?order=${orderId}`,
});

const number = (orderId: string) => `#${orderNumber(orderId)}`;

/** To the shopper when fulfilment ships their order (news: order updates). */
export function orderShipped(data: OrderStatusData, unsubscribeUrl: string): EmailContent {
  return {
    kind: 'news',
    topic: 'orderUpdates',
    unsubscribeUrl,
    subject: `Order ${number(data.orderId)} has shipped`,
    greeting: `Hello ${data.shopperName},`,
    paragraphs: [`Your order ${number(data.orderId)} is on its way to ${data.city}.`],
    facts: lineFacts(data),
    action: seeOrder(data.orderId),
  };
}

/** To the shopper when their order is delivered (news: order updates). */
export function orderDelivered(data: OrderStatusData, unsubscribeUrl: string): EmailContent {
  return {
    kind: 'news',
    topic: 'orderUpdates',
    unsubscribeUrl,
    subject: `Order ${number(data.orderId)} delivered`,
    greeting: `Hello ${data.shopperName},`,
    paragraphs: [
      `Your order ${number(data.orderId)} has been delivered in ${data.city}. We hope you enjoy it.`,
    ],
    facts: lineFacts(data),
    action: seeOrder(data.orderId),
  };
}

/** To the shopper when an order with nothing paid yet (cash on delivery) is cancelled. */
export function orderCancelled(data: OrderStatusData): EmailContent {
  return {
    kind: 'money',
    subject: `Order ${number(data.orderId)} cancelled`,
    greeting: `Hello ${data.shopperName},`,
    paragraphs: [
      `Your order ${number(data.orderId)} was cancelled. Nothing was charged, so you owe nothing for it.`,
    ],
    facts: lineFacts(data),
    action: seeOrder(data.orderId),
  };
}

/** To the shopper when a card order is cancelled and its payment goes back to the card. */
export function orderRefunded(data: OrderStatusData): EmailContent {
  const amount = formatShopPaise(data.totalPaise);
  return {
    kind: 'money',
    subject: `Order ${number(data.orderId)} cancelled and refunded`,
    greeting: `Hello ${data.shopperName},`,
    paragraphs: [
      `Your order ${number(data.orderId)} was cancelled and ${amount} refunded to your card.`,
      'Your bank may take 5 to 7 working days to show it.',
    ],
    facts: [...lineFacts(data), ['Refunded', amount]],
    action: seeOrder(data.orderId),
  };
}
