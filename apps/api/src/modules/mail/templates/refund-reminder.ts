import { formatPaise } from '@mitti/domain/money';
import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { EmailContent } from '../message';
import type { RefundRequestData } from './refund-requested';

/** To the campaign's owner who has not yet decided a refund request, before operators take it. */
export function refundReminder(data: RefundRequestData & { daysLeft: number }): EmailContent {
  const amount = formatPaise(data.amountPaise);
  return {
    kind: 'money',
    subject: `Reminder: a refund request for ${data.campaignTitle} is waiting`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `${data.investorName} is still waiting for your answer on a refund of ${amount} from "${data.campaignTitle}".`,
      `If it is not decided within ${data.daysLeft} ${data.daysLeft === 1 ? 'day' : 'days'} (${REFUND_OVERSIGHT_DAYS} days after the request), Mitti’s operators will decide it.`,
    ],
    facts: [
      ['Investor', data.investorName],
      ['Amount', amount],
    ],
    notes: [['Reason', data.reason]],
    action: { label: 'Decide on your dashboard', path: '/dashboard' },
  };
}
