import { formatPaise } from '@mitti/domain/money';
import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { EmailContent } from '../message';

export interface RefundRequestData {
  /** Who the message is to. */
  name: string;
  investorName: string;
  campaignTitle: string;
  amountPaise: number;
  reason: string;
}

/** To the campaign's owner when an investor asks for their money back. */
export function refundRequested(data: RefundRequestData): EmailContent {
  const amount = formatPaise(data.amountPaise);
  return {
    kind: 'money',
    subject: `Refund requested for ${data.campaignTitle}`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `${data.investorName} asked for a refund of ${amount} from "${data.campaignTitle}".`,
      `Please approve or reject it from your dashboard within ${REFUND_OVERSIGHT_DAYS} days; after that Mitti’s operators decide it.`,
    ],
    facts: [
      ['Investor', data.investorName],
      ['Amount', amount],
    ],
    notes: [['Reason', data.reason]],
    action: { label: 'Decide on your dashboard', path: '/dashboard' },
  };
}
