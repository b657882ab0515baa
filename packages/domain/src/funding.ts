import type { Paise } from './money';

/** Invest-side math (invest.md 4 and 9). Every amount is in paise. */
export interface FundingPaise {
  fundingGoal: Paise;
  raisedAmount: Paise;
  minInvestment: Paise;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** raised / goal x 100 rounded to a whole number; not capped (a dashboard may show 104%). 0 without a goal. */
export function fundedPercent(raised: Paise, goal: Paise): number {
  if (!(goal > 0)) return 0;
  return Math.round((raised * 100) / goal);
}

/** fundedPercent for a progress bar: between 0 and 100. */
export function progressPercent(raised: Paise, goal: Paise): number {
  return Math.min(100, Math.max(0, fundedPercent(raised, goal)));
}

export type FundingBadge = 'Funded' | 'Seeking Funds' | 'Ended';

/**
 * A listing card reads 'Funded' once one more minimum investment would reach the goal; short of
 * that, 'Seeking Funds' while the campaign takes money (`open`, see canInvest) and 'Ended' after.
 */
export function fundingBadge(
  { fundingGoal, raisedAmount, minInvestment }: FundingPaise,
  open: boolean,
): FundingBadge {
  if (raisedAmount + minInvestment >= fundingGoal) return 'Funded';
  return open ? 'Seeking Funds' : 'Ended';
}

/** How many units (of minInvestment each) are still for sale; never negative. */
export function maxUnits({ fundingGoal, raisedAmount, minInvestment }: FundingPaise): number {
  if (!(minInvestment > 0)) return 0;
  return Math.max(0, Math.floor((fundingGoal - raisedAmount) / minInvestment));
}

/**
 * The investor's share of the funding goal as a percent with exactly two decimals, as a string
 * ('1.25'), so screens print it as is and no float ever shows as 1.2500000001. Half-way rounds up,
 * except that a share short of the whole goal never reads 100.00 and a share of any size never 0.00.
 */
export function ownershipSharePercent(investment: Paise, goal: Paise): string {
  if (!(goal > 0) || !(investment > 0)) return '0.00';
  const rounded = Math.round((investment * 10_000) / goal);
  const hundredths = investment < goal ? Math.min(Math.max(rounded, 1), 9_999) : rounded;
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** The expected-returns block of a campaign; `type` is a string because stored data may hold others. */
export interface ReturnsTerms {
  type: string;
  min: number;
  max?: number | null;
}

/** 'Nx Fixed Multiple', 'min% - max%' (or 'min%' without a max), and '~min%' for any other type. */
export function expectedReturnLabel(returns: ReturnsTerms): string {
  const { type, min, max } = returns;
  if (type === 'Fixed Multiple') return `${min}x Fixed Multiple`;
  if (type === 'Percentage Range')
    return max == null || max === min ? `${min}%` : `${min}% - ${max}%`;
  return `~${min}%`;
}

/**
 * Estimated annual return in whole paise: amount x (min - 1) for a Fixed Multiple, amount x min / 100
 * otherwise (a Percentage Range counts its minimum; other types read min as a percent too).
 */
export function annualReturnPaise(amount: Paise, returns: ReturnsTerms): Paise {
  if (returns.type === 'Fixed Multiple') return Math.round(amount * (returns.min - 1));
  return Math.round((amount * returns.min) / 100);
}

/** Whole days until an instant, rounded up (1 ms left is 1 day); 0 once it has passed or if unreadable. */
export function daysRemaining(end: string | Date, now: Date | number = Date.now()): number {
  const left = new Date(end).getTime() - new Date(now).getTime();
  if (!(left > 0)) return 0;
  return Math.ceil(left / DAY_MS);
}

/**
 * When a campaign stops taking money: the end of its end date in India (UTC+5:30 all year). A
 * 'Funding Deadline 28 November 2026' promises that whole day, to an investor in India at 9 pm too.
 */
export function fundingClosesAt(endDate: string | Date): Date {
  const end = new Date(endDate);
  if (Number.isNaN(end.getTime())) return end;
  const day = end.toISOString().slice(0, 10);
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + DAY_MS);
}

/** The campaign's days left to invest, its end date included (invest.md 9: rounded up). */
export function campaignDaysRemaining(
  endDate: string | Date,
  now: Date | number = Date.now(),
): number {
  return daysRemaining(fundingClosesAt(endDate), now);
}

/** The campaign's end date is over in India: it takes no more money. */
export function hasEnded(endDate: string | Date, now: Date | number = Date.now()): boolean {
  return campaignDaysRemaining(endDate, now) === 0;
}

/** The detail page's Invest button: only an Active campaign with days left. */
export function canInvest(status: string, days: number): boolean {
  return status === 'Active' && days > 0;
}

export type CampaignStatusLabel =
  'Active' | 'Fully Funded' | 'Ended' | 'Awaiting review' | 'Rejected' | 'Cancelled';

/**
 * The detail page's status badge: 'Fully Funded' for Funded, Active while an Active campaign has
 * days left, and 'Ended' for anything else public (an Active campaign past its end date included).
 * Drafts and cancelled campaigns, which only their owner and operators see, say where they stand.
 */
export function campaignStatusLabel(
  campaign: { status: string; rejectionReason?: string | null },
  days: number,
): CampaignStatusLabel {
  switch (campaign.status) {
    case 'Funded':
      return 'Fully Funded';
    case 'Draft':
      return campaign.rejectionReason ? 'Rejected' : 'Awaiting review';
    case 'Cancelled':
      return 'Cancelled';
    default:
      return canInvest(campaign.status, days) ? 'Active' : 'Ended';
  }
}
