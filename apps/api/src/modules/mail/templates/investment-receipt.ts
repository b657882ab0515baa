import { formatPaise } from '@mitti/domain/money';
import type { EmailContent } from '../message';
import { emailDateTime } from './email-time';

export interface InvestmentReceiptData {
  investorName: string;
  campaignId: string;
  campaignTitle: string;
  farmName: string;
  investmentId: string;
  amountPaise: number;
  units: number;
  paymentId: string;
  paidAt: Date;
}

/** To the investor once their payment is verified and counted. */
export function investmentReceipt(data: InvestmentReceiptData): EmailContent {
  const amount = formatPaise(data.amountPaise);
  return {
    kind: 'money',
    subject: `Your investment in ${data.campaignTitle}`,
    greeting: `Hello ${data.investorName},`,
    paragraphs: [
      `Thank you for investing ${amount} in "${data.campaignTitle}" by ${data.farmName}. Your payment is confirmed and counted towards the campaign.`,
      'You will find the farm’s updates and your returns on the investment’s page.',
    ],
    facts: [
      ['Campaign', data.campaignTitle],
      ['Amount', amount],
      ['Units', String(data.units)],
      ['Payment', data.paymentId],
      ['Paid on', emailDateTime(data.paidAt)],
    ],
    action: {
      label: 'See your investment',
      path: `/invested-farm-details/${data.campaignId}/${data.investmentId}`,
    },
  };
}
