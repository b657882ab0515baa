import { formatPaise } from '@mitti/domain/money';
import type { EmailContent } from '../message';

export interface RefundDecidedData {
  /** Who the message is to. */
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

/**
 * To the campaign's owner once Mitti's operators decided a request the owner had left: an approved
 * refund comes out of the campaign's raised amount.
 */
export function refundDecidedForOwner(
  data: RefundDecidedData & { investorName: string },
): EmailContent {
  const amount = formatPaise(data.amountPaise);
  const approved = data.declinedBecause === null;
  return {
    kind: 'money',
    subject: approved
      ? `Mitti approved a refund from ${data.campaignTitle}`
      : `Mitti declined a refund request for ${data.campaignTitle}`,
    greeting: `Hello ${data.name},`,
    paragraphs: approved
      ? [
          `Mitti’s operators approved ${data.investorName}’s refund of ${amount} from "${data.campaignTitle}".`,
          `The ${amount} goes back to the investor and comes out of the campaign’s raised amount.`,
        ]
      : [
          `Mitti’s operators declined ${data.investorName}’s refund request of ${amount} from "${data.campaignTitle}".`,
          `Reason: ${data.declinedBecause}`,
          'The investment stays in the campaign.',
        ],
    facts: [
      ['Investor', data.investorName],
      ['Amount', amount],
      ['Decision', approved ? 'Approved' : 'Declined'],
    ],
    action: { label: 'Open your dashboard', path: '/dashboard' },
  };
}
