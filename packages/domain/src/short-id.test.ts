import { lastChars, orderNumber, shortCampaignId, shortInvestmentId } from './short-id';

const id = '65f1a2b3c4d5e6f7a8b9c0d1';

describe('short ids', () => {
  it('shows a campaign id as its last 6 characters', () => {
    expect(shortCampaignId(id)).toBe('b9c0d1');
  });

  it('shows an investment id as its last 8 characters, uppercase', () => {
    expect(shortInvestmentId(id)).toBe('A8B9C0D1');
  });

  it('shows an order number as the last 6 characters', () => {
    expect(orderNumber(id)).toBe('b9c0d1');
  });

  it('keeps a short id whole and gives nothing for a count of 0', () => {
    expect(lastChars('abc', 6)).toBe('abc');
    expect(lastChars(id, 0)).toBe('');
  });
});
