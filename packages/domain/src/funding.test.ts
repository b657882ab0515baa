import {
  annualReturnPaise,
  campaignStatusLabel,
  canInvest,
  campaignDaysRemaining,
  daysRemaining,
  expectedReturnLabel,
  fundedPercent,
  fundingBadge,
  fundingClosesAt,
  hasEnded,
  maxUnits,
  ownershipSharePercent,
  progressPercent,
} from './funding';

describe('fundedPercent', () => {
  it('rounds to a whole number', () => {
    expect(fundedPercent(33_333, 100_000)).toBe(33);
    expect(fundedPercent(66_667, 100_000)).toBe(67);
    expect(fundedPercent(12_500, 100_000)).toBe(13);
    expect(fundedPercent(12_499, 100_000)).toBe(12);
  });

  it('is 0 with nothing raised or no goal', () => {
    expect(fundedPercent(0, 100_000)).toBe(0);
    expect(fundedPercent(5_000, 0)).toBe(0);
  });

  it('is not capped (raised beyond the goal)', () => {
    expect(fundedPercent(150_000, 100_000)).toBe(150);
  });
});

describe('progressPercent', () => {
  it('caps at 100', () => {
    expect(progressPercent(100_000, 100_000)).toBe(100);
    expect(progressPercent(250_000, 100_000)).toBe(100);
  });

  it('follows fundedPercent below the cap', () => {
    expect(progressPercent(45_400, 100_000)).toBe(45);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('fundingBadge', () => {
  const goal = 1_000_000;
  const min = 50_000;

  it("reads 'Funded' when raised plus one minimum reaches the goal exactly", () => {
    expect(
      fundingBadge({ fundingGoal: goal, raisedAmount: goal - min, minInvestment: min }, true),
    ).toBe('Funded');
  });

  it("reads 'Seeking Funds' one paisa short of that", () => {
    expect(
      fundingBadge({ fundingGoal: goal, raisedAmount: goal - min - 1, minInvestment: min }, true),
    ).toBe('Seeking Funds');
  });

  it("reads 'Funded' when over the goal, open or not", () => {
    expect(
      fundingBadge({ fundingGoal: goal, raisedAmount: goal + 1, minInvestment: min }, false),
    ).toBe('Funded');
  });

  it("reads 'Ended' short of the goal once the campaign takes no more money", () => {
    expect(fundingBadge({ fundingGoal: goal, raisedAmount: 0, minInvestment: min }, false)).toBe(
      'Ended',
    );
  });
});

describe('maxUnits', () => {
  it('is exact when the rest is a multiple of the minimum', () => {
    expect(
      maxUnits({ fundingGoal: 1_000_000, raisedAmount: 400_000, minInvestment: 100_000 }),
    ).toBe(6);
  });

  it('floors a remainder', () => {
    expect(
      maxUnits({ fundingGoal: 1_000_000, raisedAmount: 450_000, minInvestment: 100_000 }),
    ).toBe(5);
  });

  it('is 0 when fully raised or over the goal', () => {
    expect(
      maxUnits({ fundingGoal: 1_000_000, raisedAmount: 1_000_000, minInvestment: 100_000 }),
    ).toBe(0);
    expect(
      maxUnits({ fundingGoal: 1_000_000, raisedAmount: 1_200_000, minInvestment: 100_000 }),
    ).toBe(0);
  });

  it('is 0 without a usable minimum investment', () => {
    expect(maxUnits({ fundingGoal: 1_000_000, raisedAmount: 0, minInvestment: 0 })).toBe(0);
  });
});

describe('ownershipSharePercent', () => {
  it('has exactly two decimals', () => {
    expect(ownershipSharePercent(12_500, 1_000_000)).toBe('1.25');
    expect(ownershipSharePercent(100_000, 1_000_000)).toBe('10.00');
    expect(ownershipSharePercent(1_000_000, 1_000_000)).toBe('100.00');
    expect(ownershipSharePercent(100, 1_000_000)).toBe('0.01');
  });

  it('rounds to the nearest hundredth, half up', () => {
    expect(ownershipSharePercent(1, 3)).toBe('33.33');
    expect(ownershipSharePercent(2, 3)).toBe('66.67');
    // 1/20000 = 0.005% and 3/20000 = 0.015%: exactly half-way
    expect(ownershipSharePercent(1, 20_000)).toBe('0.01');
    expect(ownershipSharePercent(3, 20_000)).toBe('0.02');
    expect(ownershipSharePercent(3, 8000)).toBe('0.04');
  });

  it('claims neither the whole goal nor nothing for a share in between', () => {
    expect(ownershipSharePercent(999_999, 1_000_000)).toBe('99.99');
    expect(ownershipSharePercent(1, 1_000_000)).toBe('0.01');
  });

  it('is 0.00 without a goal or an investment', () => {
    expect(ownershipSharePercent(10_000, 0)).toBe('0.00');
    expect(ownershipSharePercent(0, 1_000_000)).toBe('0.00');
  });
});

describe('expected returns', () => {
  const amount = 1_000_000; // ₹10,000

  it('Fixed Multiple: label Nx and return amount x (min - 1)', () => {
    const terms = { type: 'Fixed Multiple', min: 1.2, description: '' };
    expect(expectedReturnLabel(terms)).toBe('1.2x Fixed Multiple');
    expect(annualReturnPaise(amount, terms)).toBe(200_000);
    expect(annualReturnPaise(amount, { type: 'Fixed Multiple', min: 2 })).toBe(amount);
  });

  it('Percentage Range: label min% - max% and return amount x min / 100', () => {
    const terms = { type: 'Percentage Range', min: 7, max: 12 };
    expect(expectedReturnLabel(terms)).toBe('7% - 12%');
    expect(annualReturnPaise(amount, terms)).toBe(70_000);
    expect(annualReturnPaise(12_345, { type: 'Percentage Range', min: 7.5, max: 9 })).toBe(926);
  });

  it('Percentage Range without a max shows the min alone', () => {
    expect(expectedReturnLabel({ type: 'Percentage Range', min: 8 })).toBe('8%');
    expect(expectedReturnLabel({ type: 'Percentage Range', min: 8, max: null })).toBe('8%');
  });

  it('any other type: label ~min% and min read as a percent', () => {
    const terms = { type: 'Revenue Share', min: 9 };
    expect(expectedReturnLabel(terms)).toBe('~9%');
    expect(annualReturnPaise(amount, terms)).toBe(90_000);
  });
});

describe('daysRemaining', () => {
  const now = new Date('2025-03-10T12:00:00.000Z');

  it('rounds any part of a day up: 1 ms left is 1 day', () => {
    expect(daysRemaining(new Date(now.getTime() + 1), now)).toBe(1);
  });

  it('is a whole number of days when exact, and rounds partial days up', () => {
    expect(daysRemaining('2025-03-12T12:00:00.000Z', now)).toBe(2);
    expect(daysRemaining('2025-03-12T12:00:00.001Z', now)).toBe(3);
  });

  it('is 0 exactly at the end and after it', () => {
    expect(daysRemaining(now, now)).toBe(0);
    expect(daysRemaining('2025-01-01T00:00:00.000Z', now)).toBe(0);
  });

  it('is 0 for an unreadable date', () => {
    expect(daysRemaining('not a date', now)).toBe(0);
  });

  it('accepts now as a timestamp', () => {
    expect(daysRemaining('2025-03-11T12:00:00.000Z', now.getTime())).toBe(1);
  });
});

describe('campaignDaysRemaining and hasEnded', () => {
  // 27 November 2026, 9:35 pm in India.
  const evening = new Date('2026-11-27T16:05:00.000Z');

  it('counts the end date as a whole day in India', () => {
    expect(fundingClosesAt('2026-11-28T00:00:00.000Z')).toEqual(
      new Date('2026-11-28T18:30:00.000Z'),
    );
    expect(campaignDaysRemaining('2026-11-28T00:00:00.000Z', evening)).toBe(2);
    expect(campaignDaysRemaining('2026-11-27', evening)).toBe(1);
    expect(hasEnded('2026-11-27', evening)).toBe(false);
  });

  it('ends at midnight in India after the end date, not before', () => {
    expect(hasEnded('2026-11-27', new Date('2026-11-27T18:29:59.999Z'))).toBe(false);
    expect(hasEnded('2026-11-27', new Date('2026-11-27T18:30:00.000Z'))).toBe(true);
    expect(hasEnded('2026-11-26', evening)).toBe(true);
  });

  it('has ended for an unreadable date', () => {
    expect(campaignDaysRemaining('not a date', evening)).toBe(0);
    expect(hasEnded('not a date', evening)).toBe(true);
  });
});

describe('canInvest', () => {
  it('needs an Active campaign with days left', () => {
    expect(canInvest('Active', 1)).toBe(true);
    expect(canInvest('Active', 0)).toBe(false);
    expect(canInvest('Funded', 10)).toBe(false);
    expect(canInvest('Draft', 10)).toBe(false);
  });
});

describe('campaignStatusLabel', () => {
  const label = (status: string, days: number, rejectionReason: string | null = null) =>
    campaignStatusLabel({ status, rejectionReason }, days);

  it('labels Active and Funded, everything else public Ended', () => {
    expect(label('Active', 5)).toBe('Active');
    expect(label('Funded', 5)).toBe('Fully Funded');
    expect(label('Completed', 5)).toBe('Ended');
    expect(label('Paused', 5)).toBe('Ended');
  });

  it('labels an Active campaign past its end date Ended, and a Funded one still Fully Funded', () => {
    expect(label('Active', 0)).toBe('Ended');
    expect(label('Funded', 0)).toBe('Fully Funded');
  });

  it('says where a Draft or cancelled campaign stands, for its owner and operators', () => {
    expect(label('Draft', 30)).toBe('Awaiting review');
    expect(label('Draft', 30, 'Blurry photos.')).toBe('Rejected');
    expect(label('Cancelled', 30)).toBe('Cancelled');
  });
});
