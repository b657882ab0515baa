import { formatPaise } from '@mitti/domain/money';
import type { EmailContent } from '../message';

export interface CampaignFundedData {
  name: string;
  campaignTitle: string;
  raisedPaise: number;
  investorCount: number;
}

/**
 * To the owner the moment a payment brings their campaign to its goal. Money, not news: it is the
 * farm's funding, and a farmer who turned off campaign news must still hear of it.
 */
export function campaignFunded(data: CampaignFundedData): EmailContent {
  const raised = formatPaise(data.raisedPaise);
  return {
    kind: 'money',
    subject: `${data.campaignTitle} is fully funded`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `Your campaign "${data.campaignTitle}" has reached its goal: ${raised} raised.`,
      'It takes no more investments now, and its page shows it as Fully Funded.',
      'Keep your investors posted on the crop with timeline updates from your dashboard.',
    ],
    facts: [
      ['Campaign', data.campaignTitle],
      ['Raised', raised],
      ['Investors', String(data.investorCount)],
    ],
    action: { label: 'Open your dashboard', path: '/dashboard' },
  };
}
