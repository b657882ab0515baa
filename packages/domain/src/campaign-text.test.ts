import { fundUsageItems, fundUsagePercent, impactSentences } from './campaign-text';

describe('impactSentences', () => {
  it('splits on full stops, trims and drops blanks', () => {
    expect(impactSentences('Restores soil. Saves water.  Employs 12 women.')).toEqual([
      'Restores soil',
      'Saves water',
      'Employs 12 women',
    ]);
  });

  it('keeps decimals inside a sentence', () => {
    expect(impactSentences('Sequesters 2.5 tonnes of carbon. Saves water')).toEqual([
      'Sequesters 2.5 tonnes of carbon',
      'Saves water',
    ]);
  });

  it('is empty for empty or missing text', () => {
    expect(impactSentences('')).toEqual([]);
    expect(impactSentences(' . ')).toEqual([]);
    expect(impactSentences(undefined)).toEqual([]);
  });
});

describe('fundUsageItems', () => {
  it("splits on '. ' and drops the last full stop", () => {
    expect(fundUsageItems('Seeds 40%. Irrigation 35%. Labour 25%.')).toEqual([
      'Seeds 40%',
      'Irrigation 35%',
      'Labour 25%',
    ]);
  });

  it('is empty for missing text (the tab shows its fallback)', () => {
    expect(fundUsageItems('')).toEqual([]);
    expect(fundUsageItems(null)).toEqual([]);
  });
});

describe('fundUsagePercent', () => {
  it('reads the percentage an item names', () => {
    expect(fundUsagePercent('Seeds 40%')).toBe(40);
    expect(fundUsagePercent('Drip lines (12.5 %)')).toBe(12.5);
  });

  it('is null when there is none', () => {
    expect(fundUsagePercent('Fencing')).toBeNull();
  });
});
