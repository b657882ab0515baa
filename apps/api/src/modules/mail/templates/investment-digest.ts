import { formatFullDate } from '@mitti/domain/dates';
import { formatPaise } from '@mitti/domain/money';
import type { EmailContent } from '../message';

export interface InvestmentDigestData {
  ownerName: string;
  /** Noon of the day summed up, in India. */
  day: Date;
  campaigns: { campaignTitle: string; investments: number; amountPaise: number }[];
  unsubscribeUrl: string;
}

const investmentsText = (count: number) => (count === 1 ? '1 investment' : `${count} investments`);

/** To a campaign owner each morning their campaigns took investments the day before (news). */
export function investmentDigest(data: InvestmentDigestData): EmailContent {
  const count = data.campaigns.reduce((sum, campaign) => sum + campaign.investments, 0);
  const total = data.campaigns.reduce((sum, campaign) => sum + campaign.amountPaise, 0);
  return {
    kind: 'news',
    topic: 'newInvestments',
    unsubscribeUrl: data.unsubscribeUrl,
    subject: `${investmentsText(count)} in your campaigns yesterday`,
    greeting: `Hello ${data.ownerName},`,
    paragraphs: [
      `On ${formatFullDate(data.day)} your campaigns received ${investmentsText(count)}, ${formatPaise(total)} in all.`,
      'Thank your investors with a timeline update: they follow the farm through them.',
    ],
    facts: data.campaigns.map((campaign): [string, string] => [
      `${campaign.campaignTitle} (${investmentsText(campaign.investments)})`,
      formatPaise(campaign.amountPaise),
    ]),
    action: { label: 'Open your dashboard', path: '/dashboard' },
  };
}
