import { formatPaise } from '@mitti/domain/money';
import type { EmailContent } from '../message';

export interface CampaignEndedData {
  name: string;
  /** The owner hears about their campaign; an investor about the one they invested in. */
  role: 'owner' | 'investor';
  campaignId: string;
  campaignTitle: string;
  farmName: string;
  funded: boolean;
  raisedPaise: number;
  goalPaise: number;
  unsubscribeUrl: string;
}

/** To the owner and each investor once the campaign's end date has passed. */
export function campaignEnded(data: CampaignEndedData): EmailContent {
  const raised = formatPaise(data.raisedPaise);
  const goal = formatPaise(data.goalPaise);
  const outcome = data.funded
    ? `It reached its goal: ${raised} of ${goal} raised.`
    : `It raised ${raised} of its ${goal} goal and takes no more investments.`;
  const next =
    data.role === 'owner'
      ? 'Keep your investors posted with timeline updates from your dashboard.'
      : `${data.farmName} will keep posting updates on the campaign’s page.`;
  return {
    kind: 'news',
    topic: 'campaignEnded',
    unsubscribeUrl: data.unsubscribeUrl,
    subject: `${data.campaignTitle} has ended`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `The campaign "${data.campaignTitle}" by ${data.farmName} has ended. ${outcome}`,
      next,
    ],
    facts: [
      ['Campaign', data.campaignTitle],
      ['Raised', raised],
      ['Goal', goal],
      ['Result', data.funded ? 'Funded' : 'Ended'],
    ],
    action:
      data.role === 'owner'
        ? { label: 'Open your dashboard', path: '/dashboard' }
        : { label: 'See the campaign', path: `/campaign/${data.campaignId}` },
  };
}
