import type { Campaign } from '@mitti/domain/campaign';
import { annualReturnPaise } from '@mitti/domain/funding';
import type { Investment } from '@mitti/domain/investment';
import { rupeesToPaise, type Paise } from '@mitti/domain/money';

export interface PortfolioFigures {
  investedPaise: Paise;
  farmsBacked: number;
  annualReturnPaise: Paise;
  /** Live investments whose campaign terms were not available, so the estimate leaves them out. */
  unestimated: number;
}

/** The portfolio in paise: refunded investments count for nothing. */
export function portfolioFigures(
  investments: Investment[],
  campaigns: Campaign[],
): PortfolioFigures {
  const live = investments.filter((investment) => investment.status !== 'Refunded');
  const terms = new Map(campaigns.map((campaign) => [campaign._id, campaign.expectedReturns]));
  let investedPaise = 0;
  let returnPaise = 0;
  let unestimated = 0;
  for (const investment of live) {
    const amount = rupeesToPaise(investment.amount);
    investedPaise += amount;
    const returns = terms.get(investment.campaignId._id);
    if (returns) returnPaise += annualReturnPaise(amount, returns);
    else unestimated += 1;
  }
  return {
    investedPaise,
    farmsBacked: new Set(live.map((investment) => investment.campaignId._id)).size,
    annualReturnPaise: returnPaise,
    unestimated,
  };
}
