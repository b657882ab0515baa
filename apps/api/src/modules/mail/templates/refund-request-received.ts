import { formatPaise } from '@mitti/domain/money';
import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { EmailContent } from '../message';

/** To the investor who asked for their money back: the request is in, and who decides it when. */
export function refundRequestReceived(data: {
  name: string;
  campaignTitle: string;
  amountPaise: number;
  reason: string;
}): EmailContent {
  const amount = formatPaise(data.amountPaise);
  return {
    kind: 'money',
    subject: `We have your refund request for ${data.campaignTitle}`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `We have your request for a refund of ${amount} from "${data.campaignTitle}".`,
      `The farm has ${REFUND_OVERSIGHT_DAYS} days to approve or reject it; if it has not decided by then, Mitti’s operators decide it. We will write to you as soon as it is decided.`,
    ],
    facts: [
      ['Campaign', data.campaignTitle],
      ['Amount', amount],
    ],
    notes: [['Reason', data.reason]],
    action: { label: 'See your investments', path: '/dashboard' },
  };
}
