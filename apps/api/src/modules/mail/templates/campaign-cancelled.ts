import type { EmailContent } from '../message';

export interface CampaignCancelledData {
  name: string;
  campaignTitle: string;
  farmName: string;
}

/**
 * To each investor whose money a campaign still holds when it is cancelled (money: always sent):
 * nothing is refunded by itself, so they learn how to ask.
 */
export function campaignCancelled(data: CampaignCancelledData): EmailContent {
  return {
    kind: 'money',
    subject: `${data.campaignTitle} was cancelled`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `The campaign "${data.campaignTitle}" by ${data.farmName} was cancelled, so it takes no more investments.`,
      'Your investment in it stays as it is. If you would like your money back, ask for a refund from your dashboard: the farm reviews it, and the Mitti team steps in if the farm does not answer in time.',
    ],
    facts: [
      ['Campaign', data.campaignTitle],
      ['Farm', data.farmName],
    ],
    action: { label: 'Open your dashboard', path: '/dashboard' },
  };
}
