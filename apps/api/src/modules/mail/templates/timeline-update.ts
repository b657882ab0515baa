import type { EmailContent } from '../message';

export interface TimelineUpdateData {
  investorName: string;
  campaignId: string;
  campaignTitle: string;
  farmName: string;
  investmentId: string;
  updateTitle: string;
}

/** To each investor of a campaign when its farmer posts an update (news: farm updates). */
export function timelineUpdateEmail(
  data: TimelineUpdateData,
  unsubscribeUrl: string,
): EmailContent {
  return {
    kind: 'news',
    topic: 'farmUpdates',
    unsubscribeUrl,
    subject: `${data.farmName}: ${data.updateTitle}`,
    greeting: `Hello ${data.investorName},`,
    paragraphs: [
      `${data.farmName} posted a new update, "${data.updateTitle}", on "${data.campaignTitle}", a campaign you invested in.`,
    ],
    action: {
      label: 'Read the update',
      path: `/invested-farm-details/${data.campaignId}/${data.investmentId}`,
    },
  };
}
