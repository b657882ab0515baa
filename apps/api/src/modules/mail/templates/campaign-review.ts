import type { EmailContent } from '../message';

export interface CampaignReviewData {
  ownerName: string;
  campaignId: string;
  campaignTitle: string;
}

/** To the farmer: their campaign is live (account: about their own campaign, always sent). */
export function campaignApprovedEmail(data: CampaignReviewData): EmailContent {
  return {
    kind: 'account',
    subject: `"${data.campaignTitle}" is approved`,
    greeting: `Hello ${data.ownerName},`,
    paragraphs: [
      `Your campaign "${data.campaignTitle}" was approved and is now live on Mitti: investors can find it and invest.`,
    ],
    action: { label: 'See your campaign', path: `/campaign/${data.campaignId}` },
  };
}

/** To the farmer, with the reason: they edit the campaign to send it for review again. */
export function campaignRejectedEmail(data: CampaignReviewData, reason: string): EmailContent {
  return {
    kind: 'account',
    subject: `"${data.campaignTitle}" needs changes`,
    greeting: `Hello ${data.ownerName},`,
    paragraphs: [
      `Your campaign "${data.campaignTitle}" was not approved yet.`,
      `Reason: ${reason}`,
      'Edit the campaign from your dashboard and it goes back for review.',
    ],
    action: { label: 'Open your dashboard', path: '/dashboard' },
  };
}
