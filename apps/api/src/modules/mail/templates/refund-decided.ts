import { formatPaise } from '@mitti/domain/money';
import type { EmailContent } from '../message';

export interface RefundDecidedData {
  name: string;
  campaignTitle: string;
  amountPaise: number;
  /** null when approved; the reason given when declined. */
  declinedBecause: string | null;
}

/** To the investor once the owner or an operator approved or declined their refund request. */
export function refundDecided(data: RefundDecidedData): EmailContent {
  const amount = formatPaise(data.amountPaise);
  const approved = data.declinedBecause === null;
  return {
    kind: 'money',
    subject: approved
      ? `Your refund from ${data.campaignTitle} was approved`
      : `Your refund request for ${data.campaignTitle} was declined`,
    greeting: `Hello ${data.name},`,
    paragraphs: approved
      ? [
          `Your refund of ${amount} from "${data.campaignTitle}" was approved. The money goes back to the card or account you paid with; banks usually show it within 5 to 7 working days.`,
        ]
      : [
          `Your refund request of ${amount} from "${data.campaignTitle}" was declined.`,
          `Reason: ${data.declinedBecause}`,
        ],
    facts: [
      ['Campaign', data.campaignTitle],
      ['Amount', amount],
      ['Decision', approved ? 'Approved' : 'Declined'],
    ],
    action: { label: 'See your investments', path: '/dashboard' },
  };
}
