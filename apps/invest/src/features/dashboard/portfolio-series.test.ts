import type { Investment } from '@mitti/domain/investment';
import {
  allocationByFarm,
  allocationSlices,
  formatShare,
  investedOverTime,
} from './portfolio-series';

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
      expectedReturns: null,
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

describe('allocationSlices', () => {
  const farms = allocationByFarm([
    investment('doon', 40_000, '2026-09-01T10:00:00Z'),
    investment('thar', 30_000, '2026-09-02T10:00:00Z'),
    investment('umiam', 20_000, '2026-09-03T10:00:00Z'),
    investment('kaveri', 10_000, '2026-09-04T10:00:00Z'),
  ]);

  it('keeps the farms as they are while they fit', () => {
    expect(allocationSlices(farms, 4)).toEqual(farms);
  });

  it('keeps the largest and joins the others into one slice once there are more', () => {
    expect(allocationSlices(farms, 3)).toEqual([
      farms[0],
      farms[1],
      { campaignId: 'other-farms', farmName: '2 other farms', paise: 3_000_000, percent: 30 },
    ]);
  });

  it("works out the joined slice's share from its amount, and writes a share under 1% so", () => {
    const small = allocationByFarm([
      investment('doon', 98_800, '2026-09-01T10:00:00Z'),
      investment('thar', 400, '2026-09-02T10:00:00Z'),
      investment('umiam', 400, '2026-09-03T10:00:00Z'),
      investment('kaveri', 400, '2026-09-04T10:00:00Z'),
    ]);
    expect(small.map(formatShare)).toEqual(['99%', '<1%', '<1%', '<1%']);
    const slices = allocationSlices(small, 2);
    expect(slices[1]).toMatchObject({ farmName: '3 other farms', paise: 120_000, percent: 1 });
    expect(slices.map(formatShare)).toEqual(['99%', '1%']);
  });
});

describe('investedOverTime', () => {
  it('adds up day by day, oldest first, dating by India time and leaving out refunds', () => {
    const days = investedOverTime([
      investment('thar', 2_500, '2026-11-15T10:00:00Z'),
      investment('doon', 5_000, '2026-08-31T20:00:00Z'), // 1 Sep in India
      investment('umiam', 1_500, '2026-11-15T12:00:00Z'),
      investment('thar', 1_000, '2026-11-20T10:00:00Z', 'Refunded'),
    ]);
    expect(days).toEqual([
      { day: '2026-09-01', label: '1 Sept 2026', paise: 500_000, cumulativePaise: 500_000 },
      { day: '2026-11-15', label: '15 Nov 2026', paise: 400_000, cumulativePaise: 900_000 },
    ]);
  });

  it('is empty without live investments', () => {
    expect(investedOverTime([])).toEqual([]);
  });
});
