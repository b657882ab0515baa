import type { EmailContent } from '../message';

export interface CampaignCompletedData {
  name: string;
  campaignId: string;
  campaignTitle: string;
  farmName: string;
  unsubscribeUrl: string;
}

/** To each investor whose money a campaign holds when its farm marks it Completed (a campaign result). */
export function campaignCompleted(data: CampaignCompletedData): EmailContent {
  return {
    kind: 'news',
    topic: 'campaignEnded',
    unsubscribeUrl: data.unsubscribeUrl,
    subject: `${data.campaignTitle} is completed`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `${data.farmName} marked the campaign "${data.campaignTitle}" as completed, so it takes no more investments.`,
      'Your investment in it stays as it is. The farm keeps posting updates on the campaign’s page.',
    ],
    facts: [
      ['Campaign', data.campaignTitle],
      ['Farm', data.farmName],
      ['Status', 'Completed'],
    ],
    action: { label: 'See the campaign', path: `/campaign/${data.campaignId}` },
  };
}
