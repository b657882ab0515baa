import type { Investment } from '@mitti/domain/investment';
import { allocationByFarm, investedByMonth } from './portfolio-series';

function investment(
  campaign: string,
  amount: number,
  date: string,
  status: Investment['status'] = 'Confirmed',
): Investment {
  return {
    _id: `${campaign}-${date}`,
    amount,
    date,
    farmName: `${campaign} Farm`,
    campaignId: {
      _id: campaign,
      campaignTitle: campaign,
      farmName: `${campaign} Farm`,
      fundingGoal: 1,
    },
    status,
    units: 1,
    refundStatus: null,
  };
}

describe('allocationByFarm', () => {
  it('sums each farm, largest first, with whole-percent shares, leaving out refunds', () => {
    const shares = allocationByFarm([
      investment('doon', 5_000, '2026-09-01T10:00:00Z'),
      investment('thar', 10_000, '2026-09-02T10:00:00Z'),
      investment('doon', 5_000, '2026-10-01T10:00:00Z'),
      investment('umiam', 10_000, '2026-10-02T10:00:00Z'),
      investment('umiam', 90_000, '2026-10-03T10:00:00Z', 'Refunded'),
    ]);
    expect(shares).toEqual([
      { campaignId: 'doon', farmName: 'doon Farm', paise: 1_000_000, percent: 33 },
      { campaignId: 'thar', farmName: 'thar Farm', paise: 1_000_000, percent: 33 },
      { campaignId: 'umiam', farmName: 'umiam Farm', paise: 1_000_000, percent: 33 },
    ]);
  });

  it('is empty without live investments', () => {
    expect(allocationByFarm([investment('doon', 5_000, '2026-09-01', 'Refunded')])).toEqual([]);
  });
});

describe('investedByMonth', () => {
  it('fills the months between, adds up as it goes, and dates by India time', () => {
    const months = investedByMonth([
      investment('doon', 5_000, '2026-08-31T20:00:00Z'), // 1 Sep in India
      investment('thar', 2_500, '2026-11-15T10:00:00Z'),
      investment('thar', 1_000, '2026-11-20T10:00:00Z', 'Refunded'),
    ]);
    expect(months).toEqual([
      { month: '2026-09', label: 'Sept 2026', paise: 500_000, cumulativePaise: 500_000 },
      { month: '2026-10', label: 'Oct 2026', paise: 0, cumulativePaise: 500_000 },
      { month: '2026-11', label: 'Nov 2026', paise: 250_000, cumulativePaise: 750_000 },
    ]);
  });

  it('crosses a year end', () => {
    const months = investedByMonth([
      investment('doon', 100, '2026-12-10T10:00:00Z'),
      investment('doon', 100, '2027-01-10T10:00:00Z'),
    ]);
    expect(months.map((month) => month.month)).toEqual(['2026-12', '2027-01']);
  });
});
