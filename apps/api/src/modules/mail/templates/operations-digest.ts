import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { EmailContent } from '../message';

/** What waits for an operator, counted when the morning's summary is made. */
export interface WaitingWork {
  campaignsToReview: number;
  verificationRequests: number;
  /** Open refund requests the owner left past their time: the operators decide them now. */
  overdueRefunds: number;
  ordersToShip: number;
  /** Sizes of products on sale with none on hand. */
  sizesOutOfStock: number;
  failedJobs: number;
}

const ROWS: [keyof WaitingWork, string][] = [
  ['campaignsToReview', 'Campaigns to review'],
  ['verificationRequests', 'Farmer verification requests'],
  ['overdueRefunds', `Refund requests past the owner’s ${REFUND_OVERSIGHT_DAYS} days`],
  ['ordersToShip', 'Shop orders to ship'],
  ['sizesOutOfStock', 'Shop sizes out of stock'],
  ['failedJobs', 'Failed jobs'],
];

export const waitingTotal = (work: WaitingWork) => ROWS.reduce((sum, [key]) => sum + work[key], 0);

/** To each operator each morning something waits for them (their work: always sent). */
export function operationsDigest(data: { name: string; work: WaitingWork }): EmailContent {
  const total = waitingTotal(data.work);
  return {
    kind: 'account',
    subject: `${total} ${total === 1 ? 'task waits' : 'tasks wait'} for Mitti’s operators`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      'This is what waits for an operator this morning.',
      'Campaigns, verification, refunds and jobs are in the operators’ page; shop orders and stock in Mitti Market’s operator pages.',
    ],
    facts: ROWS.filter(([key]) => data.work[key] > 0).map(([key, label]): [string, string] => [
      label,
      String(data.work[key]),
    ]),
    action: { label: 'Open the operators’ page', path: '/admin' },
  };
}
