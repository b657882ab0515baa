import { formatPaise } from '@mitti/domain/money';
import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { EmailContent } from '../message';
import type { RefundRequestData } from './refund-requested';

/** To the investor when the owner let their refund request wait too long. */
export function refundEscalated(data: {
  name: string;
  campaignTitle: string;
  amountPaise: number;
}): EmailContent {
  const amount = formatPaise(data.amountPaise);
  return {
    kind: 'money',
    subject: `Your refund request for ${data.campaignTitle} is with Mitti`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `The campaign’s owner has not decided your refund request of ${amount} from "${data.campaignTitle}" in ${REFUND_OVERSIGHT_DAYS} days, so Mitti’s operators will now decide it.`,
      'We will write to you as soon as it is decided.',
    ],
    facts: [
      ['Campaign', data.campaignTitle],
      ['Amount', amount],
    ],
    action: { label: 'See your investments', path: '/dashboard' },
  };
}

/**
 * To the campaign's owner, the same moment: the request is now with the operators, though the owner
 * may still decide it until one of them does.
 */
export function refundEscalatedToOwner(data: RefundRequestData): EmailContent {
  const amount = formatPaise(data.amountPaise);
  return {
    kind: 'money',
    subject: `A refund request for ${data.campaignTitle} went to Mitti`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `${data.investorName}’s refund request of ${amount} from "${data.campaignTitle}" was not decided within ${REFUND_OVERSIGHT_DAYS} days, so it has been handed to Mitti’s operators, who will decide it.`,
      'You can still approve or reject it from your dashboard until they do. We will tell you what they decide.',
    ],
    facts: [
      ['Investor', data.investorName],
      ['Amount', amount],
    ],
    notes: [['Reason', data.reason]],
    action: { label: 'Open your dashboard', path: '/dashboard' },
  };
}
