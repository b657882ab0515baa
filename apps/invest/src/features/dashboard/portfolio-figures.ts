import { annualReturnPaise } from '@mitti/domain/funding';
import type { Investment } from '@mitti/domain/investment';
import { rupeesToPaise, type Paise } from '@mitti/domain/money';

export interface PortfolioFigures {
  investedPaise: Paise;
  farmsBacked: number;
  annualReturnPaise: Paise;
  /** Live investments whose campaign's terms are withheld (hidden meanwhile), left out of the estimate. */
  unestimated: number;
}

/** The portfolio in paise: refunded investments count for nothing. */
export function portfolioFigures(investments: Investment[]): PortfolioFigures {
  const live = investments.filter((investment) => investment.status !== 'Refunded');
  let investedPaise = 0;
  let returnPaise = 0;
  let unestimated = 0;
  for (const investment of live) {
    const amount = rupeesToPaise(investment.amount);
    investedPaise += amount;
    const returns = investment.campaignId.expectedReturns;
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
