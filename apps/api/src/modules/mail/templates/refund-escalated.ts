import { formatPaise } from '@mitti/domain/money';
import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { EmailContent } from '../message';

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
